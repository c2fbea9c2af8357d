// The app's route table, and the whole kernel in a memory router with a fake
// supabase client: auth pages, guarded plugin screens in the layout, public
// plugin screens, not-found, the toaster.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { Target } from 'lucide-react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ toasterProps: null as null | Record<string, unknown>, error: vi.fn() }));
vi.mock('sonner', () => ({
  toast: { error: sonner.error, success: vi.fn(), info: vi.fn() },
  Toaster: (props: Record<string, unknown>) => {
    sonner.toasterProps = props;
    return null;
  },
}));
vi.mock('../supabase.ts', async () => ({
  supabase: (await import('./testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import type { PluginManifest } from '../registry/types.ts';
import type { Role } from '../roles.ts';
import { AppFrame } from './app-frame.tsx';
import { createAppRoutes } from './create-app-routes.tsx';
import { fakeProfile, fakeSession, fakeSupabase, type RecordedQuery } from './testing/fake-supabase.ts';
import { KernelProvider } from './testing/kernel-provider.tsx';

const page = (heading: string) => async () => ({ default: () => <h1>{heading}</h1> });
const things: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description: 'Prospects',
  nav: { label: 'Leads', icon: Target, section: 'sales', order: 1 },
  routes: [
    { path: '/dashboard/leads', title: 'Leads', load: page('Leads') },
    {
      path: '/dashboard/feedback/surveys/:id/fill',
      title: 'Survey',
      load: page('Survey form'),
      public: true,
    },
  ],
};
const home: PluginManifest = {
  id: 'home',
  title: 'Home',
  description: 'Start',
  nav: { label: 'Home', icon: Target, section: 'overview', order: 0 },
  routes: [{ path: '/dashboard', title: 'Home', load: page('Welcome back') }],
};
const settings: PluginManifest = {
  id: 'settings',
  requiredRole: 'superadmin',
  title: 'Settings',
  description: 'Switches',
  routes: [{ path: '/dashboard/settings', title: 'Settings', load: page('Settings') }],
};
const plugins = [home, things, settings];
const siteRoutes: RouteObject[] = [{ path: '/', element: <h1>Public home</h1> }];

let role: Role = 'staff';
let leadsEnabled = true;
const answer = (q: RecordedQuery) =>
  q.table === 'profiles'
    ? { data: fakeProfile('u1', role) }
    : q.table === 'notifications'
      ? { data: [], count: 0 }
      : { data: [{ id: 'leads', name: 'Leads', is_enabled: leadsEnabled }] };

function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes({ plugins, siteRoutes }), { initialEntries: [path] });
  render(
    <KernelProvider plugins={plugins} store={createStore()}>
      <RouterProvider router={router} />
    </KernelProvider>,
  );
  return router;
}

function signedIn(as: Role) {
  role = as;
  fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  sonner.error.mockReset();
  role = 'staff';
  leadsEnabled = true;
});

describe('the route table', () => {
  const [root] = createAppRoutes({ plugins, siteRoutes });
  // The site's routes, then the app frame around everything else (ADR 080).
  const frame = root.children?.at(-1);
  const children = [...(root.children ?? []).slice(0, -1), ...(frame?.children ?? [])];

  it('puts everything under one root with the spinner as the loading fallback and an error page', () => {
    expect(root.HydrateFallback).toBe(FullScreenSpinner);
    expect(root.errorElement).toBeTruthy();
  });

  it('keeps the site outside the app frame, which holds the guard, the cache and the plugins (ADR 080)', () => {
    expect(root.children?.map((r) => r.path)).toEqual(['/', undefined]);
    expect(frame?.element).toMatchObject({ type: AppFrame });
  });

  it('lists the site first, then the auth pages, public plugin routes, the dashboard, and not-found last', () => {
    expect(children.map((r) => r.path)).toEqual([
      '/',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/dashboard/feedback/surveys/:id/fill',
      '/dashboard',
      '*',
    ]);
  });

  it('loads the auth pages on demand, each with a title', () => {
    for (const r of children.slice(1, 5)) {
      expect(typeof r.lazy).toBe('function');
      // …and a description for crawlers and link previews (ADR 058).
      expect(r.handle).toMatchObject({ title: expect.any(String), description: expect.any(String) });
    }
    expect(children[1].handle.title).toBe('Sign in');
    expect(children[2].handle.title).toBe('Create an account');
  });

  it('gives every route the kernel builds a title (breadcrumbs read it)', () => {
    const kernelRoutes = children.slice(1);
    const walk = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((r) => (r.path || r.index ? [r] : []).concat(walk(r.children ?? [])));
    for (const r of walk(kernelRoutes)) expect(r.handle?.title, String(r.path)).toEqual(expect.any(String));
  });

  it('hangs the plugin screens under the dashboard layout', () => {
    const dashboard = children.find((r) => r.path === '/dashboard');
    const screens = dashboard?.children?.[0].children ?? [];
    expect(screens.map((r) => r.path ?? 'index')).toEqual([
      'index',
      '/dashboard/leads',
      '/dashboard/settings',
    ]);
  });

  it('gives "/" a front door when no public site is installed', () => {
    const [bare] = createAppRoutes({ plugins, siteRoutes: [] });
    expect(bare.children?.[0]).toMatchObject({ path: '/' });
  });

  it('refuses to start with a broken manifest, naming the plugin', () => {
    expect(() => createAppRoutes({ plugins: [home, { ...home }], siteRoutes })).toThrow(
      'Two plugins have the id "home"',
    );
  });
});

describe('the kernel in a router', () => {
  it('mounts the toaster with rich colours, 4000 ms, at most 3 visible, top right (spec §9)', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Public home' });
    // Loaded after the page has rendered (kernel-services.tsx), so it is awaited.
    await waitFor(() =>
      expect(sonner.toasterProps).toMatchObject({
        richColors: true,
        duration: 4000,
        visibleToasts: 3,
        position: 'top-right',
      }),
    );
    // sonner's default width is the spec's 356 px; nothing overrides it.
    expect(sonner.toasterProps).not.toHaveProperty('style');
  });

  it('shows the not-found page for any other path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a plugin screen to the sign-in page with the toast', async () => {
    const router = renderApp('/dashboard/leads');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sonner.error).toHaveBeenCalledWith('Please log in to access this page', expect.anything());
  });

  it('shows a staff member the plugin screen inside the dashboard layout, with its menu', async () => {
    signedIn('staff');
    renderApp('/dashboard/leads');
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveTextContent('Leads');
    expect(nav).not.toHaveTextContent('Settings');
  });

  it('follows a module switched off in settings: its menu entry and its open page go away', async () => {
    signedIn('staff');
    const router = renderApp('/dashboard/leads');
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Leads');
    await screen.findByRole('heading', { name: 'Leads', level: 1 });
    // The module switches' channel (the notification bell has one of its own).
    await waitFor(() =>
      expect(
        fakeSupabase.openChannels().filter((c) => c.topic.startsWith('kernel:system_modules')),
      ).toHaveLength(1),
    );
    leadsEnabled = false;
    act(() =>
      fakeSupabase.change({ eventType: 'UPDATE', new: { id: 'leads', name: 'Leads', is_enabled: false } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).not.toHaveTextContent('Leads');
  });

  it('opens the dashboard home at /dashboard', async () => {
    signedIn('admin');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends an admin from superadmin settings to the dashboard home', async () => {
    signedIn('admin');
    const router = renderApp('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends staff from a switched-off module to the dashboard home', async () => {
    signedIn('staff');
    leadsEnabled = false;
    const router = renderApp('/dashboard/leads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('never shows the back-office frame to a customer account', async () => {
    signedIn('customer');
    const router = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(sonner.error).toHaveBeenCalledWith('Access denied for customer accounts', expect.anything());
  });

  it('opens a public plugin screen without a session and without the layout', async () => {
    renderApp('/dashboard/feedback/surveys/7/fill');
    expect(await screen.findByRole('heading', { name: 'Survey form' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it('sends a signed-in staff member from /login to the dashboard', async () => {
    signedIn('staff');
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
