// Reads what the TypeScript types need from the catalog of a migrated
// database: tables, views, columns, foreign keys, functions, enums and
// composite types of the exposed schemas.
import type { Queryable } from '../../server/db/types.ts';

export interface PgType {
  oid: number;
  schema: string;
  name: string;
  /** 'b' base, 'c' composite, 'd' domain, 'e' enum, 'p' pseudo, 'r' range, 'm' multirange. */
  kind: string;
  /** Element type of an array type (0 otherwise). */
  elem: number;
  /** Base type of a domain (0 otherwise). */
  base: number;
  /** The relation behind a composite type (0 otherwise). */
  relid: number;
}

export interface PgRelation {
  oid: number;
  schema: string;
  name: string;
  /** 'r' table, 'p' partitioned table, 'f' foreign table, 'v' view, 'm' materialized view, 'c' composite type. */
  kind: string;
  /** A view that accepts inserts/updates (simple auto-updatable view or one with INSTEAD triggers). */
  updatable: boolean;
}

export interface PgColumn {
  relid: number;
  name: string;
  position: number;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  /** 'a' generated always as identity, 'd' by default, '' none. */
  identity: string;
  /** 's' stored generated column, '' none. */
  generated: string;
  updatable: boolean;
}

export interface PgForeignKey {
  name: string;
  relid: number;
  columns: string[];
  refRelid: number;
  refColumns: string[];
  /** The referencing columns are exactly a unique key of the referencing table. */
  oneToOne: boolean;
}

export interface PgFunctionArg {
  name: string;
  typeOid: number;
  /** i in, o out, b inout, v variadic, t table column. */
  mode: string;
  hasDefault: boolean;
  /** Its default is NULL, so callers may pass null (or leave it out). */
  defaultsToNull: boolean;
}

export interface PgFunction {
  oid: number;
  schema: string;
  name: string;
  args: PgFunctionArg[];
  returnType: number;
  returnsSet: boolean;
}

export interface PgEnumValue {
  typeOid: number;
  label: string;
}

export interface Catalog {
  schemas: string[];
  types: Map<number, PgType>;
  relations: PgRelation[];
  columns: PgColumn[];
  foreignKeys: PgForeignKey[];
  functions: PgFunction[];
  enumValues: PgEnumValue[];
}

const num = (v: unknown) => Number(v);

