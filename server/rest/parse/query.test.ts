import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyText,
  filter,
  logicTree,
  name,
  orderTerms,
  RUNS,
  selectItems,
  syntaxText,
} from './arbitraries.ts';
import {
  printFilterKey,
  printLogicKey,
  printLogicTree,
  printOpExpr,
  printOrder,
  printSelect,
} from './print.ts';
import { parseQuery } from './query.ts';
import { returnsOrRestError, thrown } from './test-helpers.ts';

const q = (s: string, opts?: Parameters<typeof parseQuery>[1]) => parseQuery(new URLSearchParams(s), opts);

describe('parseQuery', () => {
  it('a visitor without a query string gets every column and no filters', () => {
    expect(q('')).toEqual({
      select: [{ type: 'star' }],
      filters: [],
      logic: [],
      order: [],
      ranges: [],
      args: {},
    });
  });

  it('a visitor lists products as supabase-js sends it (select, filter, order, range)', () => {
    const parsed = q('select=id%2Cname%2Cprice&price=gte.10&price=lt.50&order=price.desc&offset=20&limit=10');
    expect(parsed.select).toEqual([
      { type: 'field', field: { column: 'id', jsonPath: [] } },
      { type: 'field', field: { column: 'name', jsonPath: [] } },
      { type: 'field', field: { column: 'price', jsonPath: [] } },
    ]);
    expect(parsed.filters.map((f) => [f.field.column, f.op, f.value])).toEqual([
      ['price', 'gte', '10'],
      ['price', 'lt', '50'],
    ]);
    expect(parsed.order).toEqual([
      { embedPath: [], terms: [{ field: { column: 'price', jsonPath: [] }, direction: 'desc' }] },
    ]);
    expect(parsed.ranges).toEqual([{ embedPath: [], offset: 20, limit: 10 }]);
  });

  it('an editor filters, orders and pages an embedded resource separately', () => {
    const parsed = q(
      'select=id,reports(id,title)&reports.status=eq.open&reports.order=created_at.desc&reports.limit=3&reports.offset=1&reports.or=(a.eq.1,b.eq.2)',
    );
    expect(parsed.filters).toEqual([
      {
        type: 'filter',
        embedPath: ['reports'],
        field: { column: 'status', jsonPath: [] },
        negate: false,
        op: 'eq',
        value: 'open',
      },
    ]);
    expect(parsed.order[0].embedPath).toEqual(['reports']);
    expect(parsed.ranges).toEqual([{ embedPath: ['reports'], limit: 3, offset: 1 }]);
    expect(parsed.logic[0].embedPath).toEqual(['reports']);
    expect(parsed.logic[0].tree.op).toBe('or');
  });

  it('a visitor combines or, and, not.or and not.and at the top level', () => {
    const parsed = q('or=(a.eq.1,b.eq.2)&and=(c.gt.0)&not.or=(d.is.null)&not.and=(e.eq.x)');
    expect(parsed.logic.map((l) => [l.embedPath, l.tree.op, l.tree.negate])).toEqual([
      [[], 'or', false],
      [[], 'and', false],
      [[], 'or', true],
      [[], 'and', true],
    ]);
  });

  it('an importer names the body columns and the upsert conflict target', () => {
    const parsed = q('columns=a,b,%22c%20d%22&on_conflict=a,b');
    expect(parsed.columns).toEqual(['a', 'b', 'c d']);
    expect(parsed.onConflict).toEqual(['a', 'b']);
  });

  it('a caller of a function passes GET arguments that are not filters', () => {
    const parsed = q('name=Ann&age=gt.3&limit=2', { rpc: true });
    expect(parsed.args).toEqual({ name: 'Ann' });
    expect(parsed.filters.map((f) => f.field.column)).toEqual(['age']);
    expect(parsed.ranges).toEqual([{ embedPath: [], limit: 2 }]);
  });

  it('a caller of a function passes an argument that looks like a filter when the function declares it', () => {
    const parsed = q('query=eq.5&x=eq.1', { rpc: true, argNames: new Set(['query']) });
    expect(parsed.args).toEqual({ query: 'eq.5' });
    expect(parsed.filters.map((f) => f.field.column)).toEqual(['x']);
  });

  it('an argument called "constructor" or "__proto__" is an ordinary argument', () => {
    const parsed = q('constructor=1&__proto__=2', { rpc: true });
    expect(Object.keys(parsed.args).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(parsed.args, '__proto__')?.value).toBe('2');
  });

  it('outside rpc, a value that is not op.value is refused with PGRST100', () => {
    const e = thrown(() => q('name=Ann'));
    expect(e.status).toBe(400);
    expect(e.code).toBe('PGRST100');
    expect(e.message).toBe('"failed to parse filter (Ann)" (line 1, column 1)');
  });

  it('a filter with an empty value is refused rather than silently dropped', () => {
    expect(thrown(() => q('id=')).code).toBe('PGRST100');
  });

  it('a negative limit is 416 PGRST103 as in PostgREST', () => {
    const e = thrown(() => q('limit=-1'));
    expect(e.toJSON()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
    });
    expect(e.status).toBe(416);
  });

  it('a negative offset reads from the first row, as in PostgREST', () => {
    expect(q('offset=-4').ranges).toEqual([{ embedPath: [], offset: 0 }]);
  });

  it('a limit that is not an integer is refused with PGRST100', () => {
    for (const bad of ['abc', '1.5', '1e3', '10x', '--1']) {
      const e = thrown(() => q(`limit=${bad}`));
      expect(e.code).toBe('PGRST100');
      expect(e.message).toContain('failed to parse limit parameter');
    }
  });

  it('limit=0 is kept (an empty page), not dropped', () => {
    expect(q('limit=0').ranges).toEqual([{ embedPath: [], limit: 0 }]);
  });

  it('only the first select is used when select is repeated', () => {
    expect(q('select=a&select=b').select).toEqual([{ type: 'field', field: { column: 'a', jsonPath: [] } }]);
  });

  it('a reserved word inside a key path is still a filter when it is not the last part', () => {
    const parsed = q('order.x=eq.1');
    expect(parsed.filters[0].embedPath).toEqual(['order']);
    expect(parsed.filters[0].field.column).toBe('x');
  });

  it('property: any query string parses or fails with a RestError', () => {
    const key = fc.oneof(
      fc.constantFrom(
        'select',
        'order',
        'limit',
        'offset',
        'or',
        'and',
        'not.or',
        'columns',
        'on_conflict',
        'a.limit',
      ),
      name,
      anyText,
    );
    const pairs = fc.array(fc.tuple(key, fc.oneof(anyText, syntaxText)), { maxLength: 6 });
    fc.assert(
      fc.property(pairs, fc.boolean(), (kv, rpc) => {
        returnsOrRestError(() => parseQuery(new URLSearchParams(kv), { rpc }));
      }),
      RUNS,
    );
  });

  it('property: a printed query parses back to the same parts', () => {
    fc.assert(
      fc.property(
        selectItems,
        fc.array(filter, { maxLength: 3 }),
        fc.array(fc.tuple(fc.array(name, { maxLength: 1 }), logicTree), { maxLength: 2 }),
        orderTerms,
        (select, filters, trees, terms) => {
          const sp = new URLSearchParams();
          sp.append('select', printSelect(select));
          for (const f of filters) sp.append(printFilterKey(f), printOpExpr(f));
          for (const [embedPath, tree] of trees)
            sp.append(printLogicKey(embedPath, tree), printLogicTree(tree));
          sp.append('order', printOrder(terms));
          // Through a real URL, as a client would send it.
          const parsed = parseQuery(new URL(`http://x/rest/v1/t?${sp}`).searchParams);
          expect(parsed.select).toEqual(select);
          expect(parsed.filters).toEqual(filters);
          expect(parsed.logic).toEqual(trees.map(([embedPath, tree]) => ({ embedPath, tree })));
          expect(parsed.order).toEqual([{ embedPath: [], terms }]);
        },
      ),
      RUNS,
    );
  });

  it('property: no filter is ever dropped silently (every non-reserved key is a filter or an error)', () => {
    const key = fc.oneof(fc.constantFrom('id', 'a.b', 'data->>k', 'rel.col'), name, anyText);
    const value = fc.oneof(
      fc.constantFrom('eq.1', 'not.is.null', 'in.(1,2)', 'like.*x*', 'eq(any).{1,2}', 'fts(english).cat'),
      anyText,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 5 }), (pairs) => {
        let parsed: ReturnType<typeof parseQuery>;
        try {
          parsed = parseQuery(new URLSearchParams(pairs));
        } catch {
          return;
        }
        const reserved = new Set(['select', 'columns', 'on_conflict']);
        const embeddable = new Set(['order', 'limit', 'offset', 'and', 'or']);
        const expected = pairs.filter(
          ([k]) => !reserved.has(k) && !embeddable.has(k.slice(k.lastIndexOf('.') + 1)),
        );
        expect(parsed.filters.length).toBe(expected.length);
        const trees = pairs.filter(([k]) => ['and', 'or'].includes(k.slice(k.lastIndexOf('.') + 1)));
        expect(parsed.logic.length).toBe(trees.length);
      }),
      RUNS,
    );
  });
});
