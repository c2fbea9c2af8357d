// The kernel's auth pages (spec §2 lists them with the public routes): lazy,
// titled, and given to publicPathsOf() with the site's routes, so the guard's
// public list includes them without naming them twice. The description (and
// noindex) is what the server-rendered page tells crawlers (ADR 058).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type Load = () => Promise<{ default: ComponentType }>;
const page = (path: string, load: Load, handle: { title: string; description: string; noindex?: true }) => ({
  path,
  handle,
  lazy: async () => ({ Component: (await load()).default }),
});

export const authRoutes: RouteObject[] = [
  page('/login', () => import('@kit/auth/login-page.tsx'), {
    title: 'Sign in',
    description:
      'Sign in to your account: staff reach the back-office, shop customers their orders and invoices.',
  }),
  page('/signup', () => import('@kit/auth/signup-page.tsx'), {
    title: 'Create an account',
    description: 'Create a shop account to order safety equipment and see your orders and invoices.',
  }),
  page('/forgot-password', () => import('@kit/auth/forgot-password-page.tsx'), {
    title: 'Forgot password',
    description: 'Get a link to choose a new password for your account.',
    noindex: true,
  }),
  page('/reset-password', () => import('@kit/auth/reset-password-page.tsx'), {
    title: 'Reset password',
    description: 'Choose a new password for your account.',
    noindex: true,
  }),
];
