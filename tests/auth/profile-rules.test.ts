// Every rule the profile table keeps is answered by auth as a 422 that says
// what to fix, on every path that writes auth.users: auth and profile never
// disagree, and nobody sees a 500 for a phone number that is too short.
import { describe, expect, it } from 'vitest';
import {
  anonKey,
  apiUrl,
  STRONG_PASSWORD,
  serviceRoleKey,
  signedInClient,
  uniqueEmail,
} from '../support/clients.ts';
import { authFetch, uniquePhone } from './support.ts';

const INVALID_PHONE = 'Invalid phone number format (E.164 required)';
const SHORT_PHONES = ['123', '+1234', '+123456'];

describe('a phone number too short to dial is refused with a clear message, never a server error', () => {
  it('a member who types a short phone number on their account gets 422 and keeps the old one', async () => {
    const { session } = await signedInClient();
    for (const phone of SHORT_PHONES) {
      const r = await authFetch(apiUrl(), anonKey(), '/user', {
        method: 'PUT',
        token: session.access_token,
        body: { phone },
      });
      expect(r.status, phone).toBeLessThan(500);
      expect([400, 422], phone).toContain(r.status);
      expect(r.body?.code, phone).toBe('validation_failed');
      expect(r.body?.message, phone).toBe(INVALID_PHONE);
    }
    const me = await authFetch(apiUrl(), anonKey(), '/user', { token: session.access_token });
    expect(me.status).toBe(200);
    expect(me.body?.phone).toBe('');
  });

  it('a visitor signing up with a short phone number is refused before an account exists', async () => {
    const r = await authFetch(apiUrl(), anonKey(), '/signup', {
      body: { phone: '+123456', password: STRONG_PASSWORD },
    });
    expect(r.status).toBe(400);
    expect(r.body?.message).toBe(INVALID_PHONE);
  });

  it('an admin creating or updating a user with a short phone number gets the same answer', async () => {
    const created = await authFetch(apiUrl(), serviceRoleKey(), '/admin/users', {
      token: serviceRoleKey(),
      body: { email: uniqueEmail('shortphone'), phone: '12345', password: STRONG_PASSWORD },
    });
    expect(created.status).toBeLessThan(500);
    expect(created.body?.message).toBe(INVALID_PHONE);

    const ok = await authFetch(apiUrl(), serviceRoleKey(), '/admin/users', {
      token: serviceRoleKey(),
      body: { email: uniqueEmail('shortphone'), password: STRONG_PASSWORD },
    });
    expect(ok.status).toBe(200);
    const updated = await authFetch(apiUrl(), serviceRoleKey(), `/admin/users/${ok.body?.id}`, {
      method: 'PUT',
      token: serviceRoleKey(),
      body: { phone: '+12345' },
    });
    expect(updated.status).toBeLessThan(500);
    expect(updated.body?.message).toBe(INVALID_PHONE);
  });

  it('a dialable phone number is kept the same by auth and by the profile', async () => {
    const { client, session, user } = await signedInClient();
    const phone = uniquePhone();
    const r = await authFetch(apiUrl(), anonKey(), '/user', {
      method: 'PUT',
      token: session.access_token,
      body: { phone },
    });
    expect(r.status).toBe(200);
    expect(r.body?.phone).toBe(phone.slice(1));
    const profile = await client.from('profiles').select('phone').eq('auth_id', user.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data?.phone).toBe(phone.slice(1));
  });
});
