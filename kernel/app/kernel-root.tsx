// The route table's root, the same in the browser and on the server: the navigation bar, the page,
// and the kernel's services (kernel-services.tsx) loaded after the page. It holds nothing of the
// back-office: the guard, the query cache and the plugins live in the app frame (app-frame.tsx),
// which the browser adds on the first visit outside the site (mount-app.tsx, ADR 080).
import { deferredComponent } from '@kit/contrib/deferred-component.tsx';
import { NavigationProgress } from '@kit/shell/navigation-progress.tsx';
import { RouteErrorPage } from '@kit/shell/route-error-page.tsx';
import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import { createContext, useContext } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';

export const ROOT_ROUTE_ID = 'root';

/**
 * What is mounted above the router already, so the root does not mount it twice: the syncs under
 * KernelProvider (tests, stories); the syncs and the toaster beside the router of a page the browser
 * renders itself (mount-app.tsx).
 */
export const SyncsMountedContext = createContext<boolean | 'with-toaster'>(false);

const services = deferredComponent(async () => (await import('./kernel-services.tsx')).default);
export const preloadKernelServices = services.preload;

/**
 * The kernel's services of a page the browser renders itself (an app address opened directly):
 * mounted beside the router, so the session, profile and module reads run while the screen's code
 * loads instead of after the router's first render (issue 22 item 17). The toaster comes with them, so
 * it listens before the guard can decide anything.
 */
export function EarlySyncs() {
  return <services.Deferred withSyncs />;
}

export function KernelRoot() {
  const mounted = useContext(SyncsMountedContext);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      {mounted !== 'with-toaster' && <services.Deferred withSyncs={!mounted} />}
    </>
  );
}

export function rootRoute(children: RouteObject[]): RouteObject {
  return {
    // No handle: the root is not a page, and a title would head every breadcrumb trail.
    id: ROOT_ROUTE_ID,
    element: <KernelRoot />,
    // Shown while the first screen's code loads (spec §2: screens load on demand).
    HydrateFallback: FullScreenSpinner,
    // A screen that throws, or whose code is gone after a deploy: say so, offer a reload.
    errorElement: <RouteErrorPage />,
    children,
  };
}
