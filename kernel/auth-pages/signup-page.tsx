import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { supabase } from '../supabase.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, buttonVariants } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { AuthCard } from './auth-card.tsx';
import { parseIdentifier, weakPasswordReasons } from './identifier.ts';
import { type SignupValues, signupSchema } from './schemas.ts';

export default function SignupPage() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [done, setDone] = useState<'signed-in' | 'confirm' | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { fullName: '', identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, identifier, password }) => {
    setServerError(null);
    setReasons([]);
    const id = parseIdentifier(identifier);
    if (!id) return;
    // Public sign-up creates shop customers only; the database ignores any role claim.
    const { data, error } = await supabase.auth.signUp({
      ...id,
      password,
      options: { data: { full_name: fullName, is_pos_customer: true } },
    } as { email: string; password: string; options: { data: Record<string, unknown> } });
    if (error) {
      if (isAuthWeakPasswordError(error)) setReasons(weakPasswordReasons(error.reasons));
      else setServerError(error.message);
      return;
    }
    setDone(data.session ? 'signed-in' : 'confirm');
  });

  if (done)
    return (
      <AuthCard title="Your account is ready">
        <p className="text-sm">
          {done === 'signed-in'
            ? 'You are signed in. You can now order safety equipment from our shop.'
            : 'Check your inbox or phone to confirm your account, then sign in.'}
        </p>
        <Link to="/shop" className={buttonVariants({ className: 'mt-4 w-full' })}>
          Go to the shop
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
          <Link to="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {serverError && <Alert variant="destructive">{serverError}</Alert>}
        <FormField label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField label="Email or phone" error={errors.identifier?.message}>
          <Input autoComplete="username" {...form.register('identifier')} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message ?? (reasons.length ? 'This password is too weak:' : undefined)}
          description={
            reasons.length > 0 ? (
              <ul className="list-disc pl-4 text-destructive" data-testid="weak-password-reasons">
                {reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            ) : (
              'At least 8 characters; avoid common passwords.'
            )
          }
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
