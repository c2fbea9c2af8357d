// Blobs in an S3-compatible bucket (AWS S3, MinIO, R2) under `objects/<version>`.
// Multipart streaming uploads through @aws-sdk/lib-storage: S3 shows an
// object only once its upload completes, so a cut upload leaves nothing.

import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../../config.ts';
import { assertBlobKey, BlobNotFound, type BlobStore } from './types.ts';

export function createS3Store(cfg: StorageConfig['s3']): BlobStore {
  if (!cfg.bucket) throw new Error('STORAGE_BACKEND=s3 needs S3_BUCKET');
  const client = new S3Client({
    endpoint: cfg.endpoint,
    region: cfg.region,
    forcePathStyle: cfg.forcePathStyle,
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
  });
  const Bucket = cfg.bucket;
  const keyOf = (key: string) => {
    assertBlobKey(key);
    return `objects/${key}`;
  };
  const missing = (e: unknown) =>
    e instanceof NoSuchKey || (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404);

  return {
    kind: 's3',
    async put(key, body: Readable, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      // A failing source (size limit, client gone) must abort the multipart upload.
      body.once('error', () => {
        upload.abort().catch(() => {});
      });
      await upload.done();
    },
    async get(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return out.Body as Readable;
      } catch (e) {
        if (missing(e)) throw new BlobNotFound(key);
        throw e;
      }
    },
    async copy(fromKey, toKey) {
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: keyOf(toKey), CopySource: `${Bucket}/${keyOf(fromKey)}` }),
        );
      } catch (e) {
        if (missing(e)) throw new BlobNotFound(fromKey);
        throw e;
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: chunk.map((k) => ({ Key: keyOf(k) })), Quiet: true },
          }),
        );
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: 'objects/', ContinuationToken }),
        );
        yield (page.Contents ?? [])
          .map((o) => ({
            key: (o.Key ?? '').slice('objects/'.length),
            modifiedMs: o.LastModified?.getTime() ?? 0,
          }))
          .filter((b) => /^[0-9a-f-]{36}$/.test(b.key));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
