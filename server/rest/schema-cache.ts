// The schema cache: what PostgREST knows about the exposed schemas, read from
// pg_catalog in one round trip at start and on `NOTIFY pgrst, 'reload schema'`.
// Requests never query the catalog; they look names up here. A reload builds
// a whole new cache and swaps the reference, so a request sees one version.
import type { Queryable } from '../db/types.ts';
import { buildRelationships, type Relationship } from './relationships.ts';

export interface Column {
  name: string;
  /** Type without modifiers, usable in a cast (`integer`, `text[]`, `public.mood`). */
  type: string;
  /** Base element type for arrays, otherwise the type itself. */
  elementType: string;
  typeOid: number;
  isArray: boolean;
  nullable: boolean;
  /** The default expression as PostgreSQL prints it (catalog text, trusted). */
  default: string | null;
  generated: boolean;
  identityAlways: boolean;
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'partitioned_table';
  columns: Map<string, Column>;
  columnList: Column[];
  pk: string[];
  /** Unique column sets, the primary key included. */
  uniques: string[][];
  /** Computed columns: functions taking this relation's row type (PostgREST computed fields). */
  computed: Map<string, { schema: string; name: string; type: string }>;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  /** i = in, o = out, b = inout, v = variadic, t = table column. */
  mode: string;
  hasDefault: boolean;
}

export interface FunctionDef {
  schema: string;
  name: string;
  oid: number;
  /** Input arguments in declaration order. */
  args: FunctionArg[];
  /** TABLE(...) / OUT columns. */
  outColumns: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** Not set-returning, or declared `ROWS 1`: a computed relationship to one row. */
  singleRow: boolean;
  /** How the result is shaped in JSON. */
  returns: 'void' | 'scalar' | 'composite';
  /** For composite returns of a table/view row type: that relation. */
  returnTable?: { schema: string; name: string };
  volatility: 'immutable' | 'stable' | 'volatile';
  variadic: boolean;
}

export interface SchemaCache {
  schemas: string[];
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  relationships: Relationship[];
  /** Keyed by `schema.name`; overloads share a key. */
  functions: Map<string, FunctionDef[]>;
  /** Lower-case type names known to the database (validates `::cast`). */
  typeNames: Set<string>;
  loadedAt: number;
}

export const tableKey = (schema: string, name: string) => `${schema}.${name}`;

