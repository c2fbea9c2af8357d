// JSON nested thousands of levels deep is no real request: PGlite fails on it
// with a TypeError and PostgreSQL with "stack depth limit exceeded", both
// 500s. Bodies are checked before parsing, in one pass over the text that
// counts brackets outside strings, and refused as the client's mistake.

/** Deepest nesting a request body may have; real payloads stay far below it. */
export const MAX_JSON_DEPTH = 100;

/** True when `text` opens more than `max` arrays/objects inside each other. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > max) return true;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return false;
}
