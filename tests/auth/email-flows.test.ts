// The e-mail flows GoTrue offers beyond sign-up and recovery, on a server with
// confirmation on (as with an SMTP server configured): magic links (POST
// /magiclink and signInWithOtp), reauthentication before a password change
// (GET /reauthenticate, `nonce`), the secure e-mail change confirmed from both
// addresses, and token lifetimes from GOTRUE_MAILER_OTP_EXP. Messages are read
// where auth queues them (auth.outbox), links opened as the mail sender would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { startTestServer, type TestServer } from './support.ts';

const SITE = 'http://app.safeworks.test';
const STAFF = 'https://staff.safeworks.test/welcome';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    MAILER_AUTOCONFIRM: 'false',
    SITE_URL: SITE,
    ADDITIONAL_REDIRECT_URLS: STAFF,
    GOTRUE_MAILER_OTP_EXP: '600',
    GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true',
  });
});
afterAll(() => server?.close());

async function message(recipient: string) {
  const m = await server.latestMessage(recipient);
  if (!m) throw new Error(`no message queued for ${recipient}`);
  return m;
}

async function member() {
  const email = uniqueEmail('flows');
  const { data } = await server
    .service()
    .auth.admin.createUser({ email, password: STRONG_PASSWORD, email_confirm: true });
  const client = server.anon();
  const signIn = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (signIn.error) throw signIn.error;
  return { email, id: data.user!.id, client, token: signIn.data.session!.access_token };
}

const age = (userId: string, sessionHours: number, tokenSeconds: number) =>
  server
    .service()
    .rpc('test_age_auth', { user_id: userId, session_hours: sessionHours, token_seconds: tokenSeconds });

function fragment(location: string | null) {
  expect(location).toBeTruthy();
  const [base, hash] = location!.split('#');
  return { base, params: new URLSearchParams(hash) };
}

