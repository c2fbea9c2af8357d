// Errors and transport: the shape of error bodies, JWT failures, missing
// keys, schema selection with Accept-Profile/Content-Profile, and a schema
// cache reload after `NOTIFY pgrst, 'reload schema'`.
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, anonKey, apiUrl, serviceClient } from '../support/clients.ts';
import { jwtSecret, rest } from './helpers.ts';

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

async function token(claims: Record<string, unknown>, opts: { secret?: string; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 120)
    .setExpirationTime(opts.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(opts.secret ?? jwtSecret()));
}

function expectErrorShape(body: unknown) {
  expect(body).toBeTypeOf('object');
  expect(Object.keys(body as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  const text = JSON.stringify(body);
  // Never a stack trace or the SQL the server ran.
  expect(text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+/);
  expect(text).not.toMatch(/\bselect\b.*\bfrom\b/i);
}

describe('a client reads error bodies', () => {
  it('gets {code, message, details, hint} from a PostgREST error', async () => {
    const res = await rest('rest_nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectErrorShape(res.json);
  });

  it('gets {code, message, details, hint} from a PostgreSQL error', async () => {
    const res = await rest('rest_cities?id=eq.not-a-number');
    expect(res.status).toBe(400);
    expectErrorShape(res.json);
    expect(res.json).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "not-a-number"',
    });
  });

  it('gets 400 PGRST100 for a select it cannot parse', async () => {
    const res = await rest('rest_cities?select=id,(');
    expect(res.status).toBe(400);
    expectErrorShape(res.json);
    expect(res.json).toMatchObject({ code: 'PGRST100' });
  });

  it('gets 400 PGRST100 for an unknown filter operator', async () => {
    const res = await rest('rest_cities?id=nearly.3');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST100' });
  });

  it('gets the error thrown by supabase-js with throwOnError()', async () => {
    await expect(anonClient().from('rest_nowhere').select('*').throwOnError()).rejects.toMatchObject({
      code: 'PGRST205',
    });
  });
});

describe('a client states preferences', () => {
  it('has unknown preferences ignored by default', async () => {
    const res = await rest('rest_countries?select=code&id=eq.1', { headers: { prefer: 'bogus=1' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ code: 'AR' }]);
  });

  it('is refused with 400 PGRST122 for unknown preferences with handling=strict', async () => {
    const res = await rest('rest_countries?select=code&id=eq.1', {
      headers: { prefer: 'handling=strict, bogus=1' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: bogus=1',
      hint: null,
    });
  });
});

describe('a malicious visitor tries to smuggle SQL', () => {
  it('gets errors or no rows, and the data stays intact', async () => {
    const attempts = [
      'rest_tags?select=id,name);drop table rest_tags;--',
      'rest_tags?select=id&order=id;drop table rest_tags',
      'rest_tags?select=id&name=eq.x%27);drop table rest_tags;--',
      'rest_tags?select=%22id%22%22;drop table rest_tags;--%22',
      'rest_tags?select=id&id=in.(1);drop table rest_tags',
      'rest_tags%22;drop table rest_tags;--',
    ];
    for (const attempt of attempts) {
      const res = await rest(attempt);
      expect(res.status, attempt).not.toBe(500);
      if (res.status === 200) expect(res.json, attempt).toEqual([]);
      else expectErrorShape(res.json);
    }
    const { data } = await anonClient().from('rest_tags').select('id').order('id');
    expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
  });
});

describe('a client presents credentials', () => {
  it('reads as anon with only the apikey header', async () => {
    const res = await fetch(`${apiUrl()}/rest/v1/rest_countries?select=code&id=eq.1`, {
      headers: { apikey: anonKey() },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ code: 'AR' }]);
  });

  it('is refused with 401 without any key', async () => {
    const res = await fetch(`${apiUrl()}/rest/v1/rest_countries`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/api ?key/i) });
  });

  it('reads with a valid token of its own for the authenticated role', async () => {
    const jwt = await token({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' });
    const res = await rest('rest_countries?select=code&id=eq.2', {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ code: 'CL' }]);
  });

  it('is refused with 401 PGRST301 for a token signed with another secret', async () => {
    const jwt = await token(
      { role: 'authenticated' },
      { secret: 'not-the-project-secret-at-all-0123456789' },
    );
    const res = await rest('rest_countries', { headers: { authorization: `Bearer ${jwt}` } });
    expect(res.status).toBe(401);
    expectErrorShape(res.json);
    expect(res.json).toMatchObject({ code: 'PGRST301' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('is refused with 401 PGRST301 for a token that is not a JWT', async () => {
    const res = await rest('rest_countries', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'PGRST301' });
  });

  it('is refused with 401 PGRST303 for an expired token', async () => {
    const jwt = await token({ role: 'authenticated' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const { data, error, status } = await createClient(apiUrl(), anonKey(), {
      ...noPersist,
      global: { headers: { Authorization: `Bearer ${jwt}` } },
    })
      .from('rest_countries')
      .select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('is refused with 401 PGRST301 for an unsigned token (alg none) claiming the service role', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: now + 600 })}.`;
    const res = await rest('rest_countries', { headers: { authorization: `Bearer ${unsigned}` } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'PGRST301' });
  });

  it('never reaches the data with a token that claims a database superuser role', async () => {
    const jwt = await token({ role: 'postgres' });
    const res = await rest('rest_countries', { headers: { authorization: `Bearer ${jwt}` } });
    expect([401, 403]).toContain(res.status);
    expectErrorShape(res.json);
  });
});

describe('a client selects the schema', () => {
  it('reads from the exposed schema named in Accept-Profile', async () => {
    const res = await rest('rest_countries?select=code&id=eq.3', { headers: { 'accept-profile': 'public' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ code: 'NZ' }]);
  });

  it('is refused with 406 PGRST106 for a schema that is not exposed', async () => {
    const other = createClient(apiUrl(), anonKey(), { ...noPersist, db: { schema: 'auth' } });
    const { data, error, status } = await other.from('users').select('*');
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106' });
    // PostgREST 13 reworded this error; either version's exact wording is accepted.
    expect([
      { message: 'Invalid schema: auth', hint: 'Only the following schemas are exposed: public' },
      { message: 'The schema must be one of the following: public', hint: null },
    ]).toContainEqual({ message: error!.message, hint: error!.hint });
  });

  it('is refused with 406 PGRST106 for writes to a schema that is not exposed', async () => {
    const res = await rest('rest_products', {
      method: 'POST',
      headers: { 'content-profile': 'storage' },
      body: JSON.stringify({ sku: 'never', name: 'Never' }),
    });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({ code: 'PGRST106' });
  });
});

describe('an operator changes the schema while the server runs', () => {
  it('sees a new table after NOTIFY pgrst, reload schema', async () => {
    const table = `rest_probe_${Date.now().toString(36)}_${process.pid}`;
    const before = await anonClient().from(table).select('*');
    expect(before.status).toBe(404);
    expect(before.error).toMatchObject({ code: 'PGRST205' });

    const created = await serviceClient().rpc('rest_create_reload_probe', { table_name: table });
    expect(created.error).toBeNull();
    expect(created.status).toBe(204);

    let last: { status: number; data: unknown } = { status: 0, data: null };
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { status, data } = await anonClient().from(table).select('*');
      last = { status, data };
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(last).toEqual({ status: 200, data: [{ id: 1, label: 'probe' }] });
  });

  it('cannot run the service-only schema function as a visitor', async () => {
    const table = `rest_probe_visitor_${process.pid}`;
    const { error, status } = await anonClient().rpc('rest_create_reload_probe', { table_name: table });
    expect(error).not.toBeNull();
    expect(status).toBeGreaterThanOrEqual(400);
    await new Promise((r) => setTimeout(r, 300));
    const probe = await serviceClient().from(table).select('*');
    expect(probe.status).toBe(404);
  });
});
