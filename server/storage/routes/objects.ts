// /object/…: upload, download, info, list, move, copy, remove and signed URLs.
// Metadata SQL runs as the caller; public and signed reads run as the server
// once the bucket is public or the token is verified (as on Supabase).
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Caller } from '../../http/caller.ts';
import { BlobNotFound } from '../blob/types.ts';
import { ERR } from '../errors.ts';
import { assertBucketName, assertKey } from '../names.ts';
import { sendObject } from '../serve.ts';
import {
  asCaller,
  asServer,
  bucketForServer,
  callerOf,
  findObject,
  jsonBody,
  OBJECT_COLUMNS,
  type ObjectRow,
  ownerOf,
  probe,
  SERVICE,
  type Storage,
} from '../service.ts';
import { expiresInFrom, signUrl, verifyUrl } from '../signing.ts';
import { handleUpload } from '../upload.ts';
import { renderImage, transformFromClaims, transformFromQuery, transformToClaims } from './render.ts';

const upsertHeader = (c: Context) => (c.req.header('x-upsert') ?? '').toLowerCase() === 'true';

export async function uploadObject(
  s: Storage,
  c: Context,
  bucketId: string,
  key: string,
  method: 'POST' | 'PUT',
) {
  const caller = await callerOf(s, c);
  const upsert = method === 'PUT' || upsertHeader(c);
  const r = await handleUpload(s, c, { caller, bucketId, key, upsert });
  return c.json({ Id: r.id, Key: r.key });
}

export async function downloadObject(s: Storage, c: Context, bucketId: string, key: string) {
  const caller = await callerOf(s, c);
  const row = await asCaller(s, caller, 'storage.object.get', (tx) => findObject(tx, bucketId, key));
  return sendObject(s, c, row);
}

export async function publicObject(s: Storage, c: Context, bucketId: string, key: string) {
  const row = await publicRow(s, bucketId, key);
  return sendObject(s, c, row);
}

export async function publicRow(s: Storage, bucketId: string, key: string): Promise<ObjectRow> {
  const b = await asServer<{ public: boolean }>(s, 'select public from storage.buckets where id = $1', [
    bucketId,
  ]);
  // Supabase answers "Bucket not found" for private buckets on public URLs.
  if (!b.rows[0]?.public) throw ERR.noSuchBucket();
  const r = await asServer<ObjectRow>(
    s,
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  if (!r.rows[0]?.version) throw ERR.noSuchKey();
  return r.rows[0];
}

function infoJson(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.metadata?.lastModified ?? row.updated_at,
    created_at: row.created_at,
  };
}

export async function objectInfo(s: Storage, c: Context, bucketId: string, key: string, isPublic: boolean) {
  let row: ObjectRow;
  if (isPublic) row = await publicRow(s, bucketId, key);
  else {
    const caller = await callerOf(s, c);
    row = await asCaller(s, caller, 'storage.object.info', (tx) => findObject(tx, bucketId, key));
  }
  return c.json(infoJson(row));
}

export async function deleteObject(s: Storage, c: Context, bucketId: string, key: string) {
  const caller = await callerOf(s, c);
  const r = await asCaller(s, caller, 'storage.object.delete', (tx) =>
    tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
      [bucketId, key],
    ),
  );
  if (r.rows.length === 0) throw ERR.noSuchKey();
  await dropBlobs(
    s,
    r.rows.map((x) => x.version),
  );
  return c.json({ message: 'Successfully deleted' });
}

async function dropBlobs(s: Storage, versions: (string | null)[]) {
  const keys = versions.filter((v): v is string => !!v);
  if (keys.length === 0) return;
  await s.blobs.delete(keys).catch((e) => s.app.log.warn({ err: e }, 'storage: blob cleanup failed'));
}

export async function deleteObjects(s: Storage, c: Context, bucketId: string) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000)
    throw ERR.param('prefixes', 'prefixes must be an array of 1 to 1000 object names');
  if (!prefixes.every((p) => typeof p === 'string')) throw ERR.param('prefixes');
  const r = await asCaller(s, caller, 'storage.object.delete_many', (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, prefixes],
    ),
  );
  await dropBlobs(
    s,
    r.rows.map((x) => x.version),
  );
  return c.json(r.rows);
}