describe('magic links', () => {
  it('a member asks POST /magiclink for a link to the staff site and signs in with it', async () => {
    const { email } = await member();
    const r = await server.fetch(`/magiclink?redirect_to=${encodeURIComponent(`${STAFF}/today`)}`, {
      body: { email },
    });
    expect(r.status).toBe(200);
    const m = await message(email);
    expect(m.template).toBe('magiclink');
    // The link is built on SITE_URL and keeps the allowed redirect.
    expect(m.data.link).toMatch(
      new RegExp(`^${SITE}/auth/v1/verify\\?token=[^&]+&type=magiclink&redirect_to=`),
    );
    const res = await fetch(m.data.link!.replace(SITE, server.url), { redirect: 'manual' });
    const { base, params } = fragment(res.headers.get('location'));
    expect(base).toBe(`${STAFF}/today`);
    expect((await server.fetch('/user', { token: params.get('access_token')! })).body?.email).toBe(email);
  });

  it('a magic link to a site not on the allow list goes to SITE_URL instead', async () => {
    const { email } = await member();
    await server.fetch(`/magiclink?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      body: { email },
    });
    const m = await message(email);
    expect(new URL(m.data.link!).searchParams.get('redirect_to')).toBe(SITE);
  });

  it('the code from signInWithOtp signs a member in once, and /magiclink needs an address', async () => {
    const { email } = await member();
    expect(
      (await server.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const m = await message(email);
    const first = await server.anon().auth.verifyOtp({ email, token: m.data.token, type: 'email' });
    expect(first.error).toBeNull();
    expect(first.data.session).not.toBeNull();
    const again = await server.anon().auth.verifyOtp({ email, token: m.data.token, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');

    const none = await server.fetch('/magiclink', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body?.code).toBe('validation_failed');
  });

  it('a code older than GOTRUE_MAILER_OTP_EXP (here 10 minutes) no longer works', async () => {
    const { email, id } = await member();
    await server.anon().auth.signInWithOtp({ email });
    const m = await message(email);
    await age(id, 0, 601);
    expect(
      (await server.anon().auth.verifyOtp({ email, token: m.data.token, type: 'email' })).error?.code,
    ).toBe('otp_expired');
    await server.anon().auth.signInWithOtp({ email });
    const fresh = await message(email);
    await age(id, 0, 540);
    expect(
      (await server.anon().auth.verifyOtp({ email, token: fresh.data.token, type: 'email' })).error,
    ).toBeNull();
  });
});

describe('reauthentication before a password change', () => {
  it('on a day-old session a member asks for a code, then changes the password with it as nonce', async () => {
    const { email, id, client } = await member();
    await age(id, 25, 0);
    const without = await client.auth.updateUser({ password: 'Fresh-Passphrase-204' });
    expect(without.error?.status).toBe(400);
    expect(without.error?.code).toBe('reauthentication_needed');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const m = await message(email);
    expect(m.template).toBe('reauthentication');
    expect(m.data.token).toMatch(/^\d{6}$/);

    const bad = m.data.token === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ password: 'Fresh-Passphrase-204', nonce: bad });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    const right = await client.auth.updateUser({ password: 'Fresh-Passphrase-204', nonce: m.data.token });
    expect(right.error).toBeNull();
    expect(
      (await server.anon().auth.signInWithPassword({ email, password: 'Fresh-Passphrase-204' })).error,
    ).toBeNull();
    // The code works once.
    const reuse = await client.auth.updateUser({ password: 'Another-Passphrase-305', nonce: m.data.token });
    expect(reuse.error?.code).toBe('reauthentication_not_valid');
  });

  it('a recent session changes the password without a code', async () => {
    const { client } = await member();
    expect((await client.auth.updateUser({ password: 'Recent-Session-Pass-7' })).error).toBeNull();
  });

  it('reauthentication needs a signed-in member', async () => {
    const r = await server.fetch('/reauthenticate');
    expect(r.status).toBe(401);
  });
});

describe('secure e-mail change: both addresses confirm', () => {
  it('codes go to the old and the new address; the address changes once both are entered', async () => {
    const { email, client } = await member();
    const newEmail = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const toNew = await message(newEmail);
    const toOld = await message(email);
    expect(toNew.template).toBe('email_change');
    expect(toOld.template).toBe('email_change');
    expect(toOld.data.token).not.toBe(toNew.data.token);

    const first = await server.fetch('/verify', {
      body: { type: 'email_change', email: newEmail, token: toNew.data.token },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: 200,
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const second = await server
      .anon()
      .auth.verifyOtp({ email, token: toOld.data.token, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
    expect(
      (await server.anon().auth.signInWithPassword({ email: newEmail, password: STRONG_PASSWORD })).error,
    ).toBeNull();
  });

  it('with the links: the first says to confirm the other address, the second signs in with the new one', async () => {
    const { email, client } = await member();
    const newEmail = uniqueEmail('moved-link');
    await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${SITE}/account` });
    const toOld = await message(email);
    const toNew = await message(newEmail);
    const one = await fetch(toOld.data.link!.replace(SITE, server.url), { redirect: 'manual' });
    const a = fragment(one.headers.get('location'));
    expect(a.base).toBe(`${SITE}/account`);
    expect(a.params.get('message')).toMatch(/confirm link sent to the other email/);
    expect(a.params.get('access_token')).toBeNull();
    const two = await fetch(toNew.data.link!.replace(SITE, server.url), { redirect: 'manual' });
    const b = fragment(two.headers.get('location'));
    expect(b.params.get('type')).toBe('email_change');
    expect((await server.fetch('/user', { token: b.params.get('access_token')! })).body?.email).toBe(
      newEmail,
    );
  });

  it('asking again sends fresh codes to both addresses; the earlier ones no longer work', async () => {
    const { email, client } = await member();
    const newEmail = uniqueEmail('moved-again');
    await client.auth.updateUser({ email: newEmail });
    const oldFirst = await message(email);
    expect((await server.anon().auth.resend({ type: 'email_change', email: newEmail })).error).toBeNull();
    const toOld = await message(email);
    const toNew = await message(newEmail);
    expect(toOld.data.token).not.toBe(oldFirst.data.token);
    const stale = await server
      .anon()
      .auth.verifyOtp({ email, token: oldFirst.data.token, type: 'email_change' });
    expect(stale.error?.code).toBe('otp_expired');
    await server.fetch('/verify', { body: { type: 'email_change', email, token: toOld.data.token } });
    const done = await server
      .anon()
      .auth.verifyOtp({ email: newEmail, token: toNew.data.token, type: 'email_change' });
    expect(done.error).toBeNull();
    expect(done.data.user?.email).toBe(newEmail);
  });
});
