// A record form that is a page (or a settings panel): fields, the form-level
// refusal above them, the Save button below, and the leave-warning while edits
// are unsaved.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormAlert, RecordFormRoot, SubmitButton } from './form-parts.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import type { RecordForm } from './use-record-form.ts';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';

export function FormPage<TIn extends FieldValues, TOut>(props: {
  recordForm: RecordForm<TIn, TOut>;
  /** Names the form for assistive technology (the page's heading text). */
  label: string;
  children: ReactNode;
  submitLabel?: string;
  /** Beside the Save button (Cancel, a secondary action). */
  actions?: ReactNode;
  className?: string;
}) {
  const { recordForm } = props;
  const blocker = useUnsavedChangesWarning(recordForm.dirty && !recordForm.saving);
  return (
    <>
      <RecordFormRoot recordForm={recordForm} aria-label={props.label} className={props.className}>
        <FormAlert message={recordForm.formError} />
        {props.children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {props.actions}
          <SubmitButton saving={recordForm.saving}>{props.submitLabel ?? 'Save'}</SubmitButton>
        </div>
      </RecordFormRoot>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
