import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParsedQuery } from '../ast.ts';
import { RestError } from '../errors.ts';
import { parseQuery } from '../parse/index.ts';
import { fakeCache } from '../testing/fake-cache.ts';
import { envelope } from './envelope.ts';
import { Params } from './params.ts';
import { type BuildContext, levelSql, planRead } from './read.ts';

const cache = fakeCache([
  {
    name: 'items',
    columns: [
      ['id', 'integer'],
      ['name', 'text'],
      ['data', 'jsonb'],
      ['tags', 'text[]'],
      ['we"ird', 'text'],
    ],
    pk: ['id'],
    fks: [{ name: 'items_owner_fk', columns: ['owner_id'], ref: 'owners', refColumns: ['id'] }],
  },
  {
    name: 'owners',
    columns: [
      ['id', 'integer'],
      ['name', 'text'],
    ],
    pk: ['id'],
  },
]);
// The FK column must exist for the relationship to be usable.
cache.tables.get('public.items')?.columns.set('owner_id', {
  name: 'owner_id',
  type: 'integer',
  elementType: 'integer',
  typeOid: 0,
  isArray: false,
  nullable: true,
  default: null,
  generated: false,
  identityAlways: false,
});

function build(qs: string) {
  const q: ParsedQuery = parseQuery(new URLSearchParams(qs));
  const bc: BuildContext = { cache, schema: 'public', params: new Params(), counter: { n: 0 } };
  const root = planRead(bc, cache.tables.get('public.items')!, q, { rootFilters: true });
  const level = levelSql(bc, root, { limit: 10, offset: 0 });
  return { sql: envelope(level.sql, { kind: 'json', stripNulls: false }), params: bc.params.values };
}

