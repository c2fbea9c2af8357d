// The guard components carry out the rules in a router: spinner, toasts (once),
// redirects, the remembered path; role and module checks per route.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));
vi.mock('../supabase.ts', async () => ({
  supabase: (await import('../app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { fakeProfile, fakeSession, fakeSupabase } from '../app/testing/fake-supabase.ts';
import { modulesAtom } from '../modules/module-state.ts';
import type { Role } from '../roles.ts';
import { profileAtom, profileErrorAtom, profileSettledForAtom } from '../session/atoms.ts';
import type { Profile } from '../session/profile.ts';
import { createSessionStore, type SessionStore, SessionStoreContext } from '../session/use-session.ts';
import { DashboardGuard } from './dashboard-guard.tsx';
import { takeRedirect } from './redirect-memory.ts';
import { RouteGuard } from './route-guard.tsx';
import { specPublicPaths } from './testing/spec-public-paths.ts';

/** The kernel's state: the session's store and the jotai store of the rest. */
interface Store {
  sessions: SessionStore;
  atoms: ReturnType<typeof createStore>;
}
const freshStore = (): Store => ({ sessions: createSessionStore(), atoms: createStore() });

function renderAt(path: string, store: Store) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteGuard publicPaths={specPublicPaths}>
            <Outlet />
          </RouteGuard>
        ),
        children: [
          { path: '/login', element: <h1>Sign in</h1> },
          { path: '/about', element: <h1>About</h1> },
          { path: '/dashboard/feedback/surveys/:id/fill', element: <h1>Fill in</h1> },
          {
            path: '/dashboard',
            element: (
              <DashboardGuard>
                <Outlet />
              </DashboardGuard>
            ),
            children: [
              { index: true, element: <h1>Home</h1> },
              {
                path: '/dashboard/leads',
                element: (
                  <DashboardGuard moduleId="leads">
                    <h1>Leads</h1>
                  </DashboardGuard>
                ),
              },
              {
                path: '/dashboard/users',
                element: (
                  <DashboardGuard requiredRole="admin" moduleId="users">
                    <h1>Users</h1>
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
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <SessionStoreContext value={store.sessions}>
        <Provider store={store.atoms}>
          <RouterProvider router={router} />
        </Provider>
      </SessionStoreContext>
    </StrictMode>,
  );
  return router;
}

function checkedStore(): Store {
  const store = freshStore();
  store.sessions.set({ checked: true });
  return store;
}

function signedIn(role: Role | null, metadata: Record<string, unknown> = {}): Store {
  const store = checkedStore();
  store.sessions.set({ session: fakeSession('u1', metadata) as never });
  if (role) store.atoms.set(profileAtom, fakeProfile('u1', role) as Profile);
  store.atoms.set(profileSettledForAtom, 'u1');
  return store;
}

const path = (router: ReturnType<typeof renderAt>) => router.state.location.pathname;

beforeEach(() => {
  toastError.mockReset();
  fakeSupabase.reset();
});

describe('the app-wide guard in a router (spec §4, §8)', () => {
  it('shows a full-screen spinner on a dashboard path while the session is checked', () => {
    renderAt('/dashboard/leads', freshStore());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows public pages at once, even while the session is checked', () => {
    renderAt('/about', freshStore());
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in with one toast, remembering path and query', async () => {
    const router = renderAt('/dashboard/leads?page=2', checkedStore());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Please log in to access this page', expect.anything());
    expect(takeRedirect()).toBe('/dashboard/leads?page=2');
  });

  it('replaces the refused entry in the history, so Back does not return to it', async () => {
    const router = renderAt('/dashboard', checkedStore());
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refuses a POS customer with its toast, sends it to /login and keeps it there', async () => {
    const router = renderAt('/dashboard', signedIn('customer', { is_pos_customer: true }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Access denied for customer accounts', expect.anything());
    expect(takeRedirect()).toBeNull();
  });

  it('refuses a customer profile whose metadata flag was cleared, without bouncing back', async () => {
    const router = renderAt('/dashboard/leads', signedIn('customer', { is_pos_customer: false }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(path(router)).toBe('/login');
    expect(toastError).toHaveBeenCalledWith('Access denied for customer accounts', expect.anything());
  });

  it('sends a signed-in staff member from /login to the dashboard', async () => {
    const router = renderAt('/login', signedIn('staff'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(path(router)).toBe('/dashboard');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('waits on /login while the signed-in user’s profile is read', () => {
    const store = checkedStore();
    store.sessions.set({ session: fakeSession('u1') as never });
    renderAt('/login', store);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('opens the survey fill page under /dashboard without a session', () => {
    renderAt('/dashboard/feedback/surveys/5/fill', checkedStore());
    expect(screen.getByRole('heading', { name: 'Fill in' })).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('follows a sign-out on an open dashboard page to /login', async () => {
    const store = signedIn('staff');
    const router = renderAt('/dashboard/leads', store);
    await screen.findByRole('heading', { name: 'Leads' });
    store.sessions.set({ session: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path(router)).toBe('/login');
  });
});

describe('the dashboard guard per route (spec §6)', () => {
  it('waits with the spinner until the role is known', () => {
    const store = checkedStore();
    store.sessions.set({ session: fakeSession('u1') as never });
    renderAt('/dashboard/leads', store);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends an admin away from superadmin settings to the dashboard home, saying why', async () => {
    const router = renderAt('/dashboard/settings', signedIn('admin'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(path(router)).toBe('/dashboard');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Only a superadmin can open that page', expect.anything());
  });

  it('lets a superadmin into settings', async () => {
    renderAt('/dashboard/settings', signedIn('superadmin'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('lets an admin into an admin route', async () => {
    renderAt('/dashboard/users', signedIn('admin'));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it('sends staff away from an admin route, saying why', async () => {
    const router = renderAt('/dashboard/users', signedIn('staff'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(path(router)).toBe('/dashboard');
    expect(toastError).toHaveBeenCalledWith('Only an administrator can open that page', expect.anything());
  });

  it('sends staff away from a disabled module, to the dashboard home, naming the module', async () => {
    const store = signedIn('staff');
    store.atoms.set(modulesAtom, {
      status: 'ready',
      rows: [{ id: 'leads', name: 'Leads', is_enabled: false }],
    });
    const router = renderAt('/dashboard/leads', store);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(path(router)).toBe('/dashboard');
    expect(toastError).toHaveBeenCalledWith(
      'Leads is switched off. Ask a superadmin to turn it on.',
      expect.anything(),
    );
  });

  it('lets staff open a module that is on, or not listed, or while the switches load', async () => {
    const store = signedIn('staff');
    store.atoms.set(modulesAtom, {
      status: 'ready',
      rows: [{ id: 'leads', name: 'Leads', is_enabled: true }],
    });
    renderAt('/dashboard/leads', store);
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
  });

  it('moves an open page away when its module is switched off', async () => {
    const store = signedIn('staff');
    const router = renderAt('/dashboard/leads', store);
    await screen.findByRole('heading', { name: 'Leads' });
    store.atoms.set(modulesAtom, {
      status: 'ready',
      rows: [{ id: 'leads', name: 'Leads', is_enabled: false }],
    });
    await screen.findByRole('heading', { name: 'Home' });
    expect(path(router)).toBe('/dashboard');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(
      'Leads is switched off. Ask a superadmin to turn it on.',
      expect.anything(),
    );
  });

  it('tells a member whose account was disabled, instead of opening screens that cannot load, and signs out', async () => {
    const store = signedIn(null);
    store.atoms.set(profileAtom, fakeProfile('u1', 'admin', { is_active: false }) as Profile);
    const router = renderAt('/dashboard/users', store);
    expect(screen.getByRole('alert')).toHaveTextContent('This account has been disabled');
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(path(router)).toBe('/dashboard/users');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(fakeSupabase.client.auth.signOut).toHaveBeenCalled();
  });

  it('keeps a disabled member on /login instead of sending them into the dashboard', async () => {
    const store = signedIn(null);
    store.atoms.set(profileAtom, fakeProfile('u1', 'staff', { is_active: false }) as Profile);
    const router = renderAt('/login', store);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(path(router)).toBe('/login');
  });

  it('says so when the profile could not be read, and reads it again on "Try again"', async () => {
    const store = signedIn(null);
    store.atoms.set(profileErrorAtom, 'Failed to fetch profile');
    fakeSupabase.respond(() => ({ data: fakeProfile('u1', 'staff') }));
    renderAt('/dashboard/leads', store);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch profile');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
    await waitFor(() => expect(store.atoms.get(profileErrorAtom)).toBeNull());
  });
});
