// The root of the route table, the same in the browser and on the server: the navigation bar, the
// page, and the kernel's services loaded after the page (DeferredKernelServices). It holds nothing of
// the back-office, so a public page's first download is the site alone (issue 27, ADR 080): the
// guard, the query cache and the installed plugins live in the app frame (app-frame.tsx), which the
// browser adds to the table on the first visit outside the site (mount-app.tsx).
import { NavigationProgress } from '@kit/shell/navigation-progress.tsx';
import { RouteErrorPage } from '@kit/shell/route-error-page.tsx';
import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import { Outlet, type RouteObject } from 'react-router-dom';
import { DeferredKernelServices } from './deferred-services.tsx';

export const ROOT_ROUTE_ID = 'root';

export function KernelRoot() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <DeferredKernelServices />
    </>
  );
}

/** The root route around `children` (the site's routes, then the app frame's). */
export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    // No handle here: the root is not a page, and a title would head every breadcrumb trail.
    id: ROOT_ROUTE_ID,
    element: <KernelRoot />,
    // Shown while the first screen's code loads (spec §2: screens load on demand).
    HydrateFallback: FullScreenSpinner,
    // A screen that throws, or whose code is gone after a deploy: say so, offer a reload.
    errorElement: <RouteErrorPage />,
    children,
  };
}
