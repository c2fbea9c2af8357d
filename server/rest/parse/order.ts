// `order=a,b.desc,c->k.asc.nullslast,author(name).desc.nullsfirst`
import type { OrderTerm } from '../ast.ts';
import { Cursor } from './cursor.ts';
import { readField, readFieldName, readJsonPath } from './names.ts';
import { withOptional } from './optional.ts';

export function parseOrder(value: string): OrderTerm[] {
  const c = new Cursor(value, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(readTerm(c));
    if (c.eof) return terms;
    c.expect(',', '"," or end of input');
  }
}

function readTerm(c: Cursor): OrderTerm {
  c.skipWs();
  const name = readFieldName(c);
  let relation: string | undefined;
  let field: OrderTerm['field'];
  if (c.peek() === '(') {
    c.pos += 1;
    const inner = readField(c);
    c.expect(')', '"->", "->>" or ")"');
    relation = name.name;
    field = { column: inner.column, jsonPath: inner.jsonPath };
  } else {
    field = { column: name.name, jsonPath: readJsonPath(c) };
  }
  c.skipWs();
  let direction: OrderTerm['direction'];
  let nulls: OrderTerm['nulls'];
  if (c.peek() === '.') {
    const at = c.pos + 1;
    const word = readModifier(c);
    if (word === 'asc' || word === 'desc') direction = word;
    else if (word === 'nullsfirst' || word === 'nullslast') nulls = word === 'nullsfirst' ? 'first' : 'last';
    else failModifier(c, word, at, ['asc', 'desc', 'nullsfirst', 'nullslast']);
    if (direction && c.peek() === '.') {
      const at2 = c.pos + 1;
      const w2 = readModifier(c);
      if (w2 === 'nullsfirst' || w2 === 'nullslast') nulls = w2 === 'nullsfirst' ? 'first' : 'last';
      else failModifier(c, w2, at2, ['nullsfirst', 'nullslast']);
    }
  }
  c.skipWs();
  if (!c.eof && c.peek() !== ',')
    c.fail(direction || nulls ? '"," or end of input' : 'delimiter (.), "," or end of input');
  return withOptional({ field } as OrderTerm, { relation, direction, nulls });
}

/**
 * Like PostgREST: `id.descc` fails after `desc` (column 8, expecting the end of
 * the term); `id.ac` fails at the word (column 4, expecting a keyword).
 */
function failModifier(c: Cursor, word: string, at: number, allowed: string[]): never {
  const prefix = allowed.find((k) => word.startsWith(k));
  if (prefix === undefined)
    c.fail(
      allowed
        .map((k) => `"${k}"`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1'),
      at,
    );
  const isDirection = prefix === 'asc' || prefix === 'desc';
  c.fail(isDirection ? 'delimiter (.), "," or end of input' : '"," or end of input', at + prefix.length);
}

/** `.word` up to the next `.`, `,`, space or the end. */
function readModifier(c: Cursor): string {
  c.pos += 1;
  const start = c.pos;
  for (;;) {
    const ch = c.peek();
    if (ch === undefined || ch === '.' || ch === ',' || ch === ' ' || ch === '\t') break;
    c.pos += 1;
  }
  return c.chars.slice(start, c.pos).join('');
}
