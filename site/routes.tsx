// The public site's routes (spec §2 "Public routes"), mounted by the app next
// to the kernel's auth pages (/login, /signup, …) and the dashboard. All sit
// inside SiteLayout. Every page loads on demand except the shop (spec §2:
// "Screens load on demand (the shop does not)").
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/site-layout.tsx';
import { ShopPage } from './pages/shop-page.tsx';
import { loadSiteNotFound } from './pages/site-not-found-lazy.tsx';
import type { SiteHandle } from './seo/page-meta.ts';

/**
 * A page's handle: its title (tab, breadcrumbs). Its description (search results, link previews) is the server's
 * alone, in seo/page-descriptions.ts: the browser never shows it, so it is not in every page's download (ADR 088).
 */
const site = (title: string): SiteHandle => ({ title });

/**
 * A lazy route body: the page module's default export. On the server the not-found content's code is loaded first:
 * a page that finds nothing (an unknown product or album) renders it whole, not a Suspense fallback.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => {
    if (import.meta.env.SSR) await loadSiteNotFound();
    return { Component: (await load()).default };
  };

// A page's head and sitemap entries are the server renderer's (config/entry-server.tsx): their modules load
// there on first use, not with every page in the browser (ADR 085: services.ts's texts, the album reads).
// A service page's head carries the texts published in Settings → Website (ADR 086): read through `rpc`.
// The browser's build leaves them out (`import.meta.env.SSR` is false there): it never calls them, and each
// import() would put its chunks' names in the entry's preload lists (issue 27).
const SSR = import.meta.env.SSR;
const serviceMeta: SiteHandle['meta'] = SSR
  ? async (params, rpc) => (await import('./seo/service-meta.ts')).serviceMeta(params, rpc)
  : undefined;
const serviceSitemap: SiteHandle['sitemap'] = SSR
  ? async () => (await import('./seo/service-meta.ts')).serviceSitemap()
  : undefined;
const albumMeta: SiteHandle['meta'] = SSR
  ? async (params, rpc) => (await import('./seo/gallery-meta.ts')).albumMeta(params, rpc)
  : undefined;
const albumSitemap: SiteHandle['sitemap'] = SSR
  ? async (rpc) => (await import('./seo/gallery-meta.ts')).albumSitemap(rpc)
  : undefined;
// The product page is rendered with its product, read on the server (ADR 088).
const productPage: SiteHandle['served'] = SSR
  ? async (params, call) => (await import('./seo/product-meta.ts')).productPage(params, call)
  : undefined;
const productSitemap: SiteHandle['sitemap'] = SSR
  ? async (rpc) => (await import('./seo/product-meta.ts')).productSitemap(rpc)
  : undefined;

/**
 * A page with the enquiry form: on the server the form's code is loaded with the page's, so the HTML has the whole
 * form; the browser loads it when the form is needed (components/enquiry-form.tsx, ADR 085).
 */
const withEnquiryForm =
  (load: () => Promise<{ default: ComponentType; loader?: LoaderFunction }>): RouteObject['lazy'] =>
  async () => {
    if (import.meta.env.SSR)
      await Promise.all([
        import('./components/enquiry-form.tsx').then((m) => m.loadEnquiryForm()),
        loadSiteNotFound(),
      ]);
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  };

const servicePage = withEnquiryForm(() => import('./pages/service-page.tsx'));
const serviceHandle: SiteHandle = { title: 'Service', meta: serviceMeta, sitemap: serviceSitemap };
const paymentTitle = { title: 'Payment', noindex: true } satisfies SiteHandle;

export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        path: '/',
        handle: site('Home'),
        lazy: page(() => import('./pages/home-page.tsx')),
      },
      {
        path: '/services',
        handle: site('Services'),
        lazy: page(() => import('./pages/services-page.tsx')),
      },
      // Areas and subpages come from content/services.ts; an unknown slug renders "Page not found" here. The
      // page's loader fetches its area's texts only (content/service-area.ts).
      { path: '/services/:area', handle: serviceHandle, lazy: servicePage },
      { path: '/services/:area/:topic', handle: serviceHandle, lazy: servicePage },
      {
        path: '/services/*',
        handle: { title: 'Page not found', notFound: true } satisfies SiteHandle,
        lazy: page(() => import('./pages/site-not-found.tsx')),
      },
      {
        path: '/about',
        handle: site('About'),
        lazy: page(() => import('./pages/about-page.tsx')),
      },
      {
        path: '/team',
        handle: site('Team'),
        lazy: page(() => import('./pages/team-page.tsx')),
      },
      {
        path: '/certifications',
        handle: site('Certifications'),
        lazy: page(() => import('./pages/certifications-page.tsx')),
      },
      {
        path: '/gallery',
        handle: site('Gallery'),
        lazy: page(() => import('./pages/gallery-page.tsx')),
      },
      {
        path: '/gallery/album/:id',
        handle: { title: 'Album', meta: albumMeta, sitemap: albumSitemap } satisfies SiteHandle,
        lazy: page(() => import('./pages/gallery-album-page.tsx')),
      },
      {
        path: '/clients',
        handle: site('Clients'),
        lazy: page(() => import('./pages/clients-page.tsx')),
      },
      {
        path: '/contact',
        handle: site('Contact'),
        lazy: withEnquiryForm(() => import('./pages/contact-page.tsx')),
      },
      {
        path: '/feedback',
        handle: site('Feedback'),
        lazy: page(() => import('./pages/feedback-page.tsx')),
      },
      {
        path: '/privacy-policy',
        handle: site('Privacy policy'),
        lazy: page(() => import('./pages/privacy-policy-page.tsx')),
      },
      {
        path: '/shop',
        handle: site('Shop'),
        Component: ShopPage,
      },
      // The shop's other pages load on demand (issue 27, ADR 057); all are public under /shop (spec §2).
      {
        path: '/shop/product/:sku',
        handle: { title: 'Product', served: productPage, sitemap: productSitemap } satisfies SiteHandle,
        lazy: page(() => import('./pages/shop-product-page.tsx')),
      },
      {
        path: '/shop/cart',
        handle: { title: 'Cart', noindex: true } satisfies SiteHandle,
        lazy: page(() => import('./pages/shop-cart-page.tsx')),
      },
      {
        path: '/shop/checkout',
        handle: { title: 'Checkout', noindex: true } satisfies SiteHandle,
        lazy: page(() => import('./pages/shop-checkout-page.tsx')),
      },
      {
        path: '/shop/orders',
        handle: { title: 'Your orders', noindex: true } satisfies SiteHandle,
        lazy: page(() => import('./pages/shop-orders-page.tsx')),
      },
      {
        path: '/shop/order/:token',
        handle: { title: 'Your order', noindex: true } satisfies SiteHandle,
        lazy: page(() => import('./pages/shop-order-page.tsx')),
      },
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
