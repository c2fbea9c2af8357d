// Column filters: `col=not.op(any).operand` with `rel.col` / `col->a->>b`
// keys, and the same operator expressions inside or/and trees.
import type { FieldRef, Filter, FilterOperator } from '../ast.ts';
import { Cursor } from './cursor.ts';
import { readFieldName, readIdentifier, readJsonPath, readQuoted } from './names.ts';
import { withOptional } from './optional.ts';

const SIMPLE_OPS = new Set(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']);
const QUANT_OPS = new Set(['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch']);
const FTS_OPS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const OPERATOR = 'operator (eq, gt, ...)';

/**
 * `top`: the operand is the rest of the value (`eq.a,b)` is "a,b)").
 * `tree`: inside or/and the operand ends at `,` or `)` unless double-quoted
 * (`eq."a,b)"`) or a brace-delimited array literal (`cs.{a,b}`).
 */
export type OperandMode = 'top' | 'tree';

export type OpExpr = Pick<Filter, 'negate' | 'op' | 'quantifier' | 'value' | 'language'>;

export function parseFilter(key: string, value: string): Filter {
  const { embedPath, field } = parseFilterKey(key);
  const c = new Cursor(value, 'filter');
  const expr = readOpExpr(c, 'top');
  return { type: 'filter', embedPath, field, ...expr };
}

/** `col`, `col->a->>b`, `rel.col`, `rel.sub.col->>k`. */
export function parseFilterKey(key: string): { embedPath: string[]; field: FieldRef } {
  const c = new Cursor(key, 'tree path');
  c.skipWs();
  const path = [readFieldName(c).name];
  while (c.accept('.')) path.push(readFieldName(c).name);
  const jsonPath = readJsonPath(c);
  c.skipWs();
  c.expectEnd('".", "->", "->>" or end of input');
  const column = path.pop()!;
  return { embedPath: path, field: { column, jsonPath } };
}

function readOperatorWord(c: Cursor): string {
  const start = c.pos;
  for (;;) {
    const ch = c.peek();
    if (ch === undefined || ch === '.' || ch === '(' || ch === ',' || ch === ')') break;
    c.pos += 1;
  }
  return c.chars.slice(start, c.pos).join('');
}

export function readOpExpr(c: Cursor, mode: OperandMode): OpExpr {
  const negate = c.accept('not.');
  const at = c.pos;
  const word = readOperatorWord(c);
  const delimiter = () => c.expect('.', 'delimiter (.)');
  let expr: OpExpr;
  if (word === 'in') {
    delimiter();
    expr = { negate, op: 'in', value: readList(c) };
    endOfOperand(c, mode);
  } else if (word === 'is') {
    delimiter();
    expr = { negate, op: 'is', value: readIsValue(c) };
    endOfOperand(c, mode);
  } else if (word === 'isdistinct' || SIMPLE_OPS.has(word)) {
    delimiter();
    expr = { negate, op: word as FilterOperator, value: readOperand(c, mode) };
  } else if (FTS_OPS.has(word)) {
    let language: string | undefined;
    if (c.accept('(')) {
      language = readIdentifier(c, 'text search configuration');
      c.expect(')');
    }
    delimiter();
    expr = withOptional({ negate, op: word as FilterOperator, value: readOperand(c, mode) }, { language });
  } else if (QUANT_OPS.has(word)) {
    let quantifier: 'any' | 'all' | undefined;
    if (c.accept('(')) {
      if (c.accept('any')) quantifier = 'any';
      else if (c.accept('all')) quantifier = 'all';
      else c.fail('"any" or "all"');
      c.expect(')');
    }
    delimiter();
    const operandAt = c.pos;
    const raw = readOperand(c, mode);
    const value = quantifier ? parseArrayLiteral(raw, c, operandAt) : raw;
    expr = withOptional({ negate, op: word as FilterOperator, value }, { quantifier });
  } else {
    c.fail(negate ? OPERATOR : `"not" or ${OPERATOR}`, at, word === '' ? undefined : JSON.stringify(word));
  }
  return expr;
}

/** After `in.(…)` / `is.x`: the end of the value at top level, `,` or `)` in a tree. */
function endOfOperand(c: Cursor, mode: OperandMode) {
  c.skipWs();
  if (mode === 'top') c.expectEnd();
  else if (c.peek() !== ',' && c.peek() !== ')') c.fail('"," or ")"');
}

function readIsValue(c: Cursor): string {
  const start = c.pos;
  while (/[A-Za-z_]/.test(c.peek() ?? '')) c.pos += 1;
  const v = c.chars.slice(start, c.pos).join('').toLowerCase();
  if (!IS_VALUES.has(v)) c.fail('isVal: (null, not_null, true, false, unknown)', start);
  return v;
}

function atTreeStop(c: Cursor): boolean {
  const ch = c.peek();
  return ch === undefined || ch === ',' || ch === ')';
}

function readUntilTreeStop(c: Cursor): string {
  const start = c.pos;
  while (!atTreeStop(c)) c.pos += 1;
  return c.chars.slice(start, c.pos).join('');
}

function readOperand(c: Cursor, mode: OperandMode): string {
  if (mode === 'top') return c.rest();
  const start = c.pos;
  if (c.peek() === '"') {
    const q = readQuoted(c);
    if (q !== null) {
      c.skipWs();
      if (atTreeStop(c)) return q;
    }
    c.pos = start;
  } else if (c.peek() === '{') {
    let i = c.pos + 1;
    while (i < c.chars.length && c.chars[i] !== '{' && c.chars[i] !== '}') i += 1;
    if (c.chars[i] === '}') {
      c.pos = i + 1;
      return c.chars.slice(start, c.pos).join('');
    }
  }
  return readUntilTreeStop(c);
}

/** `(a,b,"c,d","e\"f")`: quoted items may hold commas and parentheses. `()` is the empty list. */
function readList(c: Cursor): string[] {
  c.skipWs();
  c.expect('(');
  c.skipWs();
  const items: string[] = [];
  let onlyBlank = true;
  for (;;) {
    const start = c.pos;
    let item: string | null = null;
    if (c.peek() === '"') {
      item = readQuoted(c);
      if (item !== null) {
        c.skipWs();
        if (atTreeStop(c)) onlyBlank = false;
        else item = null;
      }
      if (item === null) c.pos = start;
    }
    if (item === null) {
      item = readUntilTreeStop(c);
      if (item.trim() !== '') onlyBlank = false;
    }
    items.push(item);
    if (!c.accept(',')) break;
  }
  c.expect(')', '"," or ")"');
  return items.length === 1 && onlyBlank ? [] : items;
}

/**
 * A PostgreSQL array literal (`{a,"b,c",d}`) as the list of its elements, for
 * `eq(any)` / `like(all)`. One-dimensional only; `\` escapes; unquoted items
 * are trimmed as PostgreSQL trims them.
 */
export function parseArrayLiteral(raw: string, outer: Cursor, at: number): string[] {
  const expecting = 'an array literal like {a,"b c"}';
  const c = new Cursor(raw, 'array');
  const bad = (): never => outer.fail(expecting, at, JSON.stringify(raw));
  c.skipWs();
  if (!c.accept('{')) bad();
  c.skipWs();
  const items: string[] = [];
  if (!c.accept('}')) {
    for (;;) {
      c.skipWs();
      let item: string;
      if (c.peek() === '"') {
        const q = readQuoted(c);
        if (q === null) bad();
        item = q as string;
      } else {
        item = '';
        while (!c.eof && c.peek() !== ',' && c.peek() !== '}') {
          const ch = c.next();
          if (ch === '{' || ch === '"') bad();
          if (ch === '\\') {
            if (c.eof) bad();
            item += c.next();
          } else item += ch;
        }
        item = item.trim();
        if (item === '') bad();
      }
      items.push(item);
      c.skipWs();
      if (c.accept('}')) break;
      if (!c.accept(',')) bad();
    }
  }
  c.skipWs();
  if (!c.eof) bad();
  return items;
}
