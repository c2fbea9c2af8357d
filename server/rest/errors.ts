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
export function pgStatus(code: string, authenticated: boolean): number {
  switch (code) {
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
  const status = pgStatus(e.code, authenticated);
  const headers: Record<string, string> | undefined =
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : undefined;
  return new RestError(status, e.code, e.message, e.detail ?? null, e.hint ?? null, headers);
}

function raisePgrst(e: PgErrorLike): RestError {
  try {
    const body = JSON.parse(e.message) as {
      code?: string;
      message?: string;
      details?: string;
      hint?: string;
    };
    const meta = JSON.parse(e.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    const status = typeof meta.status === 'number' ? meta.status : 400;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(meta.headers ?? {})) if (isSafeHeader(k, v)) headers[k] = v;
    return new RestError(
      status,
      body.code ?? '',
      body.message ?? '',
      body.details ?? null,
      body.hint ?? null,
      headers,
    );
  } catch {
    return new RestError(
      500,
      'PGRST121',
      "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
      'Invalid JSON value for MESSAGE or DETAIL',
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'. DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    );
  }
}

/** Anything that is neither a RestError nor a PostgreSQL error: generic 500, nothing leaked. */
export function internalError(): RestError {
  return new RestError(500, 'PGRST000', 'Internal server error', null, null);
}
