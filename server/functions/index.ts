// /functions/v1/<name>[/sub/path]: Supabase Edge Functions run in-process.
// This file is the gateway Supabase puts in front of its edge runtime: it finds
// the function, checks the JWT (verify_jwt), limits the body and the time, and
// turns crashes into JSON without stacks. Handlers are web-standard
// `Request → Response` modules from kernel/functions and plugins/<id>/functions (see README.md).
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppContext, AppHono } from '../context.ts';
import { bearerToken } from '../http/caller.ts';
import { clientIp } from '../http/ip.ts';
import { smtpSealKey } from '../mail/smtp-password.ts';
import { type FunctionEnv, installDenoShim, type ServeHandler, withFunctionEnv } from './deno-shim.ts';
import {
  bootError,
  idleTimeout,
  invalidJwt,
  methodNotAllowed,
  missingAuth,
  notFound,
  payloadTooLarge,
  workerError,
} from './gateway-errors.ts';
import { BootError, loadHandler } from './loader.ts';
import { findFunction } from './registry.ts';
import { installSpecifierHooks } from './specifiers.ts';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PREFIX = '/functions/v1/';

type BodyResult = { ok: true; body: Uint8Array | null } | { ok: false };

async function readBody(req: Request, limit: number): Promise<BodyResult> {
  if (!req.body || req.method === 'GET' || req.method === 'OPTIONS') return { ok: true, body: null };
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) return { ok: false };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, body };
}

function socketOf(c: Context) {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
}

/**
 * The URL a handler calls this server back on: the address the request came in
 * on, never the Host header (a client could point that elsewhere and collect
 * the service-role key a handler sends along).
 */
function selfUrl(c: Context, fallback: string): string {
  const s = socketOf(c);
  if (!s?.localPort || !s.localAddress) return fallback;
  const addr = s.localAddress.startsWith('::ffff:') ? s.localAddress.slice(7) : s.localAddress;
  const host = addr === '0.0.0.0' || addr === '::' ? '127.0.0.1' : addr.includes(':') ? `[${addr}]` : addr;
  return `http://${host}:${s.localPort}`;
}

export async function mountFunctions(app: AppHono, ctx: AppContext) {
  const { config, keys, log } = ctx;
  const fnConfig = config.functions;
  const envFor = (url: string): FunctionEnv => ({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    // Where auth links should land (password-reset e-mails sent on a member's behalf).
    SITE_URL: config.siteUrl,
    // Opens the SMTP password saved in Settings → Email (sealed at rest; the email-test function).
    // A key derived from the JWT secret for that one purpose, never the secret itself (ADR 034).
    EMAIL_SETTINGS_SEAL_KEY: smtpSealKey(keys.jwtSecret).toString('base64url'),
    ...(config.databaseUrl ? { SUPABASE_DB_URL: config.databaseUrl } : {}),
  });
  const envCache = new Map<string, FunctionEnv>();
  const envOf = (url: string) => {
    let env = envCache.get(url);
    if (!env) {
      env = envFor(url);
      envCache.set(url, env);
    }
    return env;
  };

  installSpecifierHooks();
  installDenoShim(envFor(config.apiUrl), log);

  const invoke = async (c: Context) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const rest = url.pathname.slice(PREFIX.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    const fn = findFunction(fnConfig.dirs, name);
    if (!fn) return notFound();
    if (!METHODS.has(raw.method)) return methodNotAllowed();

    // Like Supabase's gateway: preflights reach the handler unauthenticated (CORS is the handler's job).
    if (fn.settings.verifyJwt && raw.method !== 'OPTIONS') {
      const token = bearerToken(c);
      if (!token) return missingAuth();
      try {
        await ctx.jwt.verify(token);
      } catch {
        return invalidJwt();
      }
    }

    const body = await readBody(raw, fnConfig.maxBodyBytes);
    if (!body.ok) return payloadTooLarge(fnConfig.maxBodyBytes);

    const env = envOf(selfUrl(c, config.apiUrl));
    let handler: ServeHandler;
    try {
      handler = await withFunctionEnv(env, () => loadHandler(fn.entry, fnConfig.reload, fnConfig.timeoutMs));
    } catch (e) {
      log.error(
        { reqId: c.get('requestId'), fn: name, err: { message: (e as Error).message } },
        e instanceof BootError ? 'function failed to boot' : 'function load failed',
      );
      return bootError();
    }

    // Handlers see the path Supabase's runtime gives them: /<name>/sub/path?query.
    const abort = new AbortController();
    const request = new Request(`${url.origin}/${rest}${url.search}`, {
      method: raw.method,
      headers: raw.headers,
      body: body.body as BodyInit | null,
      signal: abort.signal,
    });
    let markCompleted = () => {};
    const info = {
      remoteAddr: { transport: 'tcp' as const, hostname: clientIp(c), port: socketOf(c)?.remotePort ?? 0 },
      completed: new Promise<void>((r) => {
        markCompleted = r;
      }),
    };

    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), fnConfig.timeoutMs);
    });
    try {
      const outcome = await Promise.race([
        withFunctionEnv(env, async () => handler(request, info)),
        timedOut,
      ]);
      if (outcome === 'timeout') {
        abort.abort(new DOMException('function timed out', 'TimeoutError'));
        log.warn({ reqId: c.get('requestId'), fn: name, ms: fnConfig.timeoutMs }, 'function timed out');
        return idleTimeout();
      }
      if (!(outcome instanceof Response)) {
        log.error(
          { reqId: c.get('requestId'), fn: name },
          'function returned something other than a Response',
        );
        return workerError();
      }
      // A fetch()ed or redirect Response has immutable headers; the app's middleware adds some.
      return new Response(outcome.body, outcome);
    } catch (e) {
      const err = e as Error;
      log.error(
        { reqId: c.get('requestId'), fn: name, err: { message: err?.message, stack: err?.stack } },
        'function threw',
      );
      return workerError();
    } finally {
      clearTimeout(timer);
      markCompleted();
    }
  };

  app.all('/functions/v1/:name', invoke);
  app.all('/functions/v1/:name/*', invoke);
  app.all('/functions/v1', () => notFound());
  app.all('/functions/v1/', () => notFound());
}
