// "Change password" from the account menu. Staff accounts start with a
// password an administrator chose, so every member must be able to replace
// it without the e-mail reset (which needs an SMTP server). The current
// password is checked first by signing in with it again (GoTrue's
// PUT /user does not ask for it); then the new one is saved, which also ends
// the account's other sessions.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@kit/ui/dialog.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AuthClient } from './auth-client.ts';
import { signInErrorMessage } from './auth-error-message.ts';
import { weakPasswordReasons } from './identifier.ts';
import { type ChangePasswordValues, changePasswordSchema, PASSWORD_MIN_LENGTH } from './schemas.ts';

export const WRONG_CURRENT_PASSWORD = 'This is not your current password';

export interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How the member signs in: e-mail, else phone. */
  identity: { email?: string | null; phone?: string | null };
  auth: Pick<AuthClient, 'signInWithPassword' | 'updateUser'>;
  onChanged?: () => void;
  /**
   * The member signed in with a temporary password an administrator set
   * (app_metadata.must_change_password): the dialog cannot be dismissed until
   * they choose their own (the database then clears the flag).
   */
  required?: boolean;
}

export function PasswordDialog(props: PasswordDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (props.open) {
      reset({ current: '', password: '', confirm: '' });
      setServerError(null);
    }
  }, [props.open, reset]);

  const onSubmit = form.handleSubmit(async ({ current, password }) => {
    setServerError(null);
    const { email, phone } = props.identity;
    const who = email ? { email } : phone ? { phone } : null;
    if (!who) {
      setServerError('This account has neither an e-mail address nor a phone number to sign in with.');
      return;
    }
    const check = await props.auth.signInWithPassword({ ...who, password: current } as {
      email: string;
      password: string;
    });
    if (check.error) {
      if (check.error.code === 'invalid_credentials')
        form.setError('current', { message: WRONG_CURRENT_PASSWORD });
      else setServerError(signInErrorMessage(check.error));
      return;
    }
    const { error } = await props.auth.updateUser({ password });
    if (error) {
      if (isAuthWeakPasswordError(error))
        form.setError('password', {
          message: weakPasswordReasons(error.reasons, PASSWORD_MIN_LENGTH).join(' '),
        });
      else setServerError(error.message);
      return;
    }
    props.onOpenChange(false);
    props.onChanged?.();
  });

  const required = props.required === true;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => !isSubmitting && (o || !required) && props.onOpenChange(o)}
    >
      <DialogContent className="max-w-md" showClose={!required}>
        <DialogHeader>
          <DialogTitle>{required ? 'Choose a new password' : 'Change password'}</DialogTitle>
          <DialogDescription>
            {required
              ? 'You signed in with a temporary password from an administrator. Choose your own to continue; the temporary one then stops working.'
              : 'Your other devices are signed out once it is changed; this one stays signed in.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {serverError && <Alert variant="destructive">{serverError}</Alert>}
          <FormField
            label={required ? 'Temporary password' : 'Current password'}
            error={errors.current?.message}
          >
            <Input type="password" autoComplete="current-password" {...form.register('current')} />
          </FormField>
          <FormField
            label="New password"
            error={errors.password?.message}
            description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common password.`}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField label="Repeat the new password" error={errors.confirm?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </FormField>
          <DialogFooter>
            {!required && (
              <Button
                type="button"
                variant="outline"
                onClick={() => props.onOpenChange(false)}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Change password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
