// Builds the HTTP application: Supabase's API surface under /auth/v1,
// /rest/v1 (…) plus the built SPA, with request ids, structured request logs,
// CORS for the API and security headers everywhere.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { mountAuth } from './auth/index.ts';
import type { AppContext, AppEnv } from './context.ts';
import { migrationState } from './db/migrate.ts';
import { mountFunctions } from './functions/index.ts';
import { mountStatic, spaCsp } from './http/static.ts';
import { mountRealtime } from './realtime/index.ts';
import { mountRest } from './rest/index.ts';
import { mountStorage } from './storage/index.ts';

export async function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    // Path only: query strings can carry tokens (verify links, signed URLs).
    ctx.log.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'request',
    );
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: undefined,
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', spaCsp());
  });
  app.use('*', compress({ threshold: 1024 }));
  // Not /functions/v1: as on Supabase, each function answers CORS itself (preflight included).
  app.use(
    '/:api{(auth|rest|storage|realtime)}/v1/*',
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
        'accept-profile',
        'content-profile',
        'prefer',
        'range',
        'range-unit',
        'x-upsert',
        'x-metadata',
        'cache-control',
        'x-region',
      ],
      exposeHeaders: [
        'content-range',
        'content-location',
        'location',
        'preference-applied',
        'x-request-id',
        'etag',
        'content-disposition',
      ],
      maxAge: 86400,
      credentials: true,
    }),
  );

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

  mountStatic(app, ctx.config.staticDir, { anonKey: ctx.keys.anonKey });

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