describe('the SQL builder never puts request values into SQL text', () => {
  it('binds filter operands, patterns, lists, JSON keys and search terms as parameters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (raw) => {
        const v = `QZX${raw.replace(/[,()"\\]/g, '')}`;
        const enc = encodeURIComponent;
        const { sql, params } = build(
          `select=id,k:data->>${enc(JSON.stringify(v))}&name=eq.${enc(v)}&name=like.${enc(v)}*&id=in.(1,2)&tags=cs.{${enc(v)}}&name=fts.${enc(v)}&or=(name.ilike.${enc(v)},name.is.null)`,
        );
        expect(sql).not.toContain('QZX');
        expect(params.some((p) => String(p).includes('QZX'))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('quotes catalog identifiers, doubling embedded quotes', () => {
    const bc: BuildContext = { cache, schema: 'public', params: new Params(), counter: { n: 0 } };
    const q = parseQuery(new URLSearchParams());
    q.select = [{ type: 'field', field: { column: 'we"ird', jsonPath: [] } }];
    const root = planRead(bc, cache.tables.get('public.items')!, q, { rootFilters: true });
    expect(levelSql(bc, root).sql).toContain('"items"."we""ird" AS "we""ird"');
  });

  it('refuses a column that is not in the schema cache with 42703', () => {
    expect(() => build('select=id,nope')).toThrow(RestError);
    expect(() => build('name);drop table items;--=eq.1')).toThrow(RestError);
  });

  it('refuses a cast to a type the database does not know', () => {
    expect(() => build('select=id::int4;drop')).toThrow(RestError);
    expect(() => build('select=id::nosuchtype')).toThrow(/does not exist/);
    expect(build('select=id::text').sql).toContain('CAST("items"."id" AS "text")');
  });

  it('joins a to-one embed laterally and keeps limits as parameters', () => {
    const { sql, params } = build('select=id,owner:owners(name)&owner.name=eq.Ann');
    expect(sql).toMatch(
      /LEFT JOIN LATERAL \(SELECT _c AS r FROM \(SELECT "owners_1"\."name" AS "name" FROM "public"\."owners" AS "owners_1"/,
    );
    expect(sql).toContain('LIMIT $');
    expect(params).toContain('Ann');
    expect(params).toContain(10);
  });
});

describe('generated aliases never shadow the root relation', () => {
  it('renames an embed alias that would equal the root table name', () => {
    const c = fakeCache([
      {
        name: 'owners',
        columns: [
          ['id', 'integer'],
          ['name', 'text'],
        ],
        pk: ['id'],
      },
      {
        name: 'owners_1',
        columns: [
          ['id', 'integer'],
          ['owner_id', 'integer'],
        ],
        pk: ['id'],
        fks: [{ name: 'o1_fk', columns: ['owner_id'], ref: 'owners', refColumns: ['id'] }],
      },
    ]);
    const bc: BuildContext = { cache: c, schema: 'public', params: new Params(), counter: { n: 0 } };
    const root = planRead(
      bc,
      c.tables.get('public.owners_1')!,
      parseQuery(new URLSearchParams('select=id,owners(name)')),
      {
        rootFilters: true,
      },
    );
    const { sql } = levelSql(bc, root);
    expect(sql).toContain('AS "owners_1_x" WHERE "owners_1_x"."id" = "owners_1"."owner_id"');
  });
});

describe('every bound parameter is referenced by the statement', () => {
  const fragments = [
    'select=id,owners(name)',
    'select=id,owner:owners!inner(name)',
    'select=id,k:data->>a',
    'owner.name=eq.X',
    'owners.name=eq.X',
    'name=eq.X',
    'id=in.(1,2)',
    'or=(name.eq.X,id.gt.2)',
    'owners=is.null',
    'order=name.desc',
    'limit=3',
    'offset=1',
  ];

  it('binds exactly $1..$n for any mix of embeds, filters, orders, limits and a count', () => {
    fc.assert(
      fc.property(fc.subarray(fragments), fc.boolean(), (parts, withCount) => {
        let q: ParsedQuery;
        let root: ReturnType<typeof planRead>;
        const bc: BuildContext = { cache, schema: 'public', params: new Params(), counter: { n: 0 } };
        try {
          q = parseQuery(new URLSearchParams(parts.join('&')));
          root = planRead(bc, cache.tables.get('public.items')!, q, { rootFilters: true });
        } catch (e) {
          if (e instanceof RestError) return; // e.g. a filter on an embed that is not selected
          throw e;
        }
        let sql: string;
        try {
          const count = withCount
            ? `(SELECT count(*) FROM (${levelSql(bc, root, { countOnly: true }).sql}) _c)`
            : undefined;
          sql = envelope(levelSql(bc, root).sql, { kind: 'json', stripNulls: false, countSql: count });
        } catch (e) {
          if (e instanceof RestError) return;
          throw e;
        }
        const used = new Set([...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
        const n = bc.params.values.length;
        expect([...used].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }),
      { numRuns: 300 },
    );
  });
});

describe('errors name what PostgREST’s SQL would', () => {
  const plan = (qs: string, aggregates?: boolean) => {
    const bc: BuildContext = { cache, schema: 'public', params: new Params(), counter: { n: 0 }, aggregates };
    return () =>
      planRead(bc, cache.tables.get('public.items')!, parseQuery(new URLSearchParams(qs)), {
        rootFilters: true,
      });
  };

  it('names an unknown column of an embed by PostgREST’s alias for its level (`owners_1`)', () => {
    expect(plan('select=id,items_owner_fk(sum)')).toThrow('column owners_1.sum does not exist');
    expect(plan('select=nope.count()')).toThrow('column items.nope does not exist');
  });

  it('reports the embed’s unknown column before the root’s, as PostgreSQL analyses FROM first', () => {
    expect(plan('select=nope,items_owner_fk(nada)')).toThrow('column owners_1.nada does not exist');
  });

  it('refuses aggregates at any level with 400 PGRST123 when they are turned off', () => {
    for (const qs of ['select=id.sum()', 'select=count()', 'select=id,items_owner_fk(id.max())']) {
      expect(plan(qs, false)).toThrow(expect.objectContaining({ status: 400, code: 'PGRST123' }));
      expect(plan(qs, true)).not.toThrow();
    }
  });

  const planOwners = (qs: string, aggregates?: boolean) => {
    const bc: BuildContext = { cache, schema: 'public', params: new Params(), counter: { n: 0 }, aggregates };
    return () =>
      planRead(bc, cache.tables.get('public.owners')!, parseQuery(new URLSearchParams(qs)), {
        rootFilters: true,
      });
  };

  it('refuses a to-many spread with 400 PGRST123 when aggregates are off, as PostgREST 13 (json_agg is one)', () => {
    expect(planOwners('select=id,...items(name)', false)).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST123' }),
    );
    expect(planOwners('select=id,...items(name)', true)).not.toThrow();
    // A to-one spread gathers nothing: allowed either way.
    expect(plan('select=id,...items_owner_fk(name)', false)).not.toThrow();
  });

  it('refuses an aggregate in a to-many spread, written there or hoisted from a to-one spread in it, with PGRST127', () => {
    for (const qs of [
      'select=id,...items(id.count())',
      'select=id,...items(name,count())',
      'select=id,...items(name,...items_owner_fk(id.max()))',
    ]) {
      expect(planOwners(qs, true)).toThrow(
        expect.objectContaining({
          status: 400,
          code: 'PGRST127',
          message: 'Feature not implemented',
          details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
        }),
      );
      // With aggregates off the first check wins, as in PostgREST (validateAggFunctions runs first).
      expect(planOwners(qs, false)).toThrow(expect.objectContaining({ code: 'PGRST123' }));
    }
    // An aggregate in a JSON embed inside the spread is that embed's own: not refused.
    expect(planOwners('select=id,...items(name,items_owner_fk(id.max()))', true)).not.toThrow();
    // Nor one in a to-many embed that is not spread.
    expect(planOwners('select=id,items(id.count())', true)).not.toThrow();
  });
});
