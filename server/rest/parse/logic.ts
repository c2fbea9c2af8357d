// `or=(a.eq.1,and(b.gt.2,not.or(c.is.null,d.like.*x*)))` and its keys:
// `or`, `and`, `not.or`, `rel.or`, `rel.sub.not.and`.
//
// Inside a tree each condition is `field.op.operand` where field is one
// column (with an optional JSON path); `rel.col` is not allowed, as in
// PostgREST (a bare `rel.is.null` is a filter on field `rel` that the builder
// reads as "has/has no embedded row").
import type { Filter, LogicTree } from '../ast.ts';
import { Cursor } from './cursor.ts';
import { readOpExpr } from './filter.ts';
import { readField, readFieldName } from './names.ts';

export function parseLogicTree(key: string, value: string): { embedPath: string[]; tree: LogicTree } {
  const { embedPath, op, negate } = parseLogicKey(key);
  const c = new Cursor(value, 'logic tree');
  c.skipWs();
  const tree = readGroup(c, op, negate, 0);
  c.skipWs();
  c.expectEnd();
  return { embedPath, tree };
}

function parseLogicKey(key: string): { embedPath: string[]; op: 'and' | 'or'; negate: boolean } {
  const c = new Cursor(key, 'logic path');
  c.skipWs();
  const path = [readFieldName(c)];
  while (c.accept('.')) path.push(readFieldName(c));
  c.skipWs();
  c.expectEnd('"." or end of input');
  const last = path.pop()!;
  if (last.quoted || (last.name !== 'and' && last.name !== 'or')) {
    c.fail('logic operator (and, or)', 0, JSON.stringify(last.name));
  }
  const before = path[path.length - 1];
  const negate = before !== undefined && !before.quoted && before.name === 'not';
  if (negate) path.pop();
  return { embedPath: path.map((p) => p.name), op: last.name as 'and' | 'or', negate };
}

/** `(child,child,…)` after the operator. */
function readGroup(c: Cursor, op: 'and' | 'or', negate: boolean, depth: number): LogicTree {
  c.checkDepth(depth);
  c.expect('(');
  const children: LogicTree['children'] = [];
  for (;;) {
    c.skipWs();
    children.push(readChild(c, depth));
    c.skipWs();
    if (!c.accept(',')) break;
  }
  c.expect(')', '"," or ")"');
  return { type: 'logic', op, negate, children };
}

/** A nested `and(…)`, `not.or(…)`, or a condition `field.op.value`. */
function readChild(c: Cursor, depth: number): LogicTree | Filter {
  const start = c.pos;
  const head = readFieldName(
    c,
    'field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
  );
  if (!head.quoted) {
    c.skipWs();
    if ((head.name === 'and' || head.name === 'or') && c.peek() === '(') {
      return readGroup(c, head.name, false, depth + 1);
    }
    if (head.name === 'not' && c.peek() === '.') {
      const op = c.lookingAt('.and') ? 'and' : c.lookingAt('.or') ? 'or' : null;
      if (op) {
        const save = c.pos;
        c.pos += op.length + 1;
        c.skipWs();
        if (c.peek() === '(') return readGroup(c, op, true, depth + 1);
        c.pos = save;
      }
    }
  }
  c.pos = start;
  const { column, jsonPath } = readField(c);
  c.expect('.', 'delimiter (.)');
  const expr = readOpExpr(c, 'tree');
  return { type: 'filter', embedPath: [], field: { column, jsonPath }, ...expr };
}
