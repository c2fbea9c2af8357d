// Catches manifest mistakes at start-up with a message naming the plugin,
// instead of a route that silently never matches.
import { MODULE_IDS } from './module-ids.ts';
import type { PluginManifest } from './types.ts';

export function validateManifests(manifests: PluginManifest[]): void {
  const ids = new Set<string>();
  const paths = new Map<string, string>();
  for (const m of manifests) {
    if (ids.has(m.id)) throw new Error(`Two plugins have the id "${m.id}"`);
    ids.add(m.id);
    if (m.moduleId && !(MODULE_IDS as readonly string[]).includes(m.moduleId))
      throw new Error(`Plugin "${m.id}" names an unknown module "${m.moduleId}"`);
    if (m.routes.length === 0) throw new Error(`Plugin "${m.id}" declares no routes`);
    for (const r of m.routes) {
      if (!(r.path === '/dashboard' || r.path.startsWith('/dashboard/')))
        throw new Error(`Plugin "${m.id}": route "${r.path}" is not under /dashboard`);
      const other = paths.get(r.path);
      if (other) throw new Error(`Route "${r.path}" is declared by both "${other}" and "${m.id}"`);
      paths.set(r.path, m.id);
    }
    if (m.nav?.path && !m.routes.some((r) => r.path === m.nav?.path))
      throw new Error(`Plugin "${m.id}": nav path "${m.nav.path}" is not one of its routes`);
  }
}
