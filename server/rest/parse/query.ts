// Splits a /rest/v1 query string into PostgREST's parts: reserved keys
// (select, columns, on_conflict, and the embeddable order/limit/offset/and/or
// as `rel.order`, `rel.sub.limit`, `rel.not.or`), rpc arguments and filters.
import type { ParsedQuery } from '../ast.ts';
import { RestError } from '../errors.ts';
import { Cursor } from './cursor.ts';
import { parseFilter } from './filter.ts';
import { parseLogicTree } from './logic.ts';
import { readColumns, readFieldName } from './names.ts';
import { parseOrder } from './order.ts';
import { parseSelect } from './select.ts';

export interface ParseQueryOptions {
  /** Keys that are arguments of the called function (rpc), never filters. */
  argNames?: Set<string>;
  /** GET/HEAD /rpc/fn: a key whose value is not `op.value` is an argument. */
  rpc?: boolean;
}

export function parseQuery(params: URLSearchParams, opts: ParseQueryOptions = {}): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ type: 'star' }],
    filters: [],
    logic: [],
    order: [],
    ranges: [],
    // No prototype: argument names such as "constructor" or "__proto__" are plain keys.
    args: Object.create(null) as Record<string, string>,
  };
  const ranges = new Map<string, ParsedQuery['ranges'][number]>();
  const seen = new Set<string>();
  const first = (key: string) => !seen.has(key) && seen.add(key) !== undefined;

  for (const [key, value] of params) {
    if (opts.argNames?.has(key)) {
      if (!Object.hasOwn(query.args, key)) query.args[key] = value;
      continue;
    }
    if (key === 'select') {
      if (first(key)) query.select = parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      if (first(key)) query.columns = readColumns(new Cursor(value, 'columns parameter'));
      continue;
    }
    if (key === 'on_conflict') {
      if (first(key)) query.onConflict = readColumns(new Cursor(value, 'on_conflict parameter'));
      continue;
    }
    const last = key.slice(key.lastIndexOf('.') + 1);
    if (last === 'order') {
      if (value.trim() !== '') query.order.push({ embedPath: reservedPath(key), terms: parseOrder(value) });
      continue;
    }
    if (last === 'limit' || last === 'offset') {
      if (value.trim() === '') continue;
      const embedPath = reservedPath(key);
      const id = JSON.stringify(embedPath);
      let range = ranges.get(id);
      if (!range) {
        range = { embedPath };
        ranges.set(id, range);
        query.ranges.push(range);
      }
      if (range[last] === undefined) range[last] = parseCount(value, last);
      continue;
    }
    if (last === 'and' || last === 'or') {
      query.logic.push(parseLogicTree(key, value));
      continue;
    }
    if (!opts.rpc) {
      query.filters.push(parseFilter(key, value));
      continue;
    }
    try {
      query.filters.push(parseFilter(key, value));
    } catch (e) {
      if (!(e instanceof RestError)) throw e;
      if (!Object.hasOwn(query.args, key)) query.args[key] = value;
    }
  }
  return query;
}

/** The embed path of `rel.sub.order`: every dot-separated name but the last. */
function reservedPath(key: string): string[] {
  const c = new Cursor(key, 'tree path');
  c.skipWs();
  const path = [readFieldName(c).name];
  while (c.accept('.')) path.push(readFieldName(c).name);
  c.skipWs();
  c.expectEnd('"." or end of input');
  path.pop();
  return path;
}

function parseCount(value: string, what: 'limit' | 'offset'): number {
  const s = value.trim();
  const c = new Cursor(value, `${what} parameter`);
  let i = s.startsWith('-') ? 1 : 0;
  const digitsFrom = i;
  while (i < s.length && s[i] >= '0' && s[i] <= '9') i += 1;
  if (i === digitsFrom || i !== s.length) c.fail('digit', value.indexOf(s) + i);
  const n = Math.min(Number(s), Number.MAX_SAFE_INTEGER);
  if (n >= 0) return n === 0 ? 0 : n;
  // PostgREST: a negative limit is 416 PGRST103; a negative offset reads from the start.
  if (what === 'offset') return 0;
  throw new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    'Limit should be greater than or equal to zero.',
  );
}
