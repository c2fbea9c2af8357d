// Remote procedure calls (/rest/v1/rpc/<fn>) as PostgREST runs them:
// named arguments by POST or GET, every kind of return, filters on
// set-returning functions, defaults, overloads, read-only GET, and errors.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { rest, unique } from './helpers.ts';

describe('a visitor calls functions', () => {
  it('posts named arguments and gets a scalar back', async () => {
    const { data, error, status } = await anonClient().rpc('rest_add', { a: 2, b: 3 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(5);
  });

  it('passes arguments in the query string with GET', async () => {
    const { data, error } = await anonClient().rpc('rest_add', { a: 40, b: 2 }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe(42);
    const res = await rest('rpc/rest_add?a=1&b=1');
    expect(res.status).toBe(200);
    expect(res.text.trim()).toBe('2');
  });

  it('runs a STABLE function returning one value once per request, by GET and by POST', async () => {
    const got = await anonClient().rpc('rest_stable_calls', {}, { get: true });
    expect(got.error).toBeNull();
    expect(got.data).toBe(1);
    const posted = await anonClient().rpc('rest_stable_calls');
    expect(posted.data).toBe(1);
  });

  it('gets an array from a function returning a set of scalars', async () => {
    const { data, error } = await anonClient().rpc('rest_series', { n: 3 });
    expect(error).toBeNull();
    expect(data).toEqual([1, 2, 3]);
  });

  it('gets rows from a function returning setof a table', async () => {
    const { data, error } = await anonClient()
      .rpc('rest_cities_in', { country: 'Chile' })
      .select('name')
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Santiago' }, { name: 'Valparaiso' }]);
  });

  it('gets rows from a function returning a table(...)', async () => {
    const { data, error } = await anonClient().rpc('rest_city_stats').order('country');
    expect(error).toBeNull();
    expect(data).toEqual([
      { country: 'Argentina', city_count: 3, total_population: 5742646 },
      { country: 'Chile', city_count: 2, total_population: 5910655 },
      { country: 'Iceland', city_count: 0, total_population: 0 },
      { country: 'New Zealand', city_count: 2, total_population: 1908100 },
    ]);
  });

  it('filters, orders and limits the rows of a set-returning function', async () => {
    const { data, error } = await anonClient()
      .rpc('rest_cities_in', { country: 'Argentina' })
      .select('name, population')
      .gt('population', 1300000)
      .order('population', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Buenos Aires', population: 3075646 }]);
  });

  it('filters the rows of a table(...) function called by GET', async () => {
    const res = await rest('rpc/rest_city_stats?select=country&city_count=gt.2');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ country: 'Argentina' }]);
  });

  it('embeds related rows in the result of a setof-table function', async () => {
    const { data, error } = await anonClient()
      .rpc('rest_cities_in', { country: 'New Zealand' })
      .select('name, rest_countries(code)')
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Auckland', rest_countries: { code: 'NZ' } },
      { name: 'Wellington', rest_countries: { code: 'NZ' } },
    ]);
  });

  it('passes the whole body to a function with a single unnamed json parameter', async () => {
    const body = { anything: [1, 'two'], nested: { ok: true } };
    const { data, error } = await anonClient().rpc('rest_echo', body);
    expect(error).toBeNull();
    expect(data).toEqual(body);
  });

  it('gets 204 and no content from a void function, whose effect is kept', async () => {
    const label = unique('void');
    const { data, error, status } = await anonClient().rpc('rest_record_call', { label });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const after = await anonClient().rpc('rest_count_calls', { label }, { get: true });
    expect(after.data).toBe(1);
  });

  it('uses parameter defaults for omitted arguments', async () => {
    expect((await anonClient().rpc('rest_greet')).data).toBe('Hello, world!');
    expect((await anonClient().rpc('rest_greet', { name: 'Ann' }, { get: true })).data).toBe('Hello, Ann!');
    expect((await anonClient().rpc('rest_greet', { punct: '?', name: 'Bob' })).data).toBe('Hello, Bob?');
  });

  it('picks the overload whose parameter names match', async () => {
    expect((await anonClient().rpc('rest_area', { side: 3 })).data).toBe(9);
    expect((await anonClient().rpc('rest_area', { width: 2, height: 5 }, { get: true })).data).toBe(10);
  });

  it('runs a volatile function by POST', async () => {
    const label = unique('bump');
    const first = await anonClient().rpc('rest_bump', { label });
    expect(first.error).toBeNull();
    expect(first.data).toBe(1);
    expect((await anonClient().rpc('rest_bump', { label })).data).toBe(2);
  });
});

describe('a visitor counts function results', () => {
  it('gets only the count with head: true', async () => {
    const { data, count, error, status } = await anonClient().rpc(
      'rest_series',
      { n: 4 },
      { head: true, count: 'exact' },
    );
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(4);
  });

  it('gets a count of 1 for a function returning one scalar', async () => {
    const { data, count, error } = await anonClient().rpc('rest_add', { a: 1, b: 2 }, { count: 'exact' });
    expect(error).toBeNull();
    expect(data).toBe(3);
    expect(count).toBe(1);
  });

  it('gets the total count beside a limited page of rows', async () => {
    const { data, count, error, status } = await anonClient()
      .rpc('rest_cities_in', { country: 'Argentina' }, { count: 'exact' })
      .select('id')
      .order('id')
      .limit(1);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data).toEqual([{ id: 1 }]);
  });
});

describe('a visitor downloads function results as CSV', () => {
  it('gets CSV rows from a setof-table function', async () => {
    const { data, error } = await anonClient()
      .rpc('rest_cities_in', { country: 'Chile' })
      .select('id, name')
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name\n4,Santiago\n5,Valparaiso');
  });
});

describe('a visitor gets errors from functions', () => {
  it('is refused with 405 when calling a volatile function by GET, and nothing is written', async () => {
    const label = unique('bump-get');
    const { data, error, status } = await anonClient().rpc('rest_bump', { label }, { get: true });
    expect(data).toBeNull();
    expect(status).toBe(405);
    expect(error).toMatchObject({
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
    });
    expect((await anonClient().rpc('rest_count_calls', { label })).data).toBe(0);
  });

  it('gets 404 PGRST202 for an unknown function', async () => {
    const res = await rest('rpc/rest_nowhere?x=1');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_nowhere(x) in the schema cache',
      details:
        'Searched for the function public.rest_nowhere with parameter x, but no matches were found in the schema cache.',
    });
  });

  it('gets 404 PGRST202 for arguments no overload accepts', async () => {
    const { data, error, status } = await anonClient().rpc('rest_add', { a: 1, c: 2 });
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_add(a, c) in the schema cache',
      details:
        'Searched for the function public.rest_add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });

  it('gets the status from a PTxyz error code, with the raised message, detail and hint', async () => {
    const { data, error, status } = await anonClient().rpc('rest_pay');
    expect(data).toBeNull();
    expect(status).toBe(402);
    expect(error).toEqual({
      code: 'PT402',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
    });
  });

  it('gets 400 P0001 for a plain raise exception', async () => {
    const { error, status } = await anonClient().rpc('rest_fail');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      message: 'the gadget is out of order',
      details: null,
      hint: null,
    });
  });

  it('gets 400 for an argument of the wrong type', async () => {
    const { error, status } = await anonClient().rpc('rest_add', { a: 'one', b: 2 });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02' });
  });

  it('is refused with 405 PGRST101 for DELETE on a function', async () => {
    const res = await rest('rpc/rest_add', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.json).toEqual({
      code: 'PGRST101',
      message: 'Cannot use the DELETE method on RPC',
      details: null,
      hint: null,
    });
  });
});
