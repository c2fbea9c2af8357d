// Shared pieces of the fuzz suite: raw HTTP against the test server, the
// safety checks every response must pass, and generators for hostile input.
// Hidden fixture rows (tests/fixtures/migrations/29990201000000_fuzz_rls.sql)
// carry "zq_hidden" and 9876543; the generators never produce either, so
// seeing one in a response means a row leaked past row-level security.
import fc from 'fast-check';
import { expect, inject } from 'vitest';

export const RUNS = { numRuns: Number(process.env.FUZZ_RUNS) || 1000 };
/** For properties whose every run is expensive (bcrypt sign-ups and sign-ins). */
export const FEW_RUNS = { numRuns: Math.max(5, Math.ceil(RUNS.numRuns / 100)) };
/** Per-test time limit: fuzz files share one database with the rest of the run. */
export const FUZZ_TIMEOUT = 240_000;

export const apiUrl = () => inject('apiUrl');
export const anonKey = () => inject('anonKey');

export const HIDDEN = ['zq_hidden', '9876543'];

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Default: the anon key as apikey and bearer, as supabase-js sends it. */
  auth?: 'anon' | 'none' | { bearer?: string; apikey?: string };
}

export async function call(pathAndQuery: string, init: Call = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  const auth = init.auth ?? 'anon';
  if (auth === 'anon') {
    headers.apikey = anonKey();
    headers.authorization = `Bearer ${anonKey()}`;
  } else if (auth !== 'none') {
    if (auth.apikey !== undefined) headers.apikey = auth.apikey;
    if (auth.bearer !== undefined) headers.authorization = `Bearer ${auth.bearer}`;
  }
  Object.assign(headers, init.headers);
  const method = init.method ?? 'GET';
  const res = await fetch(`${apiUrl()}${pathAndQuery}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : init.body,
    // Redirects are checked, not followed (the test site URL does not listen).
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Text that would mean an internal detail escaped: stack frames, SQL syntax errors, paths. */
const FORBIDDEN: [RegExp, string][] = [
  [/syntax error at or near/i, 'a SQL syntax error (input reached SQL text?)'],
  [/^\s*at\s+\S.*(:\d+:\d+|\(native\)|<anonymous>)/m, 'a stack trace line'],
  [/\bLINE \d+:/, 'SQL error position text'],
  [
    /(data type of parameter|there is no parameter) \$\d+|bind message supplies/,
    'an internal bind-parameter error',
  ],
  [/node_modules|\/work\/|file:\/\/|\.ts:\d+/, 'a file path'],
  [/\b(TypeError|ReferenceError|RangeError): /, 'a JavaScript error'],
  [/\$2[aby]\$\d\d\$/, 'a bcrypt password hash'],
];

/**
 * The checks every response must pass: no 5xx, no internal detail, no
 * hidden-row marker. `what` describes the request for the failure message.
 */
export function expectSafe(r: Reply, what: string, method = 'GET') {
  const ctx = `${what}\n→ ${r.status} ${r.text.slice(0, 500)}`;
  // 501 PGRST501 is the server's deliberate "not implemented" answer, not a
  // failure (HEAD carries no body to show the code).
  const body = (r.json ?? {}) as { code?: unknown; error_code?: unknown };
  const notImplemented =
    r.status === 501 &&
    (method === 'HEAD' ||
      body.code === 'PGRST501' ||
      body.code === 'not_implemented' ||
      body.error_code === 'not_implemented');
  if (!notImplemented) expect(r.status, ctx).toBeLessThan(500);
  for (const [re, why] of FORBIDDEN) expect(re.test(r.text), `${why}: ${ctx}`).toBe(false);
  for (const h of HIDDEN) expect(r.text.includes(h), `hidden row leaked (${h}): ${ctx}`).toBe(false);
  for (const [name, value] of r.headers) {
    for (const h of HIDDEN) expect(value.includes(h), `hidden marker in header ${name}: ${ctx}`).toBe(false);
  }
}

/** PostgREST's error body: exactly {code, message, details, hint}. */
export function expectRestErrorShape(r: Reply, what: string, method = 'GET') {
  if (r.status < 400 || method === 'HEAD') return;
  const ctx = `${what}\n→ ${r.status} ${r.text.slice(0, 500)}`;
  expect(r.json, `error body is not JSON: ${ctx}`).toBeTypeOf('object');
  const body = r.json as Record<string, unknown>;
  expect(body, ctx).not.toBeNull();
  expect(Object.keys(body).sort(), ctx).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.code, ctx).toBe('string');
  expect(typeof body.message, ctx).toBe('string');
  expect(body.details === null || typeof body.details === 'string', ctx).toBe(true);
  expect(body.hint === null || typeof body.hint === 'string', ctx).toBe(true);
}

/** Drops generated text that happens to contain a hidden marker. */
const clean = (s: string) => !HIDDEN.some((h) => s.includes(h));

const SYNTAX = Array.from('abcnXY01_ $->:.,!()*"\'\\{}[]%;=&+#?/é\t');

/** Hostile operand and name text: SQL-ish, Unicode, control characters, punctuation. */
export const evilText: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ maxLength: 30, unit: fc.constantFrom(...SYNTAX) }),
    fc.string({ maxLength: 30 }),
    fc.string({ maxLength: 12, unit: 'binary' }),
    fc.constantFrom(
      "'; drop table fuzz_items; --",
      '1) or (1=1',
      "' or '1'='1",
      '"; select pg_sleep(1); --',
      '$1',
      '$$',
      '\\',
      '\u0000',
      '%00',
      'null',
      'NULL',
      '{}',
      '[]',
      '{"a":1}',
      '(1,2)',
      '1e400',
      '-0',
      '99999999999999999999999',
      'NaN',
      'infinity',
      '2020-13-45',
      'zq_visible_1',
      '*',
      '',
    ),
  )
  .filter(clean);

export const COLUMNS = [
  'id',
  'visible',
  'marker',
  'label',
  'n',
  'price',
  'tags',
  'data',
  'born',
  'parent_id',
];

/** Column names as the fuzzer writes them: real ones, JSON paths, quoted, garbage. */
export const columnish: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...COLUMNS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('data->k', 'data->>k', 'data->arr->0', 'data->>n', '"label"', 'nope'),
  },
  { weight: 1, arbitrary: evilText },
);

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'eq(any)',
  'like(all)',
  'fts(english)',
  'fts(nosuchconfig)',
  'nope',
];

/** `[not.]op.operand` values, mostly well-formed. */
export const filterValue: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.constantFrom(...OPERATORS),
    fc.oneof(
      evilText,
      fc.array(evilText, { maxLength: 3 }).map((xs) => `(${xs.join(',')})`),
      fc.array(evilText, { maxLength: 3 }).map((xs) => `{${xs.join(',')}}`),
      fc.constantFrom('null', 'true', 'false', 'not_null', 'unknown', '1', '2020-01-01', '[1,5)'),
    ),
  )
  .map(([not, op, operand]) => `${not ? 'not.' : ''}${op}.${operand}`)
  .filter(clean);

/** A query-string value for a random key, via URLSearchParams so any text survives. */
export function qs(pairs: [string, string][]): string {
  return new URLSearchParams(pairs).toString();
}

/** Select strings built from real columns, embeds, aggregates and junk. */
export const selectString: fc.Arbitrary<string> = fc.letrec<{ item: string; list: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(
      '*',
      ...COLUMNS,
      'count()',
      'n.sum()',
      'n.max()',
      'price.avg()::int',
      'data->>k',
      'x:n::text',
    ),
    columnish,
    evilText,
    fc
      .tuple(
        fc.constantFrom(
          'fuzz_children',
          'fuzz_items',
          'parent:fuzz_items',
          'fuzz_items!parent_id',
          'fuzz_children!inner',
          '...fuzz_items',
          'nope',
        ),
        tie('list'),
      )
      .map(([rel, inner]) => `${rel}(${inner})`),
  ),
  list: fc.array(tie('item'), { maxLength: 4 }).map((xs) => xs.join(',')),
})).list;
