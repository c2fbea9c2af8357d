import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { type AuthClient, defaultAuthClient } from './auth-client.ts';
import { type ForgotValues, forgotSchema } from './schemas.ts';
import { useSingleSubmit } from './use-single-submit.ts';

export default function ForgotPasswordPage({ auth = defaultAuthClient() }: { auth?: AuthClient }) {
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });
  const onSubmit = useSingleSubmit(
    form.handleSubmit(async ({ email }) => {
      // The same answer whether or not the account exists (and whatever the server says),
      // so the form cannot be used to find out who has an account.
      try {
        await auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
      } catch {
        // A network failure is answered the same way; the person can ask again.
      }
      setSent(true);
    }),
  );
  return (
    <AuthCard
      title="Forgot password"
      description={sent ? undefined : 'Enter the email address of your account; we will send you a link.'}
      footer={
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <p role="status" className="text-sm">
          If an account uses that address, a link to choose a new password is on its way. It is valid for one
          hour.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Email" error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
          </FormField>
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            aria-busy={form.formState.isSubmitting}
          >
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
