// Ordering, limits, ranges, counts, singular responses, CSV and the errors
// for unknown tables and columns – status codes and headers as PostgREST
// sends them, and what supabase-js makes of them.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { ids, rest } from './helpers.ts';

const CITY_COUNT = 8;

describe('a visitor orders cities', () => {
  it('orders ascending and descending', async () => {
    const asc = await anonClient().from('rest_cities').select('id').order('population').limit(3);
    expect(asc.error).toBeNull();
    expect(ids(asc.data)).toEqual([8, 7, 5]);
    const desc = await anonClient()
      .from('rest_cities')
      .select('id')
      .order('population', { ascending: false })
      .limit(3);
    expect(ids(desc.data)).toEqual([4, 1, 6]);
  });

  it('puts nulls first or last on request', async () => {
    const first = await anonClient()
      .from('rest_cities')
      .select('id')
      .order('founded', { nullsFirst: true })
      .order('id');
    expect(first.error).toBeNull();
    expect(ids(first.data)).toEqual([3, 8, 1, 5, 4, 2, 6, 7]);
    const last = await anonClient()
      .from('rest_cities')
      .select('id')
      .order('founded', { ascending: false, nullsFirst: false })
      .order('id');
    expect(ids(last.data)).toEqual([6, 7, 2, 4, 1, 5, 3, 8]);
  });

  it('orders by several columns', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('id')
      .not('country_id', 'is', null)
      .order('country_id', { ascending: false })
      .order('name');
    expect(error).toBeNull();
    expect(ids(data)).toEqual([6, 7, 4, 5, 1, 2, 3]);
  });

  it('orders by a JSON path', async () => {
    const res = await rest(
      'rest_gadgets?select=id&specs->>color=not.is.null&order=specs->>color.desc,id.asc',
    );
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual([2, 3, 4, 1]);
  });
});

