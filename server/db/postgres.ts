import type { Writable } from 'node:stream';
import pg from 'pg';
import { listenResilient } from './postgres-listener.ts';
import {
  type Db,
  type Queryable,
  type QueryOptions,
  type QueryResult,
  type RequestContext,
  requestContextStatement,
} from './types.ts';

const { Pool, Query, types } = pg;

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

function run<T>(c: pg.Pool | pg.PoolClient, sql: string, params: unknown[]): Promise<QueryResult<T>> {
  return c
    .query({ text: sql, values: params, types: typeParser })
    .then((r) => ({ rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length, fields: r.fields }));
}

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async exec(sql: string) {
      await c.query(sql);
    },
    query: <T>(sql: string, params: unknown[] = []) => run<T>(c, sql, params),
  };
}

const ignore = () => {};

/** The parts of node-postgres' connection a batch writes to (not in its typings). */
interface WireConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(q: { text: string; name?: string }): void;
  bind(b: { portal?: string; statement?: string; values: unknown[] }): void;
  execute(e: { portal?: string; rows?: number }): void;
  stream: Partial<Writable>;
}
/** node-postgres' Query internals the batch extends (not in its typings). */
interface QueryInternals {
  prepare(connection: WireConnection): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: WireConnection): void;
  handleError(err: Error, connection: WireConnection): void;
}

const queryInternals = Query.prototype as unknown as QueryInternals;

/**
 * A request whose only statement is known up front, sent as ONE batch of the
 * extended protocol with ONE Sync: Bind + Execute of the context statement
 * (role, claims, timeout…; a named statement, parsed once per connection),
 * then Parse + Bind + Describe + Execute of the query, then Sync.
 *
 * PostgreSQL runs every Execute before a Sync in one implicit transaction
 * (protocol docs, "Extended Query": Sync closes the current transaction), so
 * this is still one transaction per request, with the settings `is_local` to
 * it, and without BEGIN and COMMIT: two statements and three ReadyForQuery
 * answers fewer, and the backend answers everything in one write (one wake-up
 * of the server instead of up to four). If the context statement fails, the
 * backend skips everything up to the Sync, so the query never runs without
 * its role and claims. The statement timeout set by the context applies to
 * the query: PostgreSQL arms it afresh for each Execute.
 */
class ContextThenQuery extends Query {
  private contextDone = false;
  /** The context statement was parsed by this batch: until its result, that parse is unconfirmed. */
  parsedHere = false;
  private readonly context: { name: string; text: string; values: unknown[] };

  constructor(
    context: { name: string; text: string; values: unknown[] },
    sql: string,
    params: unknown[],
    callback: (err: Error | null, res?: pg.QueryResult) => void,
  ) {
    super({ text: sql, values: params, types: typeParser, callback } as pg.QueryConfig);
    this.context = context;
  }

  override submit = (connection: pg.Connection): void => {
    const con = connection as unknown as WireConnection;
    const { name, text, values } = this.context;
    con.stream.cork?.();
    try {
      if (con.parsedStatements[name] === undefined) {
        con.parse({ text, name });
        this.parsedHere = true;
      }
      con.bind({ statement: name, values });
      con.execute({});
      // Parse (unnamed) + Bind + Describe + Execute + Sync of the query itself.
      queryInternals.prepare.call(this, con);
    } finally {
      con.stream.uncork?.();
    }
  };

  handleDataRow(msg: unknown) {
    if (this.contextDone) queryInternals.handleDataRow.call(this, msg);
  }

  handleCommandComplete(msg: unknown, connection: WireConnection) {
    if (this.contextDone) return queryInternals.handleCommandComplete.call(this, msg, connection);
    this.contextDone = true;
    if (this.parsedHere) connection.parsedStatements[this.context.name] = this.context.text;
  }

  /** True when the error came before the context statement answered (its parse state is unknown). */
  get failedInContext() {
    return !this.contextDone;
  }
}

/** Runs a request's one statement with its context in one batch (see ContextThenQuery). */
function contextThenQuery<T>(
  client: pg.PoolClient,
  ctx: RequestContext,
  sql: string,
  params: unknown[],
): { result: Promise<QueryResult<T>>; query: ContextThenQuery } {
  const context = requestContextStatement(ctx);
  let query!: ContextThenQuery;
  const result = new Promise<QueryResult<T>>((resolve, reject) => {
    query = new ContextThenQuery(
      { name: contextStatementName(context.params.length), text: context.sql, values: context.params },
      sql,
      params,
      (err, r) => {
        if (err || !r) reject(err ?? new Error('no result'));
        else resolve({ rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length, fields: r.fields });
      },
    );
  });
  client.query(query);
  return { result, query };
}

