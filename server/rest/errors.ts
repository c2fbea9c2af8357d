// Errors as PostgREST returns them: {code, message, details, hint} with an
// HTTP status. Every failure inside /rest/v1 becomes one of these; a raw
// driver error or stack trace never reaches a response.
import { isSafeHeader } from './http/header-safe.ts';

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  /** Usually text; PGRST201 lists the candidate relationships as an array. */
  readonly details: string | null | unknown[];
  readonly hint: string | null;
  /** Extra response headers (WWW-Authenticate for JWT errors). */
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    details?: string | null | unknown[],
    hint?: string | null,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details ?? null;
    this.hint = hint ?? null;
    this.headers = headers;
  }
  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details?: string) {
  return new RestError(400, 'PGRST100', message, details ?? null);
}

/** Something PostgREST does that this server does not: 501 naming it. */
export function notImplemented(what: string) {
  return new RestError(501, 'PGRST501', `${what} is not implemented by this server`, null, null);
}

/** The fields a PostgreSQL error carries, from node-postgres or PGlite alike. */
interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  severity?: string;
}

export function isPgError(e: unknown): e is PgErrorLike {
  if (!e || typeof e !== 'object') return false;
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof (e as Error).message === 'string';
}

/** PostgREST's SQLSTATE → HTTP status table (Error.hs pgErrorStatus). */
export function pgStatus(code: string, authenticated: boolean, message = ''): number {
  switch (code) {
    // pg-safeupdate's refusal is the client's fault; other cardinality errors are the server's.
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    // A JWT naming a role that does not exist.
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '57P01':
      return 503;
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '53400':
      return 500;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authenticated ? 403 : 401;
    case 'P0001':
      return 400;
    // A serialization failure is worth retrying: say so with 503.
    case '40001':
      return 503;
  }
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
      return 503;
    case '09':
      return 500;
    case '0L':
    case '0P':
      return 403;
    case '23':
      return 400;
    case '25':
      return 500;
    case '28':
      return 403;
    case '2D':
    case '38':
    case '39':
    case '3B':
      return 500;
    case '40':
      return 500;
    case '53':
      return 503;
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    case '42':
      return 400;
    case '22':
      return 400;
  }
  return 400;
}

/**
 * A PostgreSQL error as PostgREST reports it. `RAISE SQLSTATE 'PGRST'` with a
 * JSON message/detail sets status, headers and body itself.
 */
export function fromPgError(e: PgErrorLike, authenticated: boolean): RestError {
  if (e.code === 'PGRST') return raisePgrst(e);
  const status = pgStatus(e.code, authenticated, e.message);
  const headers: Record<string, string> | undefined =
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : undefined;
  return new RestError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers);
}

function raisePgrst(e: PgErrorLike): RestError {
  const parseFailure = (details: string, hint: string) =>
    new RestError(
      500,
      'PGRST121',
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint,
    );
  const msgHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  let body: { code?: unknown; message?: unknown; details?: unknown; hint?: unknown };
  try {
    body = JSON.parse(e.message);
    if (
      !body ||
      typeof body !== 'object' ||
      typeof body.code !== 'string' ||
      typeof body.message !== 'string'
    )
      throw new Error('shape');
  } catch {
    return parseFailure(`Invalid JSON value for MESSAGE: '${e.message}'`, msgHint);
  }
  if (e.detail === undefined || e.detail === null || e.detail === '') {
    return parseFailure('DETAIL is missing in the RAISE statement', detHint);
  }
  let meta: { status?: unknown; headers?: unknown };
  try {
    meta = JSON.parse(e.detail);
    if (!meta || typeof meta !== 'object' || typeof meta.status !== 'number') throw new Error('shape');
  } catch {
    return parseFailure(`Invalid JSON value for DETAIL: '${e.detail}'`, detHint);
  }
  const headers: Record<string, string> = {};
  if (meta.headers && typeof meta.headers === 'object') {
    for (const [k, v] of Object.entries(meta.headers as Record<string, unknown>))
      if (isSafeHeader(k, v)) headers[k] = v;
  }
  const status =
    Number.isInteger(meta.status) && (meta.status as number) >= 100 && (meta.status as number) <= 599
      ? (meta.status as number)
      : 500;
  return new RestError(
    status,
    body.code as string,
    body.message as string,
    typeof body.details === 'string' ? body.details : null,
    typeof body.hint === 'string' ? body.hint : null,
    headers,
  );
}

/** Anything that is neither a RestError nor a PostgreSQL error: generic 500, nothing leaked. */
export function internalError(): RestError {
  return new RestError(500, 'PGRST000', 'Internal server error', null, null);
}
