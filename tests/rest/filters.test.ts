// Horizontal filtering: every PostgREST operator through the supabase-js
// method that produces it, plus not., or=(…), and=(…) and filters on JSON
// paths. rest_gadgets holds five rows chosen so each operator picks a
// distinct subset.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { ids, rest } from './helpers.ts';

const gadgets = () => anonClient().from('rest_gadgets').select('id').order('id');

async function idsOf(query: PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await query;
  expect(error).toBeNull();
  return ids(data);
}

describe('a visitor filters gadgets by comparison', () => {
  it('uses eq and neq', async () => {
    expect(await idsOf(gadgets().eq('name', 'Helmet'))).toEqual([2]);
    expect(await idsOf(gadgets().neq('name', 'Helmet'))).toEqual([1, 3, 4, 5]);
  });

  it('uses gt, gte, lt and lte on numeric columns', async () => {
    expect(await idsOf(gadgets().gt('price', 24.5))).toEqual([1, 5]);
    expect(await idsOf(gadgets().gte('price', 24.5))).toEqual([1, 2, 5]);
    expect(await idsOf(gadgets().lt('price', 12))).toEqual([3]);
    expect(await idsOf(gadgets().lte('price', 12))).toEqual([3, 4]);
  });

  it('compares timestamps', async () => {
    expect(await idsOf(gadgets().gte('released_at', '2024-03-01T00:00:00Z'))).toEqual([2, 4]);
    expect(await idsOf(gadgets().lt('released_at', '2024-01-01'))).toEqual([3]);
  });

  it('skips nulls with neq but keeps them with isdistinct', async () => {
    expect(await idsOf(gadgets().neq('rank', 2))).toEqual([1, 3]);
    expect(await idsOf(gadgets().filter('rank', 'isdistinct', 2))).toEqual([1, 2, 3, 5]);
  });
});

describe('a visitor filters gadgets by pattern', () => {
  it('uses like with % and with * as the wildcard', async () => {
    expect(await idsOf(gadgets().like('name', 'G%'))).toEqual([3, 4]);
    expect(await idsOf(gadgets().like('name', '*ogg*'))).toEqual([4]);
  });

  it('uses ilike case-insensitively', async () => {
    expect(await idsOf(gadgets().ilike('name', '%E%'))).toEqual([2, 3, 4, 5]);
    expect(await idsOf(gadgets().like('name', '%E%'))).toEqual([]);
  });

  it('matches any or all of several patterns', async () => {
    expect(await idsOf(gadgets().likeAnyOf('name', ['A%', 'L%']))).toEqual([1, 5]);
    expect(await idsOf(gadgets().likeAllOf('name', ['%o%', '%s']))).toEqual([3, 4]);
    expect(await idsOf(gadgets().ilikeAnyOf('name', ['a%', 'h%']))).toEqual([1, 2]);
  });

  it('uses POSIX regular expressions with match and imatch', async () => {
    expect(await idsOf(gadgets().regexMatch('name', '^G'))).toEqual([3, 4]);
    expect(await idsOf(gadgets().regexIMatch('name', 'LADDER|anvil'))).toEqual([1, 5]);
  });
});

describe('a visitor filters gadgets by null, booleans and lists', () => {
  it('uses is null and not is null', async () => {
    expect(await idsOf(gadgets().is('rank', null))).toEqual([2, 5]);
    expect(await idsOf(gadgets().not('rank', 'is', null))).toEqual([1, 3, 4]);
  });

  it('uses is true, is false and not is true', async () => {
    expect(await idsOf(gadgets().is('in_stock', true))).toEqual([1, 2, 4]);
    expect(await idsOf(gadgets().is('in_stock', false))).toEqual([3]);
    expect(await idsOf(gadgets().not('in_stock', 'is', true))).toEqual([3, 5]);
  });

  it('uses in and not in', async () => {
    expect(await idsOf(gadgets().in('name', ['Anvil', 'Ladder', 'Nothing']))).toEqual([1, 5]);
    expect(await idsOf(gadgets().not('id', 'in', '(1,2,3)'))).toEqual([4, 5]);
  });

  it('matches values that contain reserved characters inside in', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('id')
      .in('name', ['New Zealand', 'a,b', 'x(y)'])
      .order('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual([3]);
  });

  it('matches several columns at once with match()', async () => {
    expect(await idsOf(gadgets().match({ in_stock: true, rank: 3 }))).toEqual([1]);
  });
});

