// Finds out what each caller can really do to each exposed table, by trying
// it: every probe runs inside a transaction that is rolled back, as the
// database role and JWT claims the REST server would use for that caller
// (server/db/types.ts requestContextStatement). Reading the policies' text
// would miss what triggers, column grants and SECURITY DEFINER helpers do.
import type { Db, Queryable } from '../../server/db/types.ts';
import { requestContextStatement } from '../../server/db/types.ts';

export type Op = 'select' | 'insert' | 'update' | 'delete';
export const OPS: readonly Op[] = ['select', 'insert', 'update', 'delete'];

/**
 * What one caller gets for one operation on one table:
 * - `all` / `some` / `none`: privilege granted, and row-level security lets
 *   every / some / none of the sample rows through (insert: `all` = a copy of
 *   every sample row would pass, `some` = some would, `none` = none would);
 * - `denied`: no privilege on the table (permission denied);
 * - `empty`: privilege granted but the table has no sample rows to try.
 */
export type Outcome = 'all' | 'some' | 'none' | 'denied' | 'empty';

export interface Caller {
  /** Column heading: anon, customer, staff, admin, superadmin, service_role. */
  name: string;
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export interface TableRef {
  schema: string;
  name: string;
  /** 'view': a read-only view (ADR 015); its select is probed, writes must be refused outright. */
  kind?: 'table' | 'view';
}

/** The most rows of one table tried per probe (insert and delete try rows one by one). */
const SAMPLE = 50;

const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
const qualified = (t: TableRef) => `${ident(t.schema)}.${ident(t.name)}`;

function sqlState(err: unknown): string {
  return String((err as { code?: unknown }).code ?? '');
}

/** 42501 is "permission denied": a missing grant, or (on insert/update) a WITH CHECK refusal. */
function isRlsRefusal(err: unknown): boolean {
  return sqlState(err) === '42501' && /row-level security/i.test(String((err as Error).message));
}

/**
 * A missing grant ("permission denied for table …"), as opposed to a trigger that raises 42501 about a
 * row (a locked e-mail template, history that is append-only): such a trigger only runs for rows that
 * row-level security let through, so it must not read as "no privilege".
 */
function isPrivilegeRefusal(err: unknown): boolean {
  return sqlState(err) === '42501' && /^permission denied for /i.test(String((err as Error).message));
}

/** Runs `fn` as `caller` in a transaction that is always rolled back. */
async function asCaller<T>(db: Db, caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let out: T | undefined;
  try {
    await db.transaction(async (tx) => {
      const ctx = requestContextStatement({ role: caller.role, claims: caller.claims });
      await tx.query(ctx.sql, ctx.params);
      out = await fn(tx);
      throw rollback;
    });
  } catch (e) {
    if (e !== rollback) throw e;
  }
  return out as T;
}

/** One statement inside a savepoint: its error does not end the transaction. */
async function attempt(tx: Queryable, sql: string, params: unknown[] = []) {
  await tx.query('savepoint probe');
  try {
    const r = await tx.query(sql, params);
    await tx.query('release savepoint probe');
    return { ok: true as const, rowCount: r.rowCount, rows: r.rows };
  } catch (error) {
    await tx.query('rollback to savepoint probe');
    return { ok: false as const, error };
  }
}

function ratio(passed: number, total: number): Outcome {
  if (total === 0) return 'empty';
  if (passed === 0) return 'none';
  return passed >= total ? 'all' : 'some';
}

interface Sample {
  /** Rows in the table (the sample is the first SAMPLE of them). */
  total: number;
  ctids: string[];
  rows: Record<string, unknown>[];
}

/** The table's sample rows as the table owner sees them (no RLS), with their ctids. */
async function sampleRows(db: Db, t: TableRef): Promise<Sample> {
  const r = await db.query<{ ctid: string; row: Record<string, unknown> }>(
    `select ctid::text as ctid, to_jsonb(t) as row from ${qualified(t)} t order by ctid limit ${SAMPLE}`,
  );
  const n = await db.query<{ n: number }>(`select count(*)::int as n from ${qualified(t)}`);
  return { total: Number(n.rows[0]!.n), ctids: r.rows.map((x) => x.ctid), rows: r.rows.map((x) => x.row) };
}

/** Columns `role` may write with `privilege`, leaving out generated and identity-always columns. */
async function writableColumns(db: Db, t: TableRef, role: string, privilege: 'INSERT' | 'UPDATE') {
  const r = await db.query<{ name: string }>(
    `select a.attname as name
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' and a.attidentity <> 'a'
        and has_column_privilege($2, a.attrelid, a.attnum, $3)
      order by a.attnum`,
    [qualified(t), role, privilege],
  );
  return r.rows.map((x) => x.name);
}

async function probeSelect(db: Db, t: TableRef, caller: Caller, total: number): Promise<Outcome> {
  return asCaller(db, caller, async (tx) => {
    // count(*) needs SELECT on any one column, so column-level grants count too.
    const r = await attempt(tx, `select count(*)::int as n from ${qualified(t)}`);
    if (!r.ok) {
      if (sqlState(r.error) === '42501') return 'denied';
      throw r.error;
    }
    return ratio(Number((r.rows[0] as { n: number }).n), total);
  });
}

/**
 * The whole table in one statement first (it needs no SELECT privilege, unlike
 * a WHERE on ctid); only when a trigger, foreign key or check refuses it are
 * the rows tried one by one to see which ones row-level security let through.
 */
async function wholeTable(tx: Queryable, sql: string, total: number): Promise<Outcome | 'retry'> {
  const r = await attempt(tx, sql);
  if (r.ok) return ratio(r.rowCount, total);
  if (isPrivilegeRefusal(r.error)) return 'denied';
  return 'retry';
}

async function probeUpdate(db: Db, t: TableRef, caller: Caller, sample: Sample): Promise<Outcome> {
  const cols = await writableColumns(db, t, caller.role, 'UPDATE');
  if (cols.length === 0) return 'denied';
  const col = ident(cols[0]!);
  return asCaller(db, caller, async (tx) => {
    const whole = await wholeTable(tx, `update ${qualified(t)} set ${col} = ${col}`, sample.total);
    if (whole !== 'retry') return whole;
    let passed = 0;
    for (const ctid of sample.ctids) {
      const r = await attempt(tx, `update ${qualified(t)} set ${col} = ${col} where ctid::text = $1`, [ctid]);
      if (r.ok) {
        if (r.rowCount > 0) passed += 1;
        continue;
      }
      if (isRlsRefusal(r.error)) continue;
      if (isPrivilegeRefusal(r.error)) return 'denied';
      // A trigger or check that refuses the row still means row-level security let it through.
      passed += 1;
    }
    return ratio(passed, sample.ctids.length);
  });
}

async function probeDelete(db: Db, t: TableRef, caller: Caller, sample: Sample): Promise<Outcome> {
  return asCaller(db, caller, async (tx) => {
    const whole = await wholeTable(tx, `delete from ${qualified(t)}`, sample.total);
    if (whole !== 'retry') return whole;
    let passed = 0;
    for (const ctid of sample.ctids) {
      const r = await attempt(tx, `delete from ${qualified(t)} where ctid::text = $1`, [ctid]);
      if (!r.ok && isPrivilegeRefusal(r.error)) return 'denied';
      // A foreign key (or a trigger) refusing the delete comes after row-level security let it through.
      if (!r.ok || r.rowCount > 0) passed += 1;
    }
    return ratio(passed, sample.ctids.length);
  });
}

/**
 * Inserts a copy of each sample row (the columns the caller may write). Row-level
 * security's WITH CHECK runs before constraints and unique indexes, so a
 * duplicate-key or check error means the policy let the row through. It runs
 * after BEFORE triggers, though: a row a trigger refuses with 42501 (a locked
 * e-mail template) says nothing about the policy, and is left out of the count.
 */
async function probeInsert(db: Db, t: TableRef, caller: Caller, sample: Sample): Promise<Outcome> {
  const cols = await writableColumns(db, t, caller.role, 'INSERT');
  if (cols.length === 0) return 'denied';
  const list = cols.map(ident).join(', ');
  return asCaller(db, caller, async (tx) => {
    let passed = 0;
    let tried = 0;
    for (const row of sample.rows) {
      const r = await attempt(
        tx,
        `insert into ${qualified(t)} (${list}) select ${list} from jsonb_populate_record(null::${qualified(t)}, $1::jsonb)`,
        [JSON.stringify(row)],
      );
      if (!r.ok && isPrivilegeRefusal(r.error)) return 'denied';
      if (!r.ok && sqlState(r.error) === '42501' && !isRlsRefusal(r.error)) continue;
      tried += 1;
      // A check or unique index refusing the copy comes after WITH CHECK let it through.
      if (r.ok || !isRlsRefusal(r.error)) passed += 1;
    }
    // Every row refused by a trigger: the policy was never reached, so nothing passed it for sure.
    return tried === 0 ? ratio(0, sample.rows.length) : ratio(passed, tried);
  });
}

export type Matrix = Record<string, Record<string, Record<Op, Outcome>>>;

/**
 * A view is read-only for every API caller: a write privilege on one is an
 * error (an auto-updatable view owned by the table owner would write past
 * row-level security). Its select is compared with what service_role sees.
 */
async function probeView(db: Db, t: TableRef, callers: Caller[]): Promise<Matrix[string]> {
  const service = callers.find((c) => c.role === 'service_role');
  const total = service ? await countAs(db, t, service) : 0;
  const out: Matrix[string] = {};
  for (const c of callers) {
    for (const op of ['insert', 'update', 'delete'] as const) {
      const r = await db.query<{ ok: boolean }>('select has_table_privilege($1, $2, $3) as ok', [
        c.role,
        qualified(t),
        op.toUpperCase(),
      ]);
      if (r.rows[0]!.ok)
        throw new Error(`${qualified(t)} is a view that ${c.role} may ${op}: views must be read-only`);
    }
    out[c.name] = {
      select: await probeSelect(db, t, c, total),
      insert: 'denied',
      update: 'denied',
      delete: 'denied',
    };
  }
  return out;
}

async function countAs(db: Db, t: TableRef, caller: Caller): Promise<number> {
  return asCaller(db, caller, async (tx) => {
    const r = await tx.query<{ n: number }>(`select count(*)::int as n from ${qualified(t)}`);
    return Number(r.rows[0]!.n);
  });
}

export async function probeMatrix(db: Db, tables: TableRef[], callers: Caller[]): Promise<Matrix> {
  const out: Matrix = {};
  for (const t of tables) {
    if (t.kind === 'view') {
      out[`${t.schema}.${t.name}`] = await probeView(db, t, callers);
      continue;
    }
    const sample = await sampleRows(db, t);
    const key = `${t.schema}.${t.name}`;
    out[key] = {};
    for (const c of callers) {
      out[key]![c.name] = {
        select: await probeSelect(db, t, c, sample.total),
        insert: await probeInsert(db, t, c, sample),
        update: await probeUpdate(db, t, c, sample),
        delete: await probeDelete(db, t, c, sample),
      };
    }
  }
  return out;
}
