// Public pages as a crawler, a link preview or a phone without JavaScript gets them (ADR 058): every
// public route answers with its h1, title, description, canonical URL and structured data in the HTML;
// an unknown path answers 404 with the not-found page; a moved page 301; sitemap.xml and robots.txt
// come from the route table. The server uses the renderer from source here (config/entry-server.tsx),
// the same module `vite build` compiles into dist/server/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../tests/support/fresh-database.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { type RunningServer, startServer } from '../start.ts';
import { publicRpc, type SsrModule } from './ssr.ts';

const SITE_URL = 'https://www.safeworks.example';
const repo = path.resolve(import.meta.dirname, '../..');
let server: RunningServer;
let db: Db;
let ssr: SsrModule;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pages-'));
const dist = path.join(tmp, 'dist');

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // The real index.html is the template, as after a build.
  fs.copyFileSync(path.join(repo, 'index.html'), path.join(dist, 'index.html'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A variable keeps the .tsx out of the server's type check (tsconfig.json has no JSX).
  const entry = '../../config/entry-server.tsx';
  ssr = (await import(/* @vite-ignore */ entry)) as SsrModule;
  db = (await freshDatabase('pages')).db;
  await db.query(
    "update public.organizations set name = 'Kilima Safety Ltd', phone = '+254 711 222 333', email = 'hello@kilima.example' where id = 1",
  );
  await addProducts(db);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    STATIC_DIR: dist,
    SITE_URL,
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, { db, ssr });
}, 120_000);

/** A helmet sold online (3 left at the shop, one image) and one the shop does not publish. */
async function addProducts(into: Db) {
  const items = await into.query<{ id: string; sku: string }>(
    `insert into public.catalog_items (kind, name, description, unit, unit_price, tax_code, sku)
     values ('product', 'Hard hat, white', 'Vented ABS hard hat with a 6-point harness.', 'piece', 1160, 'VAT', 'PG-HLM-WHT'),
            ('product', 'Hidden helmet', null, 'piece', 900, 'VAT', 'PG-HLM-HID')
     returning id, sku`,
  );
  for (const { id, sku } of items.rows) {
    await into.query(
      `insert into public.pos_stock_items (catalog_item_id, category, sold_online) values ($1, 'Head protection', $2)`,
      [id, sku === 'PG-HLM-WHT'],
    );
    await into.query(
      `select app.pos_post_movement($1, (select l.id from public.pos_locations l where l.code = 'shop'), 'receipt', 3, 500)`,
      [id],
    );
  }
  const helmet = items.rows.find((r) => r.sku === 'PG-HLM-WHT')?.id;
  await into.query(
    `insert into public.pos_product_images (catalog_item_id, storage_path, alt_text)
     values ($1, $2, 'A white hard hat, side view')`,
    [helmet, `${helmet}/0b6f7c1e-8a44-4f7e-9d6e-3f4a5b6c7d8e.jpg`],
  );
  return helmet;
}

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: 'manual', ...init });
const h1Of = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? null;
const titleOf = (html: string) => html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? null;
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? null;
function jsonLd(html: string) {
  const raw = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return raw
    ? (JSON.parse(raw) as { '@graph': { '@type': string | string[]; [k: string]: unknown }[] })
    : null;
}
const typesOf = (html: string) => (jsonLd(html)?.['@graph'] ?? []).flatMap((n) => [n['@type']].flat());

