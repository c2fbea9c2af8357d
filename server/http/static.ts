// Serves the built SPA: hashed assets with a year-long immutable cache,
// index.html (never cached) for app paths without a file extension, and a
// real 404 for a missing file, so a broken asset link is visible. The site's
// generated images (/images/*, not content-hashed) are kept a day, then
// revalidated by ETag / Last-Modified (304).
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppHono } from '../context.ts';
import type { Logger } from '../log.ts';
import {
  type CompanyFacts,
  injectPage,
  inlineStylesheets,
  loadSsrModule,
  type PublicRpc,
  type RenderResult,
  restRpc,
  robotsTxt,
  type SsrModule,
  sitemapXml,
} from '../spa/ssr.ts';
import { acceptsGzip, compressedAssets } from './compressed-assets.ts';

export const API_PREFIXES = [
  '/auth/v1',
  '/rest/v1',
  '/storage/v1',
  '/functions/v1',
  '/realtime/v1',
  '/health',
];

export function isApiPath(p: string) {
  return API_PREFIXES.some((pre) => p === pre || p.startsWith(`${pre}/`));
}

/** A CSP that lets the SPA reach its own origin (HTTP and WebSocket) and nothing else. */
export function spaCsp(extraConnect: string[] = []) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes are used by toasts and charts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${extraConnect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The placeholder the build leaves in index.html for the anon key (ADR 004). */
export const ANON_KEY_PLACEHOLDER = '%SUPABASE_ANON_KEY%';

/** index.html as served: the anon key filled in (it is public by design; RLS guards the data). */
export function renderIndexHtml(html: string, anonKey: string): string {
  return html.split(ANON_KEY_PLACEHOLDER).join(anonKey);
}

export interface StaticOptions {
  anonKey: string;
  /** SITE_URL: canonical URLs, sitemap and robots.txt. */
  siteUrl: string;
  /** The server renderer (tests pass the source's); undefined: the build's, if any; null: none. */
  ssr?: SsrModule | null;
  /** Reads the firm's public details (public.company_profile()). */
  company?: () => Promise<CompanyFacts | null>;
  /** Public RPCs as a visitor (the catalogue for the sitemap, a product page's head). */
  rpc?: PublicRpc;
  log?: Pick<Logger, 'error'>;
}

export async function mountStatic(app: AppHono, staticDir: string, opts: StaticOptions) {
  const root = path.relative(process.cwd(), staticDir) || '.';
  const indexFile = path.join(staticDir, 'index.html');
  const isIndex = (p: string) => p === '/' || p === '/index.html';
  // Public pages with their HTML, head and status (ADR 058); without a renderer every app path gets
  // the bare index.html (200), as before.
  const ssr = opts.ssr === undefined ? await loadSsrModule(staticDir) : opts.ssr;
  const rpc: PublicRpc = opts.rpc ?? (async () => []);
  const company = opts.company ?? (async () => null);
  // A private link's page reads its document as the visitor's browser would: through the REST API.
  const call = restRpc(
    (req) => app.fetch(req),
    opts.anonKey,
    (name, err) =>
      opts.log?.error({ rpc: name, err: { message: (err as Error).message } }, 'rpc for a page failed'),
  );
  const inlineCss = inlineStylesheets(staticDir);

  // Generated, never files: robots.txt and sitemap.xml come from the route table.
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(opts.siteUrl, ssr ? ssr.robotsDisallow() : ['/dashboard/']));
  });
  app.get('/sitemap.xml', async (c) => {
    if (!ssr) return c.text('Not Found', 404);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(sitemapXml(opts.siteUrl, await ssr.sitemapPaths(rpc)));
  });

  // Files are looked up only when the build exists at start (npm start builds first).
  if (fs.existsSync(staticDir)) {
    const images = path.join(staticDir, 'images');
    const gzipped = compressedAssets(staticDir);
    const files = serveStatic({
      root,
      onFound: (filePath, ctx) => {
        const abs = path.resolve(filePath);
        const rel = path.relative(staticDir, abs);
        if (rel.startsWith(`images${path.sep}`)) {
          const v = imageValidators(abs);
          if (v) {
            ctx.header('ETag', v.etag);
            ctx.header('Last-Modified', v.lastModified);
          }
          ctx.header('Cache-Control', IMAGE_CACHE);
          return;
        }
        ctx.header(
          'Cache-Control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.use('*', async (c, next) => {
      if (isApiPath(c.req.path) || isIndex(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD'))
        return next();
      // `<asset>.gz` is the build's encoding of an asset (ADR 096), sent as that asset's body, not a file of its own.
      if (c.req.path.startsWith('/assets/') && c.req.path.toLowerCase().endsWith('.gz'))
        return c.text('Not Found', 404);
      // A hashed asset, gzipped once for every later request (compressed-assets.ts); the outer middleware adds the
      // security headers and leaves a body that already has its Content-Encoding alone.
      if (c.req.path.startsWith('/assets/') && acceptsGzip(c.req.header('accept-encoding'))) {
        const asset = await gzipped.get(c.req.path);
        if (asset) {
          c.header('Content-Type', asset.contentType);
          c.header('Content-Encoding', 'gzip');
          c.header('Vary', 'Accept-Encoding');
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
          return c.body(asset.body);
        }
      }
      // A generated image the browser already holds: 304 when its validators still match.
      if (c.req.path.startsWith('/images/')) {
        const abs = imageFile(images, c.req.path);
        const v = abs ? imageValidators(abs) : null;
        if (v && notModified(c.req.header('if-none-match'), c.req.header('if-modified-since'), v)) {
          c.header('ETag', v.etag);
          c.header('Last-Modified', v.lastModified);
          c.header('Cache-Control', IMAGE_CACHE);
          return c.body(null, 304);
        }
      }
      return files(c, next);
    });
  }

  app.get('*', async (c) => {
    if (isApiPath(c.req.path)) return c.notFound();
    const last = c.req.path.split('/').pop() ?? '';
    // A path with a file extension is a file: if we got here it does not exist.
    if (last.includes('.') && c.req.path !== '/index.html') return c.text('Not Found', 404);
    if (!fs.existsSync(indexFile)) {
      return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    const template = renderIndexHtml(await fs.promises.readFile(indexFile, 'utf8'), opts.anonKey);
    if (!ssr || c.req.path === '/index.html') return c.html(template);
    let result: RenderResult;
    try {
      result = await ssr.render({
        url: c.req.url,
        siteUrl: opts.siteUrl,
        company: await company(),
        rpc,
        call,
      });
    } catch (err) {
      // A page that cannot be rendered here still works in the browser.
      opts.log?.error({ err: { message: (err as Error).message }, path: c.req.path }, 'server render failed');
      return c.html(template);
    }
    if (result.kind === 'redirect') return c.redirect(result.location, result.status);
    if (result.kind === 'app') return c.html(template);
    if (!result.private) return c.html(injectPage(template, result), result.status);
    // A private link (ADR 062): the token is the key to one document, so no cache keeps the page, no
    // search engine lists it (other sites get only the origin as Referer: response-headers.ts).
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(inlineCss(injectPage(template, result)), result.status);
  });
}

/** The site's generated images: not content-hashed, so a day, then revalidated. */
export const IMAGE_CACHE = 'public, max-age=86400, must-revalidate';

interface Validators {
  etag: string;
  lastModified: string;
  mtimeSeconds: number;
}

/** The file a /images/… path names inside the images folder, or null (malformed, or outside it). */
function imageFile(images: string, reqPath: string): string | null {
  try {
    const abs = path.resolve(images, `.${decodeURIComponent(reqPath.slice('/images'.length))}`);
    return abs.startsWith(`${images}${path.sep}`) ? abs : null;
  } catch {
    return null;
  }
}

/** A file's ETag (size and modification time, as nginx makes it) and Last-Modified; null if it is not a file. */
function imageValidators(file: string): Validators | null {
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return null;
    const mtimeSeconds = Math.floor(st.mtimeMs / 1000);
    return {
      etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      lastModified: new Date(mtimeSeconds * 1000).toUTCString(),
      mtimeSeconds,
    };
  } catch {
    return null;
  }
}

/** RFC 9110 §13.2.2: If-None-Match decides when present (weak comparison), else If-Modified-Since. */
function notModified(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, v: Validators) {
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === v.etag || t === '*');
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && v.mtimeSeconds * 1000 <= since;
}
