// What a public page says about itself to crawlers and link previews: its
// title, description, breadcrumb trail and, on a service page, the service.
// Carried in each route's `handle` (site/routes.tsx, the kernel's auth
// pages) and read by the server renderer (config/entry-server.tsx, ADR 058).
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
  image?: { path: string; width: number; height: number; alt: string };
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
