// A server with e-mail and SMS confirmation on: sign-ups wait for the
// message in auth.outbox; recovery and verification links and codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { POS_CUSTOMER_FLAG, startTestServer, type TestServer, uniquePhone } from './support.ts';

const SITE = 'http://app.safeworks.test';
const STAFF = 'https://staff.safeworks.test/welcome';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    MAILER_AUTOCONFIRM: 'false',
    SMS_AUTOCONFIRM: 'false',
    // Only the new address confirms a change here; both do in email-flows.test.ts (GoTrue's default).
    GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: 'false',
    SITE_URL: SITE,
    ADDITIONAL_REDIRECT_URLS: STAFF,
  });
});
afterAll(() => server?.close());

async function message(recipient: string) {
  const m = await server.latestMessage(recipient);
  if (!m) throw new Error(`no message queued for ${recipient}`);
  return m;
}

async function signUpUnconfirmed(redirectTo?: string) {
  const email = uniqueEmail('confirm');
  const { data, error } = await server
    .anon()
    .auth.signUp({ email, password: STRONG_PASSWORD, options: { emailRedirectTo: redirectTo } });
  if (error) throw error;
  return { email, user: data.user!, session: data.session };
}

function fragment(location: string | null) {
  expect(location).toBeTruthy();
  const [base, hash] = location!.split('#');
  return { base, params: new URLSearchParams(hash) };
}

