// The kernel's auth pages (spec §2 lists them with the public routes): lazy,
// titled, and given to publicPathsOf() with the site's routes, so the guard's
// public list includes them without naming them twice.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const authRoutes: RouteObject[] = [
  { path: '/login', handle: { title: 'Sign in' }, lazy: page(() => import('@kit/auth/login-page.tsx')) },
  {
    path: '/signup',
    handle: { title: 'Create an account' },
    lazy: page(() => import('@kit/auth/signup-page.tsx')),
  },
  {
    path: '/forgot-password',
    handle: { title: 'Forgot password' },
    lazy: page(() => import('@kit/auth/forgot-password-page.tsx')),
  },
  {
    path: '/reset-password',
    handle: { title: 'Reset password' },
    lazy: page(() => import('@kit/auth/reset-password-page.tsx')),
  },
];
