import { createContext, type ReactNode, useContext } from 'react';
import type { PluginManifest } from '../registry/types.ts';

const PluginsContext = createContext<PluginManifest[]>([]);

export function PluginsProvider({ plugins, children }: { plugins: PluginManifest[]; children: ReactNode }) {
  return <PluginsContext.Provider value={plugins}>{children}</PluginsContext.Provider>;
}

/** The installed plugin manifests. */
export function usePlugins(): PluginManifest[] {
  return useContext(PluginsContext);
}
