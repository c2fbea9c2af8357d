// The pieces every record form shares, whatever its frame (page or dialog).
import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import type { RecordForm } from './use-record-form.ts';

/**
 * The <form> with the record form's context (fields find their state through it).
 * noValidate: zod speaks for the form, in our words and the same way in every browser.
 */
export function RecordFormRoot<TIn extends FieldValues, TOut>({
  recordForm,
  className,
  children,
  ...props
}: { recordForm: RecordForm<TIn, TOut>; children: ReactNode } & Omit<ComponentProps<'form'>, 'onSubmit'>) {
  return (
    <FormProvider {...recordForm.form}>
      <form
        noValidate
        onSubmit={recordForm.onSubmit}
        aria-busy={recordForm.saving || undefined}
        className={cn('grid gap-4', className)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The refusal that belongs to no field (permission, network, a rule of the whole record). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return <Alert variant="destructive">{message}</Alert>;
}

/** Disabled while saving and says so; the hook's ref stops a second save that arrives before the re-render. */
export function SubmitButton({
  saving,
  children = 'Save',
  savingLabel = 'Saving…',
  ...props
}: { saving: boolean; savingLabel?: string } & ComponentProps<typeof Button>) {
  return (
    <Button type="submit" disabled={saving || props.disabled} {...props}>
      {saving ? savingLabel : children}
    </Button>
  );
}