export async function readCatalog(db: Queryable, schemas: string[]): Promise<Catalog> {
  const types = await db.query<Record<string, unknown>>(
    `select t.oid, n.nspname as schema, t.typname as name, t.typtype as kind, t.typelem as elem,
            t.typbasetype as base, t.typrelid as relid, t.typcategory as category
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  const typeMap = new Map<number, PgType>();
  for (const r of types.rows) {
    // typelem is also set on fixed-size types like "name"; only true arrays count.
    const isArray = r.category === 'A';
    typeMap.set(num(r.oid), {
      oid: num(r.oid),
      schema: String(r.schema),
      name: String(r.name),
      kind: String(r.kind),
      elem: isArray ? num(r.elem) : 0,
      base: num(r.base),
      relid: num(r.relid),
    });
  }

  const relations = await db.query<Record<string, unknown>>(
    `select c.oid, n.nspname as schema, c.relname as name, c.relkind as kind,
            (c.relkind = 'v' and (pg_relation_is_updatable(c.oid::regclass, false) & 20) = 20) as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')`,
    [schemas],
  );

  const columns = await db.query<Record<string, unknown>>(
    `select a.attrelid as relid, a.attname as name, a.attnum as position, a.atttypid as type_oid,
            (not a.attnotnull or c.relkind in ('v', 'm')) as nullable,
            a.atthasdef as has_default, a.attidentity as identity, a.attgenerated as generated,
            (c.relkind <> 'v' or pg_column_is_updatable(c.oid::regclass, a.attnum, false)) as updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')
        and a.attnum > 0 and not a.attisdropped`,
    [schemas],
  );

  const fks = await db.query<Record<string, unknown>>(
    `select con.conname as name, con.conrelid as relid, con.confrelid as ref_relid,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) as ref_columns,
            exists (
              select 1 from pg_index i
               where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                 and i.indnkeyatts = cardinality(con.conkey)
                 and (i.indkey::int2[])[0:i.indnkeyatts - 1] @> con.conkey
                 and con.conkey @> (i.indkey::int2[])[0:i.indnkeyatts - 1]
            ) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where con.contype = 'f' and n.nspname = any($1::text[])`,
    [schemas],
  );

  const fns = await db.query<Record<string, unknown>>(
    `select p.oid, n.nspname as schema, p.proname as name, p.prorettype as return_type, p.proretset as returns_set,
            p.pronargs as nargs, p.pronargdefaults as ndefaults,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[] as arg_types,
            coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
            coalesce(p.proargnames, array[]::text[]) as arg_names,
            pg_get_expr(p.proargdefaults, 0) as arg_defaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($1::text[]) and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    [schemas],
  );

  const enums = await db.query<Record<string, unknown>>(
    `select e.enumtypid as type_oid, e.enumlabel as label
       from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any($1::text[])
      order by e.enumtypid, e.enumsortorder`,
    [schemas],
  );

  return {
    schemas,
    types: typeMap,
    relations: relations.rows.map((r) => ({
      oid: num(r.oid),
      schema: String(r.schema),
      name: String(r.name),
      kind: String(r.kind),
      updatable: r.updatable === true,
    })),
    columns: columns.rows.map((r) => ({
      relid: num(r.relid),
      name: String(r.name),
      position: num(r.position),
      typeOid: num(r.type_oid),
      nullable: r.nullable === true,
      hasDefault: r.has_default === true,
      identity: String(r.identity ?? ''),
      generated: String(r.generated ?? ''),
      updatable: r.updatable === true,
    })),
    foreignKeys: fks.rows.map((r) => ({
      name: String(r.name),
      relid: num(r.relid),
      refRelid: num(r.ref_relid),
      columns: r.columns as string[],
      refColumns: r.ref_columns as string[],
      oneToOne: r.one_to_one === true,
    })),
    functions: fns.rows.map((r) => functionFromRow(r)),
    enumValues: enums.rows.map((r) => ({ typeOid: num(r.type_oid), label: String(r.label) })),
  };
}

function functionFromRow(r: Record<string, unknown>): PgFunction {
  const argTypes = (r.arg_types as (string | number)[]).map(num);
  const modes = r.arg_modes as string[];
  const names = r.arg_names as string[];
  const nargs = num(r.nargs);
  const ndefaults = num(r.ndefaults);
  const defaults = splitDefaults(r.arg_defaults, ndefaults);
  // Defaults belong to the last `ndefaults` input arguments.
  let inputIndex = 0;
  const args = argTypes.map((typeOid, i) => {
    const mode = modes[i] ?? 'i';
    const isInput = mode === 'i' || mode === 'b' || mode === 'v';
    const defaultIndex = inputIndex - (nargs - ndefaults);
    const hasDefault = isInput && defaultIndex >= 0;
    const defaultsToNull = hasDefault && /^NULL(::[\w ."[\]]+)?$/i.test(defaults[defaultIndex] ?? '');
    if (isInput) inputIndex += 1;
    return { name: names[i] ?? '', typeOid, mode, hasDefault, defaultsToNull };
  });
  return {
    oid: num(r.oid),
    schema: String(r.schema),
    name: String(r.name),
    args,
    returnType: num(r.return_type),
    returnsSet: r.returns_set === true,
  };
}

/**
 * pg_get_expr(proargdefaults) lists the default expressions joined by ", ".
 * Splits at top-level commas; when that does not give one entry per default
 * (an unusual expression), no default counts as NULL.
 */
function splitDefaults(raw: unknown, count: number): string[] {
  if (typeof raw !== 'string' || count === 0) return [];
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === "'") quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    else if (!quoted && depth === 0 && ch === ',') {
      parts.push(raw.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(raw.slice(start).trim());
  return parts.length === count ? parts : [];
}
