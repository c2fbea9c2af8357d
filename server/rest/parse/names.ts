// The lexical pieces PostgREST shares between select, filters, order and
// logic trees: field names (`name`, `my col`, `with-dash`, `"quoted, any"`),
// bare identifiers (casts, text-search configs), double-quoted values and
// JSON paths (`->a->>b`, `->0`).
import type { FieldRef, JsonPathStep } from '../ast.ts';
import type { Cursor } from './cursor.ts';

const LETTER = /^\p{L}$/u;

/** PostgREST's identifier characters: letters, digits, `_`, space and `$`. */
export function isIdentChar(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  if (ch === '_' || ch === ' ' || ch === '$') return true;
  if (ch >= '0' && ch <= '9') return true;
  return ch.length > 1 || ch > '\x7f'
    ? LETTER.test(ch)
    : (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
}

export function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

export const FIELD_NAME = 'field name (* or [a..z0..9_$])';

/**
 * `"…"` with backslash escapes; the cursor is on the opening quote. Returns
 * null (and leaves the cursor where it was) when the quote is never closed.
 */
export function readQuoted(c: Cursor): string | null {
  const start = c.pos;
  c.pos += 1;
  let out = '';
  while (!c.eof) {
    const ch = c.next();
    if (ch === '"') return out;
    if (ch === '\\') {
      if (c.eof) break;
      out += c.next();
    } else out += ch;
  }
  c.pos = start;
  return null;
}

function quotedOrFail(c: Cursor): string {
  const v = readQuoted(c);
  if (v === null) c.fail('closing quote "\\""', c.chars.length);
  return v;
}

/** A dash that separates name parts: `-` not followed by `>` (that is a JSON arrow). */
function atDash(c: Cursor): boolean {
  return c.peek() === '-' && c.peek(1) !== '>';
}

function identifierRun(c: Cursor): string {
  const start = c.pos;
  while (isIdentChar(c.peek())) c.pos += 1;
  return c.chars.slice(start, c.pos).join('').trim();
}

export interface Name {
  name: string;
  /** Quoted names are never keywords (`"count"`, `"not"`, `"inner"`). */
  quoted: boolean;
}

/** A field name: quoted, or identifier runs joined by dashes, trimmed. */
export function readFieldName(c: Cursor, expecting = FIELD_NAME): Name {
  if (c.peek() === '"') {
    const at = c.pos;
    const name = quotedOrFail(c);
    // PostgreSQL has no zero-length identifiers; refuse "" here rather than deep in SQL.
    if (name === '') c.fail(expecting, at, 'empty quoted name ""');
    return { name, quoted: true };
  }
  if (!isIdentChar(c.peek())) c.fail(expecting);
  const parts = [identifierRun(c)];
  while (atDash(c)) {
    c.pos += 1;
    if (!isIdentChar(c.peek())) c.fail('letter or digit');
    parts.push(identifierRun(c));
  }
  const name = parts.join('-');
  // A run of spaces alone trims to nothing; PostgreSQL has no empty identifiers.
  if (name === '' || parts.includes('')) c.fail(expecting);
  return { name, quoted: false };
}

/** A bare identifier (casts `::int`, text-search configs `fts(english)`). */
export function readIdentifier(c: Cursor, expecting = 'letter or digit'): string {
  const start = c.pos;
  const id = identifierRun(c);
  if (id === '') c.fail(expecting, start);
  return id;
}

function isJsonKeyChar(ch: string | undefined): boolean {
  return ch !== undefined && !'(-:.,>)'.includes(ch);
}

/** After an index's digits: another arrow, a cast, `.`, `,`, `)`, space or the end. */
function atIndexEnd(c: Cursor): boolean {
  const ch = c.peek();
  if (ch === undefined || ch === '.' || ch === ',' || ch === ')' || ch === ' ' || ch === '\t') return true;
  if (ch === '-') return c.peek(1) === '>';
  if (ch === ':') return c.peek(1) === ':';
  return false;
}

function readJsonOperand(c: Cursor): string | number {
  if (c.peek() === '"') return quotedOrFail(c);
  const start = c.pos;
  if (c.peek() === '-' || isDigit(c.peek())) {
    const negative = c.accept('-');
    if (negative && !isDigit(c.peek())) c.fail('digit');
    while (isDigit(c.peek())) c.pos += 1;
    if (atIndexEnd(c)) {
      const n = Number(c.chars.slice(start, c.pos).join(''));
      if (!Number.isSafeInteger(n)) c.fail(null, start, 'array index out of range');
      return n === 0 ? 0 : n;
    }
    if (negative) c.fail('digit, "->", "::", ".", "," or end of input');
    c.pos = start;
  }
  const parts: string[] = [];
  for (;;) {
    const from = c.pos;
    while (isJsonKeyChar(c.peek())) c.pos += 1;
    if (c.pos === from) c.fail('any non reserved character different from: .,>()');
    parts.push(c.chars.slice(from, c.pos).join('').trim());
    if (!atDash(c)) break;
    c.pos += 1;
  }
  return parts.join('-');
}

/** Zero or more `->key` / `->>key` / `->0` steps. */
export function readJsonPath(c: Cursor): JsonPathStep[] {
  const path: JsonPathStep[] = [];
  for (;;) {
    let op: JsonPathStep['op'];
    if (c.accept('->>')) op = '->>';
    else if (c.accept('->')) op = '->';
    else return path;
    path.push({ op, key: readJsonOperand(c) });
  }
}

/** PostgREST's `pField`: optional spaces, a field name, a JSON path, optional spaces. */
export function readField(c: Cursor): FieldRef & { quoted: boolean } {
  c.skipWs();
  const { name, quoted } = readFieldName(c);
  const jsonPath = readJsonPath(c);
  c.skipWs();
  return { column: name, jsonPath, quoted };
}

/** A list of field names: `columns=a,b,"c d"`, `on_conflict=a,b`. */
export function readColumns(c: Cursor): string[] {
  const out: string[] = [];
  for (;;) {
    c.skipWs();
    const { name } = readFieldName(c);
    if (!out.includes(name)) out.push(name);
    c.skipWs();
    if (c.eof) return out;
    c.expect(',', '"," or end of input');
  }
}
