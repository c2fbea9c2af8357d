// PostgREST behaviours a supabase-js user moving from hosted Supabase would notice (issue 23,
// ADRs 047 and 055): bulk inserts with missing=default, functions with one unnamed parameter, overload
// resolution and its errors, embed targets and hints, error names, execution plans, to-many spreads.
// Fixtures: tests/fixtures/migrations/29990305000000_rest_parity_fixtures.sql.
import { describe, expect, it } from 'vitest';
import { rest, unique } from '../rest/helpers.ts';
import { anonClient, anonKey, apiUrl } from '../support/clients.ts';

describe('a client bulk-inserts rows with different keys and missing=default', () => {
  it('gets every kind of default for the keys a row leaves out: expressions, identity, generated, enum, array', async () => {
    const batch = unique('rp-defaults');
    const { data, error, status } = await anonClient()
      .from('rp_defaults')
      .insert(
        [
          { batch, qty: 5, code: 'abc', doc: { a: 1 } },
          { batch, tags: ['t'], status: 'done' },
          { batch, made: '2020-01-02' },
        ],
        { defaultToNull: false },
      )
      .select('id, qty, twice, made, tags, status, code, doc, stamped');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(3);
    const [a, b, c] = data!;
    expect(a).toMatchObject({ qty: 5, twice: 10, tags: [], status: 'new', code: 'abc', doc: { a: 1 } });
    expect(b).toMatchObject({ qty: 1, twice: 2, tags: ['t'], status: 'done', code: 'x', doc: {} });
    expect(c).toMatchObject({ qty: 1, twice: 2, made: '2020-01-02' });
    expect(a.made).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof b.stamped).toBe('string');
    // Identity values in body order.
    expect(a.id).toBeLessThan(b.id);
    expect(b.id).toBeLessThan(c.id);
  });

  it('keeps an explicit null as null, not the default', async () => {
    const batch = unique('rp-null');
    const { data, error } = await anonClient()
      .from('rp_defaults')
      .insert(
        [
          { batch, code: null },
          { batch, qty: 2 },
        ],
        { defaultToNull: false },
      )
      .select('code, qty');
    expect(error).toBeNull();
    expect(data).toEqual([
      { code: null, qty: 1 },
      { code: 'x', qty: 2 },
    ]);
  });
});

