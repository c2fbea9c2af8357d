// The page a password-recovery link opens. supabase-js reads the link's token
// from the URL while it starts and signs the person in for recovery; without
// such a session (expired, used, or opened in another browser) the page says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@kit/ui/alert.tsx';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Spinner } from '@kit/ui/spinner.tsx';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useKitHost } from '../host/kit-host.tsx';
import { AuthCard } from './auth-card.tsx';
import { type AuthClient, defaultAuthClient } from './auth-client.ts';
import { weakPasswordReasons } from './identifier.ts';
import { PASSWORD_MIN_LENGTH, type ResetValues, resetSchema } from './schemas.ts';
import { useSingleSubmit } from './use-single-submit.ts';

export default function ResetPasswordPage(props: {
  auth?: AuthClient;
  /** Stories: the session lookup's outcome instead of the app's session. */
  recovery?: { checked: boolean; hasSession: boolean; staff?: boolean };
}) {
  const auth = props.auth ?? defaultAuthClient();
  const recovery = useKitHost().useRecovery();
  const checked = props.recovery?.checked ?? recovery.checked;
  const hasSession = props.recovery?.hasSession ?? recovery.hasSession;
  const staff = props.recovery?.staff ?? recovery.staff;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useSingleSubmit(
    form.handleSubmit(async ({ password }) => {
      setError(null);
      const { error: e } = await auth.updateUser({ password });
      if (e) {
        setError(
          isAuthWeakPasswordError(e)
            ? weakPasswordReasons(e.reasons, PASSWORD_MIN_LENGTH).join(' ')
            : e.message,
        );
        return;
      }
      setDone(true);
    }),
  );

  if (!checked)
    return (
      <AuthCard title="Reset password">
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      </AuthCard>
    );
  if (done)
    return (
      <AuthCard title="Your password is changed">
        <p role="status" className="text-sm">
          You are signed in with your new password.
        </p>
        <Link to={staff ? '/dashboard' : '/shop'} className={buttonVariants({ className: 'mt-4 w-full' })}>
          {staff ? 'Go to the dashboard' : 'Go to the shop'}
        </Link>
      </AuthCard>
    );
  if (!hasSession)
    return (
      <AuthCard title="Reset password">
        <Alert>This link has expired or was already used. Links are valid for one hour and work once.</Alert>
        <Link to="/forgot-password" className={buttonVariants({ className: 'mt-4 w-full' })}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <FormField
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label="Repeat the new password" error={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save password'}
        </Button>
      </form>
    </AuthCard>
  );
}
