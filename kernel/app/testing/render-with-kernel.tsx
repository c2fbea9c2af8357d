// Renders a screen the way the app mounts it — the session's store and a jotai store holding the
// kernel's state, a query cache, a router — without the sync components, so
// a plugin test says who is signed in instead of mocking kernel files:
//
//   vi.mock('@kernel/supabase.ts', async () => ({
//     supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
//   }));
//   renderWithKernel(<UsersPage />, { path: '/dashboard/users?page=2', profile: fakeProfile('me', 'admin') });
//
// Data still goes through the (fake) supabase client, so the test checks the real calls.

import { KitHostProvider } from '@kit/host/kit-host.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { GC_TIME_MS, STALE_TIME_MS } from '../../data/query-client.ts';
import { PluginsProvider } from '../../extensions/plugins-context.tsx';
import { type ModuleRow, modulesAtom } from '../../modules/module-state.ts';
import type { PluginManifest } from '../../registry/types.ts';
import { profileAtom, profileSettledForAtom } from '../../session/atoms.ts';
import type { Profile } from '../../session/profile.ts';
import { createSessionStore, SessionStoreContext } from '../../session/use-session.ts';
import { kernelKitHost } from '../kit-host.ts';
import { fakeSession } from './fake-supabase.ts';

/** The app's cache settings, without retries: a failure shows at once instead of after back-off delays. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS },
      mutations: { retry: false },
    },
  });
}

export interface KernelRenderOptions {
  /** The URL the screen opens at (path and query). Default `/`. */
  path?: string;
  /** The route pattern the screen is mounted at. Default: the pathname of `path`. */
  route?: string;
  /** The signed-in user's profile (its `auth_id` is the session's user id); null: signed out. */
  profile?: Profile | null;
  /** The module switches as the kernel read them; omitted: every module enabled. */
  modules?: ModuleRow[];
  queryClient?: QueryClient;
  /** The installed manifests (usePlugins() and the contribution hooks read them); default none. */
  plugins?: readonly PluginManifest[];
}

export function renderWithKernel(ui: ReactElement, options: KernelRenderOptions = {}) {
  const path = options.path ?? '/';
  const route = options.route ?? new URL(path, 'http://test').pathname;
  const store = createStore();
  const sessions = createSessionStore();
  sessions.set({ checked: true });
  if (options.profile) {
    sessions.set({ session: fakeSession(options.profile.auth_id) });
    store.set(profileAtom, options.profile);
    store.set(profileSettledForAtom, options.profile.auth_id);
  }
  store.set(modulesAtom, { status: 'ready', rows: options.modules ?? [] });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const result = render(
    <SessionStoreContext value={sessions}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <PluginsProvider plugins={options.plugins ?? []}>
            <KitHostProvider host={kernelKitHost}>
              <RouterProvider router={router} />
            </KitHostProvider>
          </PluginsProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </SessionStoreContext>,
  );
  return {
    ...result,
    router,
    store,
    sessions,
    queryClient,
    /** Where the screen is now (search parameters included). */
    location: () => router.state.location,
  };
}