const LIST_SORT = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function likeEscape(s: string) {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export async function listObjects(s: Storage, c: Context, bucketId: string) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const rawPrefix = body.prefix ?? '';
  if (typeof rawPrefix !== 'string' || rawPrefix.length > 1024 || rawPrefix.includes('\0'))
    throw ERR.param('prefix');
  let prefix = rawPrefix.replace(/^\/+/, '');
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
  const search: unknown = body.search ?? '';
  if (typeof search !== 'string' || search.length > 1024 || search.includes('\0')) throw ERR.param('search');
  const limit = body.limit ?? 100;
  const offset = body.offset ?? 0;
  if (!Number.isInteger(limit) || (limit as number) < 1) throw ERR.param('limit');
  if (!Number.isInteger(offset) || (offset as number) < 0) throw ERR.param('offset');
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  if (typeof sortBy !== 'object' || sortBy === null) throw ERR.param('sortBy');
  const column = sortBy.column ?? 'name';
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (typeof column !== 'string' || !LIST_SORT.has(column)) throw ERR.param('sortBy.column');
  if (order !== 'asc' && order !== 'desc') throw ERR.param('sortBy.order');

  // Never nest: on PGlite a second statement outside the open transaction would wait for it forever.
  const bucketExists = await asServer(s, 'select 1 from storage.buckets where id = $1', [bucketId]);
  if (bucketExists.rows.length === 0) throw ERR.noSuchBucket();
  // storage.search's shape: folders (id null) first, then the files at this level.
  const rows = await asCaller(s, caller, 'storage.object.list', async (tx) => {
    return tx.query(
      `with matched as (
         select substr(name, $2 + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
         from storage.objects
         where bucket_id = $1 and name ilike $3 escape '\\'
       ), items as (
         select distinct on (split_part(rest, '/', 1)) split_part(rest, '/', 1) as name,
           null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
           null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
         from matched where position('/' in rest) > 0
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata, 1
         from matched where position('/' in rest) = 0
       )
       select name, id, to_json(updated_at) #>> '{}' as updated_at, to_json(created_at) #>> '{}' as created_at,
         to_json(last_accessed_at) #>> '{}' as last_accessed_at, metadata
       from items
       order by kind, case when kind = 0 then name end ${order}, ${column} ${order}, name ${order}
       limit $4 offset $5`,
      [
        bucketId,
        prefix.length,
        `${likeEscape(prefix)}${likeEscape(search)}%`,
        Math.min(limit as number, 1000),
        offset,
      ],
    );
  });
  return c.json(rows.rows);
}

function moveCopyArgs(body: Record<string, unknown>) {
  const bucketId = assertBucketName(body.bucketId);
  const sourceKey = assertKey(body.sourceKey);
  const destinationKey = assertKey(body.destinationKey);
  const destinationBucket =
    body.destinationBucket === undefined || body.destinationBucket === null
      ? bucketId
      : assertBucketName(body.destinationBucket);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

export async function moveObject(s: Storage, c: Context) {
  const caller = await callerOf(s, c);
  const a = moveCopyArgs(await jsonBody(c));
  if (a.destinationBucket !== a.bucketId) await bucketForServer(s, a.destinationBucket);
  await asCaller(s, caller, 'storage.object.move', async (tx) => {
    await findObject(tx, a.bucketId, a.sourceKey);
    const r = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
      [a.bucketId, a.sourceKey, a.destinationBucket, a.destinationKey],
    );
    if (r.rows.length === 0) throw ERR.noSuchKey();
  });
  return c.json({ message: 'Successfully moved' });
}

export async function copyObject(s: Storage, c: Context) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const a = moveCopyArgs(body);
  const upsert = upsertHeader(c);
  if (a.destinationBucket !== a.bucketId) await bucketForServer(s, a.destinationBucket);
  const source = await asCaller(s, caller, 'storage.object.copy', (tx) =>
    findObject(tx, a.bucketId, a.sourceKey),
  );
  const userMetadata =
    body.copyMetadata === false && body.metadata && typeof body.metadata === 'object'
      ? body.metadata
      : source.user_metadata;
  const { owner, ownerId } = ownerOf(caller);
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`;
  const upsertTail = ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
    version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata`;
  const params = (version: string) => [
    a.destinationBucket,
    a.destinationKey,
    owner,
    ownerId,
    version,
    JSON.stringify(source.metadata),
    JSON.stringify(userMetadata ?? null),
  ];
  // Refuse before copying bytes when the caller may not write the destination.
  await probe(s, caller, 'storage.object.copy', async (tx) => {
    await tx.query(`${insert}${upsert ? upsertTail : ''}`, params(randomUUID()));
  });
  const version = randomUUID();
  try {
    await s.blobs.copy(source.version as string, version);
  } catch (e) {
    if (e instanceof BlobNotFound) throw ERR.noSuchKey();
    throw e;
  }
  try {
    const r = await asCaller(s, caller, 'storage.object.copy', async (tx) => {
      const prev = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [a.destinationBucket, a.destinationKey],
      );
      const ins = await tx.query<{ id: string }>(
        `${insert}${upsert ? upsertTail : ''} returning id`,
        params(version),
      );
      return { id: ins.rows[0].id, previous: prev.rows[0]?.version ?? null };
    });
    if (r.previous) await dropBlobs(s, [r.previous]);
    return c.json({ Id: r.id, Key: `${a.destinationBucket}/${a.destinationKey}` });
  } catch (e) {
    await dropBlobs(s, [version]);
    throw e;
  }
}

