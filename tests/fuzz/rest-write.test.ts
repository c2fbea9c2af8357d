// Fuzzing writes: random JSON bodies, Prefer headers, columns/on_conflict and
// filters for POST/PATCH/PUT/DELETE on /rest/v1/fuzz_writes as a visitor.
// Besides the usual response checks, the rows that row-level security hides
// from visitors must come out of the whole run exactly as they went in.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  evilText,
  expectRestErrorShape,
  expectSafe,
  FUZZ_TIMEOUT,
  filterValue,
  HIDDEN,
  qs,
  RUNS,
} from './support.ts';

const WRITE_COLUMNS = ['id', 'visible', 'marker', 'label', 'n', 'price', 'data', 'tags', 'item_id'];

async function allRows(): Promise<unknown[]> {
  const key = inject('serviceRoleKey');
  const r = await call('/rest/v1/fuzz_writes?order=id', { auth: { bearer: key, apikey: key } });
  expect(r.status, r.text).toBe(200);
  return r.json as unknown[];
}

async function hiddenRows(): Promise<unknown[]> {
  const key = inject('serviceRoleKey');
  const r = await call('/rest/v1/fuzz_writes?visible=is.false&order=id', {
    auth: { bearer: key, apikey: key },
  });
  expect(r.status, r.text).toBe(200);
  return r.json as unknown[];
}

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  evilText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(evilText, { maxLength: 3 }),
);

/** A row as a client might send it: real columns with values of any type, plus stray keys. */
const row = fc
  .record(
    {
      id: fc.oneof(fc.integer({ min: -2, max: 10 }), jsonish),
      visible: fc.oneof(fc.boolean(), jsonish),
      marker: fc.oneof(evilText, jsonish),
      label: fc.oneof(evilText, jsonish),
      n: fc.oneof(fc.integer(), jsonish),
      price: fc.oneof(fc.double(), evilText, jsonish),
      data: jsonish,
      tags: fc.oneof(fc.array(evilText, { maxLength: 3 }), jsonish),
      item_id: fc.oneof(fc.constantFrom(1, 2, 8, 101, 999), jsonish),
    },
    { requiredKeys: [] },
  )
  .chain((r) =>
    fc
      .dictionary(evilText, jsonish, { maxKeys: 2 })
      .map((extra) => ({ ...extra, ...r }) as Record<string, unknown>),
  );

const body = fc
  .oneof(
    { weight: 4, arbitrary: row.map((r) => JSON.stringify(r)) },
    { weight: 2, arbitrary: fc.array(row, { maxLength: 4 }).map((rs) => JSON.stringify(rs)) },
    { weight: 1, arbitrary: jsonish.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: evilText },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 5000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
    },
    // CSV, for Content-Type: text/csv: a header of (mostly real) columns and ragged rows.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.array(fc.oneof(fc.constantFrom(...WRITE_COLUMNS), evilText), { minLength: 1, maxLength: 4 }),
          fc.array(fc.array(fc.oneof(evilText, fc.integer().map(String)), { maxLength: 5 }), {
            maxLength: 3,
          }),
        )
        .map(([head, rows]) => [head, ...rows].map((cells) => cells.join(',')).join('\n')),
    },
  )
  .filter((s) => !HIDDEN.some((h) => s.includes(h)));

const prefer = fc
  .array(
    fc.constantFrom(
      'return=representation',
      'return=minimal',
      'return=headers-only',
      'count=exact',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates',
      'missing=default',
      'tx=rollback',
      'handling=strict',
      'max-affected=1',
      'params=single-object',
      'nonsense',
    ),
    { maxLength: 4 },
  )
  .map((xs) => xs.join(','));

const columnList = fc.oneof(
  fc.subarray(WRITE_COLUMNS, { minLength: 1 }).map((xs) => xs.join(',')),
  evilText,
);

const accept = fc.constantFrom(
  'application/json',
  'application/vnd.pgrst.object+json',
  'text/csv',
  '*/*',
  'application/vnd.pgrst.plan+json',
  'text/plain',
);

const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant('text/csv'),
  fc.constantFrom(
    'text/csv',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/json; charset=latin1',
  ),
  evilText.map((s) => s.replace(/[^\t\x20-\x7e]/g, '')),
);

const query = fc
  .record(
    {
      select: fc.oneof(fc.constantFrom('*', 'id,visible,marker', 'id,fuzz_items(*)', 'count()'), evilText),
      columns: columnList,
      on_conflict: columnList,
      filters: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...WRITE_COLUMNS), evilText), filterValue), {
        maxLength: 2,
      }),
    },
    { requiredKeys: [] },
  )
  .map(({ filters, ...rest }) => {
    const pairs: [string, string][] = Object.entries(rest).filter(
      (kv): kv is [string, string] => kv[1] !== undefined,
    );
    return qs([...pairs, ...(filters ?? [])]);
  });

