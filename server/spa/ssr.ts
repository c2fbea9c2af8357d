// Public pages rendered on request (ADR 058). `vite build` leaves the server
// renderer in `<STATIC_DIR>/server/entry-server.js` (config/entry-server.tsx);
// this file loads it, gives it the firm's details from the database
// (public.company_profile(), Settings → Company, read at most once a minute)
// and a read-only way to call public RPCs as a visitor, and turns its answer
// into the page: index.html with the page's head tags and HTML, its status,
// or a redirect. sitemap.xml and robots.txt come from the same route table.
// A plugin's private page (a quotation's link, ADR 062) also gets its data
// through `restRpc` and arrives with its stylesheet inlined.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../db/types.ts';

/** What public.company_profile() tells a visitor (a subset is used). */
export type CompanyFacts = Record<string, string | null> & { name: string | null };
/** A public RPC without arguments, as anon: its rows; [] when it does not exist or fails. */
export type PublicRpc = (name: string) => Promise<Record<string, unknown>[]>;

/** An RPC's answer as supabase-js gives it (kit/ssr/server-page.ts). */
export interface RpcAnswer {
  data: unknown;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
}
/** `public.<name>(args)` as a visitor, through the REST API in-process (PostgREST's answer). */
export type ServerRpc = (name: string, args: Record<string, unknown>) => Promise<RpcAnswer>;

export type RenderResult =
  | {
      kind: 'page';
      status: 200 | 404;
      head: string;
      body: string;
      /** After <div id="root">: the page's data for the browser (ADR 062). */
      tail?: string;
      /** A private link's page: never cached or indexed, its stylesheet inlined (ADR 062). */
      private?: boolean;
    }
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'app' };

/** The server renderer's exports (config/entry-server.tsx). */
export interface SsrModule {
  render(input: {
    url: string;
    siteUrl: string;
    company: CompanyFacts | null;
    rpc: PublicRpc;
    call: ServerRpc;
  }): Promise<RenderResult>;
  sitemapPaths(rpc: PublicRpc): Promise<string[]>;
  robotsDisallow(): string[];
}

/** Where `vite build` puts the renderer, relative to STATIC_DIR. */
export const SSR_ENTRY = path.join('server', 'entry-server.js');

/** The renderer of the build in staticDir, or null (no build, or built without it: the SPA alone is served). */
export async function loadSsrModule(staticDir: string): Promise<SsrModule | null> {
  const file = path.join(staticDir, SSR_ENTRY);
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SsrModule;
}

/**
 * index.html with a page in it: the app's own <title> and description give way to the page's head
 * tags, and the page's HTML goes into <div id="root"> (the browser renders over it, ADR 058).
 */
export function injectPage(template: string, page: { head: string; body: string; tail?: string }): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const headAt = withoutDefaults.search(/<\/head>/i);
  const withHead =
    headAt < 0
      ? `${page.head}${withoutDefaults}`
      : `${withoutDefaults.slice(0, headAt)}  ${page.head}\n  ${withoutDefaults.slice(headAt)}`;
  // A replacer function: "$&" or "$1" in the page's text must not be read as patterns.
  return withHead.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.body}</div>${page.tail ? `\n    ${page.tail}` : ''}`,
  );
}

/**
 * The app's stylesheets as <style> elements, read once per file: a page opened once from a link
 * (ADR 062) is readable with the HTML alone — on a phone's network a stylesheet is one more round
 * trip (≈ 0.6 s) before anything shows. The CSS has no url(): nothing relative breaks.
 */
export function inlineStylesheets(staticDir: string) {
  const cache = new Map<string, string | null>();
  const read = (href: string) => {
    if (!cache.has(href)) {
      const file = path.join(staticDir, path.normalize(href).replace(/^([/\\])+/, ''));
      const inside = file.startsWith(path.join(staticDir, 'assets'));
      cache.set(href, inside && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return cache.get(href) ?? null;
  };
  return (html: string) =>
    html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
      const css = read(href);
      return css === null ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    });
}

/**
 * Public RPCs with arguments for a plugin's page (ADR 062): a POST to this server's own
 * /rest/v1/rpc/<name> with the anon key, in-process — the very call, grants, RLS and answer the
 * browser's supabase-js gets, so the screen's parsing applies unchanged.
 */
export function restRpc(
  fetchApp: (req: Request) => Response | Promise<Response>,
  anonKey: string,
  onError?: (name: string, err: unknown) => void,
): ServerRpc {
  return async (name, args) => {
    if (!NAME.test(name)) return { data: null, error: { message: `Not an RPC name: ${name}` }, status: 400 };
    try {
      const res = await fetchApp(
        new Request(`http://localhost/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${anonKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(args),
        }),
      );
      const text = await res.text();
      const body: unknown = text ? JSON.parse(text) : null;
      if (res.ok) return { data: body, error: null, status: res.status };
      const err = (body ?? {}) as { message?: string; code?: string; details?: string; hint?: string };
      return {
        data: null,
        error: {
          message: err.message ?? res.statusText,
          code: err.code,
          details: err.details,
          hint: err.hint,
        },
        status: res.status,
      };
    } catch (err) {
      onError?.(name, err);
      return { data: null, error: { message: (err as Error).message }, status: 500 };
    }
  };
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/** Calls `public.<name>()` in a read-only transaction as anon (RLS and grants apply as for a visitor). */
export function publicRpc(db: Db, onError?: (name: string, err: unknown) => void): PublicRpc {
  return async (name) => {
    if (!NAME.test(name)) return [];
    try {
      return await db.requestTransaction(
        { role: 'anon', claims: { role: 'anon' }, statementTimeoutMs: 5000 },
        async (tx) => {
          // A function that does not exist yet (the shop's catalogue before its module) is no error.
          const exists = await tx.query<{ ok: boolean }>(
            `select exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'public' and p.proname = $1 and p.pronargdefaults = p.pronargs) as ok`,
            [name],
          );
          if (!exists.rows[0]?.ok) return [];
          const r = await tx.query<{ row: Record<string, unknown> }>(
            `select to_jsonb(r) as row from public.${name}() r`,
          );
          return r.rows.map((x) => x.row);
        },
      );
    } catch (err) {
      onError?.(name, err);
      return [];
    }
  };
}

/** public.company_profile(), kept for `ttlMs`: a change in Settings → Company shows within a minute. */
export function companyReader(db: Db, ttlMs = 60_000, now = () => Date.now()) {
  let cached: { at: number; value: CompanyFacts | null } | null = null;
  return async (): Promise<CompanyFacts | null> => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    let value: CompanyFacts | null = null;
    try {
      const r = await db.query<CompanyFacts>('select * from public.company_profile()');
      value = r.rows[0] ?? null;
    } catch {
      value = cached?.value ?? null;
    }
    cached = { at: now(), value };
    return value;
  };
}

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** An absolute URL on SITE_URL. */
export const siteLink = (siteUrl: string, p: string) => `${siteUrl.replace(/\/+$/, '')}${p}`;

/** sitemap.xml: one <url> per page, absolute on SITE_URL. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(siteLink(siteUrl, p))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the back-office and private-link pages, and where the sitemap is. */
export function robotsTxt(siteUrl: string, disallow: string[]): string {
  return [
    'User-agent: *',
    ...disallow.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${siteLink(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
