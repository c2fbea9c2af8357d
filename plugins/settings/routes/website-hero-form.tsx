// Settings → Website: the home page hero's draft (heading, text, the first button). Saving keeps
// it as a draft; the panel's "Publish" shows it to visitors.
import { TextareaField, TextField } from '@kit/forms/fields.tsx';
import { FormPage } from '@kit/forms/form-page.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { toast } from 'sonner';
import { saveHeroDraft } from '../website-data.ts';
import { HERO_CONSTRAINTS, type HeroValues, heroSchema } from '../website-schema.ts';

export function HeroForm({ hero, onSaved }: { hero: HeroValues; onSaved: () => Promise<void> }) {
  const rf = useRecordForm({
    schema: heroSchema,
    defaultValues: hero,
    constraints: HERO_CONSTRAINTS,
    save: async (values) => {
      const kept = await saveHeroDraft(values);
      await onSaved();
      return kept;
    },
    onSaved: () => toast.success('Hero saved as a draft'),
  });
  return (
    <FormPage recordForm={rf} label="Home page hero" submitLabel="Save hero draft">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Home page hero</legend>
        <TextField<HeroValues> name="heading" label="Heading" />
        <TextareaField<HeroValues> name="body" label="Text" rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<HeroValues> name="cta_label" label="Button text" />
          <TextField<HeroValues>
            name="cta_href"
            label="Button goes to"
            description="A page of this site, e.g. /contact"
            spellCheck={false}
          />
        </div>
      </fieldset>
    </FormPage>
  );
}
