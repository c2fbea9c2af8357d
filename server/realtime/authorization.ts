// Realtime Authorization for private channels, done the way Supabase
// Realtime does it: in a transaction that is always rolled back, insert probe
// rows into realtime.messages as the owner, switch to the caller's role and
// claims (with realtime.topic set) and see which probes the caller's SELECT
// policies let through (read); try an INSERT as the caller (write).
import type { Queryable } from '../db/types.ts';
import { type RequestContext, requestContextStatement } from '../db/types.ts';
import type { Claims } from '../jwt.ts';

export type Extension = 'broadcast' | 'presence';

interface Transactional {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

class Rollback extends Error {}

async function inRolledBackTransaction<T>(db: Transactional, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let out: T | undefined;
  try {
    await db.transaction(async (tx) => {
      out = await fn(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return out as T;
}

function caller(topic: string, role: string, claims: Claims): RequestContext {
  return { role, claims, settings: { 'realtime.topic': topic }, statementTimeoutMs: 5000 };
}

/** Which extensions of `topic` the caller may read. */
export async function readAccess(db: Transactional, topic: string, role: string, claims: Claims) {
  return inRolledBackTransaction(db, async (tx) => {
    const probes = await tx.query<{ id: string; extension: Extension }>(
      `insert into realtime.messages (topic, extension, private)
       values ($1, 'broadcast', true), ($1, 'presence', true)
       returning id::text as id, extension`,
      [topic],
    );
    const s = requestContextStatement(caller(topic, role, claims));
    await tx.query(s.sql, s.params);
    const seen = await tx.query<{ extension: Extension }>(
      'select extension from realtime.messages where id = $1::uuid or id = $2::uuid',
      [probes.rows[0].id, probes.rows[1].id],
    );
    const got = new Set(seen.rows.map((r) => r.extension));
    return { broadcast: got.has('broadcast'), presence: got.has('presence') };
  });
}

/** Whether the caller may send `extension` messages on `topic`. */
export async function writeAccess(
  db: Transactional,
  topic: string,
  role: string,
  claims: Claims,
  ext: Extension,
) {
  return inRolledBackTransaction(db, async (tx) => {
    const s = requestContextStatement(caller(topic, role, claims));
    await tx.query(s.sql, s.params);
    try {
      await tx.query(`insert into realtime.messages (topic, extension, private) values ($1, $2, true)`, [
        topic,
        ext,
      ]);
      return true;
    } catch {
      return false;
    }
  });
}