describe('a client posts a raw body to a function with one unnamed parameter', () => {
  it('passes text/plain to f(text)', async () => {
    const res = await rest('rpc/rp_text', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello, world',
    });
    expect(res.status).toBe(200);
    expect(res.json).toBe('text:hello, world');
  });

  it('passes text/xml to f(xml)', async () => {
    const res = await rest('rpc/rp_xml', {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<a>x</a>',
    });
    expect(res.status).toBe(200);
    expect(res.json).toBe('xml:<a>x</a>');
  });

  it('passes application/octet-stream bytes to f(bytea)', async () => {
    const res = await fetch(`${apiUrl()}/rest/v1/rpc/rp_bytea`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 255]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe('bytes:3:0001ff');
  });

  it('passes a JSON body whole to f(jsonb) through supabase-js', async () => {
    const { data, error } = await anonClient().rpc('rp_jsonb', { x: 1, y: [2] });
    expect(error).toBeNull();
    expect(data).toEqual({ got: { x: 1, y: [2] } });
  });

  it('picks between f(text) and f(json) by the media type of the body', async () => {
    const text = await rest('rpc/rp_body', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'plain',
    });
    expect(text.json).toBe('text');
    const { data } = await anonClient().rpc('rp_body', { any: 'json' });
    expect(data).toBe('json');
  });

  it('gets 404 PGRST202 worded as PostgREST when no function takes a text body', async () => {
    const res = await rest('rpc/rest_add', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '1',
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_add in the schema cache',
      details:
        'Searched for the function public.rest_add with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('a client calls overloaded functions', () => {
  it('gets the overload whose parameters are exactly the names given, defaults included', async () => {
    const client = anonClient();
    expect((await client.rpc('rp_over')).data).toBe('none');
    expect((await client.rpc('rp_over', { a: 1 })).data).toBe('a');
    expect((await client.rpc('rp_over', { a: 1, b: 2 }, { get: true })).data).toBe('a,b');
    expect((await client.rpc('rp_over', { name: 'Ann' })).data).toBe('hi Ann');
    expect((await client.rpc('rp_over', { name: 'Ann', greeting: 'hello' })).data).toBe('hello Ann');
  });

  it('gets 300 PGRST203 listing the candidates in PostgREST order', async () => {
    const { data, error, status } = await anonClient().rpc('rp_amb');
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rp_amb(a => integer), public.rp_amb(b => text), public.rp_amb(z => integer, a => integer)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('gets 404 PGRST202 with the nearest parameter list as the hint', async () => {
    const { error, status } = await anonClient().rpc('rp_over', { a: 1, c: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rp_over(a, c) in the schema cache',
      details:
        'Searched for the function public.rp_over with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rp_over(a, b)',
    });
  });

  it('gets 404 PGRST202 "without parameters" when a call names none', async () => {
    const { error, status } = await anonClient().rpc('rest_add');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_add without parameters in the schema cache',
      details:
        'Searched for the function public.rest_add without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const byGet = await rest('rpc/rest_add');
    expect(byGet.json).toMatchObject({
      details:
        'Searched for the function public.rest_add without parameters, but no matches were found in the schema cache.',
    });
  });

  it('gets 404 PGRST202 naming the nearest function for a misspelt name', async () => {
    const { error } = await anonClient().rpc('rp_overr', { a: 1 });
    expect(error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.rp_over',
    });
  });
});

/** supabase-js types `.maxAffected()` only for a PostgREST 13 schema; at run time it sends the same header for any client. */
function maxAffected(builder: unknown, rows: number) {
  return (
    builder as {
      maxAffected(n: number): PromiseLike<{ data: unknown; error: unknown; status: number }>;
    }
  ).maxAffected(rows);
}

describe('a client caps how many rows a function call may affect', () => {
  const calls = async (label: string) => (await anonClient().rpc('rest_count_calls', { label })).data;

  it('is refused with 400 PGRST124 and the function’s writes are rolled back when it returns more rows', async () => {
    const label = unique('rp-max');
    const { data, error, status } = await maxAffected(anonClient().rpc('rp_log_many', { label, n: 3 }), 2);
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await calls(label)).toBe(0);
  });

  it('keeps the writes when the function returns no more rows than allowed', async () => {
    const label = unique('rp-max-ok');
    const { data, error } = await maxAffected(
      anonClient().rpc('rp_log_many', { label, n: 2 }).select('label'),
      2,
    );
    expect(error).toBeNull();
    expect(data).toEqual([{ label }, { label }]);
    expect(await calls(label)).toBe(2);
  });

  it('is refused with 400 PGRST128 for a function that does not return a set', async () => {
    const label = unique('rp-max-scalar');
    const { error, status } = await maxAffected(anonClient().rpc('rest_bump', { label }), 1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST128' });
    expect(await calls(label)).toBe(0);
  });
});

describe('a client embeds the same relation twice', () => {
  it('is refused with 400 42712 rather than getting two equal keys in one object', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_countries')
      .select('name, rest_cities(name), rest_cities(id)');
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '42712',
      message: 'table name "rest_countries_rest_cities_1" specified more than once',
    });
  });

  it('embeds it twice under two aliases', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, names:rest_cities(name), ids:rest_cities(id)')
      .eq('name', 'Chile')
      .single();
    expect(error).toBeNull();
    expect(Object.keys(data!)).toEqual(['name', 'names', 'ids']);
    expect(data!.names).toHaveLength(2);
  });
});

describe('a client embeds by a foreign key’s constraint or column name', () => {
  it('gets the table, not a PGRST201 with the view that shares its foreign key', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, rest_cities_country_id_fkey(name)')
      .eq('name', 'Chile')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Chile',
      rest_cities_country_id_fkey: [{ name: 'Santiago' }, { name: 'Valparaiso' }],
    });
  });

  it('gets the referenced table by the FK column, not a PGRST201 with a view over that table', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('name, country_id(name), rp_countries_view(name)')
      .eq('name', 'Santiago')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Santiago',
      country_id: { name: 'Chile' },
      rp_countries_view: { name: 'Chile' },
    });
  });

  it('still embeds the view by its own name', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, rest_big_cities(name)')
      .eq('name', 'Chile')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Chile', rest_big_cities: [{ name: 'Santiago' }] });
  });
});

describe('a client misspells an embedded table', () => {
  it('gets 400 PGRST200 with PostgREST’s "Perhaps you meant" hint', async () => {
    const { error, status } = await anonClient().from('rest_countries').select('name, rest_citys(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'rest_countries' and 'rest_citys' in the schema cache",
      hint: "Perhaps you meant 'rest_cities' instead of 'rest_citys'.",
    });
  });
});

describe('a client asks for a bad aggregate or column', () => {
  it('gets 400 42703 naming the embedded level as PostgREST’s SQL does (`rest_cities_1`)', async () => {
    const { error, status } = await anonClient().from('rest_countries').select('name, rest_cities(sum)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column rest_cities_1.sum does not exist' });
  });

  it('gets 400 42703 naming the table for an aggregate over a missing root column', async () => {
    const { error } = await anonClient().from('rest_countries').select('total:missing_column.count()');
    expect(error).toMatchObject({
      code: '42703',
      message: 'column rest_countries.missing_column does not exist',
    });
  });
});

