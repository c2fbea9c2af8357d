// Servers of their own with low limits: every request here comes from 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { startTestServer, type TestServer } from './support.ts';

function expectLimited(r: { status: number; body: Record<string, unknown> | null }) {
  expect(r.status).toBe(429);
  expect(r.body?.code).toBe('over_request_rate_limit');
}

describe('per-account limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_SIGNIN_PER_ACCOUNT: '3',
      RATE_LIMIT_RECOVER_PER_ACCOUNT: '2',
    });
  });
  afterAll(() => server?.close());

  it('password guessing against one account is cut off, other accounts are not', async () => {
    const email = uniqueEmail('guess');
    await server.anon().auth.signUp({ email, password: STRONG_PASSWORD });
    const attempt = (e: string, password = 'Wrong-Password-123') =>
      server.fetch('/token?grant_type=password', { body: { email: e, password } });
    for (let i = 0; i < 3; i++) expect((await attempt(email)).body?.code).toBe('invalid_credentials');
    expectLimited(await attempt(email));
    // Even the right password waits for the window to pass.
    expectLimited(await attempt(email.toUpperCase(), STRONG_PASSWORD));
    expect((await attempt(uniqueEmail('other'))).body?.code).toBe('invalid_credentials');

    const { error } = await server.anon().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });

  it('guessing the e-mailed code of one address is cut off', async () => {
    const email = uniqueEmail('codes');
    const guess = (token: string) => server.fetch('/verify', { body: { type: 'recovery', email, token } });
    for (const token of ['000001', '000002', '000003'])
      expect((await guess(token)).body?.code).toBe('otp_expired');
    expectLimited(await guess('000004'));
  });

  it('recovery e-mails to one address are limited, known or not', async () => {
    for (const email of [uniqueEmail('ghost'), uniqueEmail('ghost2')]) {
      expect((await server.fetch('/recover', { body: { email } })).status).toBe(200);
      expect((await server.fetch('/recover', { body: { email } })).status).toBe(200);
      expectLimited(await server.fetch('/recover', { body: { email } }));
    }
  });
});

describe('per-IP limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_SIGNIN_PER_IP: '2',
      RATE_LIMIT_SIGNUP_PER_IP: '2',
      RATE_LIMIT_RECOVER_PER_IP: '2',
      RATE_LIMIT_REFRESH_PER_IP: '2',
      RATE_LIMIT_VERIFY_PER_IP: '2',
    });
  });
  afterAll(() => server?.close());

  it('sign-ups from one address are limited', async () => {
    const signUp = () =>
      server.fetch('/signup', { body: { email: uniqueEmail('ip'), password: STRONG_PASSWORD } });
    expect((await signUp()).status).toBe(200);
    expect((await signUp()).status).toBe(200);
    expectLimited(await signUp());
  });

  it('sign-ins from one address are limited across accounts', async () => {
    const signIn = () =>
      server.fetch('/token?grant_type=password', {
        body: { email: uniqueEmail('ip'), password: 'Wrong-Password-1' },
      });
    expect((await signIn()).status).toBe(400);
    expect((await signIn()).status).toBe(400);
    expectLimited(await signIn());
  });

  it('refreshes, recoveries and verifications from one address are limited', async () => {
    const refresh = () =>
      server.fetch('/token?grant_type=refresh_token', { body: { refresh_token: 'nope-nope-nope' } });
    const recover = () => server.fetch('/recover', { body: { email: uniqueEmail('ip') } });
    const verify = () =>
      server.fetch('/verify', { body: { type: 'signup', token: '123456', email: uniqueEmail('ip') } });
    for (const call of [refresh, recover, verify]) {
      expect((await call()).status).not.toBe(429);
      expect((await call()).status).not.toBe(429);
      expectLimited(await call());
    }
  });
});

describe('sign-ups turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DISABLE_SIGNUP: 'true' });
  });
  afterAll(() => server?.close());

  it('visitors cannot sign up, but an administrator can still create accounts', async () => {
    const { error } = await server
      .anon()
      .auth.signUp({ email: uniqueEmail('closed'), password: STRONG_PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
    expect((await server.fetch('/settings')).body?.disable_signup).toBe(true);

    const email = uniqueEmail('invited');
    const created = await server
      .service()
      .auth.admin.createUser({ email, password: STRONG_PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    expect(
      (await server.anon().auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error,
    ).toBeNull();
  });
});
