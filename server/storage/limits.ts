// Bucket limits: file_size_limit as a number of bytes or "5MB"-style text,
// and allowed_mime_types with wildcards ("image/*").
import { ERR } from './errors.ts';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** Supabase's format: 20GB / 20MB / 30KB / 3B (case-insensitive, optional space). null clears the limit. */
export function parseFileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw ERR.invalid('Invalid file size limit');
    return value === 0 ? null : value;
  }
  if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (m) {
      const n = Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]);
      if (Number.isSafeInteger(n)) return n === 0 ? null : n;
    }
  }
  throw ERR.invalid('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
}

const MIME_RE = /^[a-z0-9!#$&^_.+-]+\/(?:\*|[a-z0-9!#$&^_.+-]+)$/i;

export function parseAllowedMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!Array.isArray(value) || value.length > 100) throw ERR.invalid('allowed_mime_types must be an array');
  for (const t of value) {
    if (typeof t !== 'string' || !MIME_RE.test(t)) throw ERR.mime(String(t));
  }
  return value.length === 0 ? null : value.map((t: string) => t.toLowerCase());
}

/** "image/png; charset=x" → "image/png" */
export function essence(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

export function mimeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = essence(contentType);
  return allowed.some((pattern) => {
    if (pattern === '*/*' || pattern === '*') return true;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Types a browser would run as a document on our origin: served as attachments in a sandbox. */
const INLINE_SAFE =
  /^(image\/(?!svg)[\w.+-]+|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf|text\/plain|text\/csv|application\/json|application\/octet-stream)$/;
export function isActiveContent(contentType: string): boolean {
  return !INLINE_SAFE.test(essence(contentType));
}
