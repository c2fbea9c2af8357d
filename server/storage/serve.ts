// Sends an object's bytes with Supabase's headers, plus what keeps stored
// files from acting on our origin: `nosniff` (set app-wide), and for types a
// browser would run (HTML, SVG, XML, …) an attachment disposition and a
// sandboxing CSP.
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { BlobNotFound } from './blob/types.ts';
import { ERR } from './errors.ts';
import { isActiveContent } from './limits.ts';
import type { ObjectRow, Storage } from './service.ts';

export const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * PDFs and images shown inline may be framed by a page of this origin (the app's document previews,
 * ADR 022) and by nothing else; everything else keeps the app-wide `DENY` / `frame-ancestors 'none'`.
 * `object-src 'self'` lets the browser's PDF viewer show the file.
 */
export const FRAMEABLE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
const FRAMEABLE = /^(application\/pdf|image\/(?!svg)[\w.+-]+)$/;

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

function dispositionName(name: string) {
  const base = name.split('/').pop() ?? 'download';
  const ascii = base.replace(/[^\w.\- ]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

export function objectHeaders(c: Context, row: ObjectRow): Headers {
  const meta = row.metadata;
  const h = new Headers();
  const type = meta?.mimetype ?? 'application/octet-stream';
  h.set('content-type', type);
  h.set('cache-control', meta?.cacheControl ?? 'no-cache');
  if (meta?.eTag) h.set('etag', meta.eTag);
  if (meta?.lastModified) h.set('last-modified', new Date(meta.lastModified).toUTCString());
  h.set('accept-ranges', 'bytes');
  const download = c.req.query('download');
  const active = isActiveContent(type);
  if (download !== undefined || active) {
    const name = download ? download : row.name;
    h.set('content-disposition', `attachment; ${dispositionName(name)}`);
  }
  if (active) h.set('content-security-policy', SANDBOX_CSP);
  else if (download === undefined && FRAMEABLE.test(type.split(';')[0]?.trim().toLowerCase() ?? '')) {
    h.set('content-security-policy', FRAMEABLE_CSP);
    h.set('x-frame-options', 'SAMEORIGIN');
  }
  return h;
}

export async function sendObject(s: Storage, c: Context, row: ObjectRow): Promise<Response> {
  const h = objectHeaders(c, row);
  const size = row.metadata?.size ?? 0;
  const etag = row.metadata?.eTag;
  const inm = c.req.header('if-none-match');
  // Weak comparison: the compression middleware turns our ETag into W/"…" on text responses.
  if (etag && inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*')) {
    return new Response(null, { status: 304, headers: h });
  }
  const range = parseRange(c.req.header('range'), size);
  if (range === 'invalid') {
    h.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers: h });
  }
  const status = range ? 206 : 200;
  h.set('content-length', String(range ? range.end - range.start + 1 : size));
  if (range) h.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  if (c.req.method === 'HEAD') return new Response(null, { status, headers: h });
  if (size === 0) return new Response(new Uint8Array(0), { status, headers: h });
  let stream: Readable;
  try {
    stream = await s.blobs.get(row.version as string, range ?? undefined);
  } catch (e) {
    if (e instanceof BlobNotFound) throw ERR.noSuchKey();
    throw e;
  }
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers: h });
}
