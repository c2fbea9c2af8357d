import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  STRONG_PASSWORD,
  signedInClient,
  uniqueEmail,
} from '../support/clients.ts';
import { authFetch, POS_CUSTOMER_FLAG, uniquePhone } from './support.ts';

describe('a member updates their account', () => {
  it('profile data is merged into user_metadata', async () => {
    const { client } = await signedInClient({ data: { full_name: 'Ada', site: 'north' } });
    const { data, error } = await client.auth.updateUser({ data: { site: 'south', phone_ext: 42 } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      ...POS_CUSTOMER_FLAG,
      full_name: 'Ada',
      site: 'south',
      phone_ext: 42,
    });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.user?.user_metadata.site).toBe('south');
  });

  it('a new password replaces the old one and ends the other sessions', async () => {
    const { client, email } = await signedInClient();
    const other = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const newPassword = 'Brand-New-Passphrase-77';
    const { error } = await client.auth.updateUser({ password: newPassword });
    expect(error).toBeNull();

    expect(
      (await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const otherUser = await authFetch(apiUrl(), anonKey(), '/user', {
      token: other.data.session!.access_token,
    });
    expect(otherUser.body?.code).toBe('session_not_found');
  });

  it('a weak or unchanged password is refused', async () => {
    const { client } = await signedInClient();
    const weak = await client.auth.updateUser({ password: 'password1' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((weak.error as AuthWeakPasswordError).reasons).toContain('pwned');

    const same = await client.auth.updateUser({ password: STRONG_PASSWORD });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
  });

  it('with confirmation off a new e-mail applies at once', async () => {
    const { client, user } = await signedInClient();
    const email = uniqueEmail('changed');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const signIn = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.data.user?.id).toBe(user.id);
  });

  it("another member's e-mail cannot be taken", async () => {
    const { email: taken } = await signedInClient();
    const { client } = await signedInClient();
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('a member adds a phone number and can sign in with it', async () => {
    const { client, user } = await signedInClient();
    const phone = uniquePhone();
    const { data, error } = await client.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.user?.app_metadata.providers).toEqual(['email', 'phone']);
    const signIn = await anonClient().auth.signInWithPassword({ phone, password: STRONG_PASSWORD });
    expect(signIn.data.user?.id).toBe(user.id);
  });

  it('updating without a session is refused', async () => {
    const res = await authFetch(apiUrl(), anonKey(), '/user', { method: 'PUT', body: { data: { x: 1 } } });
    expect(res.status).toBe(401);
    expect(res.body?.code).toBe('no_authorization');
  });
});
