// The headers every response carries (request id, security headers, the CSP,
// CORS on the API), built once as plain objects. A handler on a hot path can
// put them into its response itself (`completeHeaders`) and mark it
// (`markComplete`); app.ts then leaves that response untouched. Touching a
// response's headers after the fact turns @hono/node-server's lightweight
// response into a full undici Response and re-validates every header, which
// cost more than the whole database part of a REST read (docs/benchmarks.md).
import type { Context } from 'hono';

/** What hono's secureHeaders() set with our options (app.ts), as one object. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Paths that answer CORS through the shared policy (functions answer it themselves, as on Supabase). */
export const CORS_PATH = /^\/(auth|rest|storage|realtime)\/v1(\/|$)/;

export const CORS_ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const CORS_ALLOW_HEADERS = [
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
];
export const CORS_EXPOSE_HEADERS = [
  'content-range',
  'content-location',
  'location',
  'preference-applied',
  'x-request-id',
  'etag',
  'content-disposition',
];
const EXPOSE = CORS_EXPOSE_HEADERS.join(',');

let trusted = new Set<string>();
/**
 * Set once by app.ts: the origins that may call the API with credentials
 * (cookies, HTTP auth): this server's own, SITE_URL's, the redirect allow
 * list's and CORS_ALLOWED_ORIGINS. Any other origin still gets `*` without
 * credentials, as on Supabase: supabase-js sends its keys in headers, so the
 * public API keeps working from anywhere, but no page on another origin (nor
 * a sandboxed `null` one) can ride on a browser's credentials.
 */
export function setTrustedOrigins(origins: Iterable<string>) {
  trusted = new Set(origins);
}

/** Whether `origin` may send credentials. */
export function isTrustedOrigin(origin: string | undefined): origin is string {
  return !!origin && trusted.has(origin);
}

/** The CORS headers of a non-preflight API response (the same rule as app.ts' preflight). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!isTrustedOrigin(origin))
    return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSE, vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSE,
    vary: 'Origin',
  };
}

let csp = '';
/** Set once by app.ts: the CSP a response gets when its handler set none. */
export function setDefaultCsp(value: string) {
  csp = value;
}

/** A valid incoming X-Request-Id is kept (as hono's requestId() did), otherwise a new one. */
export function requestIdFor(incoming: string | undefined): string {
  if (incoming && incoming.length <= 255 && !/[^\w\-=]/.test(incoming)) return incoming;
  return crypto.randomUUID();
}

/**
 * Everything app.ts would add to a response of this request, merged over the
 * handler's own headers (lower-case names). For handlers that build the
 * response themselves and then `markComplete` it.
 */
export function completeHeaders(c: Context, own: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...own };
  if (CORS_PATH.test(c.req.path)) {
    const cors = corsHeaders(c.req.header('origin'));
    // hono's cors() appended to a Vary the handler had set.
    if (out.vary) cors.vary = `${out.vary}, Origin`;
    Object.assign(out, cors);
  }
  out['content-security-policy'] ??= csp;
  const framing = out['x-frame-options'];
  Object.assign(out, SECURITY_HEADERS);
  // A response that lets its own origin frame it (storage previews of PDFs and images) keeps that.
  if (framing === 'SAMEORIGIN') out['x-frame-options'] = framing;
  out['x-request-id'] = c.get('requestId');
  return out;
}

const complete = new WeakSet<Response>();
export function markComplete(res: Response): Response {
  complete.add(res);
  return res;
}
export function isComplete(res: Response): boolean {
  return complete.has(res);
}

/** The slow path for every other response: the same headers, set on the finished response. */
export function finishHeaders(c: Context): void {
  const h = c.res.headers;
  if (CORS_PATH.test(c.req.path) && c.req.method !== 'OPTIONS') {
    for (const [k, v] of Object.entries(corsHeaders(c.req.header('origin')))) {
      if (k === 'vary') h.append(k, v);
      else h.set(k, v);
    }
  }
  if (!h.has('content-security-policy')) h.set('content-security-policy', csp);
  const framing = h.get('x-frame-options');
  for (const k in SECURITY_HEADERS) h.set(k, SECURITY_HEADERS[k]);
  // A response that lets its own origin frame it (storage previews of PDFs and images) keeps that.
  if (framing === 'SAMEORIGIN') h.set('x-frame-options', framing);
  h.delete('x-powered-by');
  h.set('x-request-id', c.get('requestId'));
}
