// POST (insert/upsert), PUT (single-row upsert), PATCH and DELETE on a
// relation: one data-modifying CTE, then the same envelope as reads so the
// representation (with embeds) is rendered by PostgreSQL.
import type { Filter, ParsedQuery } from '../ast.ts';
import { RestError } from '../errors.ts';
import { invalidBody, type Payload, readPayload } from '../http/body.ts';
import { parseQuery } from '../parse/index.ts';
import {
  applyResponseGucs,
  explainResult,
  inTransaction,
  type RestRequest,
  type TxResult,
} from '../request.ts';
import type { Column, Table } from '../schema-cache.ts';
import { type EnvelopeRow, envelope } from '../sql/envelope.ts';
import { getColumn } from '../sql/fields.ts';
import { type FilterScope, filterSql, logicSql } from '../sql/filters.ts';
import { qi } from '../sql/ident.ts';
import { Params } from '../sql/params.ts';
import { type BuildContext, levelSql, planRead } from '../sql/read.ts';
import { deleteSql, insertSql, type Returning, unknownColumn, updateSql } from '../sql/write.ts';
import { singularError } from './read.ts';

type Mutation = 'insert' | 'upsert-put' | 'update' | 'delete';

export async function handleWrite(req: RestRequest, table: Table): Promise<TxResult> {
  const q = parseQuery(req.params);
  const mutation: Mutation =
    req.method === 'POST'
      ? 'insert'
      : req.method === 'PUT'
        ? 'upsert-put'
        : req.method === 'PATCH'
          ? 'update'
          : 'delete';
  const payload = mutation === 'delete' ? undefined : await readPayload(req.c.req.raw);
  const ret = req.prefer.return ?? 'minimal';
  if (req.prefer.return) req.applied.push(`return=${ret}`);
  const returning: Returning = ret === 'minimal' ? 'none' : 'all';
  const params = new Params();
  const bc: BuildContext = {
    cache: req.cache,
    schema: req.schema,
    params,
    counter: { n: 0 },
    aggregates: req.app.config.restAggregatesEnabled,
  };
  const alias = table.name;

  let mutationSql: string;
  if (mutation === 'insert' || mutation === 'upsert-put') {
    mutationSql = buildInsert(req, table, q, payload as Payload, mutation, returning, params);
  } else {
    const where = rootWhere(req, table, q, params);
    const limited = limitedClause(req, table, q, where, params);
    if (mutation === 'update') {
      const body = (payload as Payload).value;
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw invalidBody('A PATCH body must be a JSON object');
      const keys = q.columns ?? Object.keys(body);
      const columns = keys.map((k) => table.columns.get(k) ?? throwUnknown(table, k));
      if (columns.length === 0) {
        // Nothing to set: PostgREST answers as if no row matched.
        // The filters stay in the text: their values are already bound parameters.
        const t = `${qi(table.schema)}.${qi(table.name)}`;
        const a = qi(alias);
        const cond = limited
          ? [`${a}.ctid = ANY(ARRAY(SELECT ${a}.ctid FROM ${t} AS ${a} ${limited}))`]
          : where;
        mutationSql = `SELECT ${a}.* FROM ${t} AS ${a} WHERE FALSE${cond.map((w) => ` AND ${w}`).join('')}`;
      } else {
        mutationSql = updateSql(
          {
            table,
            alias,
            columns,
            payload: (payload as Payload).text,
            where: limited ? [] : where,
            limited,
            returning,
          },
          params,
        );
      }
    } else {
      mutationSql = deleteSql({ table, alias, where: limited ? [] : where, limited, returning });
    }
  }

  // The representation: the select tree over the mutated rows.
  let inner = 'SELECT 1 FROM pgrst_source';
  let outputs: string[] = [];
  if (returning === 'all') {
    const root = planRead(bc, table, q, { rootFilters: false });
    const level = levelSql(bc, root, { from: `pgrst_source AS ${qi(alias)}` });
    inner = level.sql;
    outputs = level.outputs;
  }
  const pkCols = table.pk;
  const extras: string[] = [];
  if (ret === 'headers-only' && pkCols.length) {
    extras.push(
      `(SELECT json_build_array(${pkCols.map((c) => `pgrst_source.${qi(c)}`).join(', ')})::text FROM pgrst_source LIMIT 1) AS location`,
    );
  }
  if (upserting(req, mutation)) {
    extras.push('(SELECT count(*) FILTER (WHERE pgrst_inserted) FROM pgrst_source) AS inserted');
  }
  const extra = extras.length ? extras.join(', ') : undefined;
  const sql = envelope(inner, {
    kind: req.media.kind,
    stripNulls: req.media.stripNulls,
    with: `WITH pgrst_source AS (${mutationSql})`,
    extra,
  });
  if (req.prefer.count === 'exact') req.applied.push('count=exact');
  if (req.prefer.tx) req.applied.push(`tx=${req.prefer.tx}`);
  if (req.prefer.missing && mutation === 'insert') req.applied.push(`missing=${req.prefer.missing}`);
  if (req.prefer.resolution && mutation === 'insert') req.applied.push(`resolution=${req.prefer.resolution}`);
  const strict = req.prefer.handling === 'strict';
  if (strict && req.prefer.maxAffected !== undefined && (mutation === 'update' || mutation === 'delete')) {
    req.applied.push('handling=strict', `max-affected=${req.prefer.maxAffected}`);
  }

  return inTransaction(
    req,
    async (tx) => {
      if (req.media.plan) return explainResult(tx, req, sql, params.values);
      const res = await tx.query<EnvelopeRow & { location?: string | null; inserted?: string | number }>(
        sql,
        params.values,
      );
      const row = res.rows[0];
      const n = Number(row.page_total);
      if (
        strict &&
        req.prefer.maxAffected !== undefined &&
        (mutation === 'update' || mutation === 'delete') &&
        n > req.prefer.maxAffected
      ) {
        throw new RestError(
          400,
          'PGRST124',
          'Query result exceeds max-affected preference constraint',
          `The query affects ${n} rows`,
          null,
        );
      }
      if (req.media.kind === 'object' && n !== 1) throw singularError(n);
      const headers: Record<string, string> = {};
      const counted = req.prefer.count === 'exact' ? String(n) : '*';
      if (mutation === 'insert' || mutation === 'upsert-put') headers['Content-Range'] = `*/${counted}`;
      else headers['Content-Range'] = n > 0 ? `0-${n - 1}/${counted}` : `*/${counted}`;
      if (row.location) {
        const values = JSON.parse(row.location) as unknown[];
        const query = pkCols
          .map((c, i) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(values[i]))}`)
          .join('&');
        headers.Location = `/${encodeURIComponent(table.name)}?${query}`;
      }
      let status = mutation === 'insert' ? 201 : ret === 'representation' ? 200 : 204;
      // PostgREST ≥ 12: an upsert that inserted nothing (merge-duplicates that only updated, PUT on
      // an existing row) answers 200; one that inserted answers 201.
      if (row.inserted !== undefined && status !== 204) status = Number(row.inserted) > 0 ? 201 : 200;
      let body: string | null = null;
      if (ret === 'representation') {
        headers['Content-Type'] = req.media.contentType;
        body = row.body ?? '[]';
        if (req.media.kind === 'csv') body = `${outputs.join(',')}\n${body}`;
      }
      if (mutation === 'upsert-put' && ret !== 'representation') status = 204;
      return applyResponseGucs({ status, headers, body }, row.response_headers, row.response_status);
    },
    { readOnly: false },
  );
}

/** POST with `resolution=merge-duplicates`, or PUT: the status says whether a row was inserted. */
function upserting(req: RestRequest, mutation: Mutation): boolean {
  return mutation === 'upsert-put' || (mutation === 'insert' && req.prefer.resolution === 'merge-duplicates');
}

function throwUnknown(table: Table, name: string): never {
  throw unknownColumn(table, name);
}

function buildInsert(
  req: RestRequest,
  table: Table,
  q: ParsedQuery,
  payload: Payload,
  mutation: Mutation,
  returning: Returning,
  params: Params,
): string {
  const value = payload.value;
  const rows = Array.isArray(value) ? value : [value];
  if (rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw invalidBody();
  const objects = rows as Record<string, unknown>[];
  let keys: string[];
  if (q.columns) {
    keys = q.columns;
  } else {
    keys = objects.length ? Object.keys(objects[0]) : [];
    const sig = [...keys].sort().join('\u0000');
    if (objects.some((o) => [...Object.keys(o)].sort().join('\u0000') !== sig)) {
      throw new RestError(400, 'PGRST102', 'All object keys must match', null, null);
    }
  }
  const columns: Column[] = keys.map((k) => table.columns.get(k) ?? throwUnknown(table, k));
  const defaultWhenMissing = new Set<string>();
  if (req.prefer.missing === 'default') {
    for (const c of columns)
      if (objects.some((o) => !Object.hasOwn(o, c.name))) defaultWhenMissing.add(c.name);
  }

  let onConflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  if (mutation === 'upsert-put') {
    checkPut(table, q, objects);
    onConflict = { columns: table.pk, action: 'merge' };
  } else if (req.prefer.resolution) {
    const target = q.onConflict ?? table.pk;
    for (const c of target) getColumn(table, c);
    if (target.length === 0) {
      throw new RestError(
        400,
        'PGRST100',
        'on_conflict is required: the table has no primary key',
        null,
        null,
      );
    }
    onConflict = {
      columns: target,
      action: req.prefer.resolution === 'ignore-duplicates' ? 'ignore' : 'merge',
    };
  }
  return insertSql(
    {
      table,
      alias: table.name,
      columns,
      defaultWhenMissing,
      rowKeys: defaultWhenMissing.size ? objects.map((o) => new Set(Object.keys(o))) : undefined,
      bodyIsArray: Array.isArray(value),
      payload: payload.text,
      onConflict,
      returning,
      flagInserted: upserting(req, mutation),
    },
    params,
  );
}

/** PUT: filters are exactly `pk=eq.v` for every primary-key column and the body agrees (PostgREST PGRST105/114/115). */
function checkPut(table: Table, q: ParsedQuery, objects: Record<string, unknown>[]) {
  if (q.ranges.some((r) => r.embedPath.length === 0 && (r.limit !== undefined || r.offset !== undefined))) {
    throw new RestError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
      null,
      null,
    );
  }
  const root = q.filters.filter((f) => f.embedPath.length === 0);
  const pk = table.pk;
  const ok =
    pk.length > 0 &&
    root.length === pk.length &&
    q.logic.length === 0 &&
    root.every(
      (f) =>
        f.op === 'eq' &&
        !f.negate &&
        !f.quantifier &&
        f.field.jsonPath.length === 0 &&
        pk.includes(f.field.column),
    ) &&
    new Set(root.map((f) => f.field.column)).size === pk.length;
  if (!ok) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
      null,
      null,
    );
  }
  if (objects.length !== 1) throw invalidBody('PUT requires a single JSON object');
  for (const f of root) {
    const v = objects[0][f.field.column];
    if (v === undefined || String(v) !== String(f.value)) {
      throw new RestError(
        400,
        'PGRST115',
        'Payload values do not match URL in primary key column(s)',
        null,
        null,
      );
    }
  }
}

function rootWhere(req: RestRequest, table: Table, q: ParsedQuery, params: Params): string[] {
  const scope: FilterScope = { cache: req.cache, table, alias: table.name, params };
  const where: string[] = [];
  for (const f of q.filters as Filter[]) if (f.embedPath.length === 0) where.push(filterSql(f, scope));
  for (const l of q.logic) if (l.embedPath.length === 0) where.push(logicSql(l.tree, scope));
  return where;
}

/** `limit`/`offset`/`order` on PATCH/DELETE restrict which rows change (by ctid, tables only). */
function limitedClause(req: RestRequest, table: Table, q: ParsedQuery, where: string[], params: Params) {
  const range = q.ranges.find((r) => r.embedPath.length === 0);
  if (!range || (range.limit === undefined && !range.offset)) return undefined;
  if (table.kind !== 'table' && table.kind !== 'partitioned_table') {
    throw new RestError(
      400,
      'PGRST100',
      'limit/offset on PATCH and DELETE need a table, not a view',
      null,
      null,
    );
  }
  const a = qi(table.name);
  const order = (q.order.find((o) => o.embedPath.length === 0)?.terms ?? []).map((t) => {
    getColumn(table, t.field.column);
    let e = `${a}.${qi(t.field.column)}`;
    if (t.direction) e += t.direction === 'desc' ? ' DESC' : ' ASC';
    if (t.nulls) e += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return e;
  });
  let sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (order.length) sql += ` ORDER BY ${order.join(', ')}`;
  if (range.limit !== undefined) sql += ` LIMIT ${params.add(range.limit)}::bigint`;
  if (range.offset) sql += ` OFFSET ${params.add(range.offset)}::bigint`;
  void req;
  return sql;
}