describe('sign-up with e-mail confirmation', () => {
  it('a visitor signs up, gets no session yet, and a confirmation e-mail is queued', async () => {
    const { email, user, session } = await signUpUnconfirmed();
    expect(session).toBeNull();
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.confirmation_sent_at).toBeTruthy();

    const m = await message(email);
    expect(m.channel).toBe('email');
    expect(m.template).toBe('signup');
    expect(m.data.token).toMatch(/^\d{6}$/);
    const link = new URL(m.data.link!);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toBe(m.data.token_hash);
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
    expect(m.body).toContain(m.data.link);
    expect(m.body).toContain(m.data.token);
  });

  it('an unconfirmed member cannot sign in; a wrong password still looks like any failure', async () => {
    const { email } = await signUpUnconfirmed();
    const right = await server.anon().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(right.error?.status).toBe(400);
    expect(right.error?.code).toBe('email_not_confirmed');
    const wrong = await server.anon().auth.signInWithPassword({ email, password: 'Wrong-Password-123' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('the e-mailed code confirms the address, signs in, and works only once', async () => {
    const { email } = await signUpUnconfirmed();
    const { data: m } = { data: await message(email) };
    const { data, error } = await server
      .anon()
      .auth.verifyOtp({ email, token: m.data.token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await server.anon().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();

    const again = await server.anon().auth.verifyOtp({ email, token: m.data.token, type: 'signup' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it('a wrong code is refused as otp_expired', async () => {
    const { email } = await signUpUnconfirmed();
    const m = await message(email);
    const wrong = m.data.token === '000000' ? '111111' : '000000';
    const { error } = await server.anon().auth.verifyOtp({ email, token: wrong, type: 'signup' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it('the e-mailed link redirects to the app with a session in the fragment, once', async () => {
    const { email } = await signUpUnconfirmed(`${STAFF}/step-2`);
    const m = await message(email);
    expect(m.data.redirect_to).toBe(`${STAFF}/step-2`);
    const link = m.data.link!.replace(SITE, server.url);

    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const ok = fragment(first.headers.get('location'));
    expect(ok.base).toBe(`${STAFF}/step-2`);
    expect(ok.params.get('token_type')).toBe('bearer');
    expect(ok.params.get('type')).toBe('signup');
    expect(Number(ok.params.get('expires_in'))).toBe(3600);
    const user = await server.fetch('/user', { token: ok.params.get('access_token')! });
    expect(user.body?.email).toBe(email);

    const second = await fetch(link, { redirect: 'manual' });
    expect(second.status).toBe(303);
    const failed = fragment(second.headers.get('location'));
    expect(failed.params.get('error')).toBe('access_denied');
    expect(failed.params.get('error_code')).toBe('otp_expired');
    expect(failed.params.get('error_description')).toBeTruthy();
    expect(failed.params.get('access_token')).toBeNull();
  });

  it('a redirect outside the allowed sites falls back to SITE_URL', async () => {
    const { email } = await signUpUnconfirmed('https://evil.example.com/steal');
    const m = await message(email);
    expect(m.data.redirect_to).toBe(SITE);
    const res = await fetch(
      `${server.url}/auth/v1/verify?token=nope&type=signup&redirect_to=https://evil.example.com`,
      {
        redirect: 'manual',
      },
    );
    expect(fragment(res.headers.get('location')).base).toBe(SITE);
  });

  it('signing up again before confirming sends a fresh confirmation, and the latest password counts', async () => {
    const { email } = await signUpUnconfirmed();
    const first = await message(email);
    const again = await server.anon().auth.signUp({ email, password: 'Owner-Chosen-Pass-5' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    const second = await message(email);
    expect(second.data.token_hash).not.toBe(first.data.token_hash);
    const stale = await server.anon().auth.verifyOtp({ token_hash: first.data.token_hash!, type: 'signup' });
    expect(stale.error?.code).toBe('otp_expired');
    const fresh = await server.anon().auth.verifyOtp({ token_hash: second.data.token_hash!, type: 'signup' });
    expect(fresh.error).toBeNull();
    const firstPassword = await server.anon().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(firstPassword.error?.code).toBe('invalid_credentials');
    const latest = await server.anon().auth.signInWithPassword({ email, password: 'Owner-Chosen-Pass-5' });
    expect(latest.error).toBeNull();
  });

  it('a phone sign-up is confirmed with the texted code', async () => {
    const phone = uniquePhone();
    const signUp = await server.anon().auth.signUp({ phone, password: STRONG_PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const notYet = await server.anon().auth.signInWithPassword({ phone, password: STRONG_PASSWORD });
    expect(notYet.error?.code).toBe('phone_not_confirmed');

    const m = await message(phone.slice(1));
    expect(m.channel).toBe('sms');
    expect(m.body).toContain(m.data.token);
    const { data, error } = await server.anon().auth.verifyOtp({ phone, token: m.data.token, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user?.phone_confirmed_at).toBeTruthy();
    expect(
      (await server.anon().auth.signInWithPassword({ phone, password: STRONG_PASSWORD })).error,
    ).toBeNull();
  });
});

describe('password recovery', () => {
  async function confirmedMember() {
    const email = uniqueEmail('recover');
    const { error } = await server
      .service()
      .auth.admin.createUser({ email, password: STRONG_PASSWORD, email_confirm: true });
    if (error) throw error;
    return email;
  }

  it('asking for a reset answers the same whether or not the account exists', async () => {
    const email = await confirmedMember();
    const known = await server.fetch('/recover', { body: { email } });
    const unknown = await server.fetch('/recover', { body: { email: uniqueEmail('ghost') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({});
    expect(unknown.body).toEqual(known.body);
  });

  it('a member resets a forgotten password with the e-mailed link token', async () => {
    const email = await confirmedMember();
    const { error } = await server.anon().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset` });
    expect(error).toBeNull();
    const m = await message(email);
    expect(m.template).toBe('recovery');
    const link = new URL(m.data.link!);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset`);

    const client = server.anon();
    const verified = await client.auth.verifyOtp({ token_hash: m.data.token_hash!, type: 'recovery' });
    expect(verified.error).toBeNull();
    const newPassword = 'Recovered-Passphrase-31';
    expect((await client.auth.updateUser({ password: newPassword })).error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: newPassword })).error).toBeNull();
    const reuse = await server.anon().auth.verifyOtp({ token_hash: m.data.token_hash!, type: 'recovery' });
    expect(reuse.error?.code).toBe('otp_expired');
  });

  it('the recovery code works too, and the GET link reports type=recovery', async () => {
    const email = await confirmedMember();
    await server.anon().auth.resetPasswordForEmail(email);
    const byCode = await message(email);
    const verified = await server
      .anon()
      .auth.verifyOtp({ email, token: byCode.data.token, type: 'recovery' });
    expect(verified.error).toBeNull();

    await server.anon().auth.resetPasswordForEmail(email);
    const byLink = await message(email);
    const res = await fetch(byLink.data.link!.replace(SITE, server.url), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const { params } = fragment(res.headers.get('location'));
    expect(params.get('type')).toBe('recovery');
    expect(params.get('refresh_token')).toBeTruthy();
  });

  it('verification input is validated', async () => {
    const noType = await server.fetch('/verify', { body: { token: '123456', email: uniqueEmail() } });
    expect(noType.status).toBe(400);
    expect(noType.body?.code).toBe('validation_failed');
    const noEmail = await server.fetch('/recover', { body: {} });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body?.code).toBe('validation_failed');
  });
});

describe('changing e-mail with confirmation on (secure e-mail change off)', () => {
  it('the new address is used only once its code is verified; the old one is sent nothing', async () => {
    const email = uniqueEmail('old');
    await server.service().auth.admin.createUser({ email, password: STRONG_PASSWORD, email_confirm: true });
    const client = server.anon();
    await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const newEmail = uniqueEmail('new');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const m = await message(newEmail);
    expect(m.template).toBe('email_change');
    expect(await server.latestMessage(email)).toBeNull();
    const verified = await server
      .anon()
      .auth.verifyOtp({ email: newEmail, token: m.data.token, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
    expect(
      (await server.anon().auth.signInWithPassword({ email: newEmail, password: STRONG_PASSWORD })).error,
    ).toBeNull();
  });
});

describe('resending and inviting', () => {
  it('a visitor asks for the confirmation e-mail again and only the newest code works', async () => {
    const { email } = await signUpUnconfirmed();
    const first = await message(email);
    const { error } = await server.anon().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const second = await message(email);
    expect(second.template).toBe('signup');
    expect(second.data.token_hash).not.toBe(first.data.token_hash);
    const stale = await server.anon().auth.verifyOtp({ token_hash: first.data.token_hash!, type: 'signup' });
    expect(stale.error?.code).toBe('otp_expired');
    expect(
      (await server.anon().auth.verifyOtp({ email, token: second.data.token, type: 'signup' })).error,
    ).toBeNull();
  });

  it('resending for an unknown or confirmed address answers the same and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const res = await server.fetch('/resend', { body: { type: 'signup', email: ghost } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await server.latestMessage(ghost)).toBeNull();
    const bad = await server.fetch('/resend', { body: { type: 'recovery', email: ghost } });
    expect(bad.status).toBe(400);
  });

  it('an administrator invites a colleague, who accepts the link and sets a password', async () => {
    const email = uniqueEmail('invitee');
    const invite = await server
      .service()
      .auth.admin.inviteUserByEmail(email, { data: { team: 'audits' }, redirectTo: `${SITE}/welcome` });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    expect(invite.data.user?.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, team: 'audits' });

    const m = await message(email);
    expect(m.template).toBe('invite');
    const res = await fetch(m.data.link!.replace(SITE, server.url), { redirect: 'manual' });
    const { base, params } = fragment(res.headers.get('location'));
    expect(base).toBe(`${SITE}/welcome`);
    expect(params.get('type')).toBe('invite');

    const client = server.anon();
    const set = await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Invited-And-Ready-8' })).error).toBeNull();
    const signIn = await server.anon().auth.signInWithPassword({ email, password: 'Invited-And-Ready-8' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();

    const again = await server.service().auth.admin.inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
    const notAdmin = await server.anon().auth.admin.inviteUserByEmail(uniqueEmail());
    expect(notAdmin.error?.code).toBe('not_admin');
  });
});

describe('passwordless sign-in', () => {
  it('a newcomer signs in with an e-mailed code and gets an account without password', async () => {
    const email = uniqueEmail('otp-new');
    const { error } = await server.anon().auth.signInWithOtp({ email, options: { data: { source: 'otp' } } });
    expect(error).toBeNull();
    const m = await message(email);
    expect(m.template).toBe('signup');
    const { data, error: verifyError } = await server
      .anon()
      .auth.verifyOtp({ email, token: m.data.token, type: 'email' });
    expect(verifyError).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ ...POS_CUSTOMER_FLAG, source: 'otp' });
    const withPassword = await server.anon().auth.signInWithPassword({ email, password: '' });
    expect(withPassword.error?.code).toMatch(/invalid_credentials|validation_failed/);
  });

  it('a member signs in with a magic link', async () => {
    const email = uniqueEmail('otp-member');
    await server.service().auth.admin.createUser({ email, password: STRONG_PASSWORD, email_confirm: true });
    expect(
      (await server.anon().auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/home` } })).error,
    ).toBeNull();
    const m = await message(email);
    expect(m.template).toBe('magiclink');
    const res = await fetch(m.data.link!.replace(SITE, server.url), { redirect: 'manual' });
    const { base, params } = fragment(res.headers.get('location'));
    expect(base).toBe(`${SITE}/home`);
    expect(params.get('type')).toBe('magiclink');
    const user = await server.fetch('/user', { token: params.get('access_token')! });
    expect(user.body?.email).toBe(email);
  });

  it('no account is made when the app says not to create users', async () => {
    const email = uniqueEmail('otp-none');
    const { error } = await server.anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(await server.latestMessage(email)).toBeNull();
  });

  it('a phone user signs in with a texted code', async () => {
    const phone = uniquePhone();
    expect((await server.anon().auth.signInWithOtp({ phone })).error).toBeNull();
    const m = await message(phone.slice(1));
    expect(m.channel).toBe('sms');
    const { data, error } = await server.anon().auth.verifyOtp({ phone, token: m.data.token, type: 'sms' });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
  });
});
