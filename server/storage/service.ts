// What every storage route shares: the caller, metadata SQL run as the caller
// (RLS decides, as on Supabase) or as the server for bucket limits and public
// or signed reads, and the rows' JSON shapes.
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { type Caller, CallerError, resolveCaller } from '../http/caller.ts';
import type { BlobStore } from './blob/types.ts';
import { ERR, fromDbError, StorageError } from './errors.ts';

export interface Storage {
  app: AppContext;
  blobs: BlobStore;
}

export async function callerOf(s: Storage, c: Context): Promise<Caller> {
  try {
    return await resolveCaller(s.app, c);
  } catch (e) {
    if (e instanceof CallerError) {
      if (e.code === 'jwt_expired') throw ERR.expired();
      throw ERR.jwt(e.message);
    }
    throw e;
  }
}

/** The role a trusted server-side step runs as (after a signed token was verified). */
export const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' }, token: null };

export async function asCaller<T>(
  s: Storage,
  caller: Caller,
  operation: string,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await s.app.db.requestTransaction(
      {
        role: caller.role,
        claims: caller.claims,
        statementTimeoutMs: s.app.config.statementTimeoutMs,
        settings: { 'storage.operation': operation },
      },
      fn,
    );
  } catch (e) {
    throw mapError(e);
  }
}

/** Runs a statement as the server (bucket limits, public buckets): no RLS. */
export async function asServer<T = Record<string, unknown>>(s: Storage, sql: string, params: unknown[]) {
  try {
    return await s.app.db.query<T>(sql, params);
  } catch (e) {
    throw mapError(e);
  }
}

export function mapError(e: unknown): unknown {
  if (e instanceof StorageError) return e;
  return fromDbError(e) ?? e;
}

/** Used to undo a permission probe: thrown inside a transaction, caught outside. */
export class Rollback extends Error {}

export async function probe(
  s: Storage,
  caller: Caller,
  operation: string,
  fn: (tx: Queryable) => Promise<void>,
) {
  try {
    await asCaller(s, caller, operation, async (tx) => {
      await fn(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: string;
  updated_at: string;
}

const ts = (col: string) => `to_json(${col}) #>> '{}' as ${col}`;

export const BUCKET_COLUMNS = `id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, type, ${ts('created_at')}, ${ts('updated_at')}`;

export function bucketJson(b: BucketRow) {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner ?? '',
    owner_id: b.owner_id ?? null,
    public: b.public,
    file_size_limit: b.file_size_limit ?? null,
    allowed_mime_types: b.allowed_mime_types ?? null,
    type: b.type,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

export async function bucketForServer(s: Storage, id: string): Promise<BucketRow> {
  const r = await asServer<BucketRow>(s, `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!r.rows[0]) throw ERR.noSuchBucket();
  return r.rows[0];
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export const OBJECT_COLUMNS = `id, name, bucket_id, owner, owner_id, version, metadata, user_metadata,
  ${ts('created_at')}, ${ts('updated_at')}, ${ts('last_accessed_at')}`;

export async function findObject(q: Queryable, bucketId: string, key: string): Promise<ObjectRow> {
  const r = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  if (!r.rows[0]?.version) throw ERR.noSuchKey();
  return r.rows[0];
}

/** auth.uid() as Supabase records it in objects.owner (a uuid) and owner_id (text). */
export function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const uuid =
    sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub) ? sub : null;
  return { owner: uuid, ownerId: sub };
}

const MAX_JSON_BYTES = 1024 * 1024;

/** A JSON request body, read up to 1 MiB (JSON bodies here are small; bigger is refused, not buffered). */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const stream = c.req.raw.body;
  if (!stream) return {};
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_JSON_BYTES) {
      await reader.cancel().catch(() => {});
      throw ERR.tooLarge();
    }
    chunks.push(value);
  }
  if (total === 0) return {};
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw ERR.invalid('Body must be a JSON object');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw ERR.invalid('Body must be a JSON object');
  return body as Record<string, unknown>;
}
