// Fuzzing reads: random select strings, filters, logic trees, orders, ranges
// and paths against /rest/v1 as an anonymous visitor. Whatever the input, the
// server answers below 500, with PostgREST's error shape, without internal
// detail, and never with a row that row-level security hides.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLUMNS,
  call,
  columnish,
  evilText,
  expectRestErrorShape,
  expectSafe,
  FUZZ_TIMEOUT,
  filterValue,
  qs,
  RUNS,
  selectString,
} from './support.ts';

const VISIBLE_ITEMS = 8;

async function read(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const r = await call(`/rest/v1/${path}`, { method, headers });
  expectSafe(r, `${method} /rest/v1/${path} ${JSON.stringify(headers)}`, method);
  // A generated path such as ".." leaves /rest/v1 once the URL is normalised (as fetch and every
  // browser do), so the answer is the app's 404, not PostgREST's: only its safety is checked then.
  const normalised = new URL(`/rest/v1/${path}`, 'http://localhost').pathname;
  if (normalised.startsWith('/rest/v1')) expectRestErrorShape(r, `${method} /rest/v1/${path}`, method);
  return r;
}

describe('fuzz: reading /rest/v1 as a visitor', () => {
  beforeAll(async () => {
    // The fixture is there and RLS works, so the properties below are not vacuous.
    const r = await read('fuzz_items?select=id,visible&order=id');
    expect(r.status).toBe(200);
    expect((r.json as { visible: boolean }[]).length).toBe(VISIBLE_ITEMS);
  });

  it(
    'random select strings never break the server or reveal hidden rows',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(selectString, evilText),
          fc.constantFrom('fuzz_items', 'fuzz_children'),
          async (s, t) => {
            await read(`${t}?${qs([['select', s]])}`);
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random filters never break the server; rows that come back are all visible',
    async () => {
      const filters = fc.array(fc.tuple(columnish, filterValue), { minLength: 1, maxLength: 3 });
      await fc.assert(
        fc.asyncProperty(filters, async (pairs) => {
          const r = await read(`fuzz_items?${qs([['select', 'id,visible'], ...pairs])}`);
          if (r.status === 200) {
            for (const row of r.json as { visible: boolean }[]) expect(row.visible).toBe(true);
          }
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random or/and trees, orders and ranges never break the server',
    async () => {
      const leaf = fc.tuple(columnish, filterValue).map(([c, v]) => `${c}.${v}`);
      const tree = fc.letrec<{ node: string }>((tie) => ({
        node: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          leaf,
          evilText,
          fc
            .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fc.array(tie('node'), { maxLength: 3 }))
            .map(([op, xs]) => `${op}(${xs.join(',')})`),
        ),
      })).node;
      const key = fc.constantFrom('or', 'and', 'not.or', 'not.and', 'fuzz_children.or', 'nope.and');
      const order = fc.oneof(
        fc
          .array(
            fc.tuple(columnish, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.x')),
            { minLength: 1, maxLength: 3 },
          )
          .map((xs) => xs.map(([c, d]) => c + d).join(',')),
        evilText,
      );
      const count = fc.oneof(fc.integer({ min: -3, max: 20 }).map(String), evilText);
      await fc.assert(
        fc.asyncProperty(
          key,
          tree.map((t) => (t.startsWith('(') ? t : `(${t})`)),
          fc.option(order),
          fc.option(count),
          fc.option(count),
          async (k, t, o, limit, offset) => {
            const pairs: [string, string][] = [
              ['select', 'id,visible,fuzz_children(id,visible)'],
              [k, t],
            ];
            if (o !== null) pairs.push(['order', o]);
            if (limit !== null) pairs.push(['limit', limit]);
            if (offset !== null) pairs.push(['offset', offset]);
            const r = await read(`fuzz_items?${qs(pairs)}`);
            if (r.status === 200) {
              for (const row of r.json as { visible: boolean; fuzz_children?: { visible: boolean }[] }[]) {
                expect(row.visible).toBe(true);
                for (const child of row.fuzz_children ?? []) expect(child.visible).toBe(true);
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
    'counts and aggregates only ever cover visible rows',
    async () => {
      const sel = fc.constantFrom(
        'count()',
        'n.sum()',
        'n.max()',
        'price.sum()',
        'id.count()',
        'count(),n.max()',
      );
      const filters = fc.array(fc.tuple(fc.constantFrom(...COLUMNS), filterValue), { maxLength: 2 });
      await fc.assert(
        fc.asyncProperty(sel, filters, fc.constantFrom('GET', 'HEAD'), async (s, pairs, method) => {
          const r = await read(
            `fuzz_items?${qs([['select', s], ...pairs])}`,
            { prefer: 'count=exact' },
            method,
          );
          const total = r.headers.get('content-range')?.split('/')[1];
          if (total && total !== '*') expect(Number(total)).toBeLessThanOrEqual(VISIBLE_ITEMS);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random table, function and schema names never break the server',
    async () => {
      const path = fc.oneof(
        evilText.map((s) => encodeURIComponent(s)),
        evilText.map((s) => `rpc/${encodeURIComponent(s)}`),
        fc.constantFrom(
          'pg_catalog.pg_roles',
          'auth.users',
          'users',
          'fuzz_items/1',
          'fuzz_items%00',
          '..%2f..%2fetc%2fpasswd',
          'rpc/pg_sleep',
          'rpc/fuzz_count_items',
          'rpc/fuzz_items_over',
          '',
        ),
      );
      const profile = fc.option(
        fc.oneof(fc.constantFrom('public', 'auth', 'pg_catalog', 'storage'), evilText),
        {
          nil: undefined,
        },
      );
      await fc.assert(
        fc.asyncProperty(
          path,
          profile,
          fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
          async (p, prof, method) => {
            const headers: Record<string, string> = {};
            if (prof !== undefined) headers['accept-profile'] = prof.replace(/[^\x20-\x7e]/g, '');
            const r = await read(p, headers, method);
            if (p === 'auth.users' || p.startsWith('pg_catalog'))
              expect(r.status).toBeGreaterThanOrEqual(400);
          },
        ),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'random rpc arguments by GET never break the server, and set-returning functions respect RLS',
    async () => {
      const fn = fc.constantFrom('fuzz_echo', 'fuzz_items_over', 'fuzz_count_items');
      const args = fc.array(
        fc.tuple(fc.oneof(fc.constantFrom('a', 'b', 'c', 'min_n', 'select', 'id'), evilText), evilText),
        {
          maxLength: 4,
        },
      );
      await fc.assert(
        fc.asyncProperty(fn, args, async (f, pairs) => {
          const r = await read(`rpc/${f}?${qs(pairs)}`);
          if (r.status === 200 && f === 'fuzz_count_items')
            expect(Number(r.json)).toBeLessThanOrEqual(VISIBLE_ITEMS);
        }),
        RUNS,
      );
    },
    FUZZ_TIMEOUT,
  );
});