describe('a crawler reads every public page without running JavaScript', () => {
  it('every page of the sitemap answers 200 with one h1, its own title, a description, a canonical URL and the firm as Organization and LocalBusiness', async () => {
    const paths = await ssr.sitemapPaths(publicRpc(db));
    expect(paths.length).toBeGreaterThan(30);
    const titles = new Set<string>();
    for (const p of paths) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toContain('text/html');
      const html = await res.text();
      expect(html.match(/<h1[\s>]/g)?.length, `${p}: one h1`).toBe(1);
      expect(h1Of(html), p).toBeTruthy();
      const title = titleOf(html);
      expect(title, p).toMatch(/Kilima Safety Ltd/);
      expect(html.match(/<title>/g)?.length, `${p}: one title`).toBe(1);
      titles.add(title ?? '');
      expect(descriptionOf(html)?.length ?? 0, `${p}: description`).toBeGreaterThan(40);
      expect(html.match(/<meta name="description"/g)?.length, `${p}: one description`).toBe(1);
      expect(html, p).toContain(`<link rel="canonical" href="${SITE_URL}${p === '/' ? '/' : p}" />`);
      expect(html, p).toContain('<meta property="og:title"');
      // A page with its own picture (a product, an album) gets the large card.
      expect(html, p).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
      expect(typesOf(html), p).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness']));
      // The browser still gets the app (it renders over the page) and the anon key.
      expect(html, p).toContain('<script type="module"');
      expect(html, p).not.toContain('%SUPABASE_ANON_KEY%');
    }
    expect(titles.size, 'every page has its own title').toBe(paths.length);
  });

  it('the firm in the structured data is the one of Settings → Company, with its phone and e-mail', async () => {
    const org = jsonLd(await (await get('/contact')).text())?.['@graph'][0];
    expect(org).toMatchObject({
      name: 'Kilima Safety Ltd',
      telephone: '+254 711 222 333',
      email: 'hello@kilima.example',
      url: `${SITE_URL}/`,
    });
  });

  it('a form typed into before the app has loaded cannot submit natively (no password in an address): forms arrive inert', async () => {
    for (const p of ['/contact', '/login', '/signup']) {
      const html = await (await get(p)).text();
      const forms = html.match(/<form[^>]*>/g) ?? [];
      expect(forms.length, p).toBeGreaterThan(0);
      for (const f of forms) expect(f, p).toContain('inert=""');
    }
  });

  it('a service subpage is a Service offered by the firm, with its breadcrumb trail', async () => {
    const html = await (await get('/services/audits/fire-safety')).text();
    expect(h1Of(html)).toBe('Fire safety audit');
    expect(titleOf(html)).toBe('Fire safety audit — Kilima Safety Ltd');
    const graph = jsonLd(html)?.['@graph'] ?? [];
    expect(graph.find((n) => n['@type'] === 'Service')).toMatchObject({
      name: 'Fire safety audit',
      provider: { '@id': `${SITE_URL}/#organization` },
    });
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/services`,
      `${SITE_URL}/services/audits`,
      `${SITE_URL}/services/audits/fire-safety`,
    ]);
  });

  it('a product page arrives with its product — name, price with VAT, stock, its sized image, description — and its head describes it as a Product', async () => {
    const res = await get('/shop/product/PG-HLM-WHT');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toBe('Hard hat, white');
    expect(html).not.toContain('Loading the product');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('Vented ABS hard hat with a 6-point harness.');
    // 1,160.00 before VAT (the demo firm's prices exclude it): 16 % added, as Kenyan buyers read prices.
    expect(body).toMatch(/KES 1,345\.60/);
    expect(body).toContain('incl. VAT');
    expect(body).toContain('Only 3 left');
    // The main image has its frame's size, so nothing moves when it loads (no layout shift).
    const img = body.match(/<img[^>]*alt="A white hard hat, side view"[^>]*>/)?.[0] ?? '';
    expect(img).toMatch(/width="448"/);
    expect(img).toMatch(/height="448"/);
    expect(img).toMatch(/srcSet="[^"]+ 896w"/i);
    expect(titleOf(html)).toBe('Hard hat, white — Kilima Safety Ltd');
    expect(descriptionOf(html)).toBe('Vented ABS hard hat with a 6-point harness.');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/shop/product/PG-HLM-WHT" />`);
    const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? '';
    expect(og).toMatch(
      new RegExp(
        `^${SITE_URL}/storage/v1/render/image/public/product-images/[0-9a-f-]{36}/0b6f7c1e-[^"]+\\.jpg\\?width=1200`,
      ),
    );
    const graph = jsonLd(html)?.['@graph'] ?? [];
    expect(graph.find((n) => n['@type'] === 'Product')).toMatchObject({
      name: 'Hard hat, white',
      sku: 'PG-HLM-WHT',
      image: [og.replace(/&amp;/g, '&')],
      offers: {
        '@type': 'Offer',
        price: '1345.60',
        priceCurrency: 'KES',
        availability: 'https://schema.org/LimitedAvailability',
        url: `${SITE_URL}/shop/product/PG-HLM-WHT`,
      },
    });
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(crumbs.map((c) => c.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/shop`,
      `${SITE_URL}/shop/product/PG-HLM-WHT`,
    ]);
    // The browser's first render gets the same product from the page, not from a second read.
    const copy = html.match(/<script type="application\/json" id="served-page">([\s\S]*?)<\/script>/)?.[1];
    expect(JSON.parse(copy ?? '{}')).toMatchObject({
      path: '/shop/product/PG-HLM-WHT',
      data: { sku: 'PG-HLM-WHT', stock: 'low', available: 3 },
    });
  });

  it('the sign-in and sign-up pages are rendered too; the password pages and payment returns say noindex and stay out of the sitemap', async () => {
    for (const [p, h1] of [
      ['/login', 'Sign in'],
      ['/forgot-password', null],
      ['/reset-password', null],
      ['/payment/success', null],
    ] as const) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(h1Of(html), p).toBeTruthy();
      if (h1) expect(h1Of(html)).toContain(h1);
      expect(descriptionOf(html), p).toBeTruthy();
    }
    const sitemap = await ssr.sitemapPaths(publicRpc(db));
    for (const p of ['/forgot-password', '/reset-password', '/payment/success']) {
      expect(await (await get(p)).text(), p).toContain('<meta name="robots" content="noindex" />');
      expect(sitemap).not.toContain(p);
    }
  });
});

describe('status codes', () => {
  for (const p of [
    '/no-such-page',
    '/services/no-such-service',
    '/services/audits/no-such-topic',
    '/services/a/b/c',
    '/shop/product/NO-SUCH-SKU',
    '/shop/product/PG-HLM-HID',
  ]) {
    it(`${p} answers 404 with the not-found page (noindex), and the app still loads`, async () => {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(h1Of(html)).toBe('Page not found');
      expect(titleOf(html)).toBe('Page not found — Kilima Safety Ltd');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<script type="module"');
    });
  }

  it("the dashboard and a plugin's own public screens are the browser's: 200 with the bare app page", async () => {
    // All of /dashboard/*, unknown screens too: the browser's guard sends a visitor to sign in first.
    // The client's quotation and invoice links are rendered here (private-pages.test.ts, ADR 062).
    for (const p of [
      '/dashboard',
      '/dashboard/leads',
      '/dashboard/no-such-screen',
      '/surveys/42',
      '/shop/invoices',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html, p).toContain('<div id="root"></div>');
    }
  });

  it('an old client link answers 301 to its new address, query kept', async () => {
    const inv = await get('/dashboard/invoices/view/t0k3n?pay=1');
    expect(inv.status).toBe(301);
    expect(inv.headers.get('location')).toBe('/invoice/t0k3n?pay=1');
    const quo = await get('/dashboard/quotations/respond/t0k3n');
    expect(quo.status).toBe(301);
    expect(quo.headers.get('location')).toBe('/quotation/t0k3n');
  });

  it('a missing asset or file is a plain 404, never HTML; a present asset is served as itself', async () => {
    for (const p of ['/assets/gone-123.js', '/nothing.png', '/favicon.ico']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).not.toContain('text/html');
    }
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page and published product at SITE_URL, and no private or not-found page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const p of [
      '/',
      '/services',
      '/services/audits/fire-safety',
      '/services/medical-exams',
      '/about',
      '/contact',
      '/shop',
      '/privacy-policy',
      '/shop/product/PG-HLM-WHT',
    ])
      expect(locs, p).toContain(`${SITE_URL}${p}`);
    // A product the shop does not publish has no page to list.
    expect(locs).not.toContain(`${SITE_URL}/shop/product/PG-HLM-HID`);
    expect(locs.some((l) => /dashboard|invoice|payment|\*|:/.test(l.slice(SITE_URL.length)))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt is text, keeps crawlers out of the back-office and private links, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const txt = await res.text();
    expect(txt).toContain('Disallow: /dashboard/');
    expect(txt).toContain('Disallow: /invoice/');
    expect(txt).not.toMatch(/Disallow: \/shop\/\n/);
    expect(txt).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('a public RPC reads as a visitor: rows of one that exists, [] for one that does not (the shop catalogue before its module)', async () => {
    const rpc = publicRpc(db);
    expect((await rpc('company_profile'))[0]).toMatchObject({ name: 'Kilima Safety Ltd' });
    expect(await rpc('no_such_catalogue')).toEqual([]);
    expect(await rpc('company_profile(); drop table x; --')).toEqual([]);
  });
});
