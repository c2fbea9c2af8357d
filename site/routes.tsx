// The public site's routes (spec §2 "Public routes"), mounted by the app next
// to the kernel's auth pages (/login, /signup, …) and the dashboard. All sit
// inside SiteLayout. Every page loads on demand except the shop (spec §2:
// "Screens load on demand (the shop does not)").
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout.tsx';
import { ShopPage } from './pages/shop-page.tsx';

/** A lazy route body: the page module's default export. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const servicePage = page(() => import('./pages/service-page.tsx'));
const paymentTitle = { title: 'Payment' };

export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', handle: { title: 'Home' }, lazy: page(() => import('./pages/home-page.tsx')) },
      {
        path: '/services',
        handle: { title: 'Services' },
        lazy: page(() => import('./pages/services-page.tsx')),
      },
      // Areas and subpages come from content/services.ts; an unknown slug renders "Page not found" here.
      { path: '/services/:area', handle: { title: 'Service' }, lazy: servicePage },
      { path: '/services/:area/:topic', handle: { title: 'Service' }, lazy: servicePage },
      {
        path: '/services/*',
        handle: { title: 'Page not found' },
        lazy: page(() => import('./pages/site-not-found.tsx')),
      },
      { path: '/about', handle: { title: 'About' }, lazy: page(() => import('./pages/about-page.tsx')) },
      { path: '/team', handle: { title: 'Team' }, lazy: page(() => import('./pages/team-page.tsx')) },
      {
        path: '/certifications',
        handle: { title: 'Certifications' },
        lazy: page(() => import('./pages/certifications-page.tsx')),
      },
      {
        path: '/gallery',
        handle: { title: 'Gallery' },
        lazy: page(() => import('./pages/gallery-page.tsx')),
      },
      {
        path: '/gallery/album/:id',
        handle: { title: 'Album' },
        lazy: page(() => import('./pages/gallery-album-page.tsx')),
      },
      {
        path: '/clients',
        handle: { title: 'Clients' },
        lazy: page(() => import('./pages/clients-page.tsx')),
      },
      {
        path: '/contact',
        handle: { title: 'Contact' },
        lazy: page(() => import('./pages/contact-page.tsx')),
      },
      {
        path: '/feedback',
        handle: { title: 'Feedback' },
        lazy: page(() => import('./pages/feedback-page.tsx')),
      },
      {
        path: '/privacy-policy',
        handle: { title: 'Privacy policy' },
        lazy: page(() => import('./pages/privacy-policy-page.tsx')),
      },
      { path: '/shop', handle: { title: 'Shop' }, Component: ShopPage },
      {
        path: '/payment/callback',
        handle: paymentTitle,
        lazy: page(() => import('./pages/payment-callback-page.tsx')),
      },
      {
        path: '/payment/success',
        handle: paymentTitle,
        lazy: page(() => import('./pages/payment-success-page.tsx')),
      },
      {
        path: '/payment/failed',
        handle: paymentTitle,
        lazy: page(() => import('./pages/payment-failed-page.tsx')),
      },
    ],
  },
];
