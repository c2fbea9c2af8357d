// /bucket: list, get, create, update, empty, delete – as the caller, so
// policies on storage.buckets decide (on Supabase only service_role may
// create or change buckets unless an app adds policies).
import type { Context } from 'hono';
import { ERR } from '../errors.ts';
import { parseAllowedMimeTypes, parseFileSizeLimit } from '../limits.ts';
import { assertBucketName } from '../names.ts';
import {
  asCaller,
  BUCKET_COLUMNS,
  type BucketRow,
  bucketJson,
  callerOf,
  jsonBody,
  ownerOf,
  type Storage,
} from '../service.ts';

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function intParam(v: string | undefined, name: string, fallback: number, max: number) {
  if (v === undefined || v === '') return fallback;
  if (!/^\d{1,9}$/.test(v)) throw ERR.param(name);
  return Math.min(Number(v), max);
}

export async function listBuckets(s: Storage, c: Context) {
  const caller = await callerOf(s, c);
  const limit = intParam(c.req.query('limit'), 'limit', 1000, 1000);
  const offset = intParam(c.req.query('offset'), 'offset', 0, 1e9);
  const column = c.req.query('sortColumn') ?? 'name';
  if (!SORT_COLUMNS.has(column)) throw ERR.param('sortColumn');
  const order = (c.req.query('sortOrder') ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw ERR.param('sortOrder');
  const search = c.req.query('search') ?? '';
  const rows = await asCaller(s, caller, 'storage.bucket.list', (tx) =>
    tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where ($1 = '' or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
       order by ${column} ${order}, id limit $2 offset $3`,
      [search, limit, offset],
    ),
  );
  return c.json(rows.rows.map(bucketJson));
}

export async function getBucket(s: Storage, c: Context, id: string) {
  const caller = await callerOf(s, c);
  const r = await asCaller(s, caller, 'storage.bucket.get', (tx) =>
    tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
  );
  if (!r.rows[0]) throw ERR.noSuchBucket();
  return c.json(bucketJson(r.rows[0]));
}

function limitsFrom(s: Storage, body: Record<string, unknown>) {
  const fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  if (fileSizeLimit && fileSizeLimit > s.app.config.storage.fileSizeLimit)
    throw ERR.invalid(
      `File size limit is bigger than the global limit of ${s.app.config.storage.fileSizeLimit} bytes`,
    );
  const allowed = parseAllowedMimeTypes(body.allowed_mime_types);
  if (body.public !== undefined && typeof body.public !== 'boolean') throw ERR.param('public');
  return { fileSizeLimit, allowed, isPublic: body.public as boolean | undefined };
}

export async function createBucket(s: Storage, c: Context) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const id = assertBucketName(body.id ?? body.name);
  if (body.name !== undefined && body.name !== id && body.id !== undefined) assertBucketName(body.name);
  const name = typeof body.name === 'string' ? body.name : id;
  const { fileSizeLimit, allowed, isPublic } = limitsFrom(s, body);
  if (body.type !== undefined && body.type !== 'STANDARD')
    throw ERR.notImplemented(`bucket type ${String(body.type)}`);
  const { owner, ownerId } = ownerOf(caller);
  await asCaller(s, caller, 'storage.bucket.create', (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, owner, ownerId, isPublic ?? false, fileSizeLimit ?? null, allowed ?? null],
    ),
  );
  return c.json({ name: id });
}

export async function updateBucket(s: Storage, c: Context, id: string) {
  const caller = await callerOf(s, c);
  const body = await jsonBody(c);
  const { fileSizeLimit, allowed, isPublic } = limitsFrom(s, body);
  const r = await asCaller(s, caller, 'storage.bucket.update', (tx) =>
    tx.query(
      `update storage.buckets set
         public = case when $2::boolean is null then public else $2 end,
         file_size_limit = case when $3 then $4::bigint else file_size_limit end,
         allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        id,
        isPublic ?? null,
        fileSizeLimit !== undefined,
        fileSizeLimit ?? null,
        allowed !== undefined,
        allowed ?? null,
      ],
    ),
  );
  if (r.rows.length === 0) throw ERR.noSuchBucket();
  return c.json({ message: 'Successfully updated' });
}

export async function emptyBucket(s: Storage, c: Context, id: string) {
  const caller = await callerOf(s, c);
  const versions = await asCaller(s, caller, 'storage.bucket.empty', async (tx) => {
    const b = await tx.query('select 1 from storage.buckets where id = $1', [id]);
    if (b.rows.length === 0) throw ERR.noSuchBucket();
    const r = await tx.query<{ version: string | null }>(
      'delete from storage.objects where bucket_id = $1 returning version',
      [id],
    );
    return r.rows.map((x) => x.version).filter((v): v is string => !!v);
  });
  // Rows first, bytes after: a crash in between leaves unreachable blobs, never rows without bytes.
  await s.blobs.delete(versions).catch((e) => s.app.log.warn({ err: e }, 'storage: blob cleanup failed'));
  return c.json({ message: 'Successfully emptied' });
}

export async function deleteBucket(s: Storage, c: Context, id: string) {
  const caller = await callerOf(s, c);
  const r = await asCaller(s, caller, 'storage.bucket.delete', (tx) =>
    tx.query('delete from storage.buckets where id = $1 returning id', [id]),
  );
  if (r.rows.length === 0) throw ERR.noSuchBucket();
  return c.json({ message: 'Successfully deleted' });
}