export async function signObject(s: Storage, c: Context, bucketId: string, key: string) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const expiresIn = expiresInFrom(body.expiresIn);
  const transform =
    body.transform && typeof body.transform === 'object' ? transformToClaims(body.transform) : undefined;
  await asCaller(s, caller, 'storage.object.sign', (tx) => findObject(tx, bucketId, key));
  const url = `${bucketId}/${key}`;
  const token = await signUrl(s, 'download', { url, transformations: transform }, expiresIn);
  const base = transform ? '/render/image/sign' : '/object/sign';
  return c.json({ signedURL: `${base}/${url}?token=${token}` });
}

export async function signObjects(s: Storage, c: Context, bucketId: string) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const expiresIn = expiresInFrom(body.expiresIn);
  const paths = body.paths;
  if (
    !Array.isArray(paths) ||
    paths.length === 0 ||
    paths.length > 1000 ||
    !paths.every((p) => typeof p === 'string')
  )
    throw ERR.param('paths');
  const visible = await asCaller(s, caller, 'storage.object.sign', (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[]) and version is not null',
      [bucketId, paths],
    ),
  );
  const found = new Set(visible.rows.map((r) => r.name));
  const out = [];
  for (const p of paths as string[]) {
    if (!found.has(p)) {
      out.push({
        error: 'Either the object does not exist or you do not have access to it',
        path: p,
        signedURL: null,
      });
      continue;
    }
    const url = `${bucketId}/${p}`;
    const token = await signUrl(s, 'download', { url }, expiresIn);
    out.push({ error: null, path: p, signedURL: `/object/sign/${url}?token=${token}` });
  }
  return c.json(out);
}

export async function signedObject(s: Storage, c: Context, bucketId: string, key: string) {
  const claims = await verifyUrl(s, 'download', c.req.query('token'), `${bucketId}/${key}`);
  const row = await asCaller(s, SERVICE, 'storage.object.get_signed', (tx) => findObject(tx, bucketId, key));
  if (claims.transformations) return renderImage(s, c, row, transformFromClaims(claims.transformations));
  return sendObject(s, c, row);
}

export async function signedRender(s: Storage, c: Context, bucketId: string, key: string) {
  const claims = await verifyUrl(s, 'download', c.req.query('token'), `${bucketId}/${key}`);
  const row = await asCaller(s, SERVICE, 'storage.object.get_signed', (tx) => findObject(tx, bucketId, key));
  const t = claims.transformations ? transformFromClaims(claims.transformations) : transformFromQuery(c);
  return renderImage(s, c, row, t);
}

const UPLOAD_URL_SECONDS = 2 * 60 * 60;

export async function createSignedUpload(s: Storage, c: Context, bucketId: string, key: string) {
  const caller = await callerOf(s, c);
  const upsert = upsertHeader(c);
  await bucketForServer(s, bucketId);
  // The caller's policies are checked now; the token then stands for them.
  const { owner, ownerId } = ownerOf(caller);
  await probe(s, caller, 'storage.object.upload_sign', async (tx) => {
    const sql = `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3, $4, $5)`;
    await tx.query(
      upsert ? `${sql} on conflict (bucket_id, name) do update set version = excluded.version` : sql,
      [bucketId, key, owner, ownerId, randomUUID()],
    );
  });
  const url = `${bucketId}/${key}`;
  const token = await signUrl(s, 'upload', { url, owner: ownerId, upsert }, UPLOAD_URL_SECONDS);
  return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
}

export async function uploadToSignedUrl(s: Storage, c: Context, bucketId: string, key: string) {
  const claims = await verifyUrl(s, 'upload', c.req.query('token'), `${bucketId}/${key}`);
  const ownerId = typeof claims.owner === 'string' ? claims.owner : null;
  const caller: Caller = SERVICE;
  const r = await handleUpload(s, c, {
    caller,
    bucketId,
    key,
    upsert: claims.upsert === true,
    owner: ownerOf({ role: 'authenticated', claims: { sub: ownerId ?? undefined }, token: null }),
  });
  return c.json({ Key: r.key, Id: r.id });
}