describe('a visitor filters gadgets by arrays, JSON and ranges', () => {
  it('uses contains, containedBy and overlaps on text arrays', async () => {
    expect(await idsOf(gadgets().contains('labels', ['ppe']))).toEqual([2, 3, 4]);
    expect(await idsOf(gadgets().containedBy('labels', ['ppe', 'head', 'hands']))).toEqual([2, 3, 5]);
    expect(await idsOf(gadgets().overlaps('labels', ['heavy', 'eyes']))).toEqual([1, 4]);
  });

  it('uses contains and containedBy on jsonb', async () => {
    expect(await idsOf(gadgets().contains('specs', { color: 'yellow' }))).toEqual([2, 3]);
    expect(await idsOf(gadgets().containedBy('specs', { color: 'clear', tags: [], x: 1 }))).toEqual([4]);
  });

  it('uses the range operators sl, sr, nxl, nxr, adj and ov', async () => {
    expect(await idsOf(gadgets().rangeLt('size_range', '[12,18)'))).toEqual([1]);
    expect(await idsOf(gadgets().rangeGt('size_range', '[12,18)'))).toEqual([3, 4]);
    expect(await idsOf(gadgets().rangeGte('size_range', '[12,18)'))).toEqual([3, 4]);
    expect(await idsOf(gadgets().rangeLte('size_range', '[12,18)'))).toEqual([1]);
    expect(await idsOf(gadgets().rangeAdjacent('size_range', '[10,20)'))).toEqual([1, 3]);
    expect(await idsOf(gadgets().overlaps('size_range', '[12,18)'))).toEqual([2]);
  });

  it('filters on JSON paths with -> and ->>', async () => {
    expect(await idsOf(gadgets().eq('specs->>color', 'yellow'))).toEqual([2, 3]);
    expect(await idsOf(gadgets().eq('specs->dims->>w', '30'))).toEqual([1]);
    expect(await idsOf(gadgets().gt('specs->weight', 1))).toEqual([1]);
    expect(await idsOf(gadgets().is('specs->>color', null))).toEqual([5]);
  });
});

describe('a visitor searches gadget descriptions', () => {
  it('uses to_tsquery with fts', async () => {
    expect(await idsOf(gadgets().textSearch('search', 'protect', { config: 'english' }))).toEqual([2, 4]);
    expect(await idsOf(gadgets().textSearch('search', 'light & fast', { config: 'english' }))).toEqual([3]);
  });

  it('uses plainto_tsquery with plfts', async () => {
    expect(
      await idsOf(gadgets().textSearch('search', 'light helmet', { config: 'english', type: 'plain' })),
    ).toEqual([2]);
  });

  it('uses phraseto_tsquery with phfts', async () => {
    expect(
      await idsOf(gadgets().textSearch('search', 'safety helmet', { config: 'english', type: 'phrase' })),
    ).toEqual([2]);
    expect(
      await idsOf(gadgets().textSearch('search', 'helmet safety', { config: 'english', type: 'phrase' })),
    ).toEqual([]);
  });

  it('uses websearch_to_tsquery with wfts', async () => {
    expect(
      await idsOf(gadgets().textSearch('search', 'light -helmet', { config: 'english', type: 'websearch' })),
    ).toEqual([3]);
  });

  it('searches without naming a configuration', async () => {
    expect(await idsOf(gadgets().textSearch('search', 'goggl'))).toEqual([4]);
  });

  it('negates a text search', async () => {
    expect(await idsOf(gadgets().not('search', 'fts(english)', 'protect'))).toEqual([1, 3, 5]);
  });
});

describe('a visitor combines filters with or, and and not', () => {
  it('keeps rows matching any condition with or', async () => {
    expect(await idsOf(gadgets().or('name.eq.Anvil,price.lt.10'))).toEqual([1, 3]);
  });

  it('nests and inside or', async () => {
    expect(await idsOf(gadgets().or('name.eq.Ladder,and(in_stock.is.true,price.lt.20)'))).toEqual([4, 5]);
  });

  it('nests or inside and, with negation', async () => {
    const res = await rest(
      'rest_gadgets?select=id&order=id&and=(labels.cs.{ppe},or(rank.is.null,price.not.gt.10))',
    );
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([2, 3]);
  });

  it('negates a whole group with not.or', async () => {
    const res = await rest('rest_gadgets?select=id&order=id&not.or=(id.eq.1,id.eq.2)');
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([3, 4, 5]);
  });

  it('uses JSON paths and operators inside or', async () => {
    expect(await idsOf(gadgets().or('specs->>color.eq.clear,labels.cs.{heavy}'))).toEqual([1, 4]);
  });

  it('uses a quantified operator with eq(any)', async () => {
    const res = await rest('rest_gadgets?select=id&order=id&name=eq(any).{Anvil,Gloves}');
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([1, 3]);
  });

  it('applies repeated filters on one column as and', async () => {
    expect(await idsOf(gadgets().gt('price', 10).lt('price', 100))).toEqual([2, 4, 5]);
  });

  it('filters by an embedded column inside a referenced-table or', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('id, rest_cities!inner(name)')
      .or('name.eq.Rosario,name.eq.Auckland', { referencedTable: 'rest_cities' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, rest_cities: [{ name: 'Rosario' }] },
      { id: 3, rest_cities: [{ name: 'Auckland' }] },
    ]);
  });
});
