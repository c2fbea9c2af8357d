// "Change password" with a fake auth client.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordDialog, WRONG_CURRENT_PASSWORD } from './password-dialog.tsx';

const auth = { signInWithPassword: vi.fn(), updateUser: vi.fn() };
const onOpenChange = vi.fn();
const onChanged = vi.fn();

function renderDialog(
  identity: { email?: string | null; phone?: string | null } = { email: 'amina@example.com' },
) {
  render(
    <PasswordDialog
      open
      onOpenChange={onOpenChange}
      identity={identity}
      auth={auth as never}
      onChanged={onChanged}
    />,
  );
  return screen.getByRole('dialog', { name: 'Change password' });
}

async function fill(dialog: HTMLElement, current: string, next: string, confirm = next) {
  await userEvent.type(within(dialog).getByLabelText('Current password'), current);
  await userEvent.type(within(dialog).getByLabelText('New password'), next);
  await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), confirm);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  auth.signInWithPassword.mockResolvedValue({ data: {}, error: null });
  auth.updateUser.mockResolvedValue({ data: {}, error: null });
});

describe('a member changing their password', () => {
  it('checks the current password, then saves the new one and closes', async () => {
    const dialog = renderDialog();
    await fill(dialog, 'Given-By-Admin-1', 'My-Own-Secret-2026');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'amina@example.com',
      password: 'Given-By-Admin-1',
    });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'My-Own-Secret-2026' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('signs a phone-only member in with their phone number', async () => {
    const dialog = renderDialog({ email: null, phone: '+254712345678' });
    await fill(dialog, 'Given-By-Admin-1', 'My-Own-Secret-2026');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      phone: '+254712345678',
      password: 'Given-By-Admin-1',
    });
  });

  it('says so under the field when the current password is wrong, and saves nothing', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    const dialog = renderDialog();
    await fill(dialog, 'wrong', 'My-Own-Secret-2026');
    expect(await within(dialog).findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('checks the form before asking the server: length, repetition, and a different password', async () => {
    const dialog = renderDialog();
    await fill(dialog, 'Same-Password-1', 'short', 'shorter');
    expect(await within(dialog).findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The passwords do not match')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Same-Password-1');
    await userEvent.clear(within(dialog).getByLabelText('Repeat the new password'));
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'Same-Password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText('Choose a password different from the current one'),
    ).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('lists why the server finds the new password weak', async () => {
    auth.updateUser.mockResolvedValue({
      data: {},
      error: new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']),
    });
    const dialog = renderDialog();
    await fill(dialog, 'Given-By-Admin-1', 'Password123');
    expect(await within(dialog).findByText(/too common or too easy to guess/)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('a member who signed in with a temporary password from an administrator', () => {
  function renderRequired() {
    render(
      <PasswordDialog
        open
        required
        onOpenChange={onOpenChange}
        identity={{ email: 'amina@example.com' }}
        auth={auth as never}
        onChanged={onChanged}
      />,
    );
    return screen.getByRole('dialog', { name: 'Choose a new password' });
  }

  it('cannot dismiss the dialog: no Cancel, no close button, Escape does nothing', async () => {
    const dialog = renderRequired();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('enters the temporary password, then their own, and is let through', async () => {
    const dialog = renderRequired();
    await userEvent.type(within(dialog).getByLabelText('Temporary password'), 'Temp-Given-4821');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Amina-Chooses-2026');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'Amina-Chooses-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'amina@example.com',
      password: 'Temp-Given-4821',
    });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Amina-Chooses-2026' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
