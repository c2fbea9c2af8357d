// Catches manifest mistakes when the app starts, with a message naming the
// plugin, instead of a route that silently never matches, a menu entry that
// leads nowhere, or two plugins fighting over one settings tab.
import { isDashboardPath } from '../guard/public-paths.ts';
import { validateDependencies } from '../registry/dependencies.ts';
import { isModuleId } from '../registry/module-ids.ts';
import type { PluginManifest } from '../registry/types.ts';
import { isStaffRole } from '../roles.ts';
import { validateContributions } from './validate-contributions.ts';

/** Two paths that differ only in parameter names or a trailing slash match the same URLs. */
function routeShape(path: string): string {
  return path
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/:[^/]+/g, ':');
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

function validateRoutes(m: PluginManifest, owners: Map<string, string>): void {
  const where = `Plugin "${m.id}"`;
  if (!Array.isArray(m.routes) || m.routes.length === 0)
    throw new ManifestError(`${where} declares no routes`);
  for (const r of m.routes) {
    // A public screen may live outside the dashboard (the shop customer's /shop/invoices, ADR 032): it
    // has no guard and no dashboard frame either way. Every other screen is under /dashboard.
    const inDashboard = isDashboardPath(r.path) && r.path.startsWith('/dashboard');
    const publicElsewhere = r.public === true && /^\/[a-z0-9]/.test(r.path);
    if (!inDashboard && !publicElsewhere)
      throw new ManifestError(`${where}: route "${r.path}" does not start with /dashboard`);
    if (!r.title) throw new ManifestError(`${where}: route "${r.path}" has no title`);
    const loads = typeof r.load === 'function';
    if (loads === (r.comingSoon === true))
      throw new ManifestError(
        `${where}: route "${r.path}" needs either a screen (load) or comingSoon: true, not ${loads ? 'both' : 'neither'}`,
      );
    if (r.requiredRole !== undefined && !isStaffRole(r.requiredRole))
      throw new ManifestError(`${where}: route "${r.path}" requires an unknown role "${r.requiredRole}"`);
    const shape = routeShape(r.path);
    const other = owners.get(shape);
    if (other) throw new ManifestError(`Route "${r.path}" is declared twice (by "${other}" and "${m.id}")`);
    owners.set(shape, m.id);
  }
}

function validateNav(m: PluginManifest): void {
  if (!m.nav) return;
  const where = `Plugin "${m.id}"`;
  const target = m.nav.path ?? m.routes[0]?.path;
  const route = m.routes.find((r) => r.path === target);
  if (!route) throw new ManifestError(`${where}: nav path "${target}" is not one of its routes`);
  if (target.includes(':'))
    throw new ManifestError(`${where}: nav path "${target}" has a parameter; a menu link needs a fixed path`);
  if (route.public) throw new ManifestError(`${where}: nav path "${target}" is a public route`);
}

/** Throws a ManifestError at the first mistake: duplicate ids or paths, paths outside /dashboard, … */
export function validateManifests(manifests: readonly PluginManifest[]): void {
  const ids = new Set<string>();
  const owners = new Map<string, string>();
  for (const m of manifests) {
    if (!m.id) throw new ManifestError('A plugin manifest has no id');
    if (ids.has(m.id)) throw new ManifestError(`Two plugins have the id "${m.id}"`);
    ids.add(m.id);
    // Module ids come from the manifests themselves, so the check is on their shape: the one the
    // database's system_modules.id accepts (the agreement with the seeded rows is a database test).
    if (m.moduleId !== undefined && !isModuleId(m.moduleId))
      throw new ManifestError(
        `Plugin "${m.id}" names the module "${m.moduleId}", which is not a module id (a-z, 0-9 and "-", at most 40)`,
      );
    if (m.requiredRole !== undefined && !isStaffRole(m.requiredRole))
      throw new ManifestError(`Plugin "${m.id}" requires an unknown role "${m.requiredRole}"`);
    validateRoutes(m, owners);
    validateNav(m);
  }
  validateDependencies(manifests, (message) => new ManifestError(message));
  validateContributions(manifests, (message) => new ManifestError(message));
}
