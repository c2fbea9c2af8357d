// The read plan and its SQL: one level per embedded resource, each a SELECT
// over its relation joined to its children with LEFT/INNER JOIN LATERAL, the
// same shape PostgREST's QueryBuilder produces. JSON is built by PostgreSQL.
import type { Filter, LogicTree, OrderTerm, ParsedQuery, SelectItem } from '../ast.ts';
import { RestError } from '../errors.ts';
import { findRelationship, isToOne, type Relationship } from '../relationships.ts';
import { type SchemaCache, type Table, tableKey } from '../schema-cache.ts';
import { castSql, fieldName, fieldSql } from './fields.ts';
import { type FilterScope, filterSql, logicSql } from './filters.ts';
import { qi, qname } from './ident.ts';
import type { Params } from './params.ts';

const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max']);

export interface ReadNode {
  table: Table;
  /** SQL alias of the relation at this level. */
  alias: string;
  /** Name used in `rel.col` paths: the embed alias, else the relation name. */
  name: string;
  relationName: string;
  select: SelectItem[];
  children: ReadNode[];
  rel?: Relationship;
  joinType: 'left' | 'inner';
  spread: boolean;
  /** SQL alias of the lateral subquery holding this level's result (children only). */
  lateral: string;
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** The level's name in PostgREST's SQL (`films`, `directors_1`): what PostgreSQL's errors would call it. */
  label: string;
}

export interface BuildContext {
  cache: SchemaCache;
  schema: string;
  params: Params;
  counter: { n: number };
  /** The root relation's alias (its name): generated aliases must differ from it. */
  rootAlias?: string;
  /** REST_DB_AGGREGATES_ENABLED (PostgREST's db-aggregates-enabled); undefined: allowed. */
  aggregates?: boolean;
}

/** Resolves the select tree of a request against the schema cache. */
export function planRead(
  bc: BuildContext,
  table: Table,
  q: Pick<ParsedQuery, 'select' | 'filters' | 'logic' | 'order' | 'ranges'>,
  opts: { rootFilters: boolean; rootAlias?: string; rootLabel?: string },
): ReadNode {
  bc.rootAlias = opts.rootAlias ?? table.name;
  const root = planNode(bc, table, q.select, [], bc.rootAlias, table.name, undefined);
  root.label = opts.rootLabel ?? bc.rootAlias;
  const find = (path: string[]): ReadNode => {
    let node = root;
    for (const name of path) {
      const next =
        node.children.find((c) => c.name === name) ?? node.children.find((c) => c.relationName === name);
      if (!next) {
        throw new RestError(
          400,
          'PGRST108',
          `'${name}' is not an embedded resource in this request`,
          null,
          `Verify that '${name}' is included in the 'select' query parameter.`,
        );
      }
      node = next;
    }
    return node;
  };
  for (const f of q.filters) {
    if (f.embedPath.length === 0 && !opts.rootFilters) continue;
    find(f.embedPath).filters.push(f);
  }
  for (const l of q.logic) {
    if (l.embedPath.length === 0 && !opts.rootFilters) continue;
    find(l.embedPath).logic.push(l.tree);
  }
  for (const o of q.order) {
    if (o.embedPath.length === 0 && !opts.rootFilters) continue;
    find(o.embedPath).order.push(...o.terms);
  }
  for (const r of q.ranges) {
    if (r.embedPath.length === 0) continue;
    const node = find(r.embedPath);
    node.limit = r.limit;
    node.offset = r.offset;
  }
  if (bc.aggregates === false) checkNoAggregates(root);
  checkToManySpreadAggregates(root);
  checkColumns(root);
  return root;
}

const hasOwnAggregate = (node: ReadNode) =>
  node.select.some((i) => i.type === 'count' || (i.type === 'field' && i.aggregate));
const isToManySpread = (node: ReadNode) => node.spread && !!node.rel && !isToOne(node.rel);

/**
 * PostgREST's validateAggFunctions: with aggregates off, any aggregate at any level is 400 PGRST123 — and so
 * is a to-many spread, whose columns are gathered with json_agg (PostgREST 13, #3693).
 */
function checkNoAggregates(node: ReadNode) {
  if (hasOwnAggregate(node) || isToManySpread(node)) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed', null, null);
  }
  for (const child of node.children) checkNoAggregates(child);
}

/** An aggregate this level would apply: its own, or one hoisted up from to-one spreads beneath it. */
function aggregatesHere(node: ReadNode): boolean {
  return hasOwnAggregate(node) || node.children.some((c) => hoists(c) && aggregatesHere(c));
}

