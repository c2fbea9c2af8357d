// A record form in a dialog (new customer, edit contact). Closing it with
// unsaved edits (Esc, outside click, Cancel) asks first, as leaving a page
// does; while saving it stays open so the outcome is seen.
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../ui/alert-dialog.tsx';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { FormAlert, RecordFormRoot, SubmitButton } from './form-parts.tsx';
import { UNSAVED_DESCRIPTION, UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import type { RecordForm } from './use-record-form.ts';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';

export function FormDialog<TIn extends FieldValues, TOut>(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recordForm: RecordForm<TIn, TOut>;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { recordForm } = props;
  const [askDiscard, setAskDiscard] = useState(false);
  const blocker = useUnsavedChangesWarning(props.open && recordForm.dirty && !recordForm.saving);

  const requestClose = () => {
    if (recordForm.saving) return;
    if (recordForm.dirty) setAskDiscard(true);
    else props.onOpenChange(false);
  };
  const discard = () => {
    setAskDiscard(false);
    recordForm.form.reset();
    props.onOpenChange(false);
  };

  return (
    <>
      <Dialog open={props.open} onOpenChange={(open) => (open ? props.onOpenChange(true) : requestClose())}>
        <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            {props.description && <DialogDescription>{props.description}</DialogDescription>}
          </DialogHeader>
          <RecordFormRoot recordForm={recordForm} aria-label={props.title}>
            <FormAlert message={recordForm.formError} />
            {props.children}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={requestClose} disabled={recordForm.saving}>
                Cancel
              </Button>
              <SubmitButton saving={recordForm.saving}>{props.submitLabel ?? 'Save'}</SubmitButton>
            </DialogFooter>
          </RecordFormRoot>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title="Discard your changes?"
        description={UNSAVED_DESCRIPTION}
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        destructive
        onConfirm={discard}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
