// Settings → Email on the kernel's test harness: the fake supabase client plays
// admin_get_email_settings / admin_set_email_settings and the email-test function.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailSettings } from '../settings-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { EmailSettingsPanel } from './email-settings-panel.tsx';

let row: EmailSettings;
const saves = () => fakeSupabase.rpcCalls().filter(([name]) => name === 'admin_set_email_settings');

async function database(q: RecordedQuery) {
  if (q.table === 'rpc/admin_get_email_settings') return { data: [row] };
  if (q.table === 'rpc/admin_set_email_settings') {
    const a = q.args as Record<string, unknown>;
    row = {
      ...row,
      sender_name: (a.sender_name as string) || null,
      sender_address: (a.sender_address as string) || null,
      smtp_host: (a.smtp_host as string) || null,
      smtp_port: a.smtp_port as number,
      password_set: a.clear_password ? false : row.password_set || a.smtp_password !== '',
    };
    return { data: null };
  }
  return { data: null };
}

function renderPanel() {
  return renderWithKernel(<EmailSettingsPanel />, {
    path: '/dashboard/settings?tab=email',
    profile: fakeProfile('u-grace', 'superadmin'),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  row = {
    sender_name: 'Safeworks',
    sender_address: 'no-reply@safeworks.test',
    reply_to: null,
    smtp_host: 'smtp.example.test',
    smtp_port: 587,
    smtp_security: 'starttls',
    smtp_username: 'mailer',
    password_set: true,
    updated_at: '2026-11-25T10:00:00Z',
    updated_by: null,
  };
  fakeSupabase.respond(database);
});

describe('Settings → Email', () => {
  it('a superadmin sees that a password is saved, never the password, and saving with the field empty keeps it', async () => {
    renderPanel();
    const password = await screen.findByLabelText('Replace the password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(/A password is saved \(it is never shown\)/);
    await userEvent.clear(screen.getByLabelText('Sender name'));
    await userEvent.type(screen.getByLabelText('Sender name'), 'Safeworks Kenya');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('E-mail settings saved'));
    expect(saves()).toHaveLength(1);
    expect(saves()[0][1]).toMatchObject({
      sender_name: 'Safeworks Kenya',
      smtp_host: 'smtp.example.test',
      smtp_port: 587,
      smtp_password: '',
      clear_password: false,
    });
  });

  it('says what is wrong with an address or a host before saving', async () => {
    renderPanel();
    const host = await screen.findByLabelText('SMTP server');
    await userEvent.clear(host);
    await userEvent.type(host, 'smtp://mail.example.test:587');
    await userEvent.clear(screen.getByLabelText('Sender address'));
    await userEvent.type(screen.getByLabelText('Sender address'), 'no reply');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    expect(await screen.findByText(/Only the host name, such as smtp.example.com/)).toBeInTheDocument();
    expect(screen.getByText('Enter an address such as no-reply@safeworks.co.ke')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('a superadmin sends a test e-mail with the unsaved settings and sees the SMTP server’s answer', async () => {
    fakeSupabase.respondFunction(async () => ({
      data: { ok: true, via: 'smtp', response: '250 2.0.0 OK queued' },
    }));
    renderPanel();
    const port = await screen.findByLabelText('Port');
    await userEvent.clear(port);
    await userEvent.type(port, '2525');
    await userEvent.type(screen.getByLabelText('Send it to'), 'grace@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText('The SMTP server accepted the test e-mail')).toBeInTheDocument();
    expect(screen.getByText('250 2.0.0 OK queued')).toBeInTheDocument();
    expect(fakeSupabase.invokes).toHaveLength(1);
    expect(fakeSupabase.invokes[0]).toMatchObject({
      name: 'email-test',
      options: { body: { to: 'grace@example.test', settings: { smtp_port: 2525, smtp_password: '' } } },
    });
    expect(saves()).toHaveLength(0);
  });

  it('a refused login is shown with the server’s code and what to check', async () => {
    fakeSupabase.respondFunction(async () => ({
      data: {
        ok: false,
        via: 'smtp',
        code: 'EAUTH',
        response_code: 535,
        message: 'Invalid login: 535 5.7.8 Authentication credentials invalid',
      },
    }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByText(/not sent \(the server answered 535\)/)).toBeInTheDocument();
    expect(screen.getByText('The server refused the user name or password.')).toBeInTheDocument();
  });

  it('removing the saved password is a choice of its own, and the form then says none is saved', async () => {
    renderPanel();
    await userEvent.click(await screen.findByLabelText(/Remove the saved password/));
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('E-mail settings saved'));
    expect(saves()[0][1]).toMatchObject({ clear_password: true });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription('No password is saved.');
  });
});
