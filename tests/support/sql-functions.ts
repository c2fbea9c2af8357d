// Reads SQL files as text: splits them into statements (outside comments,
// quoted strings and dollar-quoted bodies) and finds each `create [or replace]
// function`, with its name, argument list and body. Enough for the tests that
// keep a function's text stated once (ADR 043); not a SQL parser.

export interface SqlStatement {
  /** The statement's text, from its first token to its `;` (exclusive). */
  text: string;
  /** Offset of `text` in the file. */
  start: number;
  end: number;
  /** 1-based line of the statement's first token. */
  line: number;
}

export interface FunctionDefinition {
  /** `schema.name`, lower case (`public.` when unqualified). */
  name: string;
  /** The argument list between the parentheses, as written. */
  args: string;
  /** The argument types only, lower case, comma-separated (`text, integer`): what `drop function` names. */
  signature: string;
  /** The dollar-quoted body, without its quotes. */
  body: string;
  /** Offsets of the body (inside the quotes) in the file. */
  bodyStart: number;
  bodyEnd: number;
  /** `plpgsql`, `sql`, … */
  language: string;
  statement: SqlStatement;
}

/** Splits SQL text into statements at top-level `;`, skipping comments, strings and dollar quotes. */
export function splitStatements(sql: string): SqlStatement[] {
  const out: SqlStatement[] = [];
  let i = 0;
  let start = -1;
  const n = sql.length;
  const push = (end: number) => {
    if (start >= 0) {
      const text = sql.slice(start, end);
      out.push({ text, start, end, line: sql.slice(0, start).split('\n').length });
    }
    start = -1;
  };
  while (i < n) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      i = nl === -1 ? n : nl + 1;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const e = sql.indexOf('*/', i + 2);
      i = e === -1 ? n : e + 2;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (start < 0 && c !== ';') start = i;
    if (c === ';') {
      push(i);
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      i = j + 1;
      continue;
    }
    if (c === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (m) {
        const close = sql.indexOf(m[0], i + m[0].length);
        i = close === -1 ? n : close + m[0].length;
        continue;
      }
    }
    i++;
  }
  push(n);
  return out;
}

/** The text with `--` and `/* *\/` comments blanked out (same length; strings and dollar quotes kept). */
export function withoutComments(sql: string): string {
  let out = '';
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      const e = nl === -1 ? n : nl;
      out += ' '.repeat(e - i);
      i = e;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const e0 = sql.indexOf('*/', i + 2);
      const e = e0 === -1 ? n : e0 + 2;
      out += sql.slice(i, e).replace(/[^\n]/g, ' ');
      i = e;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (m) {
        const close = sql.indexOf(m[0], i + m[0].length);
        const e = close === -1 ? n : close + m[0].length;
        out += sql.slice(i, e);
        i = e;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** Splits an argument list at top-level commas. */
function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  let quote = '';
  for (const ch of s) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) parts.push(cur);
  return parts;
}

const MODES = new Set(['in', 'out', 'inout', 'variadic']);

/** `p_a text default null, out x int, b public.app_role` → `text, public.app_role` (input types only). */
export function argumentTypes(args: string): string {
  return splitTopLevel(withoutComments(args))
    .map((a) => a.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .flatMap((a) => {
      let rest = a.replace(/\s+(default\s|=).*$/is, '').trim();
      let mode = 'in';
      const first = rest.split(' ')[0]!.toLowerCase();
      if (MODES.has(first)) {
        mode = first;
        rest = rest.slice(first.length).trim();
      }
      if (mode === 'out') return [];
      const words = rest.split(' ');
      // `name type` or just `type`: a name is one identifier followed by a type.
      const type =
        words.length > 1 &&
        /^[a-z_][a-z0-9_]*$/i.test(words[0]!) &&
        !/^(double|character|timestamp|time|bit)$/i.test(words[0]!)
          ? words.slice(1).join(' ')
          : rest;
      return [type.toLowerCase()];
    })
    .join(', ');
}

const CREATE_FUNCTION =
  /^create\s+(?:or\s+replace\s+)?function\s+((?:"?[a-z_][a-z0-9_]*"?\s*\.\s*)?"?[a-z_][a-z0-9_]*"?)\s*\(/i;

/** Every `create [or replace] function … as $tag$ … $tag$` in the file, in order. */
export function functionDefinitions(sql: string): FunctionDefinition[] {
  const out: FunctionDefinition[] = [];
  for (const st of splitStatements(sql)) {
    const text = withoutComments(st.text);
    const m = CREATE_FUNCTION.exec(text);
    if (!m) continue;
    const raw = m[1]!.replace(/["\s]/g, '').toLowerCase();
    const name = raw.includes('.') ? raw : `public.${raw}`;
    // The argument list: from the opening parenthesis to its match.
    const open = m[0].length - 1;
    let depth = 0;
    let close = open;
    for (let k = open; k < text.length; k++) {
      if (text[k] === '(') depth++;
      if (text[k] === ')' && --depth === 0) {
        close = k;
        break;
      }
    }
    const args = st.text.slice(open + 1, close);
    const q = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(close));
    if (!q) continue;
    const bodyStartInSt = close + q.index + q[0].length;
    const bodyEndInSt = st.text.indexOf(q[0], bodyStartInSt);
    const lang = /\blanguage\s+([a-z]+)/i.exec(
      text.slice(close, close + q.index) + text.slice(bodyEndInSt + q[0].length),
    );
    out.push({
      name,
      args,
      signature: argumentTypes(args),
      body: st.text.slice(bodyStartInSt, bodyEndInSt),
      bodyStart: st.start + bodyStartInSt,
      bodyEnd: st.start + bodyEndInSt,
      language: (lang?.[1] ?? '').toLowerCase(),
      statement: st,
    });
  }
  return out;
}

/**
 * A placeholder body (ADR 043): the function's text is stated once, in the named repeatable file,
 * applied after every versioned migration; the placeholder keeps the signature for what follows it.
 */
export function placeholderBody(repeatable: string): string {
  return `\nbegin\n  raise exception 'defined in ${repeatable} (ADR 043)';\nend\n`;
}

const PLACEHOLDER = /^\s*begin\s+raise\s+exception\s+'defined in (\S+) \(ADR 043\)';\s*end;?\s*$/i;

/** The repeatable file a placeholder body names, or null when the body is real. */
export function placeholderTarget(body: string): string | null {
  return PLACEHOLDER.exec(withoutComments(body))?.[1] ?? null;
}

/** A body compared as text: comments dropped, whitespace and case folded. */
export function normalisedBody(body: string): string {
  return withoutComments(body).replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * What SQL runs rather than says: comments blanked and string literals emptied everywhere, also
 * inside dollar-quoted bodies (a `do` block's or a function's), whose quotes are kept.
 */
export function codeOnly(sql: string): string {
  let out = '';
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    if (c === '-' && sql[i + 1] === '-') {
      const nl = sql.indexOf('\n', i);
      const e = nl === -1 ? n : nl;
      out += ' '.repeat(e - i);
      i = e;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      const e0 = sql.indexOf('*/', i + 2);
      const e = e0 === -1 ? n : e0 + 2;
      out += sql.slice(i, e).replace(/[^\n]/g, ' ');
      i = e;
      continue;
    }
    if (c === "'") {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === "'") {
          if (sql[j + 1] === "'") {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      out += `'${sql.slice(i + 1, j).replace(/[^\n]/g, ' ')}'`;
      i = j + 1;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}
