// Mounts the app. The browser starts with the public site's routes only, under the kernel's root
// (issue 27, ADR 080): a visitor's first download is the site, not the back-office. The first visit to
// any other address (an auth page, a plugin's public screen, the dashboard, an unknown path) loads the
// installed plugins and the app frame and adds them to the table (react-router's
// patchRoutesOnNavigation), on a first load as on a click from the site. A server-rendered page
// (ADR 058) is hydrated once its code has loaded, from the server's state (session checked: none); the
// real session follows with the kernel's services (kernel-root.tsx). The session is held outside jotai, and
// no jotai store is made here: a site page hydrates without jotai (ADR 097); the back-office's atoms live in
// jotai's default store.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import type { PluginManifest } from '../registry/types.ts';
import { createSessionStore, type SessionStore, SessionStoreContext } from '../session/use-session.ts';
import {
  EarlySyncs,
  preloadKernelServices,
  ROOT_ROUTE_ID,
  rootRoute,
  SyncsMountedContext,
} from './kernel-root.tsx';

export interface MountInput {
  /** The public site's routes (site/routes.tsx): in the first download. */
  siteRoutes: RouteObject[];
  /** The installed plugin manifests (config/plugins.ts), loaded on the first visit outside the site. */
  loadPlugins: () => Promise<readonly PluginManifest[]>;
}

/**
 * Adds the app frame's routes under the root the first time an address outside the site is opened;
 * given the session (Home opened), starts the Home widgets' reads once the plugins are known.
 */
function appPatcher(input: MountInput, homeSessions?: SessionStore) {
  const site = [rootRoute(input.siteRoutes)];
  let added: Promise<RouteObject[]> | null = null;
  let patched = false;
  const isSitePath = (path: string) => input.siteRoutes.length > 0 && matchRoutes(site, path) !== null;
  const load = () =>
    (added ??= Promise.all([import('./create-app-routes.tsx'), input.loadPlugins()]).then(
      ([app, plugins]) => {
        if (homeSessions) app.readHomeAhead(plugins, homeSessions);
        return app.appRoutes({ plugins, siteRoutes: input.siteRoutes });
      },
      (error: unknown) => {
        added = null; // the next navigation tries again (a deploy may have replaced the files)
        throw error;
      },
    ));
  const patchRoutesOnNavigation = async ({
    path,
    patch,
  }: {
    path: string;
    patch: (id: string, routes: RouteObject[]) => void;
  }) => {
    // A site page (also one with parameters, which react-router asks about too) needs nothing more.
    if (patched || isSitePath(path)) return;
    const routes = await load();
    if (patched) return;
    patched = true;
    patch(ROOT_ROUTE_ID, routes);
  };
  return { patchRoutesOnNavigation, isSitePath, load };
}

/**
 * An app address opened directly (the dashboard, sign-in): its code is asked for at once, all in one
 * wave — the app's routes, the plugins, the kernel's services and, under /dashboard, the back-office
 * frame — rather than each after the one before has run (issue 22 item 17, docs/benchmarks.md).
 */
function preloadAppWave(patcher: ReturnType<typeof appPatcher>): void {
  if (patcher.isSitePath(location.pathname)) return;
  void patcher.load().catch(() => undefined);
  if (/^\/dashboard(\/|$)/i.test(location.pathname))
    void import('../shell/dashboard-layout.tsx').catch(() => undefined);
}

export function mountApp(element: HTMLElement, input: MountInput): void {
  const served = element.hasChildNodes();
  const sessions = createSessionStore();
  const atHome = location.pathname.replace(/\/+$/, '').toLowerCase() === '/dashboard';
  const patcher = appPatcher(input, served || !atHome ? undefined : sessions);
  // A page the browser renders itself waits for the session: its check starts now, beside the
  // screen's code, and its syncs mount beside the router, so the session, profile and module reads
  // run while that code loads, not after the router's first render. A served page is on screen
  // already; the check follows its hydration.
  // Before the router: creating it asks for the app's routes and plugins (patchRoutesOnNavigation), and
  // the browser fetches in the order asked: the session's code came ~40 files later (issue 22 item 17).
  if (!served) {
    void preloadKernelServices().catch(() => undefined);
    preloadAppWave(patcher);
  }
  const router = createBrowserRouter([rootRoute(input.siteRoutes)], {
    patchRoutesOnNavigation: patcher.patchRoutesOnNavigation,
  });
  if (served) sessions.set({ checked: true });
  const app = (
    <StrictMode>
      <SessionStoreContext value={sessions}>
        {served ? (
          <RouterProvider router={router} />
        ) : (
          <SyncsMountedContext.Provider value="with-toaster">
            <EarlySyncs />
            <RouterProvider router={router} />
          </SyncsMountedContext.Provider>
        )}
      </SessionStoreContext>
    </StrictMode>
  );
  if (!served) return void createRoot(element).render(app);
  const hydrate = () => {
    // The server's forms are inert until now, so none submits natively before the app handles it.
    for (const form of element.querySelectorAll('form[inert]')) form.removeAttribute('inert');
    hydrateRoot(element, app);
  };
  if (router.state.initialized) return void hydrate();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    hydrate();
  });
}
