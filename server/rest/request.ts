// One /rest/v1 request as the handlers see it, and the per-request
// transaction: role + JWT claims + request GUCs in one statement, the work,
// then COMMIT (or ROLLBACK for Prefer: tx=rollback / errors).
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import type { Caller } from '../http/caller.ts';
import { clientIp } from '../http/ip.ts';
import type { Prefer } from './ast.ts';
import { fromPgError, internalError, isPgError, RestError } from './errors.ts';
import { isSafeHeader } from './http/header-safe.ts';
import type { MediaChoice } from './http/media.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface RestRequest {
  app: AppContext;
  c: Context;
  cache: SchemaCache;
  schema: string;
  caller: Caller;
  method: string;
  /** Path below /rest/v1, e.g. `/films` or `/rpc/fn`. */
  path: string;
  params: URLSearchParams;
  prefer: Prefer;
  media: MediaChoice;
  /** Prefer values that were applied (echoed in Preference-Applied). */
  applied: string[];
}

export interface TxResult {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

class Rollback {
  readonly result: TxResult;
  constructor(result: TxResult) {
    this.result = result;
  }
}

const HIDDEN_HEADERS = new Set(['authorization', 'apikey', 'cookie']);

/**
 * The request's headers as PostgREST passes them (`request.headers`), with the client's address
 * where a gateway in front of PostgREST puts it: `x-forwarded-for` and `x-real-ip` are replaced by
 * the address this server trusts (the socket's, or the proxy's forwarded one under TRUST_PROXY), so
 * SQL that throttles per address (submit_enquiry) cannot be fooled by a header the caller made up.
 */
export function requestHeaders(c: Context): string {
  const out: Record<string, string> = {};
  c.req.raw.headers.forEach((v, k) => {
    if (!HIDDEN_HEADERS.has(k)) out[k] = v;
  });
  const address = clientIp(c);
  if (address !== 'unknown') {
    out['x-forwarded-for'] = address;
    out['x-real-ip'] = address;
  } else {
    delete out['x-forwarded-for'];
    delete out['x-real-ip'];
  }
  return JSON.stringify(out);
}

let zones: Set<string> | undefined;
/** Prefer: timezone must name a zone; otherwise it is ignored like PostgREST does. */
export function validTimezone(tz: string): boolean {
  zones ??= new Set(Intl.supportedValuesOf('timeZone').map((z) => z.toLowerCase()));
  return zones.has(tz.toLowerCase()) || tz.toUpperCase() === 'UTC';
}

/**
 * Runs `fn` in the request transaction. GET/HEAD run read-only, as PostgREST
 * does; `Prefer: tx=rollback` rolls back after building the response.
 */
export async function inTransaction(
  req: RestRequest,
  fn: (tx: Queryable) => Promise<TxResult>,
  opts: { readOnly: boolean },
): Promise<TxResult> {
  const settings: Record<string, string> = {
    'request.method': req.method,
    'request.path': `/rest/v1${req.path}`,
    'request.headers': requestHeaders(req.c),
  };
  if (opts.readOnly) settings.transaction_read_only = 'on';
  if (req.prefer.timezone && validTimezone(req.prefer.timezone)) settings.timezone = req.prefer.timezone;
  const rollback = req.prefer.tx === 'rollback';
  try {
    return await req.app.db.requestTransaction(
      {
        role: req.caller.role,
        claims: req.caller.claims as Record<string, unknown>,
        settings,
        statementTimeoutMs: req.app.config.statementTimeoutMs,
      },
      async (tx) => {
        const result = await fn(tx);
        if (rollback) throw new Rollback(result);
        return result;
      },
    );
  } catch (e) {
    if (e instanceof Rollback) return e.result;
    throw toRestError(req, e);
  }
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

export function toRestError(req: Pick<RestRequest, 'app' | 'caller'> | undefined, e: unknown): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) {
    const authenticated = req ? req.caller.role !== 'anon' : false;
    return fromPgError(e, authenticated);
  }
  const code = (e as { code?: unknown })?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) {
    req?.app.log.warn({ err: { code } }, 'rest: database connection error');
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', null, null);
  }
  req?.app.log.error({ err: { message: (e as Error)?.message } }, 'rest: unexpected error');
  return internalError();
}

/**
 * `Accept: application/vnd.pgrst.plan…` (REST_DB_PLAN_ENABLED): the EXPLAIN of the request's main statement
 * instead of its result, as PostgREST answers it (text: the plan's lines; json: EXPLAIN's JSON array).
 * With `options=analyze` the statement runs, in the request's transaction like any other.
 */
export async function explainResult(
  tx: Queryable,
  req: RestRequest,
  sql: string,
  params: unknown[],
): Promise<TxResult> {
  const plan = req.media.plan;
  if (!plan) throw internalError();
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())];
  const res = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (${options.join(', ')}) ${sql}`, params);
  let body: string;
  if (plan.format === 'json') {
    const v = res.rows[0]?.['QUERY PLAN'];
    body = typeof v === 'string' ? v : JSON.stringify(v);
  } else {
    body = res.rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  }
  return { status: 200, headers: { 'Content-Type': req.media.contentType }, body };
}

/** Response GUCs a function may set (`response.status`, `response.headers`). */
export function applyResponseGucs(
  result: TxResult,
  gucHeaders: string | null | undefined,
  gucStatus: string | null | undefined,
): TxResult {
  if (gucHeaders) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(gucHeaders);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) {
      throw new RestError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
        null,
        null,
      );
    }
    for (const h of parsed) {
      if (!h || typeof h !== 'object') continue;
      for (const [k, v] of Object.entries(h as Record<string, unknown>)) {
        if (isSafeHeader(k, v)) result.headers[k] = v;
      }
    }
  }
  if (gucStatus) {
    const n = Number(gucStatus);
    if (!Number.isInteger(n) || n < 100 || n > 599) {
      throw new RestError(500, 'PGRST112', 'response.status guc must be a valid status code', null, null);
    }
    result.status = n;
  }
  return result;
}
