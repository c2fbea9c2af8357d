// Row-level security reads the caller's JWT claims (auth.uid(), role): tokens
// minted here with the project secret stand in for users, so these checks do
// not depend on /auth/v1.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonKey, apiUrl } from '../support/clients.ts';
import { jwtSecret, unique } from './helpers.ts';

async function clientFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(jwtSecret()));
  return createClient(apiUrl(), anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}

describe('row-level security follows the claims of the caller’s token', () => {
  it('stamps the owner from the token’s sub and shows a private note only to that owner', async () => {
    const ownerId = randomUUID();
    const owner = await clientFor(ownerId);
    const stranger = await clientFor(randomUUID());
    const body = unique('claims private');
    const created = await owner.from('rest_notes').insert({ body }).select('id, owner_id').single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ owner_id: ownerId });
    const id = (created.data as { id: number }).id;

    expect((await owner.from('rest_notes').select('id').eq('id', id)).data).toEqual([{ id }]);
    expect((await stranger.from('rest_notes').select('id').eq('id', id)).data).toEqual([]);
  });

  it('refuses an insert in another owner’s name with 403 42501', async () => {
    const caller = await clientFor(randomUUID());
    const { error, status } = await caller
      .from('rest_notes')
      .insert({ body: unique('claims forged'), owner_id: randomUUID() });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501' });
  });
});
