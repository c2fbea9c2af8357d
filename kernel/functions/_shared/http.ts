// JSON answers with CORS headers, and reading a JSON body without throwing.
import { corsHeaders } from './cors.ts';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

export function errorJson(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status);
}

/** The request's JSON object body; `{}` when there is no body; null when it is not a JSON object. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | null> {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearer(req: Request): string | null {
  const m = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '');
  return m ? m[1] : null;
}

/**
 * The HTTP status for an error a client-link RPC raised (ADR 035): PostgREST's PTxxx codes carry
 * it (PT404 unknown link, PT410 revoked or expired, PT409 already answered); the old P0002 is 404.
 */
export function linkStatus(code: string | undefined): number {
  if (code && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === 'P0002') return 404;
  if (code === '22023' || code === '22P02') return 400;
  return 500;
}

/** 429 with Retry-After (seconds). */
export function tooMany(seconds: number): Response {
  return new Response(
    JSON.stringify({ error: 'Too many requests for this document: try again in a moment' }),
    {
      status: 429,
      headers: { ...corsHeaders, 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
    },
  );
}
