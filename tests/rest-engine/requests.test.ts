// What the database sees of a request (role, claims, method, headers,
// read-only GETs), what functions can send back (status and headers), and
// the answers for things this server does not do.
import { describe, expect, it } from 'vitest';
import { rest } from '../rest/helpers.ts';
import { anonClient, signedInClient } from '../support/clients.ts';

describe('a function sees the request it runs in', () => {
  it('runs a GET read-only as anon, with the method, path and headers but not the credentials', async () => {
    const res = await rest('rpc/eng_whoami', { headers: { 'x-client-info': 'engine-test' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      role: 'anon',
      method: 'GET',
      path: '/rest/v1/rpc/eng_whoami',
      client: 'engine-test',
      authorization: null,
      read_only: 'on',
    });
  });

  it('runs as authenticated with the user’s claims', async () => {
    const { client, user } = await signedInClient();
    const { data, error } = await client.rpc('eng_whoami');
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: 'authenticated', method: 'POST', sub: user.id });
  });

  it('applies Prefer: timezone to the transaction and ignores an unknown zone', async () => {
    const ok = await rest('rpc/eng_whoami', { headers: { prefer: 'timezone=America/Santiago' } });
    expect(ok.json).toMatchObject({ timezone: 'America/Santiago' });
    const bad = await rest('rpc/eng_whoami', { headers: { prefer: 'timezone=Mars/Olympus' } });
    expect(bad.status).toBe(200);
  });
});

describe('a function shapes its own response', () => {
  it('sets the status and headers through response.status and response.headers', async () => {
    const res = await rest('rpc/eng_teapot');
    expect(res.status).toBe(418);
    expect(res.headers.get('x-brew')).toBe('green');
    expect(res.json).toBe('short and stout');
  });

  it("raises SQLSTATE 'PGRST' with its own status, headers and error body", async () => {
    const res = await rest('rpc/eng_raise_pgrst');
    expect(res.status).toBe(409);
    expect(res.headers.get('x-why')).toBe('policy');
    expect(res.json).toEqual({
      code: 'ENG01',
      message: 'Custom refusal',
      details: 'because',
      hint: 'ask nicely',
    });
  });
});

describe('a client calls functions in less common ways', () => {
  it('gets 300 PGRST203 when two overloads accept the same arguments', async () => {
    const { status, error } = await anonClient().rpc('eng_pick', { x: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({ code: 'PGRST203' });
  });

  it('passes the whole body as one json argument with Prefer: params=single-object', async () => {
    const res = await rest('rpc/eng_sum_body', {
      method: 'POST',
      headers: { prefer: 'params=single-object' },
      body: JSON.stringify({ a: 2, b: 5 }),
    });
    expect(res.status).toBe(200);
    expect(res.json).toBe(7);
  });

  it('gets one object from a function returning a single row, and can embed from it', async () => {
    const { data, error } = await anonClient()
      .rpc('eng_one_staff', { staff_id: 2 })
      .select('name, boss:manager_id(name)');
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Ada', boss: { name: 'Boss' } });
  });
});

describe('a client embeds a table in itself', () => {
  it('reaches the manager through the column and the reports through a hint', async () => {
    const { data, error } = await anonClient()
      .from('eng_staff')
      .select('name, manager:manager_id(name), reports:eng_staff!manager_id(name)')
      .order('id');
    expect(error).toBeNull();
    expect(data![0]).toEqual({ name: 'Boss', manager: null, reports: [{ name: 'Ada' }, { name: 'Bo' }] });
    expect(data![1]).toMatchObject({ name: 'Ada', manager: { name: 'Boss' }, reports: [] });
  });
});

describe('a client asks for what this server does not do', () => {
  it('gets 406 PGRST107 for GeoJSON, as PostgREST answers without PostGIS', async () => {
    const res = await rest('eng_staff', { headers: { accept: 'application/geo+json' } });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: application/geo+json',
    });
  });

  it('gets 501 naming the unimplemented media type', async () => {
    const res = await rest('eng_staff', { headers: { accept: 'text/plain' } });
    expect(res.status).toBe(501);
    expect(res.json).toMatchObject({ message: expect.stringContaining('text/plain') });
  });

  it('gets 501 for the OpenAPI root', async () => {
    const res = await rest('');
    expect(res.status).toBe(501);
  });

  it('gets 400 PGRST122 for an unknown preference with handling=strict, and 200 without it', async () => {
    const strict = await rest('eng_staff', { headers: { prefer: 'handling=strict, frobnicate=yes' } });
    expect(strict.status).toBe(400);
    expect(strict.json).toMatchObject({ code: 'PGRST122', details: 'Invalid preferences: frobnicate=yes' });
    const lenient = await rest('eng_staff', { headers: { prefer: 'frobnicate=yes' } });
    expect(lenient.status).toBe(200);
  });

  it('gets a hint naming the nearest table for a typo', async () => {
    const res = await rest('eng_staf');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      code: 'PGRST205',
      hint: "Perhaps you meant the table 'public.eng_staff'",
    });
  });

  it('gets 405 PGRST117 for a method PostgREST does not serve', async () => {
    const res = await rest('eng_staff', { method: 'PROPFIND' });
    expect(res.status).toBe(405);
    expect(res.json).toMatchObject({ code: 'PGRST117' });
  });
});

