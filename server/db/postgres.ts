import pg from 'pg';
import { type Db, type Queryable, type QueryResult, requestContextStatement } from './types.ts';

const { Pool, types } = pg;

const asText = (v: string) => v;
// int8 and numeric are already strings in node-postgres; keep dates and
// times as the server's text too, so both adapters answer alike.
const overrides = new Map<number, (v: string) => unknown>([
  [1082, asText], // date
  [1114, asText], // timestamp
  [1184, asText], // timestamptz
  [1083, asText], // time
  [1266, asText], // timetz
  [1186, asText], // interval
]);
const typeParser = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    overrides.get(oid) ??
    types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async exec(sql: string) {
      await c.query(sql);
    },
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await c.query({ text: sql, values: params, types: typeParser });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length, fields: r.fields };
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    /* idle client errors are reported on next use */
  });
  const listenClients = new Set<pg.PoolClient>();
  await pool.query('select 1');

  async function tx<T>(fn: (q: Queryable) => Promise<T>, before?: { sql: string; params: unknown[] }) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      if (before) await client.query(before.sql, before.params);
      const out = await fn(wrap(client));
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    query: wrap(pool).query,
    exec: wrap(pool).exec,
    transaction: (fn) => tx(fn),
    requestTransaction: (ctx, fn) => tx(fn, requestContextStatement(ctx)),
    async listen(channel, onPayload) {
      const client = await pool.connect();
      listenClients.add(client);
      const handler = (m: pg.Notification) => {
        if (m.channel === channel) onPayload(m.payload ?? '');
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        listenClients.delete(client);
        client.release();
      };
    },
    async close() {
      for (const c of listenClients) c.release();
      listenClients.clear();
      await pool.end();
    },
  };
}
