// The "New staff user" dialog with the kernel's fake supabase client answering the function.
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const functions = fakeSupabase.functions;
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { NewUserDialog } from './new-user-dialog.tsx';

/** On a page of the app (the dialog asks before a link throws away what was typed). */
function renderOnPage(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  return render(<RouterProvider router={router} />);
}

function httpError(status: number, body: object) {
  return new FunctionsHttpError(new Response(JSON.stringify(body), { status }));
}

async function openDialog(callerRole: 'admin' | 'superadmin', onCreated = vi.fn()) {
  renderOnPage(<NewUserDialog callerRole={callerRole} onCreated={onCreated} />);
  await userEvent.click(screen.getByRole('button', { name: 'New staff user' }));
  return screen.findByRole('dialog', { name: 'New staff user' });
}

function roleOptions(dialog: HTMLElement) {
  return within(within(dialog).getByLabelText('Role'))
    .getAllByRole('option')
    .map((o) => o.textContent);
}

async function fill(dialog: HTMLElement, values: { name: string; email: string; password: string }) {
  await userEvent.type(within(dialog).getByLabelText('Full name'), values.name);
  await userEvent.type(within(dialog).getByLabelText('Email'), values.email);
  await userEvent.type(within(dialog).getByLabelText('Password'), values.password);
}

beforeEach(() => fakeSupabase.reset());

describe('creating a staff user', () => {
  it('an admin can only create staff', async () => {
    expect(roleOptions(await openDialog('admin'))).toEqual(['staff']);
  });

  it('a superadmin can create staff, admins and superadmins', async () => {
    expect(roleOptions(await openDialog('superadmin'))).toEqual(['staff', 'admin', 'superadmin']);
  });

  it('staff members are not offered the dialog at all', () => {
    renderOnPage(<NewUserDialog callerRole="staff" onCreated={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'New staff user' })).not.toBeInTheDocument();
  });

  it('explains what is missing before calling the server', async () => {
    const dialog = await openDialog('admin');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Enter the full name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(functions.invoke).not.toHaveBeenCalled();
  });

  it('sends the new user to admin-create-user and closes when it succeeds', async () => {
    functions.invoke.mockResolvedValue({ data: { id: 'u1' }, error: null });
    const onCreated = vi.fn();
    const dialog = await openDialog('superadmin', onCreated);
    await fill(dialog, { name: 'Otieno Kamau', email: 'otieno@example.co.ke', password: 'Hard-hat-2026' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(functions.invoke).toHaveBeenCalledWith('admin-create-user', {
      body: {
        full_name: 'Otieno Kamau',
        email: 'otieno@example.co.ke',
        password: 'Hard-hat-2026',
        role: 'admin',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the weak-password reasons the server gives under the password', async () => {
    functions.invoke.mockResolvedValue({
      data: null,
      error: httpError(422, { error: 'Password is too weak', code: 'weak_password', reasons: ['pwned'] }),
    });
    const dialog = await openDialog('admin');
    await fill(dialog, { name: 'Otieno Kamau', email: 'otieno@example.co.ke', password: 'password1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is too weak (pwned)'));
    expect(password).toHaveFocus();
  });

  it('says under the email when the address is taken, and stays open', async () => {
    functions.invoke.mockResolvedValue({
      data: null,
      error: httpError(409, {
        error: 'A user with this e-mail address already exists',
        code: 'user_already_exists',
      }),
    });
    const dialog = await openDialog('admin');
    await fill(dialog, { name: 'Otieno Kamau', email: 'otieno@example.co.ke', password: 'Hard-hat-2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('A user with this e-mail address already exists'),
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows any other refusal above the form and sends only once for a double click', async () => {
    let answer!: (v: Awaited<ReturnType<typeof functions.invoke>>) => void;
    functions.invoke.mockReturnValue(new Promise((r) => (answer = r)));
    const dialog = await openDialog('admin');
    await fill(dialog, { name: 'Otieno Kamau', email: 'otieno@example.co.ke', password: 'Hard-hat-2026' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer({ data: null, error: httpError(500, { error: 'The auth server is down' }) });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The auth server is down');
    expect(functions.invoke).toHaveBeenCalledTimes(1);
  });
});
