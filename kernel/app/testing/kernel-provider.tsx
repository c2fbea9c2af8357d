// Everything the kernel keeps in sync for the app: the session (and the token
// refresh supabase-js runs), the signed-in user's profile, the module switches
// (live), the query cache, and the installed plugins, all at once: for tests and
// stories. The app mounts these in pieces instead (mount-app.tsx, kernel-services.tsx,
// app-frame.tsx: ADR 080), so the public site loads none of the back-office.

import { KitHostProvider } from '@kit/host/kit-host.tsx';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { ClearCacheOnUserChange } from '../../data/clear-cache-on-user-change.tsx';
import { createQueryClient } from '../../data/query-client.ts';
import { PluginsProvider } from '../../extensions/plugins-context.tsx';
import { ModulesSync } from '../../modules/modules-sync.tsx';
import type { PluginManifest } from '../../registry/types.ts';
import { AuthSync } from '../../session/auth-sync.tsx';
import { ProfileSync } from '../../session/profile-sync.tsx';
import { createSessionStore, type SessionStore, SessionStoreContext } from '../../session/use-session.ts';
import { SyncsMountedContext } from '../kernel-root.tsx';
import { kernelKitHost } from '../kit-host.ts';

type Store = ReturnType<typeof createStore>;

export function KernelProvider({
  plugins,
  store,
  sessions,
  queryClient,
  children,
}: {
  plugins: readonly PluginManifest[];
  /** A jotai store to hold the kernel state (tests and stories pass their own); one is created otherwise. */
  store?: Store;
  /** The session's store (tests pass their own to read it); one is created otherwise. */
  sessions?: SessionStore;
  /** The query cache (tests and stories pass their own, e.g. without retries); one is created otherwise. */
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [ownStore] = useState(() => store ?? createStore());
  const [ownSessions] = useState(() => sessions ?? createSessionStore());
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  return (
    <SessionStoreContext value={ownSessions}>
      <JotaiProvider store={ownStore}>
        <QueryClientProvider client={ownQueryClient}>
          <AuthSync />
          <ProfileSync />
          <ModulesSync />
          <ClearCacheOnUserChange />
          <PluginsProvider plugins={plugins}>
            <KitHostProvider host={kernelKitHost}>
              <SyncsMountedContext value={true}>{children}</SyncsMountedContext>
            </KitHostProvider>
          </PluginsProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </SessionStoreContext>
  );
}
