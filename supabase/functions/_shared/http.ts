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
