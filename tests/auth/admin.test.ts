import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  STRONG_PASSWORD,
  serviceClient,
  serviceRoleKey,
  signedInClient,
  uniqueEmail,
} from '../support/clients.ts';
import { authFetch, POS_CUSTOMER_FLAG } from './support.ts';

const admin = () => serviceClient().auth.admin;

async function createConfirmedUser(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('admin');
  const { data, error } = await admin().createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
    ...extra,
  });
  if (error) throw error;
  return { email, user: data.user! };
}

describe('admin API', () => {
  it('only the service role may use it: others get not_admin', async () => {
    const asVisitor = await anonClient().auth.admin.listUsers();
    expect(asVisitor.error?.status).toBe(403);
    expect(asVisitor.error?.code).toBe('not_admin');
    expect(asVisitor.error?.message).toBe('User not allowed');

    const { session } = await signedInClient();
    const asMember = await authFetch(apiUrl(), anonKey(), '/admin/users', { token: session.access_token });
    expect(asMember.status).toBe(403);
    expect(asMember.body?.code).toBe('not_admin');
  });

  it('an administrator creates a confirmed user who can then sign in', async () => {
    const email = uniqueEmail('created');
    const { data, error } = await admin().createUser({
      email,
      password: STRONG_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Grace Hopper' },
      app_metadata: { staff_role: 'inspector' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, full_name: 'Grace Hopper' });
    expect(data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      staff_role: 'inspector',
    });

    const signIn = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token).app_metadata).toMatchObject({
      staff_role: 'inspector',
    });

    const byId = await admin().getUserById(data.user!.id);
    expect(byId.data.user?.email).toBe(email);
  });

  it('creating a user with a registered e-mail is refused as email_exists', async () => {
    const { email } = await createConfirmedUser();
    const { error } = await admin().createUser({ email, password: STRONG_PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('the user list is paginated with GoTrue headers', async () => {
    await Promise.all([createConfirmedUser(), createConfirmedUser(), createConfirmedUser()]);
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    if (!('total' in data)) throw new Error('listUsers returned no pagination');
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.nextPage).toBe(2);
    // auth-js reads only the first digit of page numbers in `link`; check the header itself below.
    expect(data.lastPage).toBeGreaterThanOrEqual(1);

    const raw = await authFetch(apiUrl(), serviceRoleKey(), '/admin/users?page=1&per_page=2', {
      token: serviceRoleKey(),
    });
    expect(Number(raw.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(raw.headers.get('link')).toMatch(/<\/auth\/v1\/admin\/users\?page=2&per_page=2>; rel="next"/);
    const total = Number(raw.headers.get('x-total-count'));
    expect(raw.headers.get('link')).toContain(
      `</auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    expect(raw.body?.aud).toBe('authenticated');
  });

  it('an administrator merges app and user metadata', async () => {
    const { user } = await createConfirmedUser({
      app_metadata: { region: 'north' },
      user_metadata: { a: 1, b: 2 },
    });
    const { data, error } = await admin().updateUserById(user.id, {
      app_metadata: { staff_role: 'manager' },
      user_metadata: { b: 3, c: 4 },
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
      region: 'north',
      staff_role: 'manager',
    });
    expect(data.user?.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, a: 1, b: 3, c: 4 });
  });

  it('a banned user can neither sign in nor refresh, until the ban is lifted', async () => {
    const { email, user } = await createConfirmedUser();
    const before = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(before.error).toBeNull();

    const ban = await admin().updateUserById(user.id, { ban_duration: '876000h' });
    expect(ban.error).toBeNull();
    expect(Date.parse(ban.data.user!.banned_until!)).toBeGreaterThan(Date.now() + 365 * 24 * 3600 * 1000);

    const signIn = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('user_banned');
    const refresh = await anonClient().auth.refreshSession({
      refresh_token: before.data.session!.refresh_token,
    });
    expect(refresh.error?.code).toBe('user_banned');
    // Someone without the password learns nothing about the ban.
    const guess = await anonClient().auth.signInWithPassword({ email, password: 'Wrong-Password-123' });
    expect(guess.error?.code).toBe('invalid_credentials');

    const unban = await admin().updateUserById(user.id, { ban_duration: 'none' });
    expect(unban.data.user?.banned_until ?? null).toBeNull();
    const after = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(after.error).toBeNull();
  });

  it('a malformed or absurd ban duration is a validation error', async () => {
    const { user } = await createConfirmedUser();
    for (const ban_duration of ['forever', '99999999999999999999h']) {
      const { error } = await admin().updateUserById(user.id, { ban_duration });
      expect(error?.status, ban_duration).toBe(400);
      expect(error?.code).toBe('validation_failed');
    }
  });

  it('absurd page numbers give an empty page, not an error', async () => {
    const raw = await authFetch(
      apiUrl(),
      serviceRoleKey(),
      '/admin/users?page=100000000000000000000000&per_page=1000',
      {
        token: serviceRoleKey(),
      },
    );
    expect(raw.status).toBe(200);
    expect(raw.body?.users).toEqual([]);
  });

  it('an administrator changes e-mail and password for a user', async () => {
    const { user } = await createConfirmedUser();
    const email = uniqueEmail('moved');
    const newPassword = 'Another-Strong-Pass-42';
    const { error } = await admin().updateUserById(user.id, { email, password: newPassword });
    expect(error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: newPassword });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(user.id);
    expect(signIn.data.user?.identities?.[0].identity_data?.email).toBe(email);
  });

  it('a deleted user is gone: no sign-in, 404 on lookup', async () => {
    const { email, user } = await createConfirmedUser();
    const session = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect((await admin().deleteUser(user.id)).error).toBeNull();

    const lookup = await admin().getUserById(user.id);
    expect(lookup.error?.status).toBe(404);
    expect(lookup.error?.code).toBe('user_not_found');
    const signIn = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
    const refresh = await anonClient().auth.refreshSession({
      refresh_token: session.data.session!.refresh_token,
    });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
  });

  it('a soft-deleted user keeps their row but can never sign in, and the address is free again', async () => {
    const { email, user } = await createConfirmedUser();
    expect((await admin().deleteUser(user.id, true)).error).toBeNull();
    const lookup = await admin().getUserById(user.id);
    expect(lookup.data.user?.id).toBe(user.id);
    expect(lookup.data.user?.email).toBe('');
    const signIn = await anonClient().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
    const again = await anonClient().auth.signUp({ email, password: STRONG_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(user.id);
  });

  it('an unknown or malformed user id answers 404', async () => {
    const unknown = await admin().getUserById('00000000-0000-4000-8000-000000000000');
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
    const malformed = await authFetch(apiUrl(), serviceRoleKey(), "/admin/users/1'%20or%201=1", {
      token: serviceRoleKey(),
    });
    expect(malformed.status).toBe(404);
  });
});
