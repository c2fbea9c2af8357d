// `select=` as PostgREST reads it: `*`, `alias:col->a->>b::cast`,
// `col.sum()::int`, `count()`, `alias:rel!hint!inner(…)`, `...rel(…)`.
import type { AggregateFn, SelectItem } from '../ast.ts';
import { Cursor } from './cursor.ts';
import { type Name, readFieldName, readIdentifier, readJsonPath } from './names.ts';
import { withOptional } from './optional.ts';

const AGGREGATES: readonly AggregateFn[] = ['sum', 'avg', 'count', 'max', 'min'];
const ITEM_END = '")", "," or end of input';

export function parseSelect(s: string): SelectItem[] {
  const c = new Cursor(s, 'select parameter');
  const items = readForest(c, 0);
  c.skipWs();
  if (!c.eof) c.fail(items.length ? '"," or end of input' : 'field name, "*" or end of input');
  return items.length ? items : [{ type: 'star' }];
}

function readForest(c: Cursor, depth: number): SelectItem[] {
  c.checkDepth(depth);
  const items: SelectItem[] = [];
  c.skipWs();
  if (c.eof || c.peek() === ')') return items;
  for (;;) {
    items.push(readItem(c, depth));
    c.skipWs();
    if (!c.accept(',')) return items;
  }
}

function readItem(c: Cursor, depth: number): SelectItem {
  c.skipWs();
  if (c.accept('...')) {
    c.skipWs();
    const { name } = readFieldName(c);
    return readEmbed(c, depth, name, undefined, true);
  }
  if (c.accept('*')) {
    expectItemEnd(c);
    return { type: 'star' };
  }
  let first: Name = readFieldName(c);
  let alias: string | undefined;
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos += 1;
    c.skipWs();
    alias = first.name;
    first = readFieldName(c);
  }
  c.skipWs();
  if (!first.quoted && first.name === 'count' && c.lookingAt('()')) {
    c.pos += 2;
    const cast = readCast(c);
    expectItemEnd(c);
    return withOptional({ type: 'count' }, { alias, cast });
  }
  if (c.peek() === '(' || c.peek() === '!') return readEmbed(c, depth, first.name, alias, false);
  const jsonPath = readJsonPath(c);
  c.skipWs();
  const cast = readCast(c);
  let aggregate: AggregateFn | undefined;
  let aggregateCast: string | undefined;
  if (c.peek() === '.') {
    const at = c.pos;
    c.pos += 1;
    aggregate = AGGREGATES.find((fn) => c.lookingAt(`${fn}()`));
    if (!aggregate) c.fail('aggregate function (sum, avg, count, max, min) followed by "()"', at + 1);
    c.pos += aggregate.length + 2;
    aggregateCast = readCast(c);
  }
  expectItemEnd(c);
  return withOptional(
    { type: 'field', field: { column: first.name, jsonPath } },
    { alias, cast, aggregate, aggregateCast },
  );
}

function readCast(c: Cursor): string | undefined {
  c.skipWs();
  if (!c.accept('::')) return undefined;
  const cast = readIdentifier(c);
  c.skipWs();
  return cast;
}

function readEmbed(
  c: Cursor,
  depth: number,
  relation: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined;
  let joinType: 'left' | 'inner' | undefined;
  c.skipWs();
  while (c.accept('!')) {
    c.skipWs();
    const p = readFieldName(c, 'hint, "inner" or "left"');
    if (!p.quoted && (p.name === 'inner' || p.name === 'left')) joinType ??= p.name;
    else hint ??= p.name;
    c.skipWs();
  }
  c.expect('(', '"(" (embedded resource) or "!"');
  const select = readForest(c, depth + 1);
  c.skipWs();
  c.expect(')', '"," or ")"');
  expectItemEnd(c);
  return withOptional(
    { type: 'embed', relation, joinType: joinType ?? 'left', spread, select },
    { alias, hint },
  );
}

function expectItemEnd(c: Cursor) {
  c.skipWs();
  const ch = c.peek();
  if (ch !== undefined && ch !== ',' && ch !== ')') c.fail(ITEM_END);
}
