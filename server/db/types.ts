// One interface over PGlite (embedded) and node-postgres (DATABASE_URL).
// Type parsing is made identical on both: int8, numeric, dates and times come
// back as strings (exact, never floats); json/jsonb are parsed; bool is bool.

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface QueryOptions {
  /**
   * In a request transaction: this is the transaction's last statement, so
   * COMMIT may travel with it (PostgreSQL: one round trip per request instead
   * of two). The promise settles once both have answered; a COMMIT failure
   * rejects it. The transaction takes no statement after this one, and it is
   * already committed when the caller goes on: use it only when nothing after
   * it could still want a rollback (read-only transactions, e.g. REST reads).
   * Elsewhere it is ignored.
   */
  last?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Settings applied with SET LOCAL semantics at the start of a request transaction. */
export interface RequestContext {
  /** Database role to switch to (anon, authenticated, service_role). */
  role: string;
  /** JSON claims of the caller, exposed as `request.jwt.claims`. */
  claims: Record<string, unknown>;
  /** Extra GUCs such as request.method, request.path, request.headers. */
  settings?: Record<string, string>;
  statementTimeoutMs?: number;
}

export type Notification = { channel: string; payload: string };

/** What a LISTEN connection reports about itself (PostgreSQL only). */
export interface ListenEvents {
  /** The connection dropped (or a reconnect failed); a retry is scheduled. */
  lost?(err: Error, retryInMs: number): void;
  /** LISTEN is active again after a loss; notifications sent meanwhile are gone. */
  restored?(): void;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN … COMMIT (ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A transaction with the caller's role and JWT claims set locally (what PostgREST does). */
  requestTransaction<T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; returns an unlisten function. On PostgreSQL a dropped connection is
   * reopened (events say when it was lost and restored); PGlite runs in-process and cannot drop it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Builds the one statement that applies a RequestContext (role, claims, timeout, settings). */
export function requestContextStatement(ctx: RequestContext): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (name: string, value: string) => {
    params.push(name, value);
    parts.push(`set_config($${params.length - 1}, $${params.length}, true)`);
  };
  add('role', ctx.role);
  add('request.jwt.claims', JSON.stringify(ctx.claims));
  if (ctx.statementTimeoutMs) add('statement_timeout', String(ctx.statementTimeoutMs));
  for (const [k, v] of Object.entries(ctx.settings ?? {})) add(k, v);
  return { sql: `select ${parts.join(', ')}`, params };
}
