// The client's private pages as a phone without JavaScript gets them (ADR 062): a quotation's or an
// invoice's link answers with the document itself in the HTML — read on the server as the visitor,
// through the same RPC the page calls — its stylesheet inline, never cached or indexed, and the data
// the browser hydrates from embedded as JSON. A revoked or unknown link says so with 404. The server
// uses the renderer from source (config/entry-server.tsx), on a database with the demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../tests/support/demo-database.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { type RunningServer, startServer } from '../start.ts';
import { restRpc, type SsrModule } from './ssr.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const STAFF = { sub: '00000000-0000-4000-8000-00000000d001', role: 'authenticated' };
const CSS = 'body{color:rgb(1,2,3)}.stacked{display:grid}';
let server: RunningServer;
let db: Db;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-private-'));
const dist = path.join(tmp, 'dist');

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // The real index.html as after a build: with the built stylesheet's link.
  const index = fs
    .readFileSync(path.join(repo, 'index.html'), 'utf8')
    .replace('</head>', '  <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">\n  </head>');
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), CSS);
  // A variable keeps the .tsx out of the server's type check (tsconfig.json has no JSX).
  const entry = '../../config/entry-server.tsx';
  const ssr = (await import(/* @vite-ignore */ entry)) as SsrModule;
  db = (await demoDatabase('safeworks_private_pages')).fresh.db;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    STATIC_DIR: dist,
    SITE_URL: 'https://www.safeworks.example',
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, { db, ssr });
}, 180_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });
/** The page's HTML without React's text separators (`<!-- -->`). */
const pageOf = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '');
const asStaff = <T>(sql: string, params: unknown[]) =>
  db.requestTransaction(
    { role: 'authenticated', claims: STAFF },
    async (tx) => (await tx.query<T>(sql, params)).rows,
  );
/** The text of the element with this test id (tags inside stripped). */
const testIdText = (html: string, id: string) =>
  html
    .match(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</`))?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? null;
const servedQueries = (html: string) => {
  const raw = html.match(/<script type="application\/json" id="served-queries">([\s\S]*?)<\/script>/)?.[1];
  return raw
    ? (JSON.parse(raw) as { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] })
    : null;
};
const money = (v: string) =>
  Number(v).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function sentQuotation() {
  const [q] = (
    await db.query<{ id: string; number: string; total: string; public_token: string }>(
      "select id, number, total::text, public_token from public.quotations where status = 'sent' and public_token is not null order by number limit 1",
    )
  ).rows;
  expect(q, 'the demo data has a sent quotation').toBeTruthy();
  return q;
}

describe("a client opening a quotation's link on a phone", () => {
  it('curl of the link shows the quotation, its number and its total without JavaScript', async () => {
    const q = await sentQuotation();
    const res = await get(`/quotation/${q.public_token}`);
    expect(res.status).toBe(200);
    const html = await pageOf(res);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Quotation ${q.number}`));
    expect(testIdText(html, 'quotation-total')).toBe(money(q.total));
    // The browser still gets the app, which takes over the page.
    expect(html).toContain('<script type="module"');
  });

  it('is private: never stored by a cache, not for search engines, and the title names no client', async () => {
    const q = await sentQuotation();
    const res = await get(`/quotation/${q.public_token}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await pageOf(res);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Quotation — Safeworks');
    // No canonical or link-preview address carries the token.
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('is readable before any file arrives: the stylesheet is inline, the answer form waits for the app', async () => {
    const q = await sentQuotation();
    const html = await pageOf(await get(`/quotation/${q.public_token}`));
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('href="/assets/index-abc123.css"');
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const f of forms) expect(f).toContain('inert=""');
    // Public site pages keep the cached stylesheet file.
    const about = await (await get('/about')).text();
    expect(about).toContain('href="/assets/index-abc123.css"');
  });

  it('carries the quotation the browser renders from, so the app does not read it again', async () => {
    const q = await sentQuotation();
    const html = await pageOf(await get(`/quotation/${q.public_token}`));
    const served = servedQueries(html);
    expect(served?.queries).toHaveLength(1);
    expect(served?.queries[0].queryKey).toEqual(['quotations', 'public', q.public_token]);
    expect(served?.queries[0].state).toMatchObject({ status: 'success', data: { number: q.number } });
  });

  it("text a client or staff typed cannot end the page's data early (no script injection)", async () => {
    const q = await sentQuotation();
    const evil = '</script><script>alert(1)</script><!--';
    // A sent quotation is frozen by a trigger; the test writes past it as the database owner.
    const setNotes = (v: string) =>
      db.exec(
        `begin; set local session_replication_role = replica; update public.quotations set notes = ${v} where id = '${q.id}'; commit;`,
      );
    await setNotes(`$e$${evil}$e$`);
    try {
      const html = await pageOf(await get(`/quotation/${q.public_token}`));
      expect(html).not.toContain('<script>alert(1)');
      expect(JSON.stringify(servedQueries(html))).toContain(JSON.stringify(evil).slice(1, -1));
    } finally {
      await setNotes('null');
    }
  });

  it('a revoked link says so with 404; an unknown one too', async () => {
    const q = await sentQuotation();
    await asStaff('select public.revoke_quotation_link($1)', [q.id]);
    for (const token of [q.public_token, 'c'.repeat(64), 'short']) {
      const res = await get(`/quotation/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await pageOf(res);
      expect(html, token).toContain('This link does not open a quotation');
      expect(html, token).not.toContain('data-testid="quotation-total"');
      expect(servedQueries(html)?.queries[0].state.status, token).toBe('error');
    }
  });
});

describe("a client opening an invoice's link", () => {
  it('shows the amount due without JavaScript; a revoked link says so with 404', async () => {
    const [inv] = (
      await db.query<{ id: string; number: string; amount_due: string }>(
        "select id, number, amount_due::text from public.invoices where status = 'issued' order by number limit 1",
      )
    ).rows;
    const [link] = await asStaff<{ link: { path: string } }>('select public.invoice_link($1) as link', [
      inv.id,
    ]);
    const res = await get(link.link.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await pageOf(res);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Invoice ${inv.number}`));
    expect(testIdText(html, 'public-amount-due')?.replace(/\s/g, ' ')).toBe(`KES ${money(inv.amount_due)}`);

    await asStaff('select public.revoke_invoice_link($1)', [inv.id]);
    const gone = await get(link.link.path);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This link does not open an invoice');
  });
});

describe('the RPC a page reads through', () => {
  it('answers as the visitor: the public read works, a staff-only RPC is refused as for anyone', async () => {
    const q = await sentQuotation();
    // The server's own API over HTTP here; in the server the same request goes in-process.
    const call = restRpc(
      (req) => fetch(new Request(req.url.replace('http://localhost', server.url), req)),
      server.ctx.keys.anonKey,
    );
    const ok = await call('public_quotation', { token: q.public_token });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ number: q.number });
    const refused = await call('invoice_link', { invoice_id: q.id });
    expect(refused.data).toBeNull();
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await call('public_quotation(); --', {})).status).toBe(400);
  });
});
