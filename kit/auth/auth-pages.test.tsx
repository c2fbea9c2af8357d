// Sign-in, sign-up and password pages against a fake supabase auth client.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  updateUser: vi.fn(),
  signOut: vi.fn(),
}));
const state = vi.hoisted(() => ({
  checked: true,
  session: null as object | null,
  user: null as object | null,
  role: null as string | null,
}));
vi.mock('@kernel/supabase.ts', () => ({ supabase: { auth } }));
vi.mock('@kernel/session/use-session.ts', () => ({
  useSession: () => ({
    checked: state.checked,
    session: state.session,
    user: state.user,
    status: 'signed-out',
  }),
}));
vi.mock('@kernel/session/use-profile.ts', () => ({
  useProfile: () => ({ profile: state.role ? { role: state.role } : null, loading: false, error: null }),
}));

import { kernelKitHost } from '@kernel/app/kit-host.ts';
import { rememberRedirect, takeRedirect } from '@kernel/guard/redirect-memory.ts';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { KitHostProvider } from '../host/kit-host.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import { IDENTIFIER_ERROR } from './identifier.ts';
import LoginPage from './login-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import SignupPage from './signup-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dashboard', element: <h1>Dashboard home</h1> },
      { path: '/dashboard/leads', element: <h1>Leads screen</h1> },
      { path: '/shop', element: <h1>Shop</h1> },
      { path: '/shop/invoices', element: <h1>Your invoices</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <KitHostProvider host={kernelKitHost}>
      <RouterProvider router={router} />
    </KitHostProvider>,
  );
  return router;
}

