// Reads an upload without buffering it: a raw body, or the first file of a
// multipart/form-data body (storage-js sends `cacheControl` and `metadata`
// fields before the file). The Meter counts, hashes and keeps the first
// bytes for type sniffing, and fails the stream at limit + 1 byte.
import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'hono';
import { ERR } from './errors.ts';

export interface IncomingFile {
  stream: Readable;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const SNIFF_BYTES = 4100;

export class Meter extends Transform {
  // Not called "size": @aws-sdk/lib-storage reads Body.size as the total length.
  bytes = 0;
  readonly limit: number;
  private readonly md5 = createHash('md5');
  private headChunks: Buffer[] = [];
  private headLen = 0;
  constructor(limit: number) {
    super();
    this.limit = limit;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return cb(ERR.tooLarge());
    this.md5.update(chunk);
    if (this.headLen < SNIFF_BYTES) {
      this.headChunks.push(chunk.subarray(0, SNIFF_BYTES - this.headLen));
      this.headLen += Math.min(chunk.length, SNIFF_BYTES - this.headLen);
    }
    cb(null, chunk);
  }
  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
  get etag(): string {
    return `"${this.md5.copy().digest('hex')}"`;
  }
}

const CACHE_CONTROL_RE = /^[\w\-=, ]{1,200}$/;
function cacheControlFrom(value: string | undefined, fromFormField: boolean): string {
  if (!value) return 'no-cache';
  if (fromFormField) {
    if (!/^\d{1,10}$/.test(value)) throw ERR.param('cacheControl');
    return `max-age=${value}`;
  }
  if (!CACHE_CONTROL_RE.test(value)) throw ERR.param('cache-control');
  return value;
}

function metadataFrom(json: string | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {}
  throw ERR.param('metadata');
}

function nodeBody(c: Context): Readable {
  const body = c.req.raw.body;
  if (!body) throw ERR.noContent();
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream);
}

const CONTENT_TYPE_RE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w-]+=("[^"\r\n]*"|[\w.+-]+))*$/;
function checkContentType(ct: string) {
  if (ct.length > 200 || !CONTENT_TYPE_RE.test(ct)) throw ERR.mime(ct);
  return ct;
}

export async function readIncoming(c: Context): Promise<IncomingFile> {
  const ct = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(ct)) return readMultipart(c, ct);
  const meta = c.req.header('x-metadata');
  let userMetadata: Record<string, unknown> | null = null;
  if (meta) {
    if (meta.length > 16_384) throw ERR.param('x-metadata');
    userMetadata = metadataFrom(Buffer.from(meta, 'base64').toString('utf8'));
  }
  return {
    stream: nodeBody(c),
    contentType: checkContentType(ct || 'application/octet-stream'),
    cacheControl: cacheControlFrom(c.req.header('cache-control'), false),
    userMetadata,
  };
}

function readMultipart(c: Context, ct: string): Promise<IncomingFile> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: { 'content-type': ct },
        limits: { files: 1, fields: 10, fieldSize: 16_384, parts: 12, headerPairs: 50 },
      });
    } catch {
      reject(ERR.invalid('Invalid multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      reject(e);
    };
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (_name, file, info) => {
      if (settled) {
        file.resume();
        return;
      }
      settled = true;
      try {
        resolve({
          stream: file,
          contentType: checkContentType(info.mimeType || 'application/octet-stream'),
          cacheControl: cacheControlFrom(fields.cacheControl, true),
          userMetadata: metadataFrom(fields.metadata),
        });
      } catch (e) {
        file.resume();
        reject(e);
      }
    });
    bb.on('error', () => fail(ERR.invalid('Invalid multipart body')));
    bb.on('close', () => fail(ERR.noContent()));
    const src = nodeBody(c);
    src.on('error', (e) => {
      fail(e);
      bb.destroy(e);
    });
    src.pipe(bb);
  });
}