const CATALOG_SQL = `
with exposed as (
  select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r','v','m','f','p')
), view_deps as (
  select distinct rw.ev_class as view, d.refobjid as base
  from pg_rewrite rw
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = rw.oid and d.refclassid = 'pg_class'::regclass
  join pg_class bc on bc.oid = d.refobjid and bc.relkind in ('r','p','v','m','f')
  where rw.ev_class in (select oid from exposed) and d.refobjid <> rw.ev_class
), rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind, c.oid in (select oid from exposed) as exposed
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.oid in (select oid from exposed) or c.oid in (select base from view_deps)
)
select json_build_object(
  'tables', (select coalesce(json_agg(json_build_object('oid', r.oid, 'schema', r.schema, 'name', r.name, 'kind', r.relkind, 'exposed', r.exposed)), '[]') from rels r),
  'columns', (
    select coalesce(json_agg(json_build_object(
      'rel', a.attrelid, 'name', a.attname, 'num', a.attnum,
      'type', format_type(a.atttypid, null),
      'elementType', case when t.typcategory = 'A' then format_type(t.typelem, null) else format_type(a.atttypid, null) end,
      'typeOid', a.atttypid, 'isArray', t.typcategory = 'A',
      'notNull', a.attnotnull, 'default', pg_get_expr(d.adbin, d.adrelid),
      'generated', a.attgenerated <> '', 'identityAlways', a.attidentity = 'a'
    ) order by a.attrelid, a.attnum), '[]')
    from pg_attribute a
    join rels r on r.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
  ),
  'constraints', (
    select coalesce(json_agg(json_build_object(
      'name', co.conname, 'type', co.contype, 'rel', co.conrelid, 'frel', co.confrelid,
      'cols', (select json_agg(a.attname order by k.i) from unnest(co.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.n),
      'fcols', (select json_agg(a.attname order by k.i) from unnest(co.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k.n),
      'fschema', fn.nspname, 'fname', fc.relname
    )), '[]')
    from pg_constraint co
    left join pg_class fc on fc.oid = co.confrelid
    left join pg_namespace fn on fn.oid = fc.relnamespace
    where co.contype in ('p','u','f') and (co.conrelid in (select oid from rels) or co.confrelid in (select oid from rels))
  ),
  'uniqueIndexes', (
    select coalesce(json_agg(json_build_object('rel', i.indrelid,
      'cols', (select json_agg(a.attname order by k.i) from unnest(i.indkey::int2[]) with ordinality k(n, i) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n))), '[]')
    from pg_index i
    where i.indisunique and i.indpred is null and not (0 = any(i.indkey::int2[])) and i.indrelid in (select oid from rels)
  ),
  'viewDeps', (select coalesce(json_agg(json_build_object('view', v.view, 'base', v.base)), '[]') from view_deps v),
  'functions', (
    select coalesce(json_agg(json_build_object(
      'oid', p.oid, 'schema', n.nspname, 'name', p.proname, 'volatility', p.provolatile,
      'retset', p.proretset, 'rows', p.prorows, 'nargdefaults', p.pronargdefaults, 'variadic', p.provariadic <> 0,
      'rettype', format_type(p.prorettype, null), 'rettyptype', rt.typtype,
      'retrelSchema', rn.nspname, 'retrelName', rc.relname, 'retrelKind', rc.relkind,
      'retcols', (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null), 'mode', 't') order by a.attnum)
                  from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped),
      'args', (select coalesce(json_agg(json_build_object('name', coalesce(p.proargnames[u.i], ''), 'type', format_type(u.t, null), 'mode', coalesce(p.proargmodes[u.i]::text, 'i')) order by u.i), '[]')
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i))
    )), '[]')
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid and rt.typtype = 'c'
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = any($1::text[]) and p.prokind = 'f'
  ),
  'types', (select json_agg(distinct lower(t.typname)) from pg_type t join pg_namespace n on n.oid = t.typnamespace
            where n.nspname = any($1::text[]) or n.nspname = 'pg_catalog')
) as cache`;

const KINDS: Record<string, Table['kind']> = {
  r: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
  p: 'partitioned_table',
};

export interface RawCatalog {
  tables: { oid: number; schema: string; name: string; kind: string; exposed: boolean }[];
  columns: {
    rel: number;
    name: string;
    type: string;
    elementType: string;
    typeOid: number;
    isArray: boolean;
    notNull: boolean;
    default: string | null;
    generated: boolean;
    identityAlways: boolean;
  }[];
  constraints: {
    name: string;
    type: 'p' | 'u' | 'f';
    rel: number;
    frel: number;
    cols: string[];
    fcols: string[] | null;
    fschema: string | null;
    fname: string | null;
  }[];
  uniqueIndexes: { rel: number; cols: string[] | null }[];
  viewDeps: { view: number; base: number }[];
  functions: {
    oid: number;
    schema: string;
    name: string;
    volatility: 'i' | 's' | 'v';
    retset: boolean;
    rows: number;
    nargdefaults: number;
    variadic: boolean;
    rettype: string;
    rettyptype: string;
    retrelSchema: string | null;
    retrelName: string | null;
    retrelKind: string | null;
    args: { name: string; type: string; mode: string }[];
    retcols: { name: string; type: string; mode: string }[] | null;
  }[];
  types: string[] | null;
}

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const res = await db.query<{ cache: RawCatalog }>(CATALOG_SQL, [schemas]);
  return buildSchemaCache(res.rows[0].cache, schemas);
}

