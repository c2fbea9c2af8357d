// The browser's mount (ADR 080, issue 22 item 17): a dashboard address opened directly asks for the
// app's code at once and reads the session, profile and module switches while that code loads; a site
// address asks for none of it.
import { screen, waitFor } from '@testing-library/react';
import { Target } from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({ mounted: 0 }));
vi.mock('sonner', async () => {
  const { useEffect } = await import('react');
  return {
    toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() },
    Toaster: () => {
      useEffect(() => {
        sonner.mounted += 1;
        return () => {
          sonner.mounted -= 1;
        };
      }, []);
      return null;
    },
  };
});
vi.mock('../supabase.ts', async () => ({
  supabase: (await import('./testing/fake-supabase.ts')).fakeSupabase.client,
}));
/** What the mount asked for, in order. */
const asked = vi.hoisted(() => [] as string[]);
vi.mock('./kernel-root.tsx', async (original) => {
  const root = await original<typeof import('./kernel-root.tsx')>();
  return {
    ...root,
    preloadKernelServices: () => {
      asked.push('kernel services');
      return root.preloadKernelServices();
    },
  };
});

import type { HomeWidgetContext } from '../registry/extension-points.ts';
import type { PluginManifest } from '../registry/types.ts';
import { mountApp } from './mount-app.tsx';
import { fakeProfile, fakeSession, fakeSupabase } from './testing/fake-supabase.ts';

const home: PluginManifest = {
  id: 'home',
  title: 'Home',
  description: 'Start',
  nav: { label: 'Home', icon: Target, section: 'overview', order: 0 },
  routes: [
    { path: '/dashboard', title: 'Home', load: async () => ({ default: () => <h1>Welcome back</h1> }) },
  ],
};
const siteRoutes: RouteObject[] = [{ path: '/', element: <h1>Public home</h1> }];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

beforeEach(() => {
  asked.length = 0;
  fakeSupabase.reset();
  sonner.mounted = 0;
  fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: fakeSession('u1') }, error: null });
  fakeSupabase.respond((q) =>
    q.table === 'profiles'
      ? { data: fakeProfile('u1', 'admin') }
      : q.table === 'notifications'
        ? { data: [], count: 0 }
        : { data: [] },
  );
});

describe('opening the dashboard by its address', () => {
  it('reads my profile and the module switches while the plugins’ code is still on its way, then shows Home', async () => {
    const plugins = deferred<readonly PluginManifest[]>();
    const loadPlugins = vi.fn(() => {
      asked.push('plugins');
      return plugins.promise;
    });
    mountApp(openAt('/dashboard'), { siteRoutes, loadPlugins });

    // The app's code is asked for at once, not after a first render; the session's code first: the
    // browser fetches in the order asked, and every read waits for it (issue 22 item 17).
    expect(loadPlugins).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['kernel services', 'plugins']);
    await waitFor(() => {
      const tables = fakeSupabase.queries.map((q) => q.table);
      expect(tables).toContain('profiles');
      expect(tables).toContain('system_modules');
    });
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();

    plugins.resolve([home]);
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeTruthy();
    // The profile was read by one sync, and one toaster listens: mounted with the syncs (before the
    // guard can toast), not a second one by the root.
    expect(fakeSupabase.queries.filter((q) => q.table === 'profiles')).toHaveLength(1);
    expect(sonner.mounted).toBe(1);
  });
});

describe('opening Home by its address', () => {
  it('starts the widgets’ reads once my role is known, before Home’s code has arrived, and only those my role may see', async () => {
    // The widgets read only after Home rendered: its code, then the grid, then each widget (issue 22 item 17).
    const homeCode = deferred<{ default: ComponentType }>();
    const widget = (id: string, table: string, requiredRole?: 'superadmin') => ({
      id,
      title: id,
      order: 10,
      size: 'medium' as const,
      requiredRole,
      load: async () => ({
        default: () => <p>{id}</p>,
        prefetch: ({ queryClient }: HomeWidgetContext) =>
          void queryClient.prefetchQuery({
            queryKey: ['mount-app-test', table],
            queryFn: async () => (await fakeSupabase.client.rpc(table)).data ?? [],
          }),
      }),
    });
    const withWidgets: PluginManifest = {
      ...home,
      routes: [{ path: '/dashboard', title: 'Home', load: () => homeCode.promise }],
      homeWidgets: [widget('my-things', 'my_things'), widget('firm-things', 'firm_things', 'superadmin')],
    };
    mountApp(openAt('/dashboard'), { siteRoutes, loadPlugins: async () => [withWidgets] });

    // Home's code is still held back: the read was started ahead of the grid.
    await waitFor(() => expect(fakeSupabase.rpcCalls().map(([name]) => name)).toContain('my_things'));
    // The admin may not see the superadmin's card: its read is not made.
    expect(fakeSupabase.rpcCalls().map(([name]) => name)).not.toContain('firm_things');
  });
});

describe('opening a site page the browser renders itself', () => {
  it('asks for none of the back-office’s code', async () => {
    const loadPlugins = vi.fn(async () => [home] as const);
    mountApp(openAt('/'), { siteRoutes, loadPlugins });
    expect(await screen.findByRole('heading', { name: 'Public home' })).toBeTruthy();
    expect(loadPlugins).not.toHaveBeenCalled();
  });
});
