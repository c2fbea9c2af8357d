// The guard components carry out the decisions: toasts, redirects, the remembered path.
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));
vi.mock('../supabase.ts', () => ({ supabase: {} }));

import { modulesAtom } from '../modules/modules-sync.tsx';
import { authCheckedAtom, profileAtom, profileSettledForAtom, sessionAtom } from '../session/atoms.ts';
import { DashboardGuard } from './dashboard-guard.tsx';
import { takeRedirect } from './redirect-memory.ts';
import { RouteGuard } from './route-guard.tsx';

function renderAt(path: string, store: ReturnType<typeof createStore>) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuardOutlet />,
        children: [
          { path: '/login', element: <h1>Sign in</h1> },
          { path: '/dashboard', element: <h1>Home</h1> },
          {
            path: '/dashboard/leads',
            element: (
              <DashboardGuard moduleId="leads">
                <h1>Leads</h1>
              </DashboardGuard>
            ),
          },
          {
            path: '/dashboard/settings',
            element: (
              <DashboardGuard requiredRole="superadmin">
                <h1>Settings</h1>
              </DashboardGuard>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

import { Outlet } from 'react-router-dom';

function RouteGuardOutlet() {
  return (
    <RouteGuard>
      <Outlet />
    </RouteGuard>
  );
}

function signedIn(role: string, meta: Record<string, unknown> = {}) {
  const store = createStore();
  store.set(sessionAtom, { access_token: 't', user: { id: 'u1', user_metadata: meta } } as never);
  store.set(authCheckedAtom, true);
  store.set(profileAtom, { id: 'p', auth_id: 'u1', role } as never);
  store.set(profileSettledForAtom, 'u1');
  return store;
}

beforeEach(() => toastError.mockReset());

describe('the guard in a router', () => {
  it('shows the spinner while the session is checked', () => {
    renderAt('/dashboard', createStore());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
  it('sends a signed-out visitor to sign in with the toast and remembers where they were going', async () => {
    const store = createStore();
    store.set(authCheckedAtom, true);
    renderAt('/dashboard/leads', store);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Please log in to access this page', expect.anything());
    expect(takeRedirect()).toBe('/dashboard/leads');
  });
  it('refuses a POS customer with its toast', async () => {
    renderAt('/dashboard', signedIn('customer', { is_pos_customer: true }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Access denied for customer accounts', expect.anything());
  });
  it('sends a signed-in staff member from /login to the dashboard', async () => {
    renderAt('/login', signedIn('staff'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
  it('sends an admin away from superadmin settings to the dashboard', async () => {
    renderAt('/dashboard/settings', signedIn('admin'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
  it('sends staff away from a disabled module, and lets them in when it is on', async () => {
    const store = signedIn('staff');
    store.set(modulesAtom, { status: 'ready', rows: [{ id: 'leads', name: 'Leads', is_enabled: false }] });
    renderAt('/dashboard/leads', store);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
  it('lets staff open an enabled module', async () => {
    renderAt('/dashboard/leads', signedIn('staff'));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });
});
