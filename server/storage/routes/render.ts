// /render/image/{public,authenticated,sign}/…: resizing with sharp. Bounded:
// output at most 2500×2500, input decoding capped in pixels, only raster
// image types in.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { OutputInfo } from 'sharp';
import { BlobNotFound } from '../blob/types.ts';
import { ERR } from '../errors.ts';
import { essence } from '../limits.ts';
import { type Rendered, renderCache } from '../render-cache.ts';
import { asCaller, callerOf, findObject, type ObjectRow, type Storage } from '../service.ts';

export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format: 'origin' | 'webp';
}

const MAX_DIM = 2500;
const RASTER = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

function dim(v: unknown, name: string): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_DIM)
    throw ERR.param(name, `${name} must be an integer between 1 and ${MAX_DIM}`);
  return n;
}

export function parseTransform(raw: Record<string, unknown>): Transform {
  const resize = raw.resize ?? 'cover';
  if (resize !== 'cover' && resize !== 'contain' && resize !== 'fill') throw ERR.param('resize');
  const format = raw.format ?? 'origin';
  if (format !== 'origin' && format !== 'webp') throw ERR.param('format');
  let quality = 80;
  if (raw.quality !== undefined && raw.quality !== '') {
    const q = typeof raw.quality === 'string' ? Number(raw.quality) : raw.quality;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < 20 || q > 100)
      throw ERR.param('quality', 'quality must be an integer between 20 and 100');
    quality = q;
  }
  return { width: dim(raw.width, 'width'), height: dim(raw.height, 'height'), resize, quality, format };
}

export function transformFromQuery(c: Context): Transform {
  return parseTransform(c.req.query());
}

/** For signed URLs: the transform travels in the token as "width:100,height:50,…". */
export function transformToClaims(raw: object): string {
  const t = parseTransform(raw as Record<string, unknown>);
  return Object.entries(t)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}:${v}`)
    .join(',');
}

export function transformFromClaims(s: string): Transform {
  const raw: Record<string, string> = {};
  for (const part of s.split(',')) {
    const [k, v] = part.split(':');
    if (k && v !== undefined) raw[k] = v;
  }
  return parseTransform(raw);
}

async function readAll(s: Storage, version: string, max: number): Promise<Buffer> {
  const stream = await s.blobs.get(version).catch((e) => {
    throw e instanceof BlobNotFound ? ERR.noSuchKey() : e;
  });
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > max) {
      stream.destroy();
      throw ERR.tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Renditions per storage service (render-cache.ts): 64 MB of resized images. */
const caches = new WeakMap<Storage, ReturnType<typeof renderCache>>();
const RENDER_CACHE_BYTES = 64 * 1024 * 1024;

export async function renderImage(s: Storage, c: Context, row: ObjectRow, t: Transform): Promise<Response> {
  if (!s.app.config.storage.imageTransformation) throw ERR.notImplemented('Image transformation (disabled)');
  const type = essence(row.metadata?.mimetype ?? '');
  if (!RASTER.has(type))
    throw ERR.invalid(`Image transformation is not supported for ${type || 'this object'}`);
  // A version is one upload's bytes for good: the rendition of (version, transform) never changes.
  const key = `${row.version}|${t.width ?? ''}|${t.height ?? ''}|${t.resize}|${t.quality}|${t.format}`;
  const etag = `"r-${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;
  const h = new Headers();
  h.set('etag', etag);
  h.set('cache-control', row.metadata?.cacheControl ?? 'no-cache');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch?.split(',').some((v) => v.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers: h });
  let cache = caches.get(s);
  if (!cache) {
    cache = renderCache(RENDER_CACHE_BYTES);
    caches.set(s, cache);
  }
  const out = await cache.get(key, () => resize(s, row, t, type));
  h.set('content-type', out.contentType);
  h.set('content-length', String(out.data.byteLength));
  if (c.req.method === 'HEAD') return new Response(null, { headers: h });
  return new Response(out.data, { headers: h });
}

async function resize(s: Storage, row: ObjectRow, t: Transform, type: string): Promise<Rendered> {
  const input = await readAll(s, row.version as string, s.app.config.storage.fileSizeLimit);
  // sharp (libvips) is loaded on the first transformation, not at every start.
  const sharp = (await import('sharp')).default;
  let out: { data: Buffer; info: OutputInfo };
  try {
    let img = sharp(input, { limitInputPixels: 50_000_000, animated: false }).rotate();
    if (t.width || t.height)
      img = img.resize({ width: t.width, height: t.height, fit: t.resize, withoutEnlargement: false });
    if (t.format === 'webp') img = img.webp({ quality: t.quality });
    else if (type === 'image/jpeg') img = img.jpeg({ quality: t.quality });
    else if (type === 'image/webp') img = img.webp({ quality: t.quality });
    else if (type === 'image/avif') img = img.avif({ quality: t.quality });
    out = await img.toBuffer({ resolveWithObject: true });
  } catch {
    throw ERR.invalid('The image could not be processed');
  }
  return {
    data: new Uint8Array(out.data),
    contentType: `image/${out.info.format === 'heif' ? 'avif' : out.info.format}`,
  };
}

export async function renderAuthenticated(s: Storage, c: Context, bucketId: string, key: string) {
  const t = transformFromQuery(c);
  const caller = await callerOf(s, c);
  const row = await asCaller(s, caller, 'storage.object.render', (tx) => findObject(tx, bucketId, key));
  return renderImage(s, c, row, t);
}
