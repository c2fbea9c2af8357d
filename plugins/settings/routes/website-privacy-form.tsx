// Settings → Website: the privacy policy's draft (ADR 082) as a structured record — an
// introduction, then sections, each a heading, paragraphs (apart by a blank line) and an
// optional list (a point a line). No HTML: the site renders every string as text. Sections can be
// added, moved (Move up / Move down) and removed (asks first); "Save privacy policy draft" keeps
// them as the draft, "Publish" shows them with today's date as "Last updated".
import { TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { Button } from '@kit/ui/button.tsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { type PrivacyRow, savePrivacyDraft } from '../website-data.ts';
import { type PrivacyInput, privacyInput, privacySchema } from '../website-schema.ts';

type SectionInput = PrivacyInput['sections'][number];

export function PrivacyForm(props: {
  policy: PrivacyRow;
  /** The date visitors see under "Last updated" (the published copy's). */
  lastUpdated: string | undefined;
  onSaved: () => Promise<void>;
}) {
  const { policy, onSaved } = props;
  const rf = useRecordForm({
    schema: privacySchema,
    defaultValues: privacyInput(policy),
    save: async (values) => {
      await savePrivacyDraft(values);
      await onSaved();
    },
    onSaved: () => toast.success('Privacy policy saved as a draft'),
  });
  const sections = useFieldArray({ control: rf.form.control, name: 'sections' });
  const removal = useConfirmedAction<{ index: number; section: SectionInput }>({
    title: ({ section }) => `Remove the section “${section.heading || 'Untitled'}”?`,
    description: () => 'It leaves the form; nothing changes until you save the draft.',
    confirmLabel: 'Remove',
    run: async ({ index }) => sections.remove(index),
    undo: async ({ index, section }) => sections.insert(index, section),
    done: ({ section }) => `Section “${section.heading || 'Untitled'}” removed`,
  });
  const headingOf = (index: number) => rf.form.getValues(`sections.${index}.heading`) || 'Untitled';

  return (
    <FormPage recordForm={rf} label="Privacy policy" submitLabel="Save privacy policy draft">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Privacy policy</legend>
        <p className="text-sm text-muted-foreground">
          Visitors see “Last updated: {props.lastUpdated ?? 'not published'}”. Publishing a changed policy
          dates it today.
        </p>
        <TextareaField<PrivacyInput> name="intro" label="Introduction" rows={4} />
        <ol className="grid gap-4">
          {sections.fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-lg border p-4">
              <div className="flex flex-wrap items-end gap-2">
                <TextField<PrivacyInput>
                  name={`sections.${index}.heading`}
                  label={`Section ${index + 1} title`}
                  className="min-w-60 flex-1"
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Move section ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => sections.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Move section ${index + 1} down`}
                  disabled={index === sections.fields.length - 1}
                  onClick={() => sections.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove section ${index + 1}`}
                  onClick={() =>
                    removal.ask({
                      index,
                      section: { ...rf.form.getValues(`sections.${index}`), heading: headingOf(index) },
                    })
                  }
                >
                  Remove
                </Button>
              </div>
              <TextareaField<PrivacyInput>
                name={`sections.${index}.paragraphs`}
                label={`Section ${index + 1} text`}
                description="Leave a blank line between paragraphs."
                rows={4}
              />
              <TextareaField<PrivacyInput>
                name={`sections.${index}.items`}
                label={`Section ${index + 1} list`}
                description="Optional: one point a line, shown as a bulleted list after the paragraphs."
                rows={3}
              />
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => sections.append({ heading: '', paragraphs: '', items: '' })}
          >
            Add section
          </Button>
        </div>
      </fieldset>
      {removal.dialog}
    </FormPage>
  );
}
