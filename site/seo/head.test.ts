// The head tags of a server-rendered page (ADR 058), and the rule that every public route says
// what it is: a title and a description in its handle (or a meta function for a route with parameters).
import { authRoutes } from '@kernel/app/auth-routes.ts';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../routes.tsx';
import { albumMeta } from './gallery-meta.ts';
import { absoluteUrl, buildHead, escapeHtml, fullTitle, jsonForScript, structuredData } from './head.ts';
import { PAGE_DESCRIPTIONS } from './page-descriptions.ts';
import type { PageMeta, SiteHandle } from './page-meta.ts';
import { serviceMeta } from './service-meta.ts';

const base = {
  path: '/about',
  siteUrl: 'https://www.kilima.example/',
  company: null,
  fallbackName: 'Safeworks',
  fallbackTagline: 'Safety consultants',
};
const about: PageMeta = {
  title: 'About',
  description: 'Who we are.',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'About', path: '/about' },
  ],
};

describe('a page tells crawlers and link previews what it is', () => {
  it('has its title with the firm’s name, its description, a canonical URL and the Open Graph and Twitter tags', () => {
    const head = buildHead({ ...base, meta: about });
    expect(head).toContain('<title>About — Safeworks</title>');
    expect(head).toContain('<meta name="description" content="Who we are." />');
    expect(head).toContain('<link rel="canonical" href="https://www.kilima.example/about" />');
    expect(head).toContain('<meta property="og:title" content="About — Safeworks" />');
    expect(head).toContain('<meta property="og:url" content="https://www.kilima.example/about" />');
    expect(head).toContain('<meta name="twitter:description" content="Who we are." />');
    expect(head).not.toContain('noindex');
  });

  it('the home page’s title is the firm and its tagline; its canonical URL ends in one slash', () => {
    expect(fullTitle({ title: null, description: '' }, 'Kilima', 'Safety consultants')).toBe(
      'Kilima — Safety consultants',
    );
    expect(absoluteUrl('https://x.example/', '/')).toBe('https://x.example/');
    expect(absoluteUrl('https://x.example', '/about/')).toBe('https://x.example/about');
  });

  it('uses the firm’s name, phone, e-mail, address and logo from Settings → Company, never invented ones', () => {
    const company = {
      name: 'Kilima Safety Ltd',
      phone: '+254 711 222 333',
      email: 'hello@kilima.example',
      address: 'Moi Avenue, Mombasa',
      logo_path: 'logo 1.png',
      website: null,
    };
    const head = buildHead({ ...base, meta: about, company });
    expect(head).toContain('<title>About — Kilima Safety Ltd</title>');
    expect(head).toContain(
      '<meta property="og:image" content="https://www.kilima.example/storage/v1/object/public/branding/logo%201.png" />',
    );
    const org = structuredData({ ...base, meta: about, company })['@graph'][0];
    expect(org).toMatchObject({
      '@type': ['Organization', 'LocalBusiness'],
      name: 'Kilima Safety Ltd',
      telephone: '+254 711 222 333',
      email: 'hello@kilima.example',
      address: { '@type': 'PostalAddress', streetAddress: 'Moi Avenue, Mombasa' },
    });
    // Without company details: the name only, no phone or address made up.
    const bare = structuredData({ ...base, meta: about })['@graph'][0];
    expect(Object.keys(bare).sort()).toEqual(['@id', '@type', 'name', 'url']);
  });

  it('a service page adds a Service provided by the firm and the full breadcrumb trail', () => {
    const meta = serviceMeta({ area: 'survey-analysis', topic: 'noise' });
    expect(meta).toMatchObject({ title: 'Noise survey', service: { name: 'Noise survey' } });
    const graph = structuredData({
      ...base,
      path: '/services/survey-analysis/noise',
      meta: meta as PageMeta,
    })['@graph'];
    expect(graph.map((n) => n['@type'])).toEqual([
      ['Organization', 'LocalBusiness'],
      'Service',
      'BreadcrumbList',
    ]);
    expect(graph[1]).toMatchObject({ provider: { '@id': 'https://www.kilima.example/#organization' } });
    expect(serviceMeta({ area: 'survey-analysis', topic: 'nope' })).toBeNull();
    expect(serviceMeta({ area: 'nope' })).toBeNull();
  });

  it('text from the database cannot break out of an attribute or the JSON-LD script', () => {
    const company = { name: 'A "quoted" <b>firm</b> & co </script><script>alert(1)</script>' };
    const head = buildHead({ ...base, meta: about, company });
    expect(head).not.toContain('<b>');
    expect(head).not.toMatch(/<\/script><script>/);
    expect(head).toContain('A &quot;quoted&quot; &lt;b&gt;firm&lt;/b&gt; &amp; co');
    expect(escapeHtml(`'`)).toBe('&#39;');
    const json = jsonForScript({ a: '</script>' });
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({ a: '</script>' });
  });

  it('an album’s link preview shows its cover, at most 1200 px wide, instead of the firm’s logo', async () => {
    const album = {
      id: 'a1',
      title: 'Fire drill at Mombasa port',
      description: '',
      cover_path: 'albums/a1/cover photo.jpg',
      cover_width: 4000,
      cover_height: 3000,
    };
    const meta = await albumMeta({ id: 'a1' }, async () => [album]);
    const head = buildHead({
      ...base,
      path: '/gallery/album/a1',
      meta: meta as PageMeta,
      company: { name: 'K', logo_path: 'logo.png' },
    });
    expect(head).toContain(
      '<meta property="og:image" content="https://www.kilima.example/storage/v1/render/image/public/gallery-photos/albums/a1/cover%20photo.jpg?width=1200&amp;quality=80" />',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta property="og:image:height" content="900" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).not.toMatch(/og:image" content="[^"]*branding/);
    // An album without a cover keeps the logo and the small card.
    const bare = await albumMeta({ id: 'a1' }, async () => [{ ...album, cover_path: null }]);
    const plain = buildHead({
      ...base,
      meta: bare as PageMeta,
      company: { name: 'K', logo_path: 'logo.png' },
    });
    expect(plain).toContain('branding/logo.png');
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('a product page is a Product with its offer, sold by the firm, and its own picture without invented sizes (ADR 088)', async () => {
    const { productPage } = await import('./product-meta.ts');
    const answer = {
      id: 'p1',
      name: 'Nitrile gloves, size M',
      sku: 'GLV-M',
      description: null,
      unit: 'box',
      category: 'Hand protection',
      price: '1160.00',
      vat_rate: '16',
      vat: '160.00',
      currency: 'KES',
      stock: 'out',
      available: 0,
      images: [{ id: 'i1', path: 'a/b c.jpg', alt: null }],
      variant_label: 'M',
      group: { id: 'g', name: 'Nitrile gloves', option_name: 'Size' },
      variants: [],
    };
    const read = await productPage({ sku: 'GLV-M' }, async () => ({
      data: answer,
      error: null,
      status: 200,
    }));
    const meta = read?.meta as PageMeta;
    expect(meta.title).toBe('Nitrile gloves');
    expect(meta.description).toBe(
      'Nitrile gloves (Hand protection): KES 1,160.00 incl. VAT, out of stock. Order online.',
    );
    const input = { ...base, path: '/shop/product/GLV-M', meta };
    const head = buildHead(input);
    const picture =
      'https://www.kilima.example/storage/v1/render/image/public/product-images/a/b%20c.jpg?width=1200&quality=80';
    expect(head).toContain(`<meta property="og:image" content="${escapeHtml(picture)}" />`);
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).not.toContain('og:image:width');
    const product = structuredData(input)['@graph'].find((n) => n['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Nitrile gloves, size M',
      sku: 'GLV-M',
      image: [picture],
      offers: {
        price: '1160.00',
        priceCurrency: 'KES',
        availability: 'https://schema.org/OutOfStock',
        seller: { '@id': 'https://www.kilima.example/#organization' },
      },
    });
    expect(product).not.toHaveProperty('description');
    // shop_product's "we do not sell this product online": no page (404).
    const missing = async () => ({ data: null, error: { message: 'no', code: 'P0002' }, status: 404 });
    expect(await productPage({ sku: 'NOPE' }, missing)).toBeNull();
  });

  it('a page kept out of search says noindex', () => {
    expect(buildHead({ ...base, meta: { ...about, noindex: true } })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

describe('every public route says what it is', () => {
  it('each site and auth page has a title and a description (or a meta or served function), so the server can render its head', () => {
    const pages = flatten([...siteRoutes, ...authRoutes]).filter((r) => r.path);
    expect(pages.length).toBeGreaterThan(15);
    for (const r of pages) {
      const h = r.handle as SiteHandle;
      expect(h?.title, r.path).toBeTruthy();
      if (h.notFound) continue;
      // A site page's description is the server's (seo/page-descriptions.ts, ADR 088); an auth page's in its handle.
      const description = h.description ?? PAGE_DESCRIPTIONS[r.path ?? ''] ?? '';
      expect(Boolean(h.meta || h.served) || description.length > 20, `${r.path}: description`).toBe(true);
    }
  });
});
