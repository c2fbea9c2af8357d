// The installed plugin manifests (config/plugins.ts), for database tests that
// check the schema against them. They are front-end modules (JSX, `@kernel/`
// paths) that this Node tsconfig does not compile, so they are imported by a
// computed URL and typed here by the fields the tests read; vitest resolves
// them with the front end's aliases (vitest.config.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface InstalledPlugin {
  id: string;
  moduleId?: string;
  title: string;
  dependsOn?: readonly string[];
  optionalDependsOn?: readonly string[];
  routes: readonly { path: string; comingSoon?: boolean; public?: boolean }[];
}

const PLUGINS_FILE = pathToFileURL(path.resolve(import.meta.dirname, '../../config/plugins.ts')).href;

export async function installedPlugins(): Promise<InstalledPlugin[]> {
  const mod = (await import(/* @vite-ignore */ PLUGINS_FILE)) as { plugins: InstalledPlugin[] };
  return mod.plugins;
}
