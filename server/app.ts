// Builds the HTTP application: Supabase's API surface under /auth/v1,
// /rest/v1 (…) plus the built SPA, with request ids, structured request logs,
// CORS for the API and security headers everywhere.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { mountAuth } from './auth/index.ts';
import type { AppContext, AppEnv } from './context.ts';
import { migrationState } from './db/migrate.ts';
import { mountFunctions } from './functions/index.ts';
import {
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_EXPOSE_HEADERS,
  finishHeaders,
  isComplete,
  isTrustedOrigin,
  requestIdFor,
  setDefaultCsp,
  setTrustedOrigins,
} from './http/response-headers.ts';
import { mountStatic, spaCsp } from './http/static.ts';
import { requestLogger } from './log.ts';
import { mountRealtime } from './realtime/index.ts';
import { mountRest } from './rest/index.ts';
import { companyReader, publicRpc } from './spa/ssr.ts';
import { mountStorage } from './storage/index.ts';

const noop = async () => {};

/** The origins of this server, SITE_URL, the auth redirect allow list and CORS_ALLOWED_ORIGINS. */
export function trustedOrigins(config: AppContext['config']): string[] {
  const out = new Set<string>();
  for (const url of [
    config.apiUrl,
    config.siteUrl,
    ...config.additionalRedirectUrls,
    ...config.corsAllowedOrigins,
  ]) {
    try {
      const origin = new URL(url).origin;
      if (origin !== 'null') out.add(origin);
    } catch {
      /* not a URL: nothing to trust */
    }
  }
  return [...out];
}

export async function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  setDefaultCsp(spaCsp());
  // Runs after the handler (next() already called): hono's compress() only looks at the finished response.
  const gzip = compress({ threshold: 1024 });
  const logRequest = requestLogger(ctx.log);

  // One middleware for what every response gets: request id, request log,
  // CORS (non-preflight), compression, CSP and security headers. Responses a
  // handler completed itself (http/response-headers.ts) skip the header work.
  app.use('*', async (c, next) => {
    const start = performance.now();
    const reqId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', reqId);
    await next();
    if (!isComplete(c.res)) {
      finishHeaders(c);
      await gzip(c, noop);
    }
    logRequest({
      reqId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  });
  // Preflights only; the other API responses get their CORS headers above.
  // Not /functions/v1: as on Supabase, each function answers CORS itself (preflight included).
  // Credentials only for the configured origins (response-headers.ts says why).
  setTrustedOrigins(trustedOrigins(ctx.config));
  const options = {
    allowMethods: CORS_ALLOW_METHODS,
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 86400,
  };
  const trustedPreflight = cors({ ...options, origin: (origin) => origin, credentials: true });
  const publicPreflight = cors({ ...options, origin: '*' });
  app.use('/:api{(auth|rest|storage|realtime)}/v1/*', (c, next) => {
    if (c.req.method !== 'OPTIONS') return next();
    return isTrustedOrigin(c.req.header('origin')) ? trustedPreflight(c, next) : publicPreflight(c, next);
  });

  app.get('/health', async (c) => {
    try {
      await ctx.db.query('select 1');
      const m = await migrationState(ctx.db);
      return c.json({ status: 'ok', database: { kind: ctx.db.kind, ok: true }, migrations: m });
    } catch {
      return c.json({ status: 'error', database: { kind: ctx.db.kind, ok: false } }, 503);
    }
  });

  await mountAuth(app, ctx);
  await mountRest(app, ctx);

  await mountStorage(app, ctx);
  await mountFunctions(app, ctx);
  await mountRealtime(app, ctx);

  await mountStatic(app, ctx.config.staticDir, {
    anonKey: ctx.keys.anonKey,
    siteUrl: ctx.config.siteUrl,
    ssr: ctx.ssr,
    company: companyReader(ctx.db),
    rpc: publicRpc(ctx.db, (name, err) =>
      ctx.log.warn({ rpc: name, err: { message: (err as Error).message } }, 'public rpc for a page failed'),
    ),
    log: ctx.log,
  });

  app.onError((err, c) => {
    ctx.log.error(
      { reqId: c.get('requestId'), err: { message: err.message, code: (err as { code?: string }).code } },
      'unhandled error',
    );
    return c.json({ message: 'Internal server error', code: 'internal_error' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