export function buildSchemaCache(raw: RawCatalog, schemas: string[]): SchemaCache {
  const byOid = new Map<number, Table>();
  const tables = new Map<string, Table>();
  for (const t of raw.tables) {
    const table: Table = {
      schema: t.schema,
      name: t.name,
      kind: KINDS[t.kind] ?? 'table',
      columns: new Map(),
      columnList: [],
      pk: [],
      uniques: [],
      computed: new Map(),
    };
    byOid.set(t.oid, table);
    if (t.exposed) tables.set(tableKey(t.schema, t.name), table);
  }
  for (const c of raw.columns) {
    const t = byOid.get(c.rel);
    if (!t) continue;
    const col: Column = {
      name: c.name,
      type: c.type,
      elementType: c.elementType,
      typeOid: c.typeOid,
      isArray: c.isArray,
      nullable: !c.notNull,
      default: c.default,
      generated: c.generated,
      identityAlways: c.identityAlways,
    };
    t.columns.set(c.name, col);
    t.columnList.push(col);
  }
  const foreignKeys: ForeignKey[] = [];
  for (const co of raw.constraints) {
    const t = byOid.get(co.rel);
    if (co.type === 'p' && t) {
      t.pk = co.cols;
      t.uniques.push(co.cols);
    } else if (co.type === 'u' && t) {
      t.uniques.push(co.cols);
    } else if (co.type === 'f' && co.fschema && co.fname && co.fcols) {
      const from = raw.tables.find((x) => x.oid === co.rel);
      if (!from) continue;
      foreignKeys.push({
        name: co.name,
        schema: from.schema,
        table: from.name,
        columns: co.cols,
        refSchema: co.fschema,
        refTable: co.fname,
        refColumns: co.fcols,
      });
    }
  }
  for (const u of raw.uniqueIndexes) {
    const t = byOid.get(u.rel);
    if (t && u.cols && !t.uniques.some((x) => sameSet(x, u.cols as string[]))) t.uniques.push(u.cols);
  }
  // Views over views: each pass lets one more level inherit its base's keys.
  for (let pass = 0; pass < 4; pass++) {
    const added = viewForeignKeys(raw, byOid, foreignKeys).filter(
      (fk) =>
        !foreignKeys.some(
          (x) =>
            x.name === fk.name &&
            x.schema === fk.schema &&
            x.table === fk.table &&
            x.refSchema === fk.refSchema &&
            x.refTable === fk.refTable,
        ),
    );
    if (added.length === 0) break;
    foreignKeys.push(...added);
  }

  const functions = new Map<string, FunctionDef[]>();
  for (const f of raw.functions) {
    const inputs = f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const firstDefault = inputs.length - f.nargdefaults;
    const def: FunctionDef = {
      schema: f.schema,
      name: f.name,
      oid: f.oid,
      args: inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault })),
      outColumns: (f.rettype === 'record'
        ? f.args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't')
        : (f.retcols ?? [])
      ).map((a) => ({ ...a, hasDefault: false })),
      returnType: f.rettype,
      returnsSet: f.retset,
      singleRow: !f.retset || f.rows === 1,
      returns:
        f.rettype === 'void'
          ? 'void'
          : f.rettyptype === 'c' || f.rettype === 'record'
            ? 'composite'
            : 'scalar',
      returnTable:
        f.retrelSchema && f.retrelName && f.retrelKind !== 'c'
          ? { schema: f.retrelSchema, name: f.retrelName }
          : undefined,
      volatility: f.volatility === 'i' ? 'immutable' : f.volatility === 's' ? 'stable' : 'volatile',
      variadic: f.variadic,
    };
    // A single OUT parameter makes the function scalar-returning in SQL.
    if (def.returns === 'composite' && f.rettype !== 'record' && f.rettyptype !== 'c') def.returns = 'scalar';
    const key = tableKey(f.schema, f.name);
    const list = functions.get(key);
    if (list) list.push(def);
    else functions.set(key, [def]);
  }

  addComputedColumns(tables, functions);

  return {
    schemas,
    tables,
    foreignKeys,
    relationships: [...computedRelationships(tables, functions), ...buildRelationships(tables, foreignKeys)],
    functions,
    typeNames: new Set(raw.types ?? []),
    loadedAt: Date.now(),
  };
}

