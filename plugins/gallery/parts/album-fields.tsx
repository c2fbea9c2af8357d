// The album's title, event date and description: the new-album dialog and the album screen's details share
// them, with the words of schema.ts.
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Textarea } from '@kit/ui/textarea.tsx';
import { type AlbumForm, albumSchema } from '../schema.ts';

export type AlbumErrors = Partial<Record<keyof AlbumForm, string>>;

/** The form's values checked: the clean values, or the first message per field. */
export function checkAlbum(form: AlbumForm) {
  const parsed = albumSchema.safeParse(form);
  if (parsed.success) return { values: parsed.data, errors: {} as AlbumErrors };
  const errors: AlbumErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof AlbumForm;
    errors[key] ??= issue.message;
  }
  return { values: null, errors };
}

export function AlbumFields(props: {
  value: AlbumForm;
  errors: AlbumErrors;
  onChange: (value: AlbumForm) => void;
}) {
  const set = (patch: Partial<AlbumForm>) => props.onChange({ ...props.value, ...patch });
  return (
    <div className="grid gap-3">
      <FormField label="Title" error={props.errors.title}>
        <Input
          value={props.value.title}
          maxLength={120}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
      </FormField>
      <FormField
        label="Date of the event"
        description="Optional: when the training or site work took place."
        error={props.errors.event_date}
      >
        <Input
          type="date"
          value={props.value.event_date}
          onChange={(e) => set({ event_date: e.currentTarget.value })}
        />
      </FormField>
      <FormField
        label="Description"
        description="Shown under the title on the public gallery."
        error={props.errors.description}
      >
        <Textarea
          rows={3}
          value={props.value.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
      </FormField>
    </div>
  );
}
