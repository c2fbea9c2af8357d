// The whole route table (pure: same input, same table): the public site, the
// kernel's auth pages, public plugin routes, the dashboard (layout + guarded
// plugin screens) and the not-found page, all under one root that runs the
// app-wide guard and holds the toaster.
import { COMPANY, TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@config/constants.ts';
import { lazyOnce, preloadOnce } from '@kit/contrib/lazy-once.ts';
import { NavigationProgress } from '@kit/shell/navigation-progress.tsx';
import { NotFoundPage } from '@kit/shell/not-found-page.tsx';
import { RouteErrorPage } from '@kit/shell/route-error-page.tsx';
import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Toaster } from 'sonner';
import { DashboardGuard } from '../guard/dashboard-guard.tsx';
import type { PublicPaths } from '../guard/public-paths.ts';
import { publicPathsOf } from '../guard/public-paths-of.ts';
import { RouteGuard } from '../guard/route-guard.tsx';
import type { PluginManifest } from '../registry/types.ts';
import { SiteFallback } from '../shell/site-fallback.tsx';
import { authRoutes } from './auth-routes.ts';
import { buildPublicRoutes, buildRoutes, type RouteHandle } from './build-routes.ts';
import { validateManifests } from './validate.ts';

export interface AppInput {
  /** The installed plugin manifests (config/plugins.ts). */
  plugins: readonly PluginManifest[];
  /** The public site's routes (site/routes.tsx). */
  siteRoutes: RouteObject[];
}

/** The root: the app-wide guard around every screen, and the toaster (spec §9: rich colours, 4000 ms, 3). */
export function KernelRoot({ publicPaths }: { publicPaths: PublicPaths }) {
  return (
    <>
      <NavigationProgress />
      <RouteGuard publicPaths={publicPaths}>
        <Outlet />
      </RouteGuard>
      {/* Width 356 px (spec §9) is sonner's default. */}
      <Toaster
        richColors
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        position="top-right"
      />
    </>
  );
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

export function createAppRoutes(input: AppInput): RouteObject[] {
  // A manifest mistake stops the app here, at start, with a message naming the plugin.
  validateManifests(input.plugins);
  // Opened at Home, the widgets' code loads at once too, beside the session, profile and module reads,
  // not after the grid rendered: one round trip less before the first full render (issue 22 item 17,
  // docs/benchmarks.md). A widget the user may not see costs a few kB here; it is never rendered.
  if (typeof location !== 'undefined' && location.pathname.replace(/\/+$/, '') === '/dashboard')
    for (const plugin of input.plugins)
      for (const widget of plugin.homeWidgets ?? []) void preloadOnce(widget.load).catch(() => undefined);
  const siteRoutes = siteRoutesOf(input);
  const publicPaths = appPublicPaths(input);
  return [
    {
      // No handle here: the root is not a page, and a title would head every breadcrumb trail.
      id: 'root',
      element: <KernelRoot publicPaths={publicPaths} />,
      // Shown while the first screen's code loads (spec §2: screens load on demand).
      HydrateFallback: FullScreenSpinner,
      // A screen that throws, or whose code is gone after a deploy: say so, offer a reload.
      errorElement: <RouteErrorPage />,
      children: [
        ...siteRoutes,
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
    },
  ];
}
