import { AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { anonClient, anonKey, apiUrl, STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { authFetch, POS_CUSTOMER_FLAG, uniquePhone } from './support.ts';

describe('signing up', () => {
  it('a visitor signs up with an e-mail address and is signed in at once', async () => {
    const email = uniqueEmail('signup').toUpperCase();
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { full_name: 'Ada Lovelace' } },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toMatch(/^[\w-]{20,}$/);
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, full_name: 'Ada Lovelace' });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect(user?.identities?.[0].identity_data?.email).toBe(email.toLowerCase());
    expect(user?.is_anonymous).toBe(false);
  });

  it('a visitor signs up with a phone number and signs in with it', async () => {
    const phone = uniquePhone();
    const signUp = await anonClient().auth.signUp({ phone, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.phone).toBe(phone.slice(1));
    expect(signUp.data.user?.app_metadata.provider).toBe('phone');

    const signIn = await anonClient().auth.signInWithPassword({ phone, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);
  });

  it('signing up again with a registered e-mail is refused as user_already_exists', async () => {
    const email = uniqueEmail('twice');
    await anonClient().auth.signUp({ email, password: STRONG_PASSWORD });
    const { error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(isAuthApiError(error)).toBe(true);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('a double-clicked sign-up creates exactly one account', async () => {
    const email = uniqueEmail('double');
    const results = await Promise.all(
      [1, 2, 3].map(() => anonClient().auth.signUp({ email, password: STRONG_PASSWORD })),
    );
    const ok = results.filter((r) => !r.error);
    const refused = results.filter((r) => r.error);
    expect(ok).toHaveLength(1);
    expect(refused.map((r) => r.error?.code)).toEqual(['user_already_exists', 'user_already_exists']);
  });

  it('an invalid e-mail address or a missing password is a validation error', async () => {
    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: STRONG_PASSWORD });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');

    const noPassword = await anonClient().auth.signUp({ email: uniqueEmail(), password: '' });
    expect(noPassword.error?.status).toBe(400);
    expect(noPassword.error?.code).toBe('validation_failed');
  });

  it('a weak password is refused with the reasons supabase-js exposes', async () => {
    const short = await anonClient().auth.signUp({ email: uniqueEmail(), password: 'Xq9!b' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);

    const common = await anonClient().auth.signUp({ email: uniqueEmail(), password: 'qwertyuiop' });
    expect(common.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);

    const both = await anonClient().auth.signUp({ email: uniqueEmail(), password: 'abc123' });
    expect((both.error as AuthWeakPasswordError).reasons).toEqual(['length', 'pwned']);
  });

  it('anonymous sign-ins are refused as disabled', async () => {
    const { error } = await anonClient().auth.signInAnonymously();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('anonymous_provider_disabled');
  });
});

describe('signing in with a password', () => {
  it('a wrong password and an unknown account get the very same answer', async () => {
    const email = uniqueEmail('signin');
    await anonClient().auth.signUp({ email, password: STRONG_PASSWORD });
    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'Wrong-Password-123' });
    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'Wrong-Password-123',
    });
    for (const r of [wrong, unknown]) {
      expect(r.data.session).toBeNull();
      expect(r.error?.status).toBe(400);
      expect(r.error?.code).toBe('invalid_credentials');
      expect(r.error?.message).toBe('Invalid login credentials');
    }
  });

  it('a member signs in, and last_sign_in_at moves forward', async () => {
    const email = uniqueEmail('last');
    const first = await anonClient().auth.signUp({ email, password: STRONG_PASSWORD });
    await new Promise((r) => setTimeout(r, 20));
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    expect(Date.parse(data.user!.last_sign_in_at!)).toBeGreaterThan(
      Date.parse(first.data.user!.last_sign_in_at!),
    );
    expect(data.session?.access_token).not.toBe(first.data.session?.access_token);
  });

  it('the access token carries Supabase claims and is signed with the project secret', async () => {
    const email = uniqueEmail('claims');
    await anonClient().auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: { team: 'audit' } },
    });
    const before = Math.floor(Date.now() / 1000);
    const { data } = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const token = data.session!.access_token;
    await jwtVerify(token, new TextEncoder().encode(inject('jwtSecret')), { algorithms: ['HS256'] });
    const c = decodeJwt(token);
    expect(c.iss).toMatch(/\/auth\/v1$/);
    expect(c.sub).toBe(data.user!.id);
    expect(c.aud).toBe('authenticated');
    expect(c.role).toBe('authenticated');
    expect(c.email).toBe(email);
    expect(c.phone).toBe('');
    expect(c.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(c.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, team: 'audit' });
    expect(c.aal).toBe('aal1');
    expect(c.is_anonymous).toBe(false);
    expect(c.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const amr = c.amr as { method: string; timestamp: number }[];
    expect(amr).toHaveLength(1);
    expect(amr[0].method).toBe('password');
    expect(amr[0].timestamp).toBeGreaterThanOrEqual(before - 1);
    expect(c.exp! - c.iat!).toBe(3600);
    expect(data.session!.expires_at).toBe(c.exp);
  });

  it('sign-in answers carry GoTrue error bodies in both API versions', async () => {
    const body = { email: uniqueEmail('nobody'), password: 'Wrong-Password-123' };
    const v2024 = await authFetch(apiUrl(), anonKey(), '/token?grant_type=password', { body });
    expect(v2024.status).toBe(400);
    expect(v2024.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(v2024.body).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
    const legacy = await authFetch(apiUrl(), anonKey(), '/token?grant_type=password', {
      body,
      apiVersion: null,
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(legacy.body).toMatchObject({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});
