// "Password" help for a member, with the kernel's fake supabase client answering the function.
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const functions = fakeSupabase.functions;
vi.mock('sonner', () => ({ toast }));

import type { UserRow } from '../data.ts';
import { generateTemporaryPassword, PasswordHelpDialog } from './password-help-dialog.tsx';

const amina: UserRow = {
  auth_id: '11111111-1111-4111-8111-111111111111',
  email: 'amina@safeworks.co.ke',
  phone: null,
  full_name: 'Amina Hassan',
  role: 'staff',
  job_title: 'OSH Consultant',
  is_active: true,
  last_sign_in_at: null,
  created_at: '2026-11-01T08:00:00Z',
  total_count: 1,
};
const onOpenChange = vi.fn();

function open(user: UserRow = amina) {
  render(<PasswordHelpDialog user={user} onOpenChange={onOpenChange} />);
  return screen.getByRole('dialog', { name: `Help ${user.full_name} sign in` });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
});

describe('an administrator helps a member sign in', () => {
  it('queues a password-reset e-mail and says so', async () => {
    functions.invoke.mockResolvedValue({ data: { queued: true, email: amina.email }, error: null });
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password-reset e-mail' }));
    expect(functions.invoke).toHaveBeenCalledWith('admin-reset-password', {
      body: { user_id: amina.auth_id, action: 'send_reset' },
    });
    expect(toast.success).toHaveBeenCalledWith('A password-reset e-mail to amina@safeworks.co.ke is queued');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers no reset e-mail to a member without an address', () => {
    const dialog = open({ ...amina, email: null, phone: '254712345678' });
    expect(within(dialog).getByRole('button', { name: 'Send password-reset e-mail' })).toBeDisabled();
  });

  it('sets a generated temporary password', async () => {
    functions.invoke.mockResolvedValue({ data: { user_id: amina.auth_id }, error: null });
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate one' }));
    const field = within(dialog).getByLabelText('Temporary password') as HTMLInputElement;
    expect(field.value).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set temporary password' }));
    expect(functions.invoke).toHaveBeenCalledWith('admin-reset-password', {
      body: { user_id: amina.auth_id, action: 'set_temporary', password: field.value },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows why a weak temporary password was refused, under the field, and stays open', async () => {
    functions.invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(JSON.stringify({ error: 'weak', code: 'weak_password', reasons: ['pwned'] }), {
          status: 422,
        }),
      ),
    });
    const dialog = open();
    await userEvent.type(within(dialog).getByLabelText('Temporary password'), '12345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set temporary password' }));
    expect(await within(dialog).findByText(/too common or too easy to guess/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Temporary password')).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('says plainly when the server refuses (e.g. an admin helping a superadmin)', async () => {
    functions.invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(
          JSON.stringify({ error: 'Only a superadmin can reset the password of an administrator' }),
          {
            status: 403,
          },
        ),
      ),
    });
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send password-reset e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a superadmin can reset');
  });
});

describe('generated temporary passwords', () => {
  it('are three groups of four unambiguous characters', () => {
    let i = 0;
    expect(generateTemporaryPassword(() => i++ % 5)).toBe('abcd-eabc-deab');
  });
});
