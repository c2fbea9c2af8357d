// Turns plugin manifests into react-router routes: each screen lazy-loaded,
// wrapped in the dashboard guard with the manifest's module and role, titled
// for breadcrumbs. Routes marked public skip the guard and the layout.
import type { RouteObject } from 'react-router-dom';
import { DashboardGuard } from '../guard/dashboard-guard.tsx';
import type { PluginManifest, PluginRoute } from './types.ts';

export interface RouteHandle {
  title: string;
  pluginId?: string;
}

function lazyScreen(manifest: PluginManifest, route: PluginRoute, guarded: boolean): RouteObject['lazy'] {
  return async () => {
    const Screen = (await route.load()).default;
    if (!guarded) return { Component: Screen };
    const requiredRole = route.requiredRole ?? manifest.requiredRole;
    return {
      Component: () => (
        <DashboardGuard requiredRole={requiredRole} moduleId={manifest.moduleId}>
          <Screen />
        </DashboardGuard>
      ),
    };
  };
}

/** Guarded dashboard routes (children of the dashboard layout) and public ones (outside it). */
export function buildRoutes(manifests: PluginManifest[]): {
  dashboard: RouteObject[];
  public: RouteObject[];
} {
  const dashboard: RouteObject[] = [];
  const publicRoutes: RouteObject[] = [];
  for (const m of manifests) {
    for (const r of m.routes) {
      const handle: RouteHandle = { title: r.title, pluginId: m.id };
      if (r.public) publicRoutes.push({ path: r.path, handle, lazy: lazyScreen(m, r, false) });
      else if (r.path === '/dashboard') dashboard.push({ index: true, handle, lazy: lazyScreen(m, r, true) });
      else dashboard.push({ path: r.path, handle, lazy: lazyScreen(m, r, true) });
    }
  }
  return { dashboard, public: publicRoutes };
}