/** `full_name(people)` returning a scalar becomes a `full_name` column of `people`, as in PostgREST. */
function addComputedColumns(tables: Map<string, Table>, functions: Map<string, FunctionDef[]>) {
  for (const list of functions.values()) {
    for (const f of list) {
      if (f.args.length !== 1 || f.returnsSet || f.returns !== 'scalar') continue;
      const argType = f.args[0].type;
      for (const t of tables.values()) {
        if (argType !== t.name && argType !== `${t.schema}.${t.name}`) continue;
        if (t.schema !== f.schema || t.columns.has(f.name)) continue;
        t.computed.set(f.name, { schema: f.schema, name: f.name, type: f.returnType });
      }
    }
  }
}

/**
 * PostgREST computed relationships: `fn(films) returns setof directors` (or a
 * single row) embeds as `select=*,fn(*)`, joined by calling fn on the parent row.
 */
function computedRelationships(
  tables: Map<string, Table>,
  functions: Map<string, FunctionDef[]>,
): Relationship[] {
  const out: Relationship[] = [];
  for (const list of functions.values()) {
    for (const f of list) {
      if (f.args.length !== 1 || f.returns !== 'composite' || !f.returnTable) continue;
      const target = tables.get(tableKey(f.returnTable.schema, f.returnTable.name));
      if (!target) continue;
      const argType = f.args[0].type;
      for (const t of tables.values()) {
        if (t.schema !== f.schema || (argType !== t.name && argType !== `${t.schema}.${t.name}`)) continue;
        out.push({
          table: { schema: t.schema, name: t.name },
          foreignTable: { schema: target.schema, name: target.name },
          kind: f.singleRow ? 'm2o' : 'o2m',
          constraint: f.name,
          columns: [],
          foreignColumns: [],
          computed: { schema: f.schema, name: f.name },
        });
      }
    }
  }
  return out;
}

function sameSet(a: string[], b: string[]) {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * Views over a single base relation inherit that relation's foreign keys and
 * keys for the columns they pass through under the same name (PostgREST
 * resolves view columns to base columns; this covers the simple-view case).
 */
function viewForeignKeys(raw: RawCatalog, byOid: Map<number, Table>, fks: ForeignKey[]): ForeignKey[] {
  const basesByView = new Map<number, RawCatalog['viewDeps']>();
  for (const d of raw.viewDeps) {
    const list = basesByView.get(d.view) ?? [];
    list.push(d);
    basesByView.set(d.view, list);
  }
  const out: ForeignKey[] = [];
  for (const [viewOid, deps] of basesByView) {
    if (deps.length !== 1) continue;
    const view = byOid.get(viewOid);
    const base = byOid.get(deps[0].base);
    if (!view || !base) continue;
    const passes = (cols: string[]) =>
      cols.every(
        (c) =>
          view.columns.get(c)?.type !== undefined && view.columns.get(c)?.type === base.columns.get(c)?.type,
      );
    if (base.pk.length && passes(base.pk)) view.pk = base.pk;
    for (const u of base.uniques)
      if (passes(u) && !view.uniques.some((x) => sameSet(x, u))) view.uniques.push(u);
    for (const fk of fks) {
      if (fk.schema === base.schema && fk.table === base.name && passes(fk.columns))
        out.push({ ...fk, schema: view.schema, table: view.name });
      if (fk.refSchema === base.schema && fk.refTable === base.name && passes(fk.refColumns))
        out.push({ ...fk, refSchema: view.schema, refTable: view.name });
    }
  }
  return out;
}

/** Holds the current cache; `reload()` swaps it atomically. */
export class SchemaCacheHolder {
  #current: SchemaCache | undefined;
  #loading: Promise<void> | undefined;
  readonly db: Queryable;
  readonly schemas: string[];
  constructor(db: Queryable, schemas: string[]) {
    this.db = db;
    this.schemas = schemas;
  }
  get current(): SchemaCache | undefined {
    return this.#current;
  }
  async reload(): Promise<void> {
    // Coalesce bursts of NOTIFYs into one catalog read at a time.
    if (this.#loading) await this.#loading.catch(() => {});
    this.#loading = loadSchemaCache(this.db, this.schemas).then((c) => {
      this.#current = c;
    });
    try {
      await this.#loading;
    } finally {
      this.#loading = undefined;
    }
  }
}
