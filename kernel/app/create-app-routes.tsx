// The whole route table: public site, the kernel's auth pages, public plugin
// routes, the dashboard (layout + guarded plugin screens) and not-found.
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@config/constants.ts';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Toaster } from 'sonner';
import { RouteGuard } from '../guard/route-guard.tsx';
import { buildRoutes } from '../registry/build-routes.tsx';
import type { PluginManifest } from '../registry/types.ts';
import { validateManifests } from '../registry/validate.ts';
import { DashboardLayout } from '../shell/dashboard-layout.tsx';
import { FullScreenSpinner } from '../shell/full-screen-spinner.tsx';
import { NotFoundPage } from '../shell/not-found-page.tsx';

export interface AppInput {
  plugins: PluginManifest[];
  siteRoutes: RouteObject[];
}

function KernelRoot() {
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <Toaster
        richColors
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        position="top-right"
        closeButton
      />
    </>
  );
}

const authPage =
  (title: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default, handle: { title } });

export function createAppRoutes(input: AppInput): RouteObject[] {
  validateManifests(input.plugins);
  const built = buildRoutes(input.plugins);
  return [
    {
      element: <KernelRoot />,
      HydrateFallback: FullScreenSpinner,
      children: [
        ...input.siteRoutes,
        { path: '/login', lazy: authPage('Sign in', () => import('../auth-pages/login-page.tsx')) },
        {
          path: '/signup',
          lazy: authPage('Create an account', () => import('../auth-pages/signup-page.tsx')),
        },
        {
          path: '/forgot-password',
          lazy: authPage('Forgot password', () => import('../auth-pages/forgot-password-page.tsx')),
        },
        {
          path: '/reset-password',
          lazy: authPage('Reset password', () => import('../auth-pages/reset-password-page.tsx')),
        },
        ...built.public,
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          handle: { title: 'Dashboard' },
          children: built.dashboard,
        },
        { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
      ],
    },
  ];
}
