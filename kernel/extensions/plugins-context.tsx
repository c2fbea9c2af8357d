import { createContext, type ReactNode, useContext } from 'react';
import type { PluginManifest } from '../registry/types.ts';

const PluginsContext = createContext<readonly PluginManifest[]>([]);

/** Makes the installed manifests available to usePlugins() / useMenu() (the app frame mounts it). */
export function PluginsProvider({
  plugins,
  children,
}: {
  plugins: readonly PluginManifest[];
  children: ReactNode;
}) {
  return <PluginsContext.Provider value={plugins}>{children}</PluginsContext.Provider>;
}

/** The installed plugin manifests, in the order config/plugins.ts lists them. */
export function usePlugins(): PluginManifest[] {
  return useContext(PluginsContext) as PluginManifest[];
}
