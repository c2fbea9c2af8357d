// The public site's routes (spec §2), mounted by the app next to the kernel's
// auth pages and the dashboard. Every page loads on demand except the shop.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout.tsx';
import { ShopPage } from './pages/shop-page.tsx';

type InfoPages = typeof import('./pages/info-pages.tsx');
const info =
  (name: keyof InfoPages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages/info-pages.tsx'))[name] as ComponentType });
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const servicePage = page(() => import('./pages/service-page.tsx'));

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
      { path: '/services/:area', handle: { title: 'Service' }, lazy: servicePage },
      { path: '/services/:area/:topic', handle: { title: 'Service' }, lazy: servicePage },
      { path: '/about', handle: { title: 'About' }, lazy: info('AboutPage') },
      { path: '/team', handle: { title: 'Team' }, lazy: info('TeamPage') },
      { path: '/certifications', handle: { title: 'Certifications' }, lazy: info('CertificationsPage') },
      { path: '/gallery', handle: { title: 'Gallery' }, lazy: info('GalleryPage') },
      { path: '/gallery/album/:id', handle: { title: 'Album' }, lazy: info('GalleryAlbumPage') },
      { path: '/clients', handle: { title: 'Clients' }, lazy: info('ClientsPage') },
      { path: '/contact', handle: { title: 'Contact' }, lazy: info('ContactPage') },
      { path: '/feedback', handle: { title: 'Feedback' }, lazy: info('FeedbackPage') },
      { path: '/privacy-policy', handle: { title: 'Privacy policy' }, lazy: info('PrivacyPolicyPage') },
      { path: '/shop', handle: { title: 'Shop' }, Component: ShopPage },
      { path: '/surveys/:id', handle: { title: 'Survey' }, lazy: info('PublicSurveyPage') },
      { path: '/payment/callback', handle: { title: 'Payment' }, lazy: info('PaymentCallbackPage') },
      { path: '/payment/success', handle: { title: 'Payment' }, lazy: info('PaymentSuccessPage') },
      { path: '/payment/failed', handle: { title: 'Payment' }, lazy: info('PaymentFailedPage') },
    ],
  },
];
