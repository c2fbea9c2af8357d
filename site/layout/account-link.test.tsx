// The header's account entry for visitors, staff and shop customers.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

const signOut = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@kernel/session/sign-out.ts', () => ({ signOut }));

import { createSessionStore, SessionStoreContext } from '@kernel/session/use-session.ts';
import { AccountLink } from './account-link.tsx';

function renderWith(session: object | null) {
  const store = createSessionStore();
  store.set({ checked: true, session: session as never });
  const router = createMemoryRouter(
    [
      { path: '/shop', element: <AccountLink /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/shop'] },
  );
  render(
    <SessionStoreContext value={store}>
      <RouterProvider router={router} />
    </SessionStoreContext>,
  );
  return router;
}

const session = (metadata: Record<string, unknown>) => ({ user: { id: 'u1', user_metadata: metadata } });

describe('the account entry in the site header', () => {
  it('offers a visitor to sign in', () => {
    renderWith(null);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('takes a signed-in staff member to the dashboard', () => {
    renderWith(session({}));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('lets a signed-in shop customer sign out, back to the home page', async () => {
    const router = renderWith(session({ is_pos_customer: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
