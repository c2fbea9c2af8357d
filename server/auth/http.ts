// Request helpers shared by the auth routes.
import net from 'node:net';
import type { Context } from 'hono';
import { clientIp } from '../http/ip.ts';
import { badRequest } from './errors.ts';

export type Body = Record<string, unknown>;

/** The JSON body as an object; `{}` when empty. GoTrue answers bad JSON with 400 bad_json. */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest('bad_json', 'Request body must be a JSON object');
  // PostgreSQL text and jsonb cannot hold NUL; refuse it up front instead of failing in SQL.
  if (hasNulOrTooDeep(parsed))
    throw badRequest(
      'validation_failed',
      'Request body must not contain NUL characters or nest deeper than 64 levels',
    );
  return parsed as Body;
}

function hasNulOrTooDeep(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\0');
  if (typeof v !== 'object' || v === null) return false;
  if (depth > 64) return true;
  if (Array.isArray(v)) return v.some((x) => hasNulOrTooDeep(x, depth + 1));
  return Object.entries(v).some(([k, x]) => k.includes('\0') || hasNulOrTooDeep(x, depth + 1));
}

export interface RequestMeta {
  /** Client address as text (for rate limits and audit rows). */
  ip: string;
  /** Address for the inet column, or null when it is not one. */
  inet: string | null;
  userAgent: string | null;
}

export function requestMeta(c: Context): RequestMeta {
  const ip = clientIp(c);
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return {
    ip,
    inet: net.isIP(bare) ? bare : null,
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  };
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
