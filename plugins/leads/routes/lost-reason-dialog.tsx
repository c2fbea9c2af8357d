// "Why was it lost?": asked before a lead moves to Lost (the database refuses a lost lead without a reason).

import { TextareaField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import type { z } from 'zod';
import { lostReasonSchema } from '../schema.ts';

type Values = z.input<typeof lostReasonSchema>;

export function LostReasonDialog(props: {
  /** The lead's reference while asking; null when closed. */
  reference: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const recordForm = useRecordForm({
    schema: lostReasonSchema,
    defaultValues: { lost_reason: '' },
    save: async (v) => {
      await props.onConfirm(v.lost_reason);
    },
    constraints: { leads_lost_reason_required: { field: 'lost_reason', message: 'Say why it was lost' } },
    onSaved: () => recordForm.form.reset({ lost_reason: '' }),
  });
  return (
    <FormDialog
      open={props.reference !== null}
      onOpenChange={(open) => {
        if (!open) {
          recordForm.form.reset({ lost_reason: '' });
          props.onCancel();
        }
      }}
      recordForm={recordForm}
      title={`Mark ${props.reference ?? 'the lead'} as lost`}
      description="The reason stays on the lead and helps the team learn why deals slip away."
      submitLabel="Mark as lost"
    >
      <TextareaField<Values> name="lost_reason" label="Why was it lost?" rows={3} />
    </FormDialog>
  );
}
