// What SQL sees of the caller, as PostgREST sets it up for every request:
// the database role, the JWT claims behind auth.uid()/auth.role()/auth.email(),
// request.method, request.path and request.headers; and table privileges,
// which PostgreSQL checks before row-level security.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, anonKey, apiUrl, serviceClient } from '../support/clients.ts';
import { jwtSecret } from './helpers.ts';

async function userClient(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ role: 'authenticated', aud: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(jwtSecret()));
  return createClient(apiUrl(), anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}

describe('SQL sees who is calling', () => {
  it('runs a visitor as the anon role with no user', async () => {
    const { data, error } = await anonClient().rpc('rest_request_context');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      current_user: 'anon',
      role: 'anon',
      uid: null,
      email: null,
      method: 'POST',
    });
    expect(data.path).toMatch(/\/rpc\/rest_request_context$/);
  });

  it('runs a signed-in user as authenticated with their claims', async () => {
    const sub = randomUUID();
    const client = await userClient({ sub, email: 'inspector@example.test' });
    const { data, error } = await client.rpc('rest_request_context', {}, { get: true });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      current_user: 'authenticated',
      role: 'authenticated',
      uid: sub,
      email: 'inspector@example.test',
      method: 'GET',
    });
  });

  it('runs the service key as service_role', async () => {
    const { data, error } = await serviceClient().rpc('rest_request_context');
    expect(error).toBeNull();
    expect(data).toMatchObject({ current_user: 'service_role', role: 'service_role', uid: null });
  });

  it('passes request headers to SQL with lower-case names', async () => {
    const { data, error } = await anonClient()
      .rpc('rest_request_context')
      .setHeader('X-Safeworks-Test', 'hello');
    expect(error).toBeNull();
    expect(data).toMatchObject({ test_header: 'hello' });
  });
});

describe('table privileges come before row-level security', () => {
  it('refuses a visitor without privileges on the table with 401 42501', async () => {
    const { data, error, status } = await anonClient().from('rest_staff_only').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table rest_staff_only' });
  });

  it('lets a signed-in user read what they are granted', async () => {
    const client = await userClient({ sub: randomUUID() });
    const { data, error } = await client.from('rest_staff_only').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  });

  it('refuses a signed-in user a write they are not granted with 403 42501', async () => {
    const client = await userClient({ sub: randomUUID() });
    const { error, status } = await client.from('rest_staff_only').insert({ id: 2, secret: 'mine' });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table rest_staff_only' });
    const { data } = await serviceClient().from('rest_staff_only').select('id').order('id');
    expect(data).toEqual([{ id: 1 }]);
  });
});

describe('SQL sees the client’s address', () => {
  it('puts the address the server trusts in x-forwarded-for and x-real-ip, not one the caller made up', async () => {
    const { data, error } = await anonClient()
      .rpc('test_request_address')
      .setHeader('X-Forwarded-For', '198.51.100.7')
      .setHeader('X-Real-IP', '198.51.100.8');
    expect(error).toBeNull();
    expect(data.address).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(data.forwarded).toBe(data.address);
  });
});
