// Tests only: an installation shaped like spec §2 (a site with the spec's
// public pages, the kernel's auth pages, a plugin with the public survey fill
// page), so the guard's rules are tested on the spec's list without importing
// the real site or plugins (the kernel never does). config/public-paths.test.ts
// checks that the real installation yields the same list.
import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '../../app/auth-routes.ts';
import type { PluginManifest } from '../../registry/types.ts';
import { publicPathsOf } from '../public-paths-of.ts';

/** Spec §2 "Public routes", verbatim (the auth pages among them). */
export const SPEC_PUBLIC = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/services',
  '/about',
  '/team',
  '/gallery',
  '/clients',
  '/contact',
  '/feedback',
  '/privacy-policy',
  '/services/audits',
  '/services/survey-analysis',
  '/services/training',
  '/services/specialized-training',
  '/services/iso-training',
  '/services/hr-consultancy',
  '/services/medical-exams',
  '/shop',
  '/payment/callback',
  '/payment/success',
  '/payment/failed',
];

export const AUTH_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password'];

/** A site laid out like the real one: one layout route, the spec's pages and "additional public screens". */
export const specSiteRoutes: RouteObject[] = [
  {
    children: [
      ...SPEC_PUBLIC.filter((p) => !AUTH_PAGES.includes(p)).map((path) => ({ path })),
      { path: '/services/:area/:topic' },
      { path: '/services/*' },
      { path: '/certifications' },
      { path: '/gallery/album/:id' },
      { path: '/surveys/:id' },
    ],
  },
];

const screen = () => Promise.resolve({ default: () => null });

export const feedbackWithFillPage: PluginManifest = {
  id: 'feedback',
  moduleId: 'feedback',
  title: 'Feedback',
  description: 'd',
  routes: [
    { path: '/dashboard/feedback', title: 'Feedback', load: screen },
    { path: '/dashboard/feedback/surveys/:id/fill', title: 'Fill in', load: screen, public: true },
  ],
};

/** What the guard lets through in the spec-shaped installation. */
export const specPublicPaths = publicPathsOf({
  routes: [...specSiteRoutes, ...authRoutes],
  plugins: [feedbackWithFillPage],
});
