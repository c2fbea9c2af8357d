import { describe, expect, it } from 'vitest';
import { anonClient, anonKey, apiUrl, STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { authFetch } from './support.ts';

const api = (p: string, opts?: Parameters<typeof authFetch>[3]) => authFetch(apiUrl(), anonKey(), p, opts);

describe('GoTrue protocol surface', () => {
  it('health names the service as GoTrue does', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'GoTrue',
      description: expect.any(String),
      version: expect.any(String),
    });
  });

  it('settings describe what sign-ins are available', async () => {
    const res = await api('/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: true,
      sms_provider: '',
    });
    const external = res.body?.external as Record<string, boolean>;
    expect(external.email).toBe(true);
    expect(external.phone).toBe(true);
    expect(external.github).toBe(false);
    expect(external.anonymous_users).toBe(false);
  });

  it('flows this server does not offer answer 501 naming what is missing', async () => {
    const link = await api('/admin/generate_link', { body: { type: 'magiclink', email: 'a@b.test' } });
    expect(link.status).toBe(501);
    expect(link.body?.code).toBe('not_implemented');
    expect(link.body?.message).toMatch(/POST \/auth\/v1\/admin\/generate_link is not implemented/);

    const root = await api('');
    expect(root.status).toBe(501);

    const oauth = await api('/authorize?provider=github');
    expect(oauth.status).toBe(501);
    expect(oauth.body?.message).toMatch(/OAuth/);

    const mfa = await api('/factors', { body: { factor_type: 'totp' } });
    expect(mfa.status).toBe(501);
    expect(mfa.body?.message).toMatch(/MFA/);

    const pkce = await api('/token?grant_type=pkce', { body: { auth_code: 'x', code_verifier: 'y' } });
    expect(pkce.status).toBe(501);
    expect(pkce.body?.message).toMatch(/grant_type=pkce/);
  });

  it('an unknown grant type and malformed JSON are client errors', async () => {
    const grant = await api('/token?grant_type=magic', { body: {} });
    expect(grant.status).toBe(400);
    const json = await api('/signup', { body: '{"email": "a@b.c", ' });
    expect(json.status).toBe(400);
    expect(json.body?.code).toBe('bad_json');
  });

  it('oversized or odd input is refused as validation, never as a server error', async () => {
    const longEmail = await api('/signup', {
      body: { email: `${'a'.repeat(300)}@example.com`, password: STRONG_PASSWORD },
    });
    expect(longEmail.status).toBe(400);
    expect(longEmail.body?.code).toBe('validation_failed');
    const longPhone = await api('/signup', {
      body: { phone: '+1234567890123456', password: STRONG_PASSWORD },
    });
    expect(longPhone.status).toBe(400);
    const arrayData = await api('/signup', {
      body: { email: uniqueEmail(), password: STRONG_PASSWORD, data: [1] },
    });
    expect(arrayData.status).toBe(400);
    const quoteEmail = await api('/token?grant_type=password', {
      body: { email: "x'; drop table auth.users; --@example.com", password: 'x' },
    });
    expect(quoteEmail.status).toBe(400);
    expect(quoteEmail.body?.code).toBe('invalid_credentials');
    const nul = await api('/signup', {
      body: { email: uniqueEmail(), password: STRONG_PASSWORD, data: { note: 'nul \u0000 inside' } },
    });
    expect(nul.status).toBe(400);
    const nulToken = await api('/token?grant_type=refresh_token', { body: { refresh_token: '\u0000' } });
    expect(nulToken.status).toBe(400);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    const tooDeep = await api('/signup', {
      body: { email: uniqueEmail(), password: STRONG_PASSWORD, data: deep },
    });
    expect(tooDeep.status).toBe(400);
    const notAnObject = await api('/signup', { body: '[]' });
    expect(notAnObject.status).toBe(400);
    expect(JSON.stringify(notAnObject.body)).not.toMatch(/syntax|postgres|stack/i);
  });

  it('a request body over 64 KiB is refused before it is read', async () => {
    const res = await api('/signup', {
      body: { email: uniqueEmail(), password: STRONG_PASSWORD, data: { blob: 'x'.repeat(70 * 1024) } },
    });
    expect(res.status).toBe(413);
    expect(res.body?.code).toBe('request_too_large');
  });

  it('supabase-js keeps working end to end: sign up, sign in, refresh, sign out', async () => {
    const email = uniqueEmail('e2e');
    const client = anonClient();
    expect((await client.auth.signUp({ email, password: STRONG_PASSWORD })).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect((await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD })).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await client.auth.signOut()).error).toBeNull();
  });
});
