// "Post a health update": the project's health (on track / at risk / off
// track) with a dated comment; posting it sets the project's health.
import { SelectField, TextareaField } from '@kit/forms/fields.tsx';
import { FormDialog } from '@kit/forms/form-dialog.tsx';
import { useRecordForm } from '@kit/forms/use-record-form.ts';
import { toast } from 'sonner';
import { postStatusUpdate } from '../data.ts';
import {
  HEALTH_LABELS,
  type HealthUpdateValues,
  healthUpdateSchema,
  options,
  type ProjectHealth,
} from '../schema.ts';

export function HealthUpdateDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  health: ProjectHealth;
  onPosted: () => void;
}) {
  const recordForm = useRecordForm({
    schema: healthUpdateSchema,
    defaultValues: { health: props.health, comment: '' } satisfies HealthUpdateValues,
    save: async (values) => {
      await postStatusUpdate(props.projectId, values.health, values.comment);
      return { health: values.health, comment: '' };
    },
    onSaved: (values) => {
      toast.success(`Health update posted: ${HEALTH_LABELS[values.health]}`);
      props.onOpenChange(false);
      props.onPosted();
    },
  });
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      recordForm={recordForm}
      title="Post a health update"
      description="How the project stands today, and why. It shows on the Overview with today's date."
      submitLabel="Post update"
    >
      <SelectField<HealthUpdateValues> name="health" label="Health" options={options(HEALTH_LABELS)} />
      <TextareaField<HealthUpdateValues> name="comment" label="Comment" rows={4} />
    </FormDialog>
  );
}
