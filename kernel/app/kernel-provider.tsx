// Everything the kernel keeps in sync for the app: the session (and the token
// refresh supabase-js runs), the signed-in user's profile, the module switches
// (live), and the installed plugins. mountApp() mounts it around the router.
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { ModulesSync } from '../modules/modules-sync.tsx';
import type { PluginManifest } from '../registry/types.ts';
import { AuthSync } from '../session/auth-sync.tsx';
import { ProfileSync } from '../session/profile-sync.tsx';
import { PluginsProvider } from './plugins-context.tsx';

type Store = ReturnType<typeof createStore>;

export function KernelProvider({
  plugins,
  store,
  children,
}: {
  plugins: readonly PluginManifest[];
  /** A jotai store to hold the kernel state (tests and stories pass their own); one is created otherwise. */
  store?: Store;
  children: ReactNode;
}) {
  const [ownStore] = useState(() => store ?? createStore());
  return (
    <JotaiProvider store={ownStore}>
      <AuthSync />
      <ProfileSync />
      <ModulesSync />
      <PluginsProvider plugins={plugins}>{children}</PluginsProvider>
    </JotaiProvider>
  );
}
