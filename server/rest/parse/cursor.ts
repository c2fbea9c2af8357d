// A forward-only reader over one query-string value. Every parser here is a
// hand-written recursive descent over a Cursor with at most a few characters
// of lookahead, so parsing is linear in the input (no regex backtracking) and
// every failure becomes PostgREST's PGRST100 with its message layout:
//   message: "failed to parse select parameter (x,y!)" (line 1, column 4)
//   details: unexpected "!" expecting "," or end of input
import { parseError, type RestError } from '../errors.ts';

/** Nesting deeper than this is refused instead of risking a stack overflow. */
export const MAX_DEPTH = 64;

export class Cursor {
  /** Code points, so columns count characters as PostgREST does. */
  readonly chars: string[];
  readonly source: string;
  /** What is parsed, for the message: "select parameter", "filter", … */
  readonly what: string;
  pos = 0;

  constructor(source: string, what: string) {
    this.source = source;
    this.what = what;
    this.chars = Array.from(source);
  }

  get eof(): boolean {
    return this.pos >= this.chars.length;
  }

  peek(offset = 0): string | undefined {
    return this.chars[this.pos + offset];
  }

  /** Whether the input continues with `s` (compared code point by code point). */
  lookingAt(s: string): boolean {
    let i = this.pos;
    for (const ch of s) {
      if (this.chars[i] !== ch) return false;
      i += 1;
    }
    return true;
  }

  /** Consumes `s` when the input continues with it. */
  accept(s: string): boolean {
    if (!this.lookingAt(s)) return false;
    this.pos += Array.from(s).length;
    return true;
  }

  expect(s: string, expecting = `"${s}"`) {
    if (!this.accept(s)) this.fail(expecting);
  }

  next(): string {
    const ch = this.chars[this.pos];
    if (ch === undefined) this.fail('more input');
    this.pos += 1;
    return ch;
  }

  /** Skips spaces and tabs (PostgREST's `ws`). */
  skipWs() {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** The rest of the input, consumed. */
  rest(): string {
    const s = this.chars.slice(this.pos).join('');
    this.pos = this.chars.length;
    return s;
  }

  error(expecting: string | null, at = this.pos, unexpected?: string): RestError {
    let line = 1;
    let column = 1;
    for (let i = 0; i < at && i < this.chars.length; i += 1) {
      if (this.chars[i] === '\n') {
        line += 1;
        column = 1;
      } else column += 1;
    }
    const found = unexpected ?? (at < this.chars.length ? JSON.stringify(this.chars[at]) : 'end of input');
    const details = expecting ? `unexpected ${found} expecting ${expecting}` : `unexpected ${found}`;
    return parseError(
      `"failed to parse ${this.what} (${this.source})" (line ${line}, column ${column})`,
      details,
    );
  }

  fail(expecting: string | null, at = this.pos, unexpected?: string): never {
    throw this.error(expecting, at, unexpected);
  }

  /** Requires the end of input (PostgREST stops early and ignores the rest; we refuse it). */
  expectEnd(expecting = 'end of input') {
    if (!this.eof) this.fail(expecting);
  }

  checkDepth(depth: number) {
    if (depth > MAX_DEPTH) this.fail(null, this.pos, `nesting deeper than ${MAX_DEPTH} levels`);
  }
}
