// Catches manifest mistakes when the app starts, with a message naming the
// plugin, instead of a route that silently never matches or a menu entry that
// leads nowhere.
import { isDashboardPath, isPublicPath } from '../guard/public-paths.ts';
import { MODULE_IDS } from './module-ids.ts';
import type { PluginManifest } from './types.ts';

/** Two paths that differ only in parameter names or a trailing slash match the same URLs. */
function routeShape(path: string): string {
  return path
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/:[^/]+/g, ':');
}

/** A sample URL for a pattern, to ask the guard whether it would let it through. */
function sampleUrl(path: string): string {
  return path.replace(/:[^/]+/g, 'x');
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** Throws a ManifestError at the first mistake: duplicate ids or paths, paths outside /dashboard, … */
export function validateManifests(manifests: readonly PluginManifest[]): void {
  const ids = new Set<string>();
  const owners = new Map<string, string>();
  for (const m of manifests) {
    const where = `Plugin "${m.id}"`;
    if (!m.id) throw new ManifestError('A plugin manifest has no id');
    if (ids.has(m.id)) throw new ManifestError(`Two plugins have the id "${m.id}"`);
    ids.add(m.id);
    if (m.moduleId && !(MODULE_IDS as readonly string[]).includes(m.moduleId))
      throw new ManifestError(`${where} names an unknown module "${m.moduleId}"`);
    if (m.routes.length === 0) throw new ManifestError(`${where} declares no routes`);
    for (const r of m.routes) {
      if (!isDashboardPath(r.path) || !r.path.startsWith('/dashboard'))
        throw new ManifestError(`${where}: route "${r.path}" does not start with /dashboard`);
      if (!r.title) throw new ManifestError(`${where}: route "${r.path}" has no title`);
      // The app-wide guard decides by path before any route matches: a route marked public must be a
      // path the guard already lets through, or visitors would be sent to /login anyway.
      if (r.public && !isPublicPath(sampleUrl(r.path)))
        throw new ManifestError(`${where}: route "${r.path}" is marked public but is not a public path`);
      const shape = routeShape(r.path);
      const other = owners.get(shape);
      if (other) throw new ManifestError(`Route "${r.path}" is declared twice (by "${other}" and "${m.id}")`);
      owners.set(shape, m.id);
    }
    if (m.nav) {
      const target = m.nav.path ?? m.routes[0]?.path;
      const route = m.routes.find((r) => r.path === target);
      if (!route) throw new ManifestError(`${where}: nav path "${target}" is not one of its routes`);
      if (target.includes(':'))
        throw new ManifestError(
          `${where}: nav path "${target}" has a parameter; a menu link needs a fixed path`,
        );
      if (route.public) throw new ManifestError(`${where}: nav path "${target}" is a public route`);
    }
  }
}
