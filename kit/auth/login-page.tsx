import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@kit/ui/alert.tsx';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useKitHost } from '../host/kit-host.tsx';
import { AuthCard } from './auth-card.tsx';
import { type AuthClient, defaultAuthClient } from './auth-client.ts';
import { signInErrorMessage } from './auth-error-message.ts';
import { parseIdentifier } from './identifier.ts';
import { type LoginValues, loginSchema } from './schemas.ts';
import { useSingleSubmit } from './use-single-submit.ts';

export default function LoginPage({ auth = defaultAuthClient() }: { auth?: AuthClient }) {
  const navigate = useNavigate();
  const host = useKitHost();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The guard lets a signed-in account stay here only when the dashboard would refuse it (a shop
  // customer, spec §6): say who is signed in and where they can go, instead of a sign-in form.
  const signedInAs = host.useSignedInAs();

  const onSubmit = useSingleSubmit(
    form.handleSubmit(async ({ identifier, password }) => {
      setServerError(null);
      const id = parseIdentifier(identifier);
      if (!id) return;
      const { data, error } = await auth.signInWithPassword({ ...id, password } as {
        email: string;
        password: string;
      });
      if (error) {
        setServerError(signInErrorMessage(error));
        return;
      }
      // Spec §2: where the host sends a signed-in user (the remembered page, the dashboard or the shop).
      navigate(host.signInDestination(data ?? null), { replace: true });
    }),
  );

  if (signedInAs)
    return (
      <AuthCard title="You are signed in" description={`Signed in as ${signedInAs}.`}>
        <p className="text-sm">
          This account is a customer account: the dashboard is for Safeworks staff. Sign out to sign in with
          another account.
        </p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Link to="/shop" className={buttonVariants()}>
            Go to the shop
          </Link>
          <Button variant="outline" onClick={() => void host.signOut()}>
            Sign out
          </Button>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Sign in"
      description="Staff sign in to the back-office; customers to their orders."
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <FormField label="Email or phone" error={errors.identifier?.message}>
          <Input autoComplete="username" autoFocus {...form.register('identifier')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <Link
          to="/forgot-password"
          className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </form>
    </AuthCard>
  );
}
