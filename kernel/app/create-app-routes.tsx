// The whole route table (pure: same input, same table): the public site, the
// kernel's auth pages, public plugin routes, the dashboard (layout + guarded
// plugin screens) and the not-found page, all under one root (kernel-root.tsx).
// Everything but the site sits in the app frame (app-frame.tsx: the guard, the
// query cache, the plugins), which the browser loads on the first visit outside
// the site (mount-app.tsx, ADR 080); the server renders from the whole table.
import { COMPANY } from '@config/constants.ts';
import { lazyOnce, preloadOnce } from '@kit/contrib/lazy-once.ts';
import { NotFoundPage } from '@kit/shell/not-found-page.tsx';
import { RouteErrorPage } from '@kit/shell/route-error-page.tsx';
import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DashboardGuard } from '../guard/dashboard-guard.tsx';
import type { PublicPaths } from '../guard/public-paths.ts';
import { publicPathsOf } from '../guard/public-paths-of.ts';
import type { PluginManifest } from '../registry/types.ts';
import { SiteFallback } from '../shell/site-fallback.tsx';
import { AppFrame } from './app-frame.tsx';
import { authRoutes } from './auth-routes.ts';
import { buildPublicRoutes, buildRoutes, type RouteHandle } from './build-routes.ts';
import { rootRoute } from './kernel-root.tsx';
import { validateManifests } from './validate.ts';

// In the app's chunk, not the site's entry: mount-app.tsx starts it when Home is opened by its address.
export { readHomeAhead } from '../extensions/read-home-ahead.ts';

export interface AppInput {
  /** The installed plugin manifests (config/plugins.ts). */
  plugins: readonly PluginManifest[];
  /** The public site's routes (site/routes.tsx). */
  siteRoutes: RouteObject[];
}

const title = (text: string): RouteHandle => ({ title: text });

// The back-office frame (sidebar, menus, tooltips) loads with the first dashboard visit, so public
// visitors and shop customers never download it (bench:bundle).
const loadDashboardLayout = async () => ({
  default: (await import('../shell/dashboard-layout.tsx')).DashboardLayout,
});
// Rendered at once when its code has arrived (lazyOnce), not held back by React's Suspense throttle.
const DashboardLayout = lazyOnce(loadDashboardLayout);
// Opened at a dashboard address, the frame loads at once, beside the session and profile reads, not
// after them: one round trip less before the first dashboard render (docs/benchmarks.md, issue 22).
if (typeof location !== 'undefined' && location.pathname.startsWith('/dashboard'))
  void preloadOnce(loadDashboardLayout).catch(() => undefined);

/** The site's routes; a back-office-only build (no site installed) still has a front door at "/". */
function siteRoutesOf(input: AppInput): RouteObject[] {
  return input.siteRoutes.length
    ? input.siteRoutes
    : [{ path: '/', handle: title(COMPANY.name), element: <SiteFallback /> }];
}

/** What the app-wide guard lets through without a session: the site, the auth pages, public plugin routes. */
export function appPublicPaths(input: AppInput): PublicPaths {
  return publicPathsOf({ routes: [...siteRoutesOf(input), ...authRoutes], plugins: input.plugins });
}

/** The app frame's route: everything outside the public site, in the frame. */
function appFrameRoute(input: AppInput): RouteObject {
  return {
    element: <AppFrame plugins={input.plugins} publicPaths={appPublicPaths(input)} />,
    children: [
      ...authRoutes,
      ...buildPublicRoutes(input.plugins),
      {
        path: '/dashboard',
        handle: title('Dashboard'),
        // The layout itself needs a staff role: a customer profile, or one not read yet, never sees
        // the back-office frame (spec §2: spinner "while dashboard access is not yet granted").
        element: (
          <DashboardGuard>
            <Suspense fallback={<FullScreenSpinner />}>
              <DashboardLayout />
            </Suspense>
          </DashboardGuard>
        ),
        // A pathless child catches a failing plugin screen inside the frame, so the menu stays usable.
        children: [
          {
            handle: title('Dashboard'),
            errorElement: <RouteErrorPage />,
            children: buildRoutes(input.plugins),
          },
        ],
      },
      { path: '*', handle: title('Page not found'), element: <NotFoundPage /> },
    ],
  };
}

/**
 * What the browser adds under the root on the first visit outside the site (mount-app.tsx): the app
 * frame, and the front door of a build without a site. Checks the manifests first.
 */
export function appRoutes(input: AppInput): RouteObject[] {
  // A manifest mistake stops the app here, with a message naming the plugin.
  validateManifests(input.plugins);
  // Opened at Home, the widgets' code loads at once too, beside the session, profile and module reads,
  // not after the grid rendered: one round trip less before the first full render (issue 22 item 17,
  // docs/benchmarks.md). A widget the user may not see costs a few kB here; it is never rendered.
  if (typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/dashboard')
    for (const plugin of input.plugins)
      for (const widget of plugin.homeWidgets ?? []) void preloadOnce(widget.load).catch(() => undefined);
  return [...(input.siteRoutes.length ? [] : siteRoutesOf(input)), appFrameRoute(input)];
}

export function createAppRoutes(input: AppInput): RouteObject[] {
  return [rootRoute([...input.siteRoutes, ...appRoutes(input)])];
}
