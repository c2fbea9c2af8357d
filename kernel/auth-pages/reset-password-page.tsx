import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useSession } from '../session/use-session.ts';
import { supabase } from '../supabase.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { AuthCard } from './auth-card.tsx';
import { weakPasswordReasons } from './identifier.ts';
import { resetSchema } from './schemas.ts';

export default function ResetPasswordPage() {
  const { session, checked } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const { error: e } = await supabase.auth.updateUser({ password });
    if (e) {
      setError(isAuthWeakPasswordError(e) ? weakPasswordReasons(e.reasons).join(' ') : e.message);
      return;
    }
    navigate('/dashboard', { replace: true });
  });
  if (checked && !session)
    return (
      <AuthCard title="Reset password">
        <p className="text-sm">This link has expired or was already used.</p>
        <Link to="/forgot-password" className="mt-3 inline-block text-sm text-primary hover:underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <FormField label="New password" error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Repeat the new password" error={form.formState.errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save password
        </Button>
      </form>
    </AuthCard>
  );
}
