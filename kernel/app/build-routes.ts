// Turns plugin manifests into react-router routes (pure: same manifests, same
// routes). Every screen loads on demand (spec §2), is wrapped in the dashboard
// guard with its manifest's module and role (spec §6), and carries
// handle.title for breadcrumbs and the tab title. Routes marked `public` (the
// survey fill page) get neither guard nor dashboard layout. Routes marked
// `comingSoon` get the kernel's one "coming soon" screen.
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DashboardGuard } from '../guard/dashboard-guard.tsx';
import type { PluginManifest, PluginRoute, ScreenModule } from '../registry/types.ts';

/** What every kernel-built route carries in `handle` (read with useMatches()). */
export interface RouteHandle {
  title: string;
  /** The plugin that declared the route (absent on the kernel's own routes). */
  pluginId?: string;
  /** The route's new address (a moved public page, ADR 058): the server answers 301 there. */
  movedTo?: string;
}

/** Loads a route's screen: the plugin's own, or the kernel's "coming soon" screen for its manifest. */
export function loadScreen(manifest: PluginManifest, route: PluginRoute): Promise<ScreenModule> {
  if (route.load) return route.load();
  return import('@kit/shell/coming-soon-screen.tsx').then(({ ComingSoonScreen }) => {
    const ComingSoon = () => createElement(ComingSoonScreen, { manifest, route });
    ComingSoon.displayName = `ComingSoon(${manifest.id}:${route.path})`;
    return { default: ComingSoon };
  });
}

function guardedScreen(manifest: PluginManifest, route: PluginRoute): RouteObject['lazy'] {
  const requiredRole = route.requiredRole ?? manifest.requiredRole;
  const moduleId = manifest.moduleId;
  return async () => {
    const Screen = (await loadScreen(manifest, route)).default;
    const GuardedScreen = () =>
      createElement(DashboardGuard, { requiredRole, moduleId }, createElement(Screen));
    GuardedScreen.displayName = `Guarded(${manifest.id}:${route.path})`;
    return { Component: GuardedScreen };
  };
}

function publicScreen(manifest: PluginManifest, route: PluginRoute): RouteObject['lazy'] {
  return async () => ({ Component: (await loadScreen(manifest, route)).default });
}

function handleOf(manifest: PluginManifest, route: PluginRoute): RouteHandle {
  return { title: route.title, pluginId: manifest.id, ...(route.movedTo && { movedTo: route.movedTo }) };
}

/**
 * The guarded plugin screens: children of the `/dashboard` layout route. Paths stay absolute
 * (react-router accepts absolute child paths under their parent); `/dashboard` itself becomes the
 * index route.
 */
export function buildRoutes(manifests: readonly PluginManifest[]): RouteObject[] {
  return manifests.flatMap((manifest) =>
    manifest.routes
      .filter((route) => !route.public)
      .map((route): RouteObject => {
        const common = { handle: handleOf(manifest, route), lazy: guardedScreen(manifest, route) };
        return route.path === '/dashboard' ? { index: true, ...common } : { path: route.path, ...common };
      }),
  );
}

/** The routes marked `public: true`: mounted beside the dashboard, outside its guard and layout. */
export function buildPublicRoutes(manifests: readonly PluginManifest[]): RouteObject[] {
  return manifests.flatMap((manifest) =>
    manifest.routes
      .filter((route) => route.public)
      .map((route) => ({
        path: route.path,
        handle: handleOf(manifest, route),
        lazy: publicScreen(manifest, route),
      })),
  );
}
