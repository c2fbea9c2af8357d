// GoTrue's error responses. auth-js reads `code` as the error code only when
// the response carries `x-supabase-api-version` >= 2024-01-01; otherwise it
// falls back to `error_code`. Older GoTrue sends `{code: <status>, error_code,
// msg}`, newer `{code: <error code>, message}`; we send both spellings.
import type { Context } from 'hono';

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = Date.parse('2024-01-01T00:00:00Z');

export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra top-level body keys (weak_password). */
  readonly extra: Record<string, unknown> | undefined;
  /** Response headers the error carries (Retry-After). */
  headers: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
/** 429 with Retry-After: whole seconds until the caller may try again (at least 1). */
export const tooManyRequests = (retryAfterSeconds: number) => {
  const e = new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  e.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return e;
};
export const validationFailed = (message: string) => badRequest('validation_failed', message);

export class WeakPasswordError extends AuthError {
  readonly reasons: string[];
  constructor(message: string, reasons: string[]) {
    super(422, 'weak_password', message, { weak_password: { reasons } });
    this.reasons = reasons;
  }
}

/** True when the client asked for the 2024-01-01 API (auth-js always does). */
export function wantsApi2024(c: Context): boolean {
  const raw = c.req.header(API_VERSION_HEADER);
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const t = Date.parse(`${raw}T00:00:00Z`);
  return Number.isFinite(t) && t >= API_VERSION_2024;
}

export function errorBody(err: AuthError, api2024: boolean) {
  return {
    code: api2024 ? err.code : err.status,
    error_code: err.code,
    msg: err.message,
    message: err.message,
    ...err.extra,
  };
}

export function sendError(c: Context, err: AuthError) {
  if (wantsApi2024(c)) c.header(API_VERSION_HEADER, '2024-01-01');
  for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
  return c.json(errorBody(err, wantsApi2024(c)), err.status as 400);
}
