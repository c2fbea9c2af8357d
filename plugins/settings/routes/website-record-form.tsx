// The form of one record in Settings → Website's editors (team, client logos, certifications, service
// texts; ADR 082, 086): one shape for all — the form named by its title, the fields in a fieldset under
// that title, Save and Cancel below — and its hook: a save goes to the draft, then the editor closes the
// form and reads again, and a toast says "… saved as a draft". The editors give only their fields.
import { FormPage } from '@kit/forms/form-page.tsx';
import { type RecordForm, type RecordFormOptions, useRecordForm } from '@kit/forms/use-record-form.ts';
import { Button } from '@kit/ui/button.tsx';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';

/** Where an editor shows a record's form: its title, and what Save (after saving) and Cancel do. */
export interface FormSlot {
  title: string;
  onDone: () => Promise<void>;
  onCancel: () => void;
}

/** A record form that saves to the draft, closes its slot and says so. */
export function useWebsiteRecordForm<TIn extends FieldValues, TOut>(
  options: Pick<RecordFormOptions<TIn, TOut>, 'schema' | 'defaultValues' | 'constraints'> & {
    slot: FormSlot;
    save: (values: TOut) => Promise<void>;
    /** The record's name in the toast ("Grace Wanjiru saved as a draft"). */
    nameOf: (values: TOut) => string;
  },
): RecordForm<TIn, TOut> {
  const { slot, save, nameOf, ...form } = options;
  return useRecordForm({
    ...form,
    save: async (values) => {
      await save(values);
      await slot.onDone();
    },
    onSaved: (values) => toast.success(`${nameOf(values)} saved as a draft`),
  });
}

export function WebsiteRecordForm<TIn extends FieldValues, TOut>(props: {
  recordForm: RecordForm<TIn, TOut>;
  slot: FormSlot;
  submitLabel: string;
  children: ReactNode;
}) {
  const { slot } = props;
  return (
    <FormPage
      recordForm={props.recordForm}
      label={slot.title}
      submitLabel={props.submitLabel}
      className="rounded-lg border p-4"
      actions={
        <Button type="button" variant="ghost" onClick={slot.onCancel}>
          Cancel
        </Button>
      }
    >
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold">{slot.title}</legend>
        {props.children}
      </fieldset>
    </FormPage>
  );
}

/** Two short fields side by side (one under the other on a phone). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
