// Module ids: the keys of the `system_modules` switches the guard and the menu
// read (spec §6). The installed manifests are the one list: each plugin names
// its switch in `moduleId` (surveys share `feedback`), and each module's
// migration seeds its row. tests/kernel-schema/modules.test.ts checks that the
// database's rows and the manifests agree, so neither can drift.
import type { PluginManifest } from './types.ts';

/**
 * A module id as the database accepts it (`system_modules.id` check: `^[a-z][a-z0-9-]{0,39}$`).
 * TypeScript cannot spell that pattern; `Lowercase<string>` refuses capitals at compile time and
 * `validateManifests` checks the full pattern when the app starts.
 */
export type ModuleId = Lowercase<string>;

/** The database's check on `system_modules.id`, repeated so a typo fails at start, not at the first switch. */
export const MODULE_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && MODULE_ID_PATTERN.test(value);
}

/** Every module switch the installed plugins name, once each, sorted. */
export function moduleIdsOf(manifests: readonly PluginManifest[]): ModuleId[] {
  const ids = new Set<ModuleId>();
  for (const manifest of manifests) if (manifest.moduleId) ids.add(manifest.moduleId);
  return [...ids].sort();
}
