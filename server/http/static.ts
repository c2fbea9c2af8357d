// Serves the built SPA: hashed assets with a year-long immutable cache,
// index.html (never cached) for app paths without a file extension, and a
// real 404 for a missing file, so a broken asset link is visible.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppHono } from '../context.ts';

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

export function mountStatic(app: AppHono, staticDir: string, opts: { anonKey: string }) {
  const root = path.relative(process.cwd(), staticDir) || '.';
  const indexFile = path.join(staticDir, 'index.html');
  const isIndex = (p: string) => p === '/' || p === '/index.html';

  // Files are looked up only when the build exists at start (npm start builds first).
  if (fs.existsSync(staticDir)) {
    const files = serveStatic({
      root,
      onFound: (filePath, ctx) => {
        const rel = path.relative(staticDir, path.resolve(filePath));
        ctx.header(
          'Cache-Control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.use('*', async (c, next) => {
      if (isApiPath(c.req.path) || isIndex(c.req.path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD'))
        return next();
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
    return c.html(renderIndexHtml(await fs.promises.readFile(indexFile, 'utf8'), opts.anonKey));
  });
}
