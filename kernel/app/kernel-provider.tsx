// Everything the kernel keeps in sync for the app: session, profile, modules.
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ModulesSync } from '../modules/modules-sync.tsx';
import type { PluginManifest } from '../registry/types.ts';
import { AuthSync } from '../session/auth-sync.tsx';
import { ProfileSync } from '../session/profile-sync.tsx';
import { PluginsProvider } from './plugins-context.tsx';

export function KernelProvider({ plugins, children }: { plugins: PluginManifest[]; children: ReactNode }) {
  return (
    <JotaiProvider>
      <AuthSync />
      <ProfileSync />
      <ModulesSync />
      <PluginsProvider plugins={plugins}>{children}</PluginsProvider>
    </JotaiProvider>
  );
}
