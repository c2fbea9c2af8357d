// GET/HEAD /rest/v1/<relation>: the read statement, counts, ranges and the
// singular/CSV representations.
import type { Queryable } from '../../db/types.ts';
import type { ParsedQuery } from '../ast.ts';
import { RestError } from '../errors.ts';
import { parseQuery, parseRange } from '../parse/index.ts';
import {
  applyResponseGucs,
  explainResult,
  inTransaction,
  type RestRequest,
  type TxResult,
} from '../request.ts';
import type { Table } from '../schema-cache.ts';
import { type EnvelopeRow, envelope } from '../sql/envelope.ts';
import { Params } from '../sql/params.ts';
import { type BuildContext, levelSql, planRead, type ReadNode } from '../sql/read.ts';

export interface PageRange {
  offset: number;
  limit?: number;
}

/** Intersects `limit`/`offset` with the Range header and caps it at max-rows (PostgREST restrictRange). */
export function topRange(q: ParsedQuery, header: PageRange | null, maxRows: number | undefined): PageRange {
  const r = q.ranges.find((x) => x.embedPath.length === 0);
  let from = r?.offset ?? 0;
  let to = r?.limit === undefined ? Number.POSITIVE_INFINITY : from + r.limit - 1;
  if (header) {
    from = Math.max(from, header.offset);
    const hto = header.limit === undefined ? Number.POSITIVE_INFINITY : header.offset + header.limit - 1;
    to = Math.min(to, hto);
  }
  if (maxRows !== undefined) to = Math.min(to, from + maxRows - 1);
  return { offset: from, limit: to === Number.POSITIVE_INFINITY ? undefined : Math.max(0, to - from + 1) };
}

/** Status and Content-Range for a page (PostgREST rangeStatusHeader). */
export function rangeHeaders(offset: number, pageTotal: number, total: number | undefined) {
  const lower = offset;
  const upper = offset + pageTotal - 1;
  const totalStr = total === undefined ? '*' : String(total);
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  let status = 200;
  if (total !== undefined) {
    if (lower > total) status = 416;
    else if (1 + upper - lower < total) status = 206;
  }
  return { status, contentRange: `${range}/${totalStr}` };
}

export function singularError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
    null,
  );
}

export async function plannedCount(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const r = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  let plan = r.rows[0]?.['QUERY PLAN'] as unknown;
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const rows = (plan as { Plan?: { 'Plan Rows'?: number } }[])[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : 0;
}

/** Total rows for Prefer: count=planned|estimated (exact is folded into the main statement). */
export async function estimatedCount(
  tx: Queryable,
  req: RestRequest,
  countSql: string,
  countParams: unknown[],
): Promise<number> {
  const max = req.app.config.restMaxRows;
  if (req.prefer.count === 'planned' || max === undefined) return plannedCount(tx, countSql, countParams);
  // Exact while the count stays within max-rows (cheap: counting stops there), planned beyond.
  const capped = await tx.query<{ n: string }>(
    `SELECT count(*) AS n FROM (${countSql} LIMIT ${Number(max) + 1}) _c`,
    countParams,
  );
  const n = Number(capped.rows[0].n);
  return n <= max ? n : plannedCount(tx, countSql, countParams);
}

export async function handleRead(req: RestRequest, table: Table, head: boolean): Promise<TxResult> {
  const q = parseQuery(req.params);
  const header = parseRange(req.c.req.header('range'), req.c.req.header('range-unit'));
  const range = topRange(q, header, req.app.config.restMaxRows);
  const bc: BuildContext = {
    cache: req.cache,
    schema: req.schema,
    params: new Params(),
    counter: { n: 0 },
    aggregates: req.app.config.restAggregatesEnabled,
  };
  const root = planRead(bc, table, q, { rootFilters: true });
  const count = req.prefer.count;
  if (count) req.applied.push(`count=${count}`);

  return inTransaction(
    req,
    async (tx) => {
      let total: number | undefined;
      let countSql: string | undefined;
      if (count === 'exact') {
        countSql = `(SELECT count(*) FROM (${levelSql(bc, root, { countOnly: true }).sql}) _c)`;
      } else if (count) {
        const cb: BuildContext = { ...bc, params: new Params(), counter: { n: 0 } };
        const croot = planRead(cb, table, q, { rootFilters: true });
        total = await estimatedCount(tx, req, levelSql(cb, croot, { countOnly: true }).sql, cb.params.values);
      }
      const level = levelSql(bc, root, range);
      const sql = envelope(level.sql, { kind: req.media.kind, stripNulls: req.media.stripNulls, countSql });
      // Read-only, so COMMIT may travel with the statement (one round trip per read).
      if (req.media.plan) return explainResult(tx, req, sql, bc.params.values);
      const res = await tx.query<EnvelopeRow>(sql, bc.params.values, { last: true });
      const row = res.rows[0];
      const pageTotal = Number(row.page_total);
      if (countSql) total = Number(row.total_result_set);
      return finishRead(req, root, range, pageTotal, total, row, head, level.outputs);
    },
    { readOnly: true },
  );
}

export function finishRead(
  req: RestRequest,
  _root: ReadNode | undefined,
  range: PageRange,
  pageTotal: number,
  total: number | undefined,
  row: EnvelopeRow,
  head: boolean,
  outputs: string[],
): TxResult {
  const { status, contentRange } = rangeHeaders(range.offset, pageTotal, total);
  const headers: Record<string, string> = {
    'Content-Range': contentRange,
    'Content-Type': req.media.contentType,
  };
  if (status === 416) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${range.offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
  if (req.media.kind === 'object' && pageTotal !== 1) throw singularError(pageTotal);
  let body = row.body ?? '';
  if (req.media.kind === 'csv') body = `${outputs.join(',')}\n${body}`;
  return applyResponseGucs(
    { status, headers, body: head ? null : body },
    row.response_headers,
    row.response_status,
  );
}