// Named, so each connection parses it once; its text depends only on the number of settings.
const contextStatementName = (params: number) => `safeworks_request_context_${params}`;

/**
 * The request transaction in as few round trips as the caller allows. The
 * pool runs in pg's pipeline mode: a query is written at once, without
 * waiting for the previous answer, and each carries its own Sync. So the
 * first query of a request leaves in one write with `BEGIN` and the context
 * statement, and `COMMIT` either costs one more round trip or, when the
 * caller marks its last statement (`{ last: true }`), travels with it too.
 *
 * Semantics are those of BEGIN; …; COMMIT sent one by one: the statements run
 * in order on one connection; if `BEGIN` or the context statement fails, the
 * server aborts the transaction block and refuses everything behind it
 * (25P02), so no query ever runs without its role and claims; the context is
 * set with is_local = true, so it ends with the transaction; a COMMIT behind a
 * failed statement ends the block as a rollback.
 */
async function requestTx<T>(
  pool: pg.Pool,
  ctx: RequestContext,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let opened: Promise<unknown> | undefined;
  let committed: Promise<unknown> | undefined;
  const open = () => {
    const context = requestContextStatement(ctx);
    const begin = client.query('BEGIN');
    const set = client.query({
      name: contextStatementName(context.params.length),
      text: context.sql,
      values: context.params,
    });
    const both = Promise.all([begin, set]);
    both.catch(ignore);
    return both;
  };
  // Errors of BEGIN / the context statement win over the 25P02 of the query behind them.
  const after = async <R>(sent: Promise<R>, ready: Promise<unknown>): Promise<R> => {
    sent.catch(ignore);
    await ready;
    return sent;
  };
  const stream = (client as unknown as { connection?: { stream?: Partial<Writable> } }).connection?.stream;
  // Everything a call sends leaves in one write: one syscall, one wake-up of the backend.
  const send = <R>(issue: () => Promise<R>): Promise<R> => {
    if (committed) return Promise.reject(new Error('request transaction used after its last statement'));
    stream?.cork?.();
    try {
      opened ??= open();
      return after(issue(), opened);
    } finally {
      stream?.uncork?.();
    }
  };
  const tx: Queryable = {
    query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
      if (options?.last && !opened && !committed) {
        // The request's only statement: context, query and the end of the transaction in one batch.
        const batch = contextThenQuery<R>(client, ctx, sql, params);
        committed = batch.result.then(ignore, (e: Error) => {
          // A failure before the context answered leaves its parse unconfirmed: drop the connection.
          if (batch.query.parsedHere && batch.query.failedInContext) throw e;
        });
        committed.catch(ignore);
        return batch.result;
      }
      return send(() => {
        const result = run<R>(client, sql, params);
        if (!options?.last) return result;
        const commit = client.query('COMMIT');
        commit.catch(ignore);
        committed = commit;
        return result.then(async (r) => {
          await commit;
          return r;
        });
      });
    },
    async exec(sql: string) {
      await send(() => client.query(sql));
    },
  };
  let broken: Error | undefined;
  try {
    const out = await fn(tx);
    if (committed) await committed;
    else if (opened) await client.query('COMMIT');
    return out;
  } catch (e) {
    const end = committed ?? (opened ? client.query('ROLLBACK') : undefined);
    await end?.catch((err: Error) => {
      broken = err;
    });
    throw e;
  } finally {
    // A connection that could not end its transaction is not given to the next request.
    client.release(broken);
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new Pool({ connectionString: url, max: poolSize, pipeline: true });
  pool.on('error', () => {
    /* idle client errors are reported on next use */
  });
  // LISTEN runs on connections of its own (not the pool's): they live as long as the server, and
  // reconnect when PostgreSQL drops them.
  const listeners = new Set<() => Promise<void>>();
  await pool.query('select 1');

  async function tx<T>(fn: (q: Queryable) => Promise<T>) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const out = await fn(wrap(client));
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch((err: Error) => {
        broken = err;
      });
      throw e;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    query: wrap(pool).query,
    exec: wrap(pool).exec,
    transaction: (fn) => tx(fn),
    requestTransaction: (ctx, fn) => requestTx(pool, ctx, fn),
    async listen(channel, onPayload, events) {
      const stop = await listenResilient(url, channel, onPayload, events);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}