/** A promise the test settles by hand, to look at the page while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function fillLogin(identifier: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email or phone'), identifier);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset();
  Object.assign(state, { checked: true, session: null, user: null, role: null });
});

describe('a shop customer who is signed in and reaches the sign-in page', () => {
  it('sees who is signed in, with the shop and Sign out instead of a sign-in form', async () => {
    const user = { id: 'u-eve', email: 'eve@example.com', user_metadata: { is_pos_customer: true } };
    Object.assign(state, { session: { user }, user });
    auth.signOut.mockResolvedValue({ error: null });
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as eve@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('signing in', () => {
  it('asks for an email or phone and a password before calling the server', async () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('explains what it accepts when the identifier is neither an email nor a phone number', async () => {
    renderAt('/login');
    await fillLogin('grace', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(IDENTIFIER_ERROR)).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in with a Kenyan phone number sent as +254…, then opens the dashboard', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: null });
    renderAt('/login');
    await fillLogin('0712 345 678', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ phone: '+254712345678', password: 'secret-pass' });
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
  });

  it('returns to the page the visitor was sent away from, once', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: null });
    rememberRedirect('/dashboard/leads');
    renderAt('/login');
    await fillLogin('staff@example.com', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Leads screen' })).toBeInTheDocument();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'staff@example.com',
      password: 'secret-pass',
    });
    expect(takeRedirect()).toBeNull();
  });

  it('shows the server’s message in an alert when the credentials are wrong', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: 'Invalid login credentials' } });
    const router = renderAt('/login');
    await fillLogin('staff@example.com', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends a shop customer to the shop instead of the dashboard that would refuse them', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { user: { id: 'c1', user_metadata: { is_pos_customer: true } }, session: {} },
      error: null,
    });
    rememberRedirect('/dashboard/leads');
    const router = renderAt('/login');
    await fillLogin('customer@example.com', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop');
    expect(takeRedirect()).toBeNull();
  });

  it('sends a shop customer back to their invoices when the shop sent them to sign in (ADR 032)', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { user: { id: 'c1', user_metadata: { is_pos_customer: true } }, session: {} },
      error: null,
    });
    rememberRedirect('/shop/invoices');
    const router = renderAt('/login');
    await fillLogin('customer@example.com', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your invoices' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/invoices');
  });

  it('tells a disabled member to ask an administrator instead of showing "User is banned"', async () => {
    auth.signInWithPassword.mockResolvedValue({
      error: { message: 'User is banned', code: 'user_banned', status: 400 },
    });
    renderAt('/login');
    await fillLogin('leaver@example.com', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled');
  });

  it('sends one request however often the visitor clicks or presses Enter while it runs', async () => {
    const pending = deferred<{ error: null }>();
    auth.signInWithPassword.mockReturnValue(pending.promise);
    renderAt('/login');
    await fillLogin('staff@example.com', 'secret-pass');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.dblClick(button);
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Signing in…');
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);
    pending.resolve({ error: null });
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
  });

  it('links to the password reset and to sign-up', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /Safeworks/ })).toHaveAttribute('href', '/');
  });
});

describe('creating an account', () => {
  async function fillSignup(name: string, identifier: string, password: string) {
    await userEvent.type(screen.getByLabelText('Full name'), name);
    await userEvent.type(screen.getByLabelText('Email or phone'), identifier);
    await userEvent.type(screen.getByLabelText('Password'), password);
  }

  it('checks the name and the password length before calling the server', async () => {
    renderAt('/signup');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    await fillSignup(' ', 'eve@example.com', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('creates a shop customer and lists every weak-password reason under the field', async () => {
    auth.signUp.mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthWeakPasswordError('Password is known to be weak', 422, [
        'length',
        'characters',
        'pwned',
      ]),
    });
    renderAt('/signup');
    await fillSignup('Eve Mwangi', 'eve@example.com', 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const list = await screen.findByTestId('weak-password-reasons');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Use at least 8 characters.',
      'Mix lower- and upper-case letters, digits and symbols.',
      'This password is too common or too easy to guess; choose another.',
    ]);
    // The reasons describe the password field for screen readers.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/too common/);
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'eve@example.com',
      password: 'password123',
      options: { data: { full_name: 'Eve Mwangi', is_pos_customer: true } },
    });
  });

  it('tells a new customer their account is ready and points to the shop, not the dashboard', async () => {
    auth.signUp.mockResolvedValue({ data: { session: { access_token: 't' }, user: {} }, error: null });
    renderAt('/signup');
    await fillSignup('Otieno Kamau', '0722 000 111', 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    // The shop is not open yet: the page promises only what works (invoices once the account is linked).
    expect(screen.queryByText(/follow your orders/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your invoices' })).toHaveAttribute('href', '/shop/invoices');
    expect(auth.signUp).toHaveBeenCalledWith(expect.objectContaining({ phone: '+254722000111' }));
  });

  it('shows other server errors in an alert and sends once per submission', async () => {
    const pending = deferred<{ data: object; error: { message: string } }>();
    auth.signUp.mockReturnValue(pending.promise);
    renderAt('/signup');
    await fillSignup('Eve Mwangi', 'eve@example.com', 'Correct-Horse-9');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    pending.resolve({ data: { session: null, user: null }, error: { message: 'User already registered' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
    expect(auth.signUp).toHaveBeenCalledTimes(1);
  });
});

describe('forgetting a password', () => {
  it('sends a reset link back to /reset-password and answers the same whatever the server says', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: null, error: { message: 'User not found' } });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses that address');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('grace@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a valid email address first', async () => {
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });
});

describe('choosing a new password from the link', () => {
  it('explains an expired link and offers a new one', () => {
    renderAt('/reset-password');
    expect(screen.getByText(/This link has expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('waits for the session lookup before deciding', () => {
    state.checked = false;
    renderAt('/reset-password');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
  });

  it('saves the new password in the recovery session and sends staff on to the dashboard', async () => {
    Object.assign(state, { session: { access_token: 't' }, role: 'staff' });
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('New password'), 'Correct-Horse-9');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'Correct-Horse-8');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeInTheDocument();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'Correct-Horse-9' });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('explains a password the server finds weak', async () => {
    state.session = { access_token: 't' };
    auth.updateUser.mockResolvedValue({
      data: {},
      error: new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']),
    });
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('New password'), 'password123');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too common or too easy to guess/);
  });
});
