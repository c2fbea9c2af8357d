import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@kit/ui/alert.tsx';
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { FormField } from '@kit/ui/form-field.tsx';
import { Input } from '@kit/ui/input.tsx';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { type AuthClient, defaultAuthClient } from './auth-client.ts';
import { parseIdentifier, weakPasswordReasons } from './identifier.ts';
import { PASSWORD_MIN_LENGTH, type SignupValues, signupSchema } from './schemas.ts';
import { useSingleSubmit } from './use-single-submit.ts';

export default function SignupPage({ auth = defaultAuthClient() }: { auth?: AuthClient }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [done, setDone] = useState<'signed-in' | 'confirm' | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fullName: '', identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useSingleSubmit(
    form.handleSubmit(async ({ fullName, identifier, password }) => {
      setServerError(null);
      setReasons([]);
      const id = parseIdentifier(identifier);
      if (!id) return;
      // Public sign-up creates shop customers only; the database ignores any role claim.
      const { data, error } = await auth.signUp({
        ...id,
        password,
        options: { data: { full_name: fullName, is_pos_customer: true } },
      } as { email: string; password: string; options: { data: Record<string, unknown> } });
      if (error) {
        if (isAuthWeakPasswordError(error))
          setReasons(weakPasswordReasons(error.reasons, PASSWORD_MIN_LENGTH));
        else setServerError(error.message);
        return;
      }
      setDone(data.session ? 'signed-in' : 'confirm');
    }),
  );

  if (done === 'signed-in')
    return (
      <AuthCard title="Your account is ready">
        <p className="text-sm">
          You are signed in. Our safety equipment shop opens soon. If your company works with us, ask us to
          link this account to it: your invoices and payments then show under{' '}
          <Link to="/shop/invoices" className="font-medium text-primary underline-offset-4 hover:underline">
            Your invoices
          </Link>
          . (The dashboard is for Safeworks staff.)
        </p>
        <Link to="/shop" className={buttonVariants({ className: 'mt-4 w-full' })}>
          Go to the shop
        </Link>
      </AuthCard>
    );
  if (done === 'confirm')
    return (
      <AuthCard title="Confirm your account">
        <p className="text-sm">
          We sent a confirmation link or code to the address you gave. Confirm it, then sign in.
        </p>
        <Link to="/login" className={buttonVariants({ className: 'mt-4 w-full' })}>
          Sign in
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Create an account"
      description="For customers of our shop. Staff accounts are created by an administrator."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <FormField label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" autoFocus {...form.register('fullName')} />
        </FormField>
        <FormField label="Email or phone" error={errors.identifier?.message}>
          <Input autoComplete="username" {...form.register('identifier')} />
        </FormField>
        <FormField
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}
          error={
            errors.password?.message ??
            (reasons.length > 0 ? (
              <>
                <p>This password is too weak:</p>
                <ul className="mt-1 list-disc pl-5" data-testid="weak-password-reasons">
                  {reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </>
            ) : undefined)
          }
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
