import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { guardChmodUnder, makeOwnerOnly } from '../data-dir-perms.ts';
import {
  type Db,
  type Queryable,
  type QueryOptions,
  type QueryResult,
  type RequestContext,
  requestContextStatement,
} from './types.ts';

const asText = (v: string) => v;
// Same shapes node-postgres gives (see types.ts): exact strings, no Date objects.
export const PGLITE_PARSERS = {
  [types.INT8]: asText,
  [types.NUMERIC]: asText,
  [types.DATE]: asText,
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.TIME]: asText,
  [types.TIMETZ]: asText,
  [types.INTERVAL]: asText,
};

// Contrib extensions the migrations create (`create extension pg_trgm`), as
// PostgreSQL packages ship them; PGlite loads each only when asked for.
export const PGLITE_EXTENSIONS = { pg_trgm };

function wrap(q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable {
  return {
    async exec(sql: string) {
      await q.exec(sql);
    },
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length, fields: r.fields };
    },
  };
}

/**
 * `{ last: true }` saves nothing in-process (no round trips), but the rule
 * that nothing may follow the last statement holds here as on PostgreSQL.
 */
function endsAtLast(q: Queryable): Queryable {
  let ended = false;
  const refuse = () => Promise.reject(new Error('request transaction used after its last statement'));
  return {
    query(sql, params, options?: QueryOptions) {
      if (ended) return refuse();
      if (options?.last) ended = true;
      return q.query(sql, params);
    },
    exec: (sql) => (ended ? refuse() : q.exec(sql)),
  };
}

/**
 * Opens PGlite persisted in `dir` (created if missing, owner-only: see
 * data-dir-perms.ts), or in memory when dir is undefined.
 */
export async function openPglite(dir: string | undefined): Promise<Db> {
  if (dir) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    guardChmodUnder(dir);
    makeOwnerOnly(dir);
  }
  const pg = await PGlite.create(
    dir
      ? { dataDir: dir, parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS }
      : { parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS },
  );
  return pgliteDb(pg);
}

export function pgliteDb(pg: PGlite): Db {
  const root = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    requestTransaction: (ctx: RequestContext, fn) =>
      pg.transaction(async (tx) => {
        const w = wrap(tx);
        const s = requestContextStatement(ctx);
        await w.query(s.sql, s.params);
        return fn(endsAtLast(w));
      }),
    async listen(channel, onPayload) {
      const unsub = await pg.listen(channel, onPayload);
      return async () => {
        if (!closed) await unsub();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
