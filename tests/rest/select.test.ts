// Vertical filtering as PostgREST does it: column lists, `*`, aliases, casts,
// JSON paths and aggregate functions, through supabase-js.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { rest } from './helpers.ts';

describe('a visitor chooses which columns to read', () => {
  it('gets every column with *', async () => {
    const { data, error, status } = await anonClient().from('rest_countries').select('*').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, name: 'Argentina', code: 'AR', continent: 'South America' }]);
  });

  it('gets every column when no select is given', async () => {
    const res = await rest('rest_countries?id=eq.2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toEqual([{ id: 2, name: 'Chile', code: 'CL', continent: 'South America' }]);
  });

  it('gets only the listed columns, in the listed order', async () => {
    const { data, error } = await anonClient().from('rest_cities').select('name, id').eq('id', 4);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Santiago', id: 4 }]);
    expect(Object.keys(data![0])).toEqual(['name', 'id']);
  });

  it('renames columns with aliases', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('city:name, inhabitants:population')
      .eq('id', 7);
    expect(error).toBeNull();
    expect(data).toEqual([{ city: 'Wellington', inhabitants: 215100 }]);
  });

  it('casts columns with ::', async () => {
    const { data, error } = await anonClient()
      .from('rest_gadgets')
      .select('id::text, price::text, weight_g::numeric')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: '1', price: '199.99', weight_g: 50000 }]);
  });

  it('reads numeric, boolean, array, range, timestamptz and generated columns with their JSON types', async () => {
    const { data, error } = await anonClient()
      .from('rest_gadgets')
      .select('price, in_stock, labels, size_range, released_at, weight_kg, rank')
      .eq('id', 2)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      price: 24.5,
      in_stock: true,
      labels: ['ppe', 'head'],
      size_range: '[10,20)',
      weight_kg: 0.4,
      rank: null,
    });
    expect(new Date(data!.released_at).toISOString()).toBe('2024-03-01T08:30:00.000Z');
  });
});

describe('a visitor asks the server to strip nulls', () => {
  it('gets rows without their null fields with stripNulls()', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('id, name, founded')
      .in('id', [3, 4])
      .order('id')
      .stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, name: 'Rosario' },
      { id: 4, name: 'Santiago', founded: 1541 },
    ]);
  });
});

describe('a visitor reads inside JSON columns', () => {
  it('gets a JSON value with -> and a text value with ->>, named after the last key', async () => {
    const { data, error } = await anonClient()
      .from('rest_gadgets')
      .select('id, specs->weight, specs->>color')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, weight: 50, color: 'black' }]);
  });

  it('follows nested keys and array indexes, with aliases', async () => {
    const { data, error } = await anonClient()
      .from('rest_gadgets')
      .select('width:specs->dims->w, first_tag:specs->tags->>0, height:specs->dims->>h')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ width: 30, first_tag: 'heavy', height: '20' }]);
  });

  it('gets null for a missing key or a null document', async () => {
    const { data, error } = await anonClient()
      .from('rest_gadgets')
      .select('id, specs->>weight')
      .in('id', [4, 5])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 4, weight: null },
      { id: 5, weight: null },
    ]);
  });
});

describe('a visitor asks for aggregates', () => {
  it('counts all rows with count()', async () => {
    const { data, error } = await anonClient().from('rest_cities').select('count()');
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 8 }]);
  });

  it('counts rows per group, grouping by the other selected columns', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('country_id, count()')
      .order('country_id', { nullsFirst: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { country_id: 1, count: 3 },
      { country_id: 2, count: 2 },
      { country_id: 3, count: 2 },
      { country_id: null, count: 1 },
    ]);
  });

  it('sums and averages a column per group', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('country_id, population.sum(), population.avg()')
      .in('country_id', [1, 2])
      .order('country_id');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data![0]).toMatchObject({ country_id: 1, sum: 5742646 });
    expect(data![0].avg).toBeCloseTo(1914215.3333, 3);
    expect(data![1]).toEqual({ country_id: 2, sum: 5910655, avg: 2955327.5 });
  });

  it('renames and casts aggregates', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select(
        'total:population.sum(), mean:population.avg()::int, biggest:population.max(), smallest:population.min()',
      )
      .eq('country_id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ total: 5742646, mean: 1914215, biggest: 3075646, smallest: 1276000 }]);
  });

  it('counts rows with a bare count column, the older syntax', async () => {
    const { data, error } = await anonClient().from('rest_cities').select('count');
    expect(error).toBeNull();
    expect(data).toEqual([{ count: 8 }]);
  });

  it('casts the result of count()', async () => {
    const { data, error } = await anonClient().from('rest_cities').select('count()::text');
    expect(error).toBeNull();
    expect(data).toEqual([{ count: '8' }]);
  });

  it('aggregates the related rows inside an embedded resource', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, rest_cities(id.count(), population.sum())')
      .in('id', [3, 4])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'New Zealand', rest_cities: [{ count: 2, sum: 1908100 }] },
      { name: 'Iceland', rest_cities: [{ count: 0, sum: null }] },
    ]);
  });

  it('aggregates only the filtered rows', async () => {
    const { data, error } = await anonClient()
      .from('rest_gadgets')
      .select('in_stock, count(), price.sum()')
      .eq('in_stock', true);
    expect(error).toBeNull();
    expect(data).toEqual([{ in_stock: true, count: 3, sum: 236.49 }]);
  });
});