/**
 * PostgREST 13 (`addToManyOrderSelects`) refuses an aggregate in a to-many spread, written there or hoisted
 * into it from a to-one spread inside it: 400 PGRST127. (A later PostgREST computes them; 13 is the spec.)
 */
function checkToManySpreadAggregates(node: ReadNode) {
  if (isToManySpread(node) && aggregatesHere(node)) {
    throw new RestError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      null,
    );
  }
  for (const child of node.children) checkToManySpreadAggregates(child);
}

/**
 * Unknown columns answer PostgreSQL's 42703 as PostgREST's SQL would raise it: the first one in PostgreSQL's
 * order of analysis (a level's embeds, then its select list, WHERE, ORDER BY), named by that level's alias.
 */
function checkColumns(node: ReadNode) {
  for (const child of node.children) checkColumns(child);
  const known = (column: string) => node.table.columns.has(column) || node.table.computed.has(column);
  const check = (column: string) => {
    if (!known(column))
      throw new RestError(400, '42703', `column ${node.label}.${column} does not exist`, null, null);
  };
  const isEmbed = (name: string) => node.children.some((c) => c.name === name || c.relationName === name);
  const checkFilter = (f: Filter) => {
    if (f.field.jsonPath.length === 0 && !known(f.field.column) && isEmbed(f.field.column)) return;
    check(f.field.column);
  };
  const checkTree = (t: LogicTree) => {
    for (const c of t.children)
      if (c.type === 'logic') checkTree(c);
      else checkFilter(c);
  };
  for (const item of node.select) if (item.type === 'field') check(item.field.column);
  for (const f of node.filters) checkFilter(f);
  for (const l of node.logic) checkTree(l);
  for (const t of node.order) if (!t.relation) check(t.field.column);
}

/**
 * `films_directors_3`: readable, unique (the counter), at most ~60 bytes so
 * PostgreSQL never truncates two into one, and never the root's alias.
 */
function internalAlias(bc: BuildContext, names: string[], n: number): string {
  const base = `${names.map((x) => x.slice(0, 24)).join('_')}_${n}`;
  return base === bc.rootAlias ? `${base}_x` : base;
}

function planNode(
  bc: BuildContext,
  table: Table,
  select: SelectItem[],
  path: string[],
  alias: string,
  name: string,
  rel: Relationship | undefined,
): ReadNode {
  const node: ReadNode = {
    table,
    alias,
    name,
    relationName: table.name,
    select: select.map((item) => bareCount(table, item)),
    children: [],
    rel,
    joinType: 'left',
    spread: false,
    lateral: '',
    filters: [],
    logic: [],
    order: [],
    label: alias,
  };
  for (const item of node.select) {
    if (item.type !== 'embed') continue;
    const r = findRelationship(bc.cache.relationships, table, item.relation, item.hint, bc.schema);
    const target = bc.cache.tables.get(tableKey(r.foreignTable.schema, r.foreignTable.name));
    if (!target) throw new RestError(400, 'PGRST200', `Could not find '${item.relation}'`, null, null);
    bc.counter.n += 1;
    const child = planNode(
      bc,
      target,
      item.select,
      [...path, item.alias ?? item.relation],
      internalAlias(bc, [target.name], bc.counter.n),
      item.alias ?? item.relation,
      r,
    );
    child.relationName = item.relation;
    child.label = r.junction ? target.name : `${target.name}_${path.length + 1}`;
    child.joinType = item.joinType;
    child.spread = item.spread;
    child.lateral = internalAlias(bc, [table.name, target.name], bc.counter.n);
    // The same name twice at one level would be two equal keys in one JSON object; PostgREST's SQL
    // fails there with PostgreSQL's 42712 as its lateral aliases (`<parent>_<name>_<depth>`) collide.
    const keyed = (c: ReadNode) => !c.spread && c.select.length > 0;
    if (keyed(child) && node.children.some((c) => keyed(c) && c.name === child.name)) {
      const lateral = `${table.name}_${child.name}_${path.length + 1}`;
      throw new RestError(400, '42712', `table name "${lateral}" specified more than once`, null, null);
    }
    node.children.push(child);
  }
  return node;
}

/** `select=count` / `rel(count)`: PostgREST's older spelling of `count()`, unless a column is named count. */
function bareCount(table: Table, item: SelectItem): SelectItem {
  if (
    item.type === 'field' &&
    item.field.column === 'count' &&
    item.field.jsonPath.length === 0 &&
    !item.aggregate &&
    !table.columns.has('count') &&
    !table.computed.has('count')
  ) {
    return { type: 'count', alias: item.alias, cast: item.cast };
  }
  return item;
}