describe('fuzz: writing /rest/v1 as a visitor', () => {
  let before: unknown[] = [];

  beforeAll(async () => {
    before = await hiddenRows();
    expect(before.length).toBe(2);
  });

  afterAll(async () => {
    // Whatever the fuzzer sent, the rows it may not see are untouched.
    expect(await hiddenRows()).toEqual(before);
  });

  it(
    'random writes never break the server, leak hidden rows or return rows a visitor may not see',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
          query,
          body,
          prefer,
          contentType,
          accept,
          async (method, q, b, p, ct, acc) => {
            const path = `/rest/v1/fuzz_writes?${q}`;
            const headers = { prefer: p, 'content-type': ct, accept: acc };
            const r = await call(path, { method, body: b, headers });
            const what = `${method} ${path} ${JSON.stringify(headers)} body=${b.slice(0, 300)}`;
            expectSafe(r, what, method);
            expectRestErrorShape(r, what, method);
            if (r.status < 300 && Array.isArray(r.json)) {
              for (const x of r.json as { visible?: unknown }[]) {
                if (x && typeof x === 'object' && 'visible' in x) expect(x.visible, what).toBe(true);
              }
            }
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random rpc bodies by POST never break the server',
    async () => {
      const fn = fc.constantFrom('fuzz_echo', 'fuzz_items_over', 'fuzz_count_items', 'nope');
      await fc.assert(
        fc.asyncProperty(fn, body, prefer, async (f, b, p) => {
          const path = `/rest/v1/rpc/${f}`;
          const r = await call(path, {
            method: 'POST',
            body: b,
            headers: { prefer: p, 'content-type': 'application/json' },
          });
          const what = `POST ${path} prefer=${p} body=${b.slice(0, 300)}`;
          expectSafe(r, what);
          expectRestErrorShape(r, what, 'POST');
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'no schema but public can be read or written, whatever profile header a visitor sends',
    async () => {
      const profile = fc.oneof(
        fc.constantFrom(
          'auth',
          'storage',
          'pg_catalog',
          'information_schema',
          'extensions',
          'supabase_migrations',
        ),
        fc.constantFrom('Public', 'public ', 'public,auth', '"public"', 'auth;public'),
        evilText.map((t) => t.replace(/[^\t\x20-\x7e]/g, '')),
      );
      const table = fc.constantFrom(
        'users',
        'sessions',
        'refresh_tokens',
        'schema_migrations',
        'pg_roles',
        'fuzz_items',
      );
      const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'DELETE');
      await fc.assert(
        fc.asyncProperty(method, table, profile, body, async (m, t, prof, b) => {
          // HTTP trims header values: 'public ' is public, and an empty one means the default.
          fc.pre(prof.trim() !== 'public' && prof.trim() !== '');
          const header = m === 'GET' || m === 'HEAD' ? 'accept-profile' : 'content-profile';
          const path = `/rest/v1/${t}?select=*`;
          const r = await call(path, {
            method: m,
            body: b,
            headers: { [header]: prof, 'content-type': 'application/json', prefer: 'return=representation' },
          });
          const what = `${m} ${path} ${header}=${prof}`;
          expectSafe(r, what, m);
          expectRestErrorShape(r, what, m);
          expect(r.status, `${what} → ${r.status} ${r.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'a PATCH or DELETE whose filter matches nothing changes nothing, whatever else the query says',
    async () => {
      // Every request carries id=eq.-1; dropping or misreading any filter would touch rows.
      const extra = fc.array(
        fc.oneof(
          fc.tuple(fc.oneof(fc.constantFrom(...WRITE_COLUMNS), evilText), filterValue),
          fc.tuple(
            fc.constantFrom('or', 'and', 'not.or', 'not.and'),
            filterValue.map((v) => `(id.${v},n.${v})`),
          ),
          fc.tuple(fc.constantFrom('limit', 'offset', 'order', 'select', 'columns'), evilText),
        ),
        { maxLength: 3 },
      );
      const start = await allRows();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('PATCH', 'DELETE'), extra, body, prefer, async (m, pairs, b, p) => {
          const path = `/rest/v1/fuzz_writes?${qs([['id', 'eq.-1'], ...pairs])}`;
          const r = await call(path, {
            method: m,
            body: b,
            headers: { prefer: p, 'content-type': 'application/json' },
          });
          const what = `${m} ${path} prefer=${p} body=${b.slice(0, 200)}`;
          expectSafe(r, what, m);
          expectRestErrorShape(r, what, m);
          if (r.status < 300 && Array.isArray(r.json)) expect(r.json, what).toEqual([]);
        }),
        RUNS,
      );
      expect(await allRows()).toEqual(start);
    },
    FUZZ_TIMEOUT,
  );
});
