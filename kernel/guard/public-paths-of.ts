// Derives the guard's public paths from what is installed (spec §2), so a new
// site page or a plugin's public screen is public without editing the kernel:
// - every route outside the dashboard given to createAppRoutes (the site's
//   pages and the kernel's auth pages): a fixed path is public with everything
//   below it (spec §2's prefix rule; `/services/*` counts as `/services`), "/"
//   only as itself, a path with a parameter in exactly its shape
//   (`/surveys/:id`: /surveys/42, not /surveys or /surveys/42/results);
// - plugin routes marked `public: true`: in exactly their shape, never as a
//   prefix, so a public screen under /dashboard opens nothing beside it.
import type { RouteObject } from 'react-router-dom';
import type { PluginManifest } from '../registry/types.ts';
import { createPublicPaths, isDashboardPath, type PublicPaths } from './public-paths.ts';

/** Every path a route tree declares, children joined to their parents (absolute children kept). */
export function routePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ?? '';
    const full = own.startsWith('/') ? own : own ? `${parent.replace(/\/$/, '')}/${own}` : parent;
    const here = route.path !== undefined ? [full] : [];
    return [...here, ...routePaths(route.children ?? [], full)];
  });
}

export function publicPathsOf(input: {
  /** Routes outside the dashboard: the site's and the kernel's auth pages. */
  routes: readonly RouteObject[];
  plugins: readonly PluginManifest[];
}): PublicPaths {
  const prefixes: string[] = [];
  const shapes: string[] = [];
  for (const path of routePaths(input.routes)) {
    // The catch-all is the not-found page, and the dashboard is never public by inheritance.
    if (path === '*' || path === '/*' || isDashboardPath(path)) continue;
    const fixed = path.replace(/\/\*$/, '');
    if (fixed === '/' || fixed.includes(':') || fixed.includes('*')) shapes.push(fixed);
    else prefixes.push(fixed);
  }
  for (const plugin of input.plugins)
    for (const route of plugin.routes) if (route.public) shapes.push(route.path);
  // A shape below a public prefix adds nothing; leaving it out keeps the list readable.
  const covered = (shape: string) =>
    prefixes.some((p) => shape.toLowerCase().startsWith(`${p.toLowerCase()}/`));
  return createPublicPaths({ prefixes, shapes: shapes.filter((s) => !covered(s)) });
}