// The test server runs with REST_DB_PLAN_ENABLED=true (tests/support/global-setup.ts); off is the default.
describe('a developer asks for a request’s execution plan with .explain()', () => {
  it('gets PostgreSQL’s plan as text for a read', async () => {
    const { data, error, status } = await anonClient()
      .from('rest_countries')
      .select('name')
      .eq('id', 1)
      .explain();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(typeof data).toBe('string');
    expect(data as unknown as string).toMatch(/rest_countries/);
  });

  it('gets the plan as JSON, with analyze, for a function call — and the call’s writes stay as without it', async () => {
    const label = unique('rp-plan');
    const { data, error } = await anonClient()
      .rpc('rp_log_many', { label, n: 2 })
      .explain({ format: 'json', analyze: true });
    expect(error).toBeNull();
    const plan = data as unknown as { Plan: { 'Node Type': string; 'Actual Rows': number } }[];
    expect(plan[0].Plan['Node Type']).toBeTypeOf('string');
    expect(plan[0].Plan['Actual Rows']).toBeTypeOf('number');
    const rows = await anonClient().from('rest_rpc_calls').select('id').eq('label', label);
    expect(rows.data).toHaveLength(2);
  });

  it('gets the plan of an insert without running it', async () => {
    const label = unique('rp-plan-insert');
    const res = await rest('rest_rpc_calls', {
      method: 'POST',
      headers: { accept: 'application/vnd.pgrst.plan+text' },
      body: JSON.stringify({ label }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(res.text).toMatch(/Insert on rest_rpc_calls/);
    const rows = await anonClient().from('rest_rpc_calls').select('id').eq('label', label);
    expect(rows.data).toEqual([]);
  });
});

describe('a client spreads a to-many relationship (PostgREST 13)', () => {
  it('gets one array per spread column, ordered as asked, and empty arrays where there are no rows', async () => {
    const { data, error } = await anonClient()
      .from('rest_countries')
      .select('name, ...rest_cities(city:name, population)')
      .in('name', ['Chile', 'Iceland'])
      .order('name')
      .order('population', { referencedTable: 'rest_cities', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Chile', city: ['Santiago', 'Valparaiso'], population: [5614000, 296655] },
      { name: 'Iceland', city: [], population: [] },
    ]);
  });

  it('spreads a many-to-many relationship through its junction, and keeps only parents with rows with !inner', async () => {
    const { data, error, count } = await anonClient()
      .from('rest_tags')
      .select('name, ...rest_books!inner(titles:title)', { count: 'exact' })
      .order('name')
      .order('title', { referencedTable: 'rest_books' });
    expect(error).toBeNull();
    expect(count).toBe(3);
    expect(data).toEqual([
      { name: 'classic', titles: ['Ficciones', 'The Aleph', 'The Left Hand of Darkness'] },
      { name: 'fantasy', titles: ['A Wizard of Earthsea', 'The Aleph'] },
      { name: 'scifi', titles: ['The Dispossessed', 'The Left Hand of Darkness'] },
    ]);
  });
});

describe('a client aggregates inside a to-one spread', () => {
  const byContinent = (rows: { continent: string | null }[] | null) =>
    [...(rows ?? [])].sort((a, b) => String(a.continent).localeCompare(String(b.continent)));

  it('gets the aggregate computed over the parent’s rows, grouped by the other columns (PostgREST hoists it)', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('...rest_countries(continent, cities:id.count())');
    expect(error).toBeNull();
    expect(byContinent(data)).toEqual([
      { continent: null, cities: 0 },
      { continent: 'Oceania', cities: 2 },
      { continent: 'South America', cities: 5 },
    ]);
  });

  it('groups by an embed the spread brings up, next to an aggregate of the parent', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('...rest_countries(continent, rest_country_profiles(motto)), population.sum()');
    expect(error).toBeNull();
    const rows = (data ?? []) as { continent: string | null; sum: number }[];
    expect(rows.map((r) => [r.continent, r.sum]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [null, 0],
      ['Oceania', 1908100],
      ['South America', 5742646],
      ['South America', 5910655],
    ]);
    expect(rows.find((r) => r.sum === 5910655)).toMatchObject({
      rest_country_profiles: { motto: 'Por la razon o la fuerza' },
    });
  });

  it('hoists through nested spreads to the first level that is not one', async () => {
    const { data, error } = await anonClient()
      .from('rest_cities')
      .select('...rest_countries(continent, ...rest_country_profiles(mottos:motto.count()))');
    expect(error).toBeNull();
    expect(byContinent(data)).toEqual([
      { continent: null, mottos: 0 },
      { continent: 'Oceania', mottos: 0 },
      { continent: 'South America', mottos: 5 },
    ]);
  });
});
