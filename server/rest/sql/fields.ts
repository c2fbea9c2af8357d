// Column references, JSON paths, casts and operand values: the small pieces
// every statement is made of. Names are checked against the schema cache here.
import type { FieldRef } from '../ast.ts';
import { RestError } from '../errors.ts';
import type { Column, SchemaCache, Table } from '../schema-cache.ts';
import { qi, qname } from './ident.ts';
import type { Params } from './params.ts';

export function columnNotFound(table: Table, column: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${column} does not exist`, null, null);
}

export function getColumn(table: Table, name: string): Column {
  const c = table.columns.get(name);
  if (!c) throw columnNotFound(table, name);
  return c;
}

const COMPUTED_BASE: Column = {
  name: '',
  type: '',
  elementType: '',
  typeOid: 0,
  isArray: false,
  nullable: true,
  default: null,
  generated: true,
  identityAlways: false,
};

/** `alias."col"->$1::text->>$2::int` (or `"s"."fn"(alias)` for a computed column), and its SQL type. */
export function fieldSql(
  table: Table,
  alias: string,
  field: FieldRef,
  params: Params,
): { sql: string; type: string; column: Column } {
  const computed = table.columns.has(field.column) ? undefined : table.computed.get(field.column);
  const column: Column = computed
    ? { ...COMPUTED_BASE, name: field.column, type: computed.type, elementType: computed.type }
    : getColumn(table, field.column);
  let sql = computed
    ? `${qname(computed.schema, computed.name)}(${qi(alias)})`
    : `${qi(alias)}.${qi(column.name)}`;
  let type = column.type;
  for (const step of field.jsonPath) {
    const key = typeof step.key === 'number' ? params.text(String(step.key), 'int') : params.text(step.key);
    sql = `${sql}${step.op}${key}`;
    type = step.op === '->>' ? 'text' : column.type === 'json' ? 'json' : 'jsonb';
  }
  return { sql, type, column };
}

/** The JSON key PostgREST gives an unaliased field: the last JSON path key, else the column. */
export function fieldName(field: FieldRef): string {
  const last = field.jsonPath.at(-1);
  return last === undefined ? field.column : String(last.key);
}

// SQL-standard spellings PostgreSQL accepts besides pg_type names.
const TYPE_ALIASES: Record<string, string> = {
  integer: 'int4',
  int: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  float: 'float8',
  'double precision': 'float8',
  boolean: 'bool',
  decimal: 'numeric',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
};

/** A `::cast` from the request, accepted only if it names a known type; returned quoted. */
export function castSql(cache: SchemaCache, cast: string): string {
  const m = /^\s*([A-Za-z_][A-Za-z0-9_ ]*?)\s*((?:\[\])*)\s*$/.exec(cast);
  const name = m ? (TYPE_ALIASES[m[1].toLowerCase()] ?? m[1].toLowerCase()) : undefined;
  if (!m || !name || !cache.typeNames.has(name)) {
    throw new RestError(400, '42704', `type "${cast}" does not exist`, null, null);
  }
  return `${qi(name)}${m[2]}`;
}

/** PostgreSQL array literal text for a list of values (`{"a","b\"c"}`). */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