interface LevelSql {
  /** SELECT … FROM … JOIN … WHERE … [GROUP BY] [ORDER BY] [LIMIT] */
  sql: string;
  /** Output column names, in order (spread parents need them). */
  outputs: string[];
  /** Outputs of a to-one spread that carry an aggregate for the parent to apply (PostgREST's hoisting). */
  hoisted: Map<string, Hoisted>;
  /** Outputs that are embeds (`json`, which has no equality): a parent grouping by them groups by their text. */
  embeds: Set<string>;
}

/** An aggregate written inside a to-one spread, applied one level up: `fn(col)::cast AS out`. */
interface Hoisted {
  fn: string;
  cast?: string;
  out: string;
}

/**
 * PostgREST hoists the aggregates of a to-one spread (`client_id,...invoices(total.sum())`) to the level the
 * spread's columns land in, grouped by that level's other columns, through nested spreads up to the first level
 * that is the root or a JSON embed.
 */
const hoists = (node: ReadNode) => node.spread && (node.rel ? isToOne(node.rel) : false);

interface LevelOptions {
  /** Replaces `FROM schema.table AS alias` (mutation results: `FROM pgrst_source AS alias`). */
  from?: string;
  /** Select `1` only and skip order/limit: the count of the root level. */
  countOnly?: boolean;
  /** Top-level range, already capped by max-rows. */
  limit?: number;
  offset?: number;
  /** Extra conditions (the join condition of a child). */
  where?: string[];
}

