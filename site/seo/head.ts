// The <head> tags of a server-rendered public page (ADR 058): title, meta
// description, canonical URL, Open Graph and Twitter card, and JSON-LD
// (the firm as Organization + LocalBusiness on every page, a Service on a
// service page, the BreadcrumbList). Pure: same input, same string.
import type { PageMeta } from './page-meta.ts';

/** What a visitor may know about the firm: public.company_profile() (Settings → Company). */
export interface CompanyFacts {
  name: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postal_address?: string | null;
  website?: string | null;
  logo_path?: string | null;
}

export interface HeadInput {
  meta: PageMeta;
  /** The page's path as requested (no query string): the canonical URL is SITE_URL + this path. */
  path: string;
  /** SITE_URL: the address visitors use (server/config.ts). */
  siteUrl: string;
  /** The firm's details from the database; null before the database answered. */
  company: CompanyFacts | null;
  /** The firm's name when Settings → Company has none (config/constants.ts). */
  fallbackName: string;
  fallbackTagline: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text for an HTML attribute or element. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** JSON inside <script>: no "</script>" or "<!--" can end it early. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** An absolute URL on the site, without a trailing slash except for the home page. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return `${base}${clean}`;
}

/** The full tab title: "About — Safeworks", or for the home page "Safeworks — <tagline>". */
export function fullTitle(meta: PageMeta, firm: string, tagline: string): string {
  return meta.title ? `${meta.title} — ${firm}` : `${firm} — ${tagline}`;
}

function organization(input: HeadInput, firm: string) {
  const { company, siteUrl } = input;
  const home = absoluteUrl(siteUrl, '/');
  const address = company?.address?.trim();
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${home}#organization`,
    name: firm,
    url: company?.website?.trim() || home,
    ...(company?.email ? { email: company.email } : {}),
    ...(company?.phone ? { telephone: company.phone } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
    ...(company?.logo_path
      ? { logo: logoUrl(siteUrl, company.logo_path), image: logoUrl(siteUrl, company.logo_path) }
      : {}),
  };
}

/** The logo in the public "branding" bucket (Settings → Company). */
const logoUrl = (siteUrl: string, logoPath: string) =>
  `${siteUrl.replace(/\/+$/, '')}/storage/v1/object/public/branding/${logoPath.split('/').map(encodeURIComponent).join('/')}`;

const AVAILABILITY = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
} as const;

/** A product of the shop with its one offer: the price with VAT, as the page shows it, sold by the firm. */
function product(p: NonNullable<PageMeta['product']>, input: HeadInput, seller: string) {
  const site = input.siteUrl.replace(/\/+$/, '');
  return {
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    ...(p.description ? { description: p.description } : {}),
    category: p.category,
    ...(p.images.length ? { image: p.images.map((path) => `${site}${path}`) } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(input.siteUrl, input.path),
      price: p.price,
      priceCurrency: p.currency,
      availability: AVAILABILITY[p.stock],
      seller: { '@id': seller },
    },
  };
}

/** The JSON-LD graph of a page. */
export function structuredData(input: HeadInput) {
  const firm = input.company?.name?.trim() || input.fallbackName;
  const { meta, siteUrl } = input;
  const org = organization(input, firm);
  const graph: Record<string, unknown>[] = [org];
  if (meta.service)
    graph.push({
      '@type': 'Service',
      name: meta.service.name,
      description: meta.service.description,
      url: absoluteUrl(siteUrl, input.path),
      provider: { '@id': org['@id'] },
      areaServed: 'KE',
    });
  if (meta.product) graph.push(product(meta.product, input, org['@id']));
  if (meta.breadcrumbs && meta.breadcrumbs.length > 0)
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: absoluteUrl(siteUrl, c.path),
      })),
    });
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The tags, one per line, to put in <head> (the page's own <title> and description replace the app's). */
export function buildHead(input: HeadInput): string {
  const firm = input.company?.name?.trim() || input.fallbackName;
  const { meta } = input;
  const title = fullTitle(meta, firm, input.fallbackTagline);
  const canonical = absoluteUrl(input.siteUrl, input.path);
  // The page's own picture (an album's cover) before the firm's logo.
  const own = meta.image;
  const image = own
    ? `${input.siteUrl.replace(/\/+$/, '')}${own.path}`
    : input.company?.logo_path
      ? logoUrl(input.siteUrl, input.company.logo_path)
      : null;
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${attr(canonical)}" />`,
    `<meta property="og:type" content="${meta.product ? 'product' : 'website'}" />`,
    `<meta property="og:site_name" content="${attr(firm)}" />`,
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(canonical)}" />`,
    '<meta property="og:locale" content="en_KE" />',
    image ? `<meta property="og:image" content="${attr(image)}" />` : '',
    own?.width ? `<meta property="og:image:width" content="${own.width}" />` : '',
    own?.height ? `<meta property="og:image:height" content="${own.height}" />` : '',
    own ? `<meta property="og:image:alt" content="${attr(own.alt)}" />` : '',
    `<meta name="twitter:card" content="${own ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    image ? `<meta name="twitter:image" content="${attr(image)}" />` : '',
    own ? `<meta name="twitter:image:alt" content="${attr(own.alt)}" />` : '',
    `<script type="application/ld+json">${jsonForScript(structuredData(input))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
