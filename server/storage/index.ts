// /storage/v1: a Supabase-Storage-compatible file API (see README.md beside
// this file for exactly what is implemented). Every route is dispatched here
// from the raw path, so object keys are decoded and validated in one place.
import path from 'node:path';
import type { Context } from 'hono';
import type { AppContext, AppHono } from '../context.ts';
import { createFileStore } from './blob/file-store.ts';
import type { BlobStore } from './blob/types.ts';
import { ERR, errorResponse, StorageError } from './errors.ts';
import { assertBucketName, assertKey, decodeSegments } from './names.ts';
import * as buckets from './routes/buckets.ts';
import * as objects from './routes/objects.ts';
import { renderAuthenticated, renderImage, transformFromQuery } from './routes/render.ts';
import { mapError, type Storage } from './service.ts';
import { sweepOrphans } from './sweep.ts';

const PREFIX = '/storage/v1/';

export async function createBlobStore(ctx: AppContext): Promise<BlobStore> {
  const cfg = ctx.config.storage;
  // Loaded only when used: the AWS SDK alone adds a quarter second to every start.
  if (cfg.backend === 's3') return (await import('./blob/s3-store.ts')).createS3Store(cfg.s3);
  return createFileStore(path.join(ctx.config.dataDir, 'storage'));
}

export async function mountStorage(app: AppHono, ctx: AppContext, blobs?: BlobStore) {
  const s: Storage = { app: ctx, blobs: blobs ?? (await createBlobStore(ctx)) };
  // In the background: startup must not wait on a walk over every blob.
  sweepOrphans(s)
    .then((n) => n > 0 && ctx.log.info({ removed: n }, 'storage: removed unreferenced blobs'))
    .catch((e) => ctx.log.warn({ err: { message: (e as Error).message } }, 'storage: orphan sweep failed'));
  app.all('/storage/v1/*', async (c) => {
    try {
      return await route(s, c);
    } catch (e) {
      const err = mapError(e);
      if (err instanceof StorageError) return errorResponse(c, err);
      ctx.log.error(
        {
          reqId: c.get('requestId'),
          err: { message: (e as Error)?.message, code: (e as { code?: string })?.code },
        },
        'storage: unhandled error',
      );
      return errorResponse(c, ERR.internal());
    }
  });
}

/** bucket + key from the segments after a route's fixed part. */
function target(segs: string[]) {
  if (segs.length < 2) throw ERR.invalidKey(segs.join('/'));
  const [bucket, ...rest] = decodeSegments(segs);
  return { bucket: assertBucketName(bucket), key: assertKey(rest.join('/')) };
}

function bucketOnly(segs: string[]) {
  if (segs.length !== 1) throw ERR.invalidBucketName();
  return assertBucketName(decodeSegments(segs)[0]);
}

async function route(s: Storage, c: Context): Promise<Response> {
  const pathname = new URL(c.req.url).pathname;
  if (!pathname.startsWith(PREFIX)) throw ERR.notImplemented(pathname);
  const segs = pathname.slice(PREFIX.length).split('/');
  const m = c.req.method;
  const [head, ...rest] = segs;
  const what = `${m} /storage/v1/${head ?? ''}`;

  if (head === 'bucket') {
    if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
      if (m === 'GET') return buckets.listBuckets(s, c);
      if (m === 'POST') return buckets.createBucket(s, c);
    } else if (rest.length === 1) {
      const id = bucketOnly(rest);
      if (m === 'GET') return buckets.getBucket(s, c, id);
      if (m === 'PUT') return buckets.updateBucket(s, c, id);
      if (m === 'DELETE') return buckets.deleteBucket(s, c, id);
    } else if (rest.length === 2 && rest[1] === 'empty' && m === 'POST') {
      return buckets.emptyBucket(s, c, bucketOnly(rest.slice(0, 1)));
    }
    throw ERR.notImplemented(`${m} /storage/v1/bucket/${rest.length > 1 ? `…/${rest.at(-1)}` : '…'}`);
  }

  if (head === 'object') {
    const [sub, ...more] = rest;
    const get = m === 'GET' || m === 'HEAD';
    if (sub === 'list-v2') throw ERR.notImplemented('POST /storage/v1/object/list-v2 (listV2)');
    if (sub === 'list' && m === 'POST') return objects.listObjects(s, c, bucketOnly(more));
    if (sub === 'move' && m === 'POST' && more.length === 0) return objects.moveObject(s, c);
    if (sub === 'copy' && m === 'POST' && more.length === 0) return objects.copyObject(s, c);
    if (sub === 'sign') {
      if (m === 'POST' && more.length === 1) return objects.signObjects(s, c, bucketOnly(more));
      const t = target(more);
      if (m === 'POST') return objects.signObject(s, c, t.bucket, t.key);
      if (get) return objects.signedObject(s, c, t.bucket, t.key);
    }
    if (sub === 'upload' && more[0] === 'sign') {
      const t = target(more.slice(1));
      if (m === 'POST') return objects.createSignedUpload(s, c, t.bucket, t.key);
      if (m === 'PUT') return objects.uploadToSignedUrl(s, c, t.bucket, t.key);
    }
    if (sub === 'info') {
      if (more[0] === 'public') {
        const t = target(more.slice(1));
        if (get) return objects.objectInfo(s, c, t.bucket, t.key, true);
      } else {
        const t = target(more[0] === 'authenticated' ? more.slice(1) : more);
        if (get) return objects.objectInfo(s, c, t.bucket, t.key, false);
      }
    }
    if (sub === 'public' && get) {
      const t = target(more);
      return objects.publicObject(s, c, t.bucket, t.key);
    }
    if (sub === 'authenticated' && get) {
      const t = target(more);
      return objects.downloadObject(s, c, t.bucket, t.key);
    }
    if (
      sub !== undefined &&
      !['list', 'move', 'copy', 'sign', 'upload', 'info', 'public', 'authenticated'].includes(sub)
    ) {
      if (more.length === 0 && m === 'DELETE') return objects.deleteObjects(s, c, bucketOnly([sub]));
      const t = target(rest);
      if (get) return objects.downloadObject(s, c, t.bucket, t.key);
      if (m === 'POST' || m === 'PUT') return objects.uploadObject(s, c, t.bucket, t.key, m);
      if (m === 'DELETE') return objects.deleteObject(s, c, t.bucket, t.key);
    }
    throw ERR.notImplemented(`${m} /storage/v1/object/${sub ?? ''}`);
  }

  if (head === 'render' && rest[0] === 'image' && (m === 'GET' || m === 'HEAD')) {
    const [, kind, ...more] = rest;
    const t = target(more);
    if (kind === 'public') {
      const tr = transformFromQuery(c);
      const row = await objects.publicRow(s, t.bucket, t.key);
      return renderImage(s, c, row, tr);
    }
    if (kind === 'authenticated') return renderAuthenticated(s, c, t.bucket, t.key);
    if (kind === 'sign') return objects.signedRender(s, c, t.bucket, t.key);
  }

  throw ERR.notImplemented(what);
}