/** SQL for one level of the tree (the root, or an embedded child given its parent's alias). */
export function levelSql(bc: BuildContext, node: ReadNode, opts: LevelOptions = {}): LevelSql {
  const p = bc.params;
  const cols: string[] = [];
  const outputs: string[] = [];
  const groupBy: string[] = [];
  const hoisting = hoists(node);
  // Inside a to-many spread every related row is joined as a row of this level (PostgREST 13): a nested
  // to-many relationship, spread or not, adds rows instead of one array, so each spread column's array is
  // flat (`...processes(name,...supervisors(name))`: a process's name once per supervisor).
  const flatten = isToManySpread(node);
  const hoisted = new Map<string, Hoisted>();
  const embeds = new Set<string>();
  let hasAggregate =
    !hoisting && node.select.some((i) => i.type === 'count' || (i.type === 'field' && i.aggregate));
  const joins: { sql: string; lateral: string; inner: boolean }[] = [];
  const childByItem = new Map<SelectItem, ReadNode>();
  let ci = 0;
  for (const item of node.select) if (item.type === 'embed') childByItem.set(item, node.children[ci++]);

  // Filters first: the laterals WHERE refers to (`rel=is.null`) must stay joined in the count query.
  const referenced = new Set<string>();
  const scope: FilterScope = {
    cache: bc.cache,
    table: node.table,
    alias: node.alias,
    params: p,
    embedNullExpr: (name) => {
      const child =
        node.children.find((c) => c.name === name) ?? node.children.find((c) => c.relationName === name);
      if (!child) return undefined;
      referenced.add(child.lateral);
      return child.rel && !isToOne(child.rel) && !flatten
        ? rowsRef(child)
        : `to_json(${qi(child.lateral)}.r)`;
    },
  };
  const where = [...(opts.where ?? [])];
  for (const f of node.filters) where.push(filterSql(f, scope));
  for (const l of node.logic) where.push(logicSql(l, scope));

  const childSqls = new Map<ReadNode, LevelSql>();
  for (const child of node.children) {
    // A count needs only the joins that filter: building the others would bind parameters it never uses.
    if (opts.countOnly && child.joinType !== 'inner' && !referenced.has(child.lateral)) continue;
    const cs = levelSql(bc, child, { where: joinConditions(child, node), ...childFrom(child, node) });
    childSqls.set(child, cs);
    const toOne = (child.rel ? isToOne(child.rel) : true) || flatten;
    const lat = qi(child.lateral);
    if (toOne) {
      const kind = child.joinType === 'inner' ? 'INNER' : 'LEFT';
      joins.push({
        sql: `${kind} JOIN LATERAL (SELECT _c AS r FROM (${cs.sql}) _c) AS ${lat} ON TRUE`,
        lateral: child.lateral,
        inner: child.joinType === 'inner',
      });
    } else {
      const kind = child.joinType === 'inner' ? 'INNER' : 'LEFT';
      const on = child.joinType === 'inner' ? `${rowsRef(child)} IS NOT NULL` : 'TRUE';
      // A to-many spread (PostgREST 13): besides the rows, one array per column, `[]` when there are none.
      const spreadCols = child.spread
        ? cs.outputs.map((o) => `, coalesce(json_agg(_c.${qi(o)}), '[]'::json) AS ${qi(o)}`).join('')
        : '';
      const rows = child.spread ? lat : 'j';
      joins.push({
        sql: `${kind} JOIN LATERAL (SELECT json_agg(_c) AS ${rows}${spreadCols} FROM (${cs.sql}) _c) AS ${lat} ON ${on}`,
        lateral: child.lateral,
        inner: child.joinType === 'inner',
      });
    }
  }

  // A spread child's hoisted aggregates are aggregated here (or passed further up when this level hoists too).
  if (!hoisting && [...childSqls.values()].some((c) => c.hoisted.size > 0)) hasAggregate = true;

  if (!opts.countOnly) {
    for (const item of node.select) {
      switch (item.type) {
        case 'star':
          for (const c of node.table.columnList) {
            const e = `${qi(node.alias)}.${qi(c.name)}`;
            cols.push(e);
            outputs.push(c.name);
            groupBy.push(e);
          }
          break;
        case 'field': {
          let e = fieldSql(node.table, node.alias, item.field, p).sql;
          if (item.cast) e = `CAST(${e} AS ${castSql(bc.cache, item.cast)})`;
          if (item.aggregate) {
            // Defence in depth: the parser only yields these, and only these reach SQL text.
            if (!AGGREGATES.has(item.aggregate))
              throw new RestError(400, 'PGRST100', 'unknown aggregate', null, null);
            if (hoisting) {
              const name = item.alias ?? item.field.column;
              cols.push(`${e} AS ${qi(name)}`);
              outputs.push(name);
              hoisted.set(name, {
                fn: item.aggregate,
                cast: item.aggregateCast,
                out: item.alias ?? item.aggregate,
              });
              break;
            }
            e = `${item.aggregate}(${e})`;
            if (item.aggregateCast) e = `CAST(${e} AS ${castSql(bc.cache, item.aggregateCast)})`;
            const out = item.alias ?? item.aggregate;
            cols.push(`${e} AS ${qi(out)}`);
            outputs.push(out);
          } else {
            const out = item.alias ?? fieldName(item.field);
            cols.push(`${e} AS ${qi(out)}`);
            outputs.push(out);
            groupBy.push(e);
          }
          break;
        }
        case 'count': {
          if (hoisting) {
            // Counted one level up: the rows this spread matched (none: the parent's LEFT JOIN gives NULL).
            const name = item.alias ?? 'count';
            cols.push(`1 AS ${qi(name)}`);
            outputs.push(name);
            hoisted.set(name, { fn: 'count', cast: item.cast, out: name });
            break;
          }
          let e = 'count(*)';
          if (item.cast) e = `CAST(${e} AS ${castSql(bc.cache, item.cast)})`;
          const out = item.alias ?? 'count';
          cols.push(`${e} AS ${qi(out)}`);
          outputs.push(out);
          break;
        }
        case 'embed': {
          const child = childByItem.get(item) as ReadNode;
          const lat = qi(child.lateral);
          const toOne = (child.rel ? isToOne(child.rel) : true) || flatten;
          // `rel!inner()` filters the parent without adding a key (PostgREST #2340).
          if (item.select.length === 0) break;
          if (child.spread) {
            const cs = childSqls.get(child) as LevelSql;
            for (const o of cs.outputs) {
              const h = cs.hoisted.get(o);
              if (toOne && h) {
                const e = `(${lat}.r).${qi(o)}`;
                if (hoisting) {
                  // Still not the level to aggregate at: pass the column and its aggregate up.
                  cols.push(`${e} AS ${qi(o)}`);
                  outputs.push(o);
                  hoisted.set(o, h);
                  continue;
                }
                let agg = `${h.fn}(${e})`;
                if (h.cast) agg = `CAST(${agg} AS ${castSql(bc.cache, h.cast)})`;
                cols.push(`${agg} AS ${qi(h.out)}`);
                outputs.push(h.out);
                continue;
              }
              if (toOne && !cs.embeds.has(o)) {
                const e = `(${lat}.r).${qi(o)}`;
                cols.push(`${e} AS ${qi(o)}`);
                groupBy.push(e);
              } else {
                const e = toOne ? `(${lat}.r).${qi(o)}` : `${lat}.${qi(o)}`;
                cols.push(`${hasAggregate ? `(${e}::text)::json` : e} AS ${qi(o)}`);
                groupBy.push(`${e}::text`);
                embeds.add(o);
              }
              outputs.push(o);
            }
          } else if (toOne) {
            // Grouping needs a comparable expression: json has no equality, its text has.
            const e = hasAggregate ? `(to_json(${lat}.r)::text)::json` : `to_json(${lat}.r)`;
            cols.push(`${e} AS ${qi(child.name)}`);
            outputs.push(child.name);
            embeds.add(child.name);
            groupBy.push(`to_json(${lat}.r)::text`);
          } else {
            const e = hasAggregate
              ? `coalesce(${rowsRef(child)}::text, '[]')::json`
              : `coalesce(${rowsRef(child)}, '[]'::json)`;
            cols.push(`${e} AS ${qi(child.name)}`);
            outputs.push(child.name);
            embeds.add(child.name);
            groupBy.push(`${rowsRef(child)}::text`);
          }
          break;
        }
      }
    }
  }

  const from = opts.from ?? `${qname(node.table.schema, node.table.name)} AS ${qi(node.alias)}`;
  let sql = `SELECT ${opts.countOnly ? '1' : cols.length ? cols.join(', ') : ''} FROM ${from}`;
  if (joins.length) sql += ` ${joins.map((j) => j.sql).join(' ')}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (opts.countOnly) return { sql, outputs, hoisted, embeds };
  if (hasAggregate && groupBy.length) sql += ` GROUP BY ${groupBy.join(', ')}`;
  const order = node.order.map((t) => orderSql(bc, node, t));
  if (order.length) sql += ` ORDER BY ${order.join(', ')}`;
  const limit = opts.limit ?? node.limit;
  const offset = opts.offset ?? node.offset;
  if (limit !== undefined) sql += ` LIMIT ${p.add(limit)}::bigint`;
  if (offset) sql += ` OFFSET ${p.add(offset)}::bigint`;
  return { sql, outputs, hoisted, embeds };
}

/** A to-many child's rows as one JSON array (null when none): `j`, or for a spread the lateral's own name. */
function rowsRef(child: ReadNode): string {
  return `${qi(child.lateral)}.${child.spread ? qi(child.lateral) : 'j'}`;
}

/** A child's FROM: its relation, plus the junction for many-to-many. */
function childFrom(child: ReadNode, parent: ReadNode): { from?: string } {
  const computed = child.rel?.computed;
  if (computed)
    return { from: `${qname(computed.schema, computed.name)}(${qi(parent.alias)}) AS ${qi(child.alias)}` };
  const j = child.rel?.junction;
  if (!j) return {};
  return {
    from: `${qname(child.table.schema, child.table.name)} AS ${qi(child.alias)}, ${qname(j.table.schema, j.table.name)} AS ${qi(`${child.lateral}_j`)}`,
  };
}

function joinConditions(child: ReadNode, parent: ReadNode): string[] {
  const r = child.rel as Relationship;
  if (r.computed) return [];
  const c = qi(child.alias);
  const pa = qi(parent.alias);
  if (r.junction) {
    const j = r.junction;
    const ja = qi(`${child.lateral}_j`);
    return [
      ...j.targetJunctionColumns.map((col, i) => `${ja}.${qi(col)} = ${c}.${qi(j.targetColumns[i])}`),
      ...j.sourceJunctionColumns.map((col, i) => `${ja}.${qi(col)} = ${pa}.${qi(j.sourceColumns[i])}`),
    ];
  }
  return r.foreignColumns.map((col, i) => `${c}.${qi(col)} = ${pa}.${qi(r.columns[i])}`);
}

function orderSql(bc: BuildContext, node: ReadNode, t: OrderTerm): string {
  let e: string;
  if (t.relation) {
    const child =
      node.children.find((c) => c.name === t.relation) ??
      node.children.find((c) => c.relationName === t.relation);
    if (!child) {
      throw new RestError(
        400,
        'PGRST108',
        `'${t.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${t.relation}' is included in the 'select' query parameter.`,
      );
    }
    if (child.rel && !isToOne(child.rel)) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${t.relation}' is not possible`,
        `'${node.table.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
        null,
      );
    }
    const inner = fieldSql(child.table, child.alias, t.field, bc.params).sql;
    const cond = joinConditions(child, node);
    const from =
      childFrom(child, node).from ?? `${qname(child.table.schema, child.table.name)} AS ${qi(child.alias)}`;
    e = `(SELECT ${inner} FROM ${from}${cond.length ? ` WHERE ${cond.join(' AND ')}` : ''} LIMIT 1)`;
  } else {
    e = fieldSql(node.table, node.alias, t.field, bc.params).sql;
  }
  if (t.direction) e += t.direction === 'desc' ? ' DESC' : ' ASC';
  if (t.nulls) e += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
  return e;
}