describe('a visitor pages through cities', () => {
  it('limits and offsets with range()', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_cities')
      .select('id')
      .order('id')
      .range(2, 4);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(ids(data)).toEqual([3, 4, 5]);
  });

  it('gets Content-Range without a total when no count is asked', async () => {
    const res = await rest('rest_cities?select=id&order=id&limit=2&offset=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('1-2/*');
    expect(ids(res.json)).toEqual([2, 3]);
  });

  it('gets 206 Partial Content and the total with Prefer: count=exact', async () => {
    const res = await rest('rest_cities?select=id&order=id&limit=2', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`0-1/${CITY_COUNT}`);
  });

  it('gets 200 when the whole exact count fits in the response', async () => {
    const res = await rest('rest_cities?select=id', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe(`0-7/${CITY_COUNT}`);
  });

  it('gets */0 for an empty result with a count and */* without', async () => {
    const counted = await rest('rest_cities?id=eq.999', { headers: { prefer: 'count=exact' } });
    expect(counted.status).toBe(200);
    expect(counted.json).toEqual([]);
    expect(counted.headers.get('content-range')).toBe('*/0');
    const uncounted = await rest('rest_cities?id=eq.999');
    expect(uncounted.headers.get('content-range')).toBe('*/*');
  });

  it('pages with the Range header', async () => {
    const res = await rest('rest_cities?select=id&order=id', {
      headers: { range: '3-4', 'range-unit': 'items', prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`3-4/${CITY_COUNT}`);
    expect(ids(res.json)).toEqual([4, 5]);
  });

  it('is refused with 416 when the offset is past the end (PGRST103)', async () => {
    const res = await rest('rest_cities?select=id&offset=100', { headers: { prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`*/${CITY_COUNT}`);
    expect(res.json).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of 100 was requested, but there are only ${CITY_COUNT} rows.`,
      hint: null,
    });
  });

  it('is refused with 416 for a negative limit', async () => {
    const res = await rest('rest_cities?select=id&limit=-1');
    expect(res.status).toBe(416);
    expect(res.json).toMatchObject({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
    });
  });
});

describe('a visitor counts cities through supabase-js', () => {
  it('gets the exact count with the rows', async () => {
    const { data, count, error } = await anonClient()
      .from('rest_cities')
      .select('id', { count: 'exact' })
      .eq('country_id', 1)
      .limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(count).toBe(3);
  });

  it('gets only the count with head: true', async () => {
    const { data, count, error, status } = await anonClient()
      .from('rest_cities')
      .select('*', { count: 'exact', head: true })
      .gt('population', 1000000);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(5);
  });

  it('gets the exact number as the estimated count on a small table', async () => {
    const { count, error } = await anonClient()
      .from('rest_cities')
      .select('id', { count: 'estimated', head: true });
    expect(error).toBeNull();
    expect(count).toBe(CITY_COUNT);
  });

  it('gets a planner estimate with count: planned', async () => {
    const { count, error } = await anonClient()
      .from('rest_cities')
      .select('id', { count: 'planned', head: true });
    expect(error).toBeNull();
    expect(Number.isInteger(count)).toBe(true);
    expect(count).toBeGreaterThanOrEqual(0);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await rest('rest_cities?select=id&limit=2', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-range')).toBe('0-1/*');
  });
});

describe('a visitor asks for a single row', () => {
  it('gets an object with .single() when exactly one row matches', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_countries')
      .select('name')
      .eq('code', 'IS')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ name: 'Iceland' });
  });

  it('gets 406 PGRST116 from .single() when no row matches', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_countries')
      .select('name')
      .eq('code', 'XX')
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null });
    // PostgREST 13 reworded the message; either version's exact wording is accepted.
    expect([
      'Cannot coerce the result to a single JSON object',
      'JSON object requested, multiple (or no) rows returned',
    ]).toContain(error!.message);
  });

  it('gets 406 PGRST116 from .single() when several rows match', async () => {
    const { error, status } = await anonClient()
      .from('rest_countries')
      .select('name')
      .eq('continent', 'South America')
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  });

  it('sends the object media type and gets it back', async () => {
    const res = await rest('rest_countries?select=code&id=eq.3', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.object\+json/);
    expect(res.json).toEqual({ code: 'NZ' });
  });

  it('gets null, not an error, from .maybeSingle() when no row matches', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_countries')
      .select('name')
      .eq('code', 'XX')
      .maybeSingle();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
  });

  it('gets the row from .maybeSingle() when one matches', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('code')
      .eq('id', 2)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toEqual({ code: 'CL' });
  });

  it('gets PGRST116 from .maybeSingle() when several rows match', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('code')
      .lt('id', 3)
      .maybeSingle();
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST116' });
  });
});

describe('a visitor downloads CSV', () => {
  it('gets a header row and PostgreSQL-quoted values with .csv()', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_countries')
      .select('id, name')
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('id,name\n1,Argentina\n2,Chile\n3,"New Zealand"\n4,Iceland');
  });

  it('gets text/csv with empty fields for nulls', async () => {
    const res = await rest('rest_cities?select=name,founded&id=in.(2,3)&order=id', {
      headers: { accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.text).toBe('name,founded\nCordoba,1573\nRosario,');
  });

  it('is refused with 406 PGRST107 for a media type the server cannot produce', async () => {
    const res = await rest('rest_countries', { headers: { accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({ code: 'PGRST107' });
  });
});

describe('a visitor asks for something that does not exist', () => {
  it('gets 404 PGRST205 for an unknown table', async () => {
    const { data, error, status } = await anonClient().from('rest_nowhere').select('*');
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.rest_nowhere' in the schema cache",
      details: null,
    });
  });

  it('gets 400 42703 for an unknown column in select', async () => {
    const { error, status } = await anonClient().from('rest_cities').select('id, altitude');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column rest_cities.altitude does not exist' });
  });

  it('gets 400 42703 for an unknown column in a filter', async () => {
    const { error, status } = await anonClient().from('rest_cities').select('id').eq('altitude', 3);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column rest_cities.altitude does not exist' });
  });

  it('gets 400 42703 for an unknown column in order', async () => {
    const { error, status } = await anonClient().from('rest_cities').select('id').order('altitude');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column rest_cities.altitude does not exist' });
  });
});
