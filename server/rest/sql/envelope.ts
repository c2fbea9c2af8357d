// The outer statement every request ends in (PostgREST's "main query"):
// total count, page size, the whole body rendered by PostgreSQL, and the
// response GUCs a function or trigger may have set.
import type { Representation } from '../http/media.ts';

export interface EnvelopeOptions {
  kind: Representation;
  stripNulls: boolean;
  /** SQL for the total count (a scalar subquery), or undefined for none. */
  countSql?: string;
  /** A CTE prefix (`WITH pgrst_source AS (…)`) for mutations. */
  with?: string;
  /** A single scalar from a function: the body is that JSON value, not an array. */
  scalar?: 'one' | 'set';
  /** Extra output columns (mutations return primary keys for Location). */
  extra?: string;
}

export interface EnvelopeRow {
  total_result_set: string | null;
  page_total: string;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
  [k: string]: unknown;
}

function bodySql(o: EnvelopeOptions): string {
  if (o.kind === 'csv') {
    // Each row is the record's text form without its parentheses (the header row is added by the caller).
    return `coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
  }
  if (o.scalar === 'one') return `coalesce((json_agg(_postgrest_t.pgrst_scalar)->0)::text, 'null')`;
  if (o.scalar === 'set') return `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`;
  const agg = o.stripNulls ? 'json_strip_nulls(json_agg(_postgrest_t))' : 'json_agg(_postgrest_t)';
  if (o.kind === 'object') return `coalesce((${agg}->0)::text, 'null')`;
  return `coalesce(${agg}, '[]')::text`;
}

export function envelope(inner: string, o: EnvelopeOptions): string {
  return `${o.with ? `${o.with} ` : ''}SELECT ${o.countSql ?? 'NULL::bigint'} AS total_result_set, count(_postgrest_t) AS page_total, ${bodySql(o)} AS body, nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status${o.extra ? `, ${o.extra}` : ''} FROM (${inner}) _postgrest_t`;
}
