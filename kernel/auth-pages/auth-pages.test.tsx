// Sign-in and sign-up pages with a fake auth client.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ signInWithPassword: vi.fn(), signUp: vi.fn() }));
vi.mock('../supabase.ts', () => ({ supabase: { auth } }));

import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { rememberRedirect } from '../guard/redirect-memory.ts';
import LoginPage from './login-page.tsx';
import SignupPage from './signup-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/dashboard', element: <h1>Dashboard home</h1> },
      { path: '/dashboard/leads', element: <h1>Leads screen</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  auth.signInWithPassword.mockReset();
  auth.signUp.mockReset();
});

describe('signing in', () => {
  it('asks for an email or phone and a password before calling the server', async () => {
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });
  it('signs in with a Kenyan phone number sent as +254…', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: null });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email or phone'), '0712 345 678');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ phone: '+254712345678', password: 'secret-pass' });
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
  });
  it('returns to the page the visitor was sent away from', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: null });
    rememberRedirect('/dashboard/leads');
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email or phone'), 'staff@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Leads screen' })).toBeInTheDocument();
  });
  it('shows the server’s message when the credentials are wrong, and sends once per click', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: 'Invalid login credentials' } });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email or phone'), 'staff@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.dblClick(screen.getByRole('button', { name: /Sign in/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(auth.signInWithPassword.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('creating an account', () => {
  it('creates a shop customer and lists weak-password reasons under the field', async () => {
    auth.signUp.mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']),
    });
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('Full name'), 'Eve Mwangi');
    await userEvent.type(screen.getByLabelText('Email or phone'), 'eve@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/too common or has appeared in a data breach/)).toBeInTheDocument();
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'eve@example.com',
      password: 'password123',
      options: { data: { full_name: 'Eve Mwangi', is_pos_customer: true } },
    });
  });
});
