// One upload, in an order that keeps metadata and bytes consistent even if
// the server dies at any point:
//   1. bucket limits (as the server) and a permission probe (the row write
//      as the caller, rolled back), so refused uploads cost no bytes;
//   2. bytes streamed to a NEW blob named by a fresh version id (temp file +
//      fsync + rename, or an S3 multipart upload) – invisible until step 3;
//   3. the row written as the caller, pointing at the new version;
//   4. the replaced version's blob deleted.
// A crash after 2 or 3 leaves only an unreferenced blob; a row never points
// at missing or partial bytes.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../db/types.ts';
import type { Caller } from '../http/caller.ts';
import { ERR, StorageError } from './errors.ts';
import { type IncomingFile, Meter, readIncoming } from './incoming.ts';
import { essence, mimeAllowed } from './limits.ts';
import { asCaller, bucketForServer, type ObjectMetadata, ownerOf, probe, type Storage } from './service.ts';

export interface UploadRequest {
  caller: Caller;
  bucketId: string;
  key: string;
  upsert: boolean;
  /** Owner recorded on the row when it differs from the caller (signed upload URLs). */
  owner?: { owner: string | null; ownerId: string | null };
}

async function writeRow(
  tx: Queryable,
  r: UploadRequest,
  version: string,
  metadata: ObjectMetadata | null,
  userMetadata: Record<string, unknown> | null,
) {
  const { owner, ownerId } = r.owner ?? ownerOf(r.caller);
  const params = [
    r.bucketId,
    r.key,
    owner,
    ownerId,
    version,
    JSON.stringify(metadata),
    JSON.stringify(userMetadata),
  ];
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`;
  if (!r.upsert) {
    const ins = await tx.query<{ id: string }>(`${insert} returning id`, params);
    return { id: ins.rows[0].id, previous: null as string | null };
  }
  const prev = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2 for update',
    [r.bucketId, r.key],
  );
  const res = await tx.query<{ id: string }>(
    `${insert} on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       last_accessed_at = now()
     returning id`,
    params,
  );
  return { id: res.rows[0].id, previous: prev.rows[0]?.version ?? null };
}

/** Content the bucket's allowed types must accept: the declared type, and the type its bytes show. */
async function checkSniffedType(head: Buffer, declared: string, allowed: string[] | null) {
  if (!allowed) return;
  const { fileTypeFromBuffer, supportedMimeTypes } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (!mimeAllowed(detected.mime, allowed)) throw ERR.mime(detected.mime);
  } else if ((supportedMimeTypes as ReadonlySet<string>).has(essence(declared))) {
    // Declared as a format with a signature, but the bytes don't carry it.
    throw ERR.mime(essence(declared));
  }
}

export async function handleUpload(s: Storage, c: Context, r: UploadRequest) {
  const bucket = await bucketForServer(s, r.bucketId);
  const global = s.app.config.storage.fileSizeLimit;
  const limit = Math.min(bucket.file_size_limit ?? global, global);
  const isMultipart = /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
  const declaredLength = Number(c.req.header('content-length') ?? Number.NaN);
  if (!isMultipart && declaredLength > limit) throw ERR.tooLarge();
  if (isMultipart && declaredLength > limit + 64 * 1024) throw ERR.tooLarge();

  await probe(s, r.caller, 'storage.object.upload', async (tx) => {
    await writeRow(tx, r, randomUUID(), null, null);
  });

  const incoming: IncomingFile = await readIncoming(c);
  if (!mimeAllowed(incoming.contentType, bucket.allowed_mime_types)) {
    incoming.stream.resume();
    throw ERR.mime(essence(incoming.contentType));
  }

  const version = randomUUID();
  const meter = new Meter(limit);
  incoming.stream.on('error', (e) => meter.destroy(e));
  try {
    await s.blobs.put(version, incoming.stream.pipe(meter), incoming.contentType);
  } catch (e) {
    incoming.stream.resume();
    await s.blobs.delete([version]).catch(() => {});
    if (e instanceof StorageError) throw e;
    if (meter.bytes > limit) throw ERR.tooLarge();
    throw e;
  }

  try {
    await checkSniffedType(meter.head, incoming.contentType, bucket.allowed_mime_types);
    const metadata: ObjectMetadata = {
      eTag: meter.etag,
      size: meter.bytes,
      mimetype: incoming.contentType,
      cacheControl: incoming.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: meter.bytes,
      httpStatusCode: 200,
    };
    const row = await asCaller(s, r.caller, 'storage.object.upload', (tx) =>
      writeRow(tx, r, version, metadata, incoming.userMetadata),
    );
    if (row.previous && row.previous !== version) {
      await s.blobs
        .delete([row.previous])
        .catch((e) => s.app.log.warn({ err: e }, 'storage: old version cleanup failed'));
    }
    return { id: row.id, key: `${r.bucketId}/${r.key}` };
  } catch (e) {
    await s.blobs.delete([version]).catch(() => {});
    throw e;
  }
}
