// What a public page says about itself to crawlers and link previews: its
// title, description, breadcrumb trail and, on a service page, the service.
// Carried in each route's `handle` (site/routes.tsx, the kernel's auth
// pages) and read by the server renderer (config/entry-server.tsx, ADR 058).
import type { ServerRpc } from '@kit/ssr/server-page.ts';
import type { Params } from 'react-router-dom';

export interface Crumb {
  name: string;
  path: string;
}

export interface PageMeta {
  /** The tab title without the firm's name ("About"); null for the home page (the firm's own title). */
  title: string | null;
  /** One or two sentences: the search result snippet and the link preview's text. */
  description: string;
  /** The trail from Home to this page (Home included, this page last). */
  breadcrumbs?: Crumb[];
  /** A service page: described as a schema.org Service offered by the firm. */
  service?: { name: string; description: string };
  /** Not for search engines (payment returns, password pages): no sitemap entry, `noindex`. */
  noindex?: boolean;
  /**
   * The link preview's picture (Open Graph / Twitter card) when the page has its own, e.g. an album's cover:
   * a path on the site (made absolute on SITE_URL) with its pixel size and a description. Without one the
   * firm's logo stands in.
   */
  image?: { path: string; width?: number; height?: number; alt: string };
  /** A product page: described as a schema.org Product with its offer (site/seo/product-meta.ts). */
  product?: ProductFacts;
}

/** What the structured data says about a product sold in the shop. */
export interface ProductFacts {
  name: string;
  sku: string;
  description: string | null;
  category: string;
  /** Paths on the site, the main image first. */
  images: string[];
  /** VAT included, as the page shows it ("1160.00"). */
  price: string;
  currency: string;
  stock: 'in_stock' | 'low' | 'out';
}

/** A page rendered with one record read on the server: its head, and the record for the body (served-page.tsx). */
export interface ServedPageRead {
  meta: PageMeta;
  data: unknown;
}

/** Reads a public RPC without arguments as the visitor would (anon); [] when it is missing or fails. */
export type PublicRpc = (name: string) => Promise<Record<string, unknown>[]>;

/**
 * A public route's handle. `title` is the breadcrumb/tab title the app already uses; `description`
 * is required for every page the server renders. A route with parameters gives `meta` (null: no
 * such page → 404) and may list its own addresses for the sitemap with `sitemap`.
 */
export interface SiteHandle {
  title: string;
  description?: string;
  noindex?: boolean;
  meta?: (params: Params, rpc: PublicRpc) => PageMeta | null | Promise<PageMeta | null>;
  sitemap?: (rpc: PublicRpc) => string[] | Promise<string[]>;
  /**
   * A page whose body shows a record of the database (a product): read on the server as a visitor, with the
   * head it gives; null: there is no such record (404, the not-found page). Takes the place of `meta`.
   */
  served?: (params: Params, call: ServerRpc) => Promise<ServedPageRead | null>;
  /** The page answers 404 (a catch-all "Page not found" route). */
  notFound?: boolean;
}

/** The trail for a top-level page: Home, then the page. */
export function topLevelCrumbs(title: string, path: string): Crumb[] {
  return path === '/'
    ? [{ name: 'Home', path: '/' }]
    : [
        { name: 'Home', path: '/' },
        { name: title, path },
      ];
}
