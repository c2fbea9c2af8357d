// Servers of their own with low limits: every request here comes from 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { startTestServer, type TestServer } from './support.ts';

function expectLimited(r: { status: number; headers: Headers; body: Record<string, unknown> | null }) {
  expect(r.status).toBe(429);
  expect(r.body?.code).toBe('over_request_rate_limit');
  // Every 429 says when to come back: whole seconds, at least one.
  expect(r.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
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
    // Even the right password waits for the backoff to pass (else the wait would test guesses).
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

describe('a stranger guessing the superadmin’s password cannot lock the owner out', () => {
  let server: TestServer;
  const trustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    // Addresses come from X-Forwarded-For behind a trusted proxy: one test process plays many clients.
    process.env.TRUST_PROXY = '1';
    server = await startTestServer({
      RATE_LIMIT_SIGNIN_PER_ACCOUNT: '5',
      RATE_LIMIT_SIGNIN_PER_ACCOUNT_ALL_IPS: '12',
    });
  });
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await server?.close();
  });

  const signInFrom = async (ip: string, email: string, password: string) => {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };

  it('fifty wrong passwords from one address slow that address only; the owner signs in from theirs', async () => {
    const email = uniqueEmail('owner');
    await server.anon().auth.signUp({ email, password: STRONG_PASSWORD });
    expect((await signInFrom('10.1.1.1', email, STRONG_PASSWORD)).status).toBe(200);

    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await signInFrom('203.0.113.66', email, `Wrong-Guess-${i}`);
      answers.push(r.status);
      if (r.status === 429) expectLimited(r);
    }
    expect(answers.filter((s) => s === 400)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(45);
    const waited = await signInFrom('203.0.113.66', email, STRONG_PASSWORD);
    expectLimited(waited);
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThanOrEqual(25);

    expect((await signInFrom('10.1.1.1', email, STRONG_PASSWORD)).status).toBe(200);
    // A first-time address is not held up by someone else's guessing either, below the account-wide ceiling.
    expect((await signInFrom('10.2.2.2', email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('guesses from many addresses hold up only addresses that never signed in to the account', async () => {
    const email = uniqueEmail('target');
    await server.anon().auth.signUp({ email, password: STRONG_PASSWORD });
    expect((await signInFrom('10.3.3.3', email, STRONG_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 12; i++)
      expect((await signInFrom(`198.51.100.${i}`, email, 'Wrong-Guess-x')).status).toBe(400);

    expectLimited(await signInFrom('198.51.100.250', email, 'Wrong-Guess-y'));
    expectLimited(await signInFrom('198.51.100.251', email, STRONG_PASSWORD));
    expect((await signInFrom('10.3.3.3', email, STRONG_PASSWORD)).status).toBe(200);
  });
});
