// INSERT / upsert / UPDATE / DELETE statements (PostgREST QueryBuilder
// mutateRequestToQuery). The body is one bound jsonb parameter expanded with
// jsonb_populate_record against the table's row type, so PostgreSQL does the
// type conversions; only catalog-checked column names appear in the text.
import { RestError } from '../errors.ts';
import type { Column, Table } from '../schema-cache.ts';
import { qi, qname } from './ident.ts';
import type { Params } from './params.ts';

export function unknownColumn(table: Table, name: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    null,
    null,
  );
}

export type Returning = 'all' | 'none';

const returningSql = (alias: string, r: Returning) =>
  r === 'all' ? `RETURNING ${qi(alias)}.*` : 'RETURNING 1';

export interface InsertSpec {
  table: Table;
  alias: string;
  /** Columns to insert, in order. */
  columns: Column[];
  /** Columns some rows omit: with missing=default they take the column default for those rows. */
  defaultWhenMissing: Set<string>;
  /** With missing=default: each body object's keys, in body order. */
  rowKeys?: Set<string>[];
  /** The body is a JSON array (not one object). */
  bodyIsArray?: boolean;
  payload: string;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning: Returning;
  /**
   * Add `pgrst_inserted` (true for a new row, false for one an upsert updated) to RETURNING, so the
   * response can be 201 or 200 as PostgREST's. Only a table's rows carry `xmax` (0 for a new row
   * version made by INSERT); through a view every returned row counts as inserted.
   */
  flagInserted?: boolean;
}

export function insertSql(s: InsertSpec, params: Params): string {
  const t = qname(s.table.schema, s.table.name);
  const cols = s.columns.map((c) => qi(c.name)).join(', ');
  let source: string;
  if (s.defaultWhenMissing.size && s.rowKeys) {
    // missing=default with rows that leave keys out: a VALUES row per object, `DEFAULT` for each
    // key it lacks, so every kind of default applies (expressions, sequences, identity columns,
    // generated columns) exactly as a plain INSERT would; the values still come from the one bound
    // body, typed by jsonb_populate_record. The row index is a number we write, never request text.
    const many = s.rowKeys.length > 1 || s.bodyIsArray;
    // Bound only when some row has a value (PostgreSQL refuses a parameter nothing references).
    let bound: string | undefined;
    const body = () => {
      bound ??= params.text(s.payload, 'jsonb');
      return bound;
    };
    source = `VALUES ${s.rowKeys
      .map((keys, i) => {
        const element = () => (many ? `${body()} -> ${i}` : body());
        const value = (c: Column) => `(jsonb_populate_record(NULL::${t}, ${element()})).${qi(c.name)}`;
        return `(${s.columns.map((c) => (keys.has(c.name) ? value(c) : 'DEFAULT')).join(', ')})`;
      })
      .join(', ')}`;
  } else {
    const body = params.text(s.payload, 'jsonb');
    const rows = `jsonb_array_elements(CASE WHEN jsonb_typeof(${body}) = 'array' THEN ${body} ELSE jsonb_build_array(${body}) END) WITH ORDINALITY AS _e(j, n) CROSS JOIN LATERAL jsonb_populate_record(NULL::${t}, _e.j) AS _r`;
    source = `SELECT ${s.columns.map((c) => `_r.${qi(c.name)}`).join(', ')} FROM ${rows} ORDER BY _e.n`;
  }
  let sql = `INSERT INTO ${t} AS ${qi(s.alias)}${cols ? ` (${cols})` : ''} ${source}`;
  let updates = false;
  if (s.onConflict) {
    const target = s.onConflict.columns.map(qi).join(', ');
    const updatable = s.columns.filter((c) => !c.generated);
    updates = s.onConflict.action === 'merge' && updatable.length > 0;
    if (!updates) sql += ` ON CONFLICT (${target}) DO NOTHING`;
    else
      sql += ` ON CONFLICT (${target}) DO UPDATE SET ${updatable.map((c) => `${qi(c.name)} = EXCLUDED.${qi(c.name)}`).join(', ')}`;
  }
  let returning = returningSql(s.alias, s.returning);
  if (s.flagInserted) {
    const hasXmax = s.table.kind === 'table' || s.table.kind === 'partitioned_table';
    returning += `, ${updates && hasXmax ? `(${qi(s.alias)}.xmax = 0)` : 'true'} AS pgrst_inserted`;
  }
  return `${sql} ${returning}`;
}

export interface UpdateSpec {
  table: Table;
  alias: string;
  columns: Column[];
  payload: string;
  where: string[];
  /** `ORDER BY … LIMIT n` restricting the affected rows (PostgREST 12 limited updates). */
  limited?: string;
  returning: Returning;
}

export function updateSql(s: UpdateSpec, params: Params): string {
  const t = qname(s.table.schema, s.table.name);
  const a = qi(s.alias);
  const body = params.text(s.payload, 'jsonb');
  const set = s.columns.map((c) => `${qi(c.name)} = _r.${qi(c.name)}`).join(', ');
  const where = [...s.where];
  if (s.limited) where.push(`${a}.ctid = ANY(ARRAY(SELECT ${a}.ctid FROM ${t} AS ${a} ${s.limited}))`);
  return `UPDATE ${t} AS ${a} SET ${set} FROM jsonb_populate_record(NULL::${t}, ${body}) AS _r${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ${returningSql(s.alias, s.returning)}`;
}

export interface DeleteSpec {
  table: Table;
  alias: string;
  where: string[];
  limited?: string;
  returning: Returning;
}

export function deleteSql(s: DeleteSpec): string {
  const t = qname(s.table.schema, s.table.name);
  const a = qi(s.alias);
  const where = [...s.where];
  if (s.limited) where.push(`${a}.ctid = ANY(ARRAY(SELECT ${a}.ctid FROM ${t} AS ${a} ${s.limited}))`);
  return `DELETE FROM ${t} AS ${a}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ${returningSql(s.alias, s.returning)}`;
}