describe('a client reads a computed column', () => {
  it('selects, filters and orders by a function over the row type', async () => {
    const { data, error } = await anonClient()
      .from('eng_staff')
      .select('id, eng_badge')
      .in('eng_badge', ['ADA#2', 'BO#3'])
      .order('eng_badge', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 3, eng_badge: 'BO#3' },
      { id: 2, eng_badge: 'ADA#2' },
    ]);
  });

  it('leaves computed columns out of *', async () => {
    const { data } = await anonClient().from('eng_staff').select('*').eq('id', 1);
    expect(data).toEqual([{ id: 1, name: 'Boss', manager_id: null }]);
  });
});

describe('a client counts parents filtered by their embeds', () => {
  it('counts only the parents that have related rows with rel=not.is.null', async () => {
    const res = await rest('eng_staff?select=name,reports:eng_staff!manager_id(name)&reports=not.is.null', {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-0/1');
    expect(res.json).toEqual([{ name: 'Boss', reports: expect.any(Array) }]);
  });
});

describe('a client embeds through views', () => {
  it('embeds from a view over a table in an unexposed schema, in both directions', async () => {
    const up = await anonClient().from('eng_badges').select('label, eng_staff(name)').eq('id', 3);
    expect(up.error).toBeNull();
    expect(up.data).toEqual([{ label: 'forklift', eng_staff: { name: 'Bo' } }]);
    const down = await anonClient().from('eng_staff').select('name, eng_badges(label)').eq('id', 2);
    expect(down.error).toBeNull();
    expect(down.data![0].eng_badges).toHaveLength(2);
  });

  it('embeds from a view over a view', async () => {
    const { data, error } = await anonClient()
      .from('eng_badges_short')
      .select('id, eng_staff(name)')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, eng_staff: { name: 'Ada' } }]);
  });
});

describe('a client filters on an embed with something other than is null', () => {
  it('gets 400 PGRST120', async () => {
    const res = await rest('eng_staff?select=name,reports:eng_staff!manager_id(name)&reports=eq.1');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'PGRST120',
      details: 'Only is null or not is null filters are allowed on embedded resources',
    });
  });
});

describe('a client embeds through computed relationships', () => {
  it('embeds the rows a function over the parent row returns, as an array or (rows 1) an object', async () => {
    const { data, error } = await anonClient()
      .from('eng_staff')
      .select('name, eng_reports(name), eng_boss(name)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Boss', eng_reports: [{ name: 'Ada' }, { name: 'Bo' }], eng_boss: null },
      { name: 'Ada', eng_reports: [], eng_boss: { name: 'Boss' } },
    ]);
  });

  it('orders parents by a column of a to-one computed relationship', async () => {
    const { data, error } = await anonClient()
      .from('eng_staff')
      .select('id, eng_boss(name)')
      .not('manager_id', 'is', null)
      .order('eng_boss(name)', { ascending: true })
      .order('id');
    expect(error).toBeNull();
    expect(data!.map((r) => r.id)).toEqual([2, 3]);
  });
});

describe('a client counts rows while filtering an embedded resource', () => {
  it('gets exact, planned and estimated totals with a filtered left embed and an inner one', async () => {
    for (const count of ['exact', 'planned', 'estimated']) {
      const res = await rest(
        'eng_staff?select=name,reports:eng_staff!manager_id(name),eng_badges!inner(label)&reports.name=eq.Ada&eng_badges.label=like.f*&order=id',
        { headers: { prefer: `count=${count}` } },
      );
      expect(res.status, count).toBeLessThan(300);
      expect(res.headers.get('content-range'), count).toMatch(/^0-\d+\/\d+$/);
      if (count !== 'planned') expect(res.headers.get('content-range')).toBe('0-1/2');
    }
  });
});
