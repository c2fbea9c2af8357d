import { AuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  STRONG_PASSWORD,
  signedInClient,
  uniqueEmail,
} from '../support/clients.ts';
import { authFetch, POS_CUSTOMER_FLAG, startTestServer, type TestServer } from './support.ts';

const api = (p: string, opts?: Parameters<typeof authFetch>[3]) => authFetch(apiUrl(), anonKey(), p, opts);
const refresh = (refresh_token: string) =>
  api('/token?grant_type=refresh_token', { body: { refresh_token } });

async function secondSession(email: string) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (error) throw error;
  return { client, session: data.session! };
}

describe('sessions and refresh tokens', () => {
  it('a signed-in member reads their own user', async () => {
    const { client, user } = await signedInClient({ data: { site: 'north' } });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, site: 'north' });
  });

  it('refreshing rotates the refresh token and keeps the session', async () => {
    const { client, session } = await signedInClient();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const again = await client.auth.refreshSession();
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it('a just-rotated token used again within the grace window keeps the session going', async () => {
    const { session } = await signedInClient();
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(200);
    // Only digests are stored, so the retry gets a token of its own in the same session.
    expect(reuse.body?.refresh_token).toBeTruthy();
    expect(reuse.body?.refresh_token).not.toBe(session.refresh_token);
    const idOf = (r: typeof first) => (r.body?.user as { id?: string } | undefined)?.id;
    expect(idOf(reuse)).toBe(idOf(first));
    expect(idOf(first)).toBeTruthy();
    // Both children rotate normally.
    for (const child of [first, reuse]) {
      const next = await refresh(child.body!.refresh_token as string);
      expect(next.status).toBe(200);
      expect(next.body?.refresh_token).not.toBe(child.body?.refresh_token);
    }
  });

  it('two tabs refreshing the same token at once both keep the session', async () => {
    const { session } = await signedInClient();
    const results = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    for (const r of results) {
      expect(r.body?.refresh_token).not.toBe(session.refresh_token);
      expect((await refresh(r.body!.refresh_token as string)).status).toBe(200);
    }
  });

  it('an unknown refresh token is refused as refresh_token_not_found', async () => {
    const { data, error } = await anonClient().auth.refreshSession({
      refresh_token: 'no-such-token-abcdefghij',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('reading the user needs a valid bearer token of a user', async () => {
    const none = await api('/user');
    expect(none.status).toBe(401);
    expect(none.body?.code).toBe('no_authorization');

    const { session } = await signedInClient();
    const [h, p] = session.access_token.split('.');
    const forged = await api('/user', { token: `${h}.${p}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(forged.status).toBe(403);
    expect(forged.body?.code).toBe('bad_jwt');

    const anonKeyAsUser = await api('/user', { token: anonKey() });
    expect(anonKeyAsUser.status).toBe(403);
    expect(anonKeyAsUser.body?.code).toBe('bad_jwt');
  });
});

describe('signing out', () => {
  it('global sign-out ends every session of the member', async () => {
    const { client, session, email } = await signedInClient();
    const other = await secondSession(email);
    expect((await client.auth.signOut()).error).toBeNull();

    for (const s of [session, other.session]) {
      const user = await api('/user', { token: s.access_token });
      expect(user.status).toBe(403);
      expect(user.body?.code).toBe('session_not_found');
      const r = await refresh(s.refresh_token);
      expect(r.status).toBe(400);
      expect(r.body?.code).toBe('refresh_token_not_found');
    }
    const { error } = await anonClient().auth.getUser(session.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('local sign-out ends only this device', async () => {
    const { client, session, email } = await signedInClient();
    const other = await secondSession(email);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await api('/user', { token: session.access_token })).status).toBe(403);
    expect((await api('/user', { token: other.session.access_token })).status).toBe(200);
    expect((await refresh(other.session.refresh_token)).status).toBe(200);
  });

  it('signing out others keeps this device signed in', async () => {
    const { client, session, email } = await signedInClient();
    const other = await secondSession(email);
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await api('/user', { token: session.access_token })).status).toBe(200);
    const gone = await api('/user', { token: other.session.access_token });
    expect(gone.body?.code).toBe('session_not_found');
  });

  it('signing out while refreshes are in flight never fails with a server error', async () => {
    for (let i = 0; i < 5; i++) {
      const { session } = await signedInClient();
      const [r1, out, r2] = await Promise.all([
        refresh(session.refresh_token),
        api('/logout', { method: 'POST', token: session.access_token }),
        refresh(session.refresh_token),
      ]);
      expect(out.status).toBe(204);
      for (const r of [r1, r2]) expect([200, 400]).toContain(r.status);
      // Whatever won the race, the session is over afterwards.
      const after = await refresh(session.refresh_token);
      expect(after.status).toBe(400);
    }
  });

  it('sign-out answers 204 and refuses unknown scopes', async () => {
    const { session } = await signedInClient();
    const bad = await api('/logout?scope=everyone', { method: 'POST', token: session.access_token });
    expect(bad.status).toBe(400);
    expect(bad.body?.code).toBe('validation_failed');
    const ok = await api('/logout', { method: 'POST', token: session.access_token });
    expect(ok.status).toBe(204);
  });
});

describe('refresh-token reuse outside the grace window', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REFRESH_TOKEN_REUSE_INTERVAL: '1' });
  });
  afterAll(() => server?.close());

  it('reusing an old refresh token revokes the whole session', async () => {
    const email = uniqueEmail('reuse');
    const { data } = await server.anon().auth.signUp({ email, password: STRONG_PASSWORD });
    const original = data.session!;
    const rotated = await server.fetch('/token?grant_type=refresh_token', {
      body: { refresh_token: original.refresh_token },
    });
    expect(rotated.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));

    const stolen = await server.anon().auth.refreshSession({ refresh_token: original.refresh_token });
    expect(stolen.error?.status).toBe(400);
    expect(stolen.error?.code).toBe('refresh_token_already_used');
    expect(stolen.error?.message).toBe('Invalid Refresh Token: Already Used');

    // The legitimate holder's newer token and access token are dead too.
    const child = await server.fetch('/token?grant_type=refresh_token', {
      body: { refresh_token: rotated.body?.refresh_token },
    });
    expect(child.status).toBe(400);
    const user = await server.fetch('/user', { token: rotated.body?.access_token as string });
    expect(user.body?.code).toBe('session_not_found');
    // Other sessions of the member are untouched.
    const fresh = await server.anon().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(fresh.error).toBeNull();
  });
});
