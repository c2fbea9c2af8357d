// The shipped `admin-create-user` function: an administrator creates a staff
// account. Callers are made with the admin API, their role in app_metadata,
// which the profile trigger copies into profiles.role (what the function reads).
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import {
  anonClient,
  STRONG_PASSWORD,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../../../tests/support/clients.ts';

async function signedInAs(role: string): Promise<SupabaseClient> {
  const email = uniqueEmail(role);
  const { error } = await serviceClient().auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
    app_metadata: { role },
  });
  if (error) throw error;
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (signIn.error) throw signIn.error;
  return client;
}

function newStaff(role = 'staff', overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(`new-${role}`),
    password: STRONG_PASSWORD,
    role,
    full_name: 'Jane Doe',
    ...overrides,
  };
}

async function createAs(client: SupabaseClient, body: unknown) {
  const { data, error } = await client.functions.invoke('admin-create-user', {
    body: body as Record<string, unknown>,
  });
  if (error) return { data: null, ...(await httpError(error)) };
  return { data, status: 201, body: data };
}

describe('admin-create-user', () => {
  it('a superadmin creates an admin who can then sign in with the role and name set', async () => {
    const superadmin = await signedInAs('superadmin');
    const input = newStaff('admin', { full_name: '  Ada Lovelace ' });
    const { status, body } = await createAs(superadmin, input);
    expect(status).toBe(201);
    expect(body).toEqual({
      user: { id: expect.any(String), email: input.email, role: 'admin', full_name: 'Ada Lovelace' },
      welcome_email: 'queued',
    });

    const id = (body as { user: { id: string } }).user.id;
    const stored = await serviceClient().auth.admin.getUserById(id);
    expect(stored.error).toBeNull();
    expect(stored.data.user?.app_metadata.role).toBe('admin');
    expect(stored.data.user?.user_metadata.full_name).toBe('Ada Lovelace');
    expect(stored.data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await anonClient().auth.signInWithPassword({
      email: input.email,
      password: STRONG_PASSWORD,
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(id);
  });

  it('the new member is sent the welcome e-mail with the sign-in link and no password, on their page’s timeline', async () => {
    const admin = await signedInAs('admin');
    const input = newStaff('staff', { full_name: 'Achieng Otieno' });
    const { status, body } = await createAs(admin, input);
    expect(status).toBe(201);
    const id = (body as { user: { id: string } }).user.id;

    const outbox = await serviceClient()
      .from('email_outbox')
      .select('to_addresses, template, template_data, record_type, record_id')
      .eq('template', 'welcome')
      .contains('to_addresses', [input.email]);
    expect(outbox.error).toBeNull();
    expect(outbox.data).toHaveLength(1);
    const mail = outbox.data![0]!;
    expect(mail.template_data).toMatchObject({
      user: { name: 'Achieng Otieno', email: input.email },
      sign_in_url: expect.stringMatching(/^https?:\/\/[^/]+\/login$/),
    });
    expect(JSON.stringify(mail.template_data)).not.toContain(input.password);

    const profile = await serviceClient().from('profiles').select('id').eq('auth_id', id).single();
    expect(mail.record_type).toBe('profiles');
    expect(mail.record_id).toBe(String(profile.data!.id));
    const events = await serviceClient()
      .from('record_events')
      .select('kind')
      .eq('record_type', 'profiles')
      .eq('record_id', String(profile.data!.id));
    expect(events.data?.map((e) => e.kind)).toContain('email.queued');
  });

  it('a superadmin may create every staff role', async () => {
    const superadmin = await signedInAs('superadmin');
    for (const role of ['superadmin', 'admin', 'staff']) {
      const { status, body } = await createAs(superadmin, newStaff(role));
      expect(status, role).toBe(201);
      expect((body as { user: { role: string } }).user.role).toBe(role);
    }
  });

  it('an admin creates staff, but not admins or superadmins', async () => {
    const admin = await signedInAs('admin');
    expect((await createAs(admin, newStaff('staff'))).status).toBe(201);
    for (const role of ['admin', 'superadmin']) {
      const input = newStaff(role);
      const { status, body } = await createAs(admin, input);
      expect(status, role).toBe(403);
      expect(body).toEqual({ error: expect.stringContaining(`may not create ${role}`) });
      // Nothing was created: the address is still free for a superadmin.
      const superadmin = await signedInAs('superadmin');
      expect((await createAs(superadmin, input)).status).toBe(201);
    }
  });

  it('staff and users without a staff role are refused with 403', async () => {
    const staff = await signedInAs('staff');
    const { client: customer } = await signedInClient();
    for (const caller of [staff, customer]) {
      const { status, body } = await createAs(caller, newStaff('staff'));
      expect(status).toBe(403);
      expect(body).toEqual({ error: 'Only administrators may create users' });
    }
  });

  it('a role a user wrote into their own user_metadata does not count', async () => {
    const { client } = await signedInClient({ data: { role: 'superadmin' } });
    const { status } = await createAs(client, newStaff('staff'));
    expect(status).toBe(403);
  });

  it('a visitor with only the anon key is refused with 401', async () => {
    const { status, body } = await createAs(anonClient(), newStaff('staff'));
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String) });
  });

  it('the service-role key alone is no administrator either', async () => {
    const { status } = await createAs(serviceClient(), newStaff('staff'));
    expect(status).toBe(401);
  });

  it('invalid input is refused with 400 and a message naming the field', async () => {
    const superadmin = await signedInAs('superadmin');
    const cases: [unknown, string][] = [
      [{ ...newStaff(), email: undefined }, 'email is required'],
      [{ ...newStaff(), email: 'not-an-email' }, 'email is not a valid e-mail address'],
      [{ ...newStaff(), password: '' }, 'password is required'],
      [{ ...newStaff(), role: 'owner' }, 'role must be one of superadmin, admin, staff'],
      [{ ...newStaff(), role: undefined }, 'role must be one of superadmin, admin, staff'],
      [{ ...newStaff(), full_name: '   ' }, 'full_name is required'],
      [{ ...newStaff(), full_name: 42 }, 'full_name is required'],
      [{ ...newStaff(), full_name: 'x'.repeat(201) }, 'full_name must be at most 200 characters'],
      [[1, 2], 'The body must be a JSON object'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await createAs(superadmin, input);
      expect(status, message).toBe(400);
      expect(body).toEqual({ error: message });
    }
  });

  it('a weak password is refused with 422 and the reasons from the auth server', async () => {
    const superadmin = await signedInAs('superadmin');
    const { status, body } = await createAs(superadmin, newStaff('staff', { password: 'short' }));
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'weak_password', error: expect.any(String) });
    expect((body as { reasons: string[] }).reasons).toContain('length');
  });

  it('a retry with the same e-mail answers 409 user_already_exists instead of creating twice', async () => {
    const superadmin = await signedInAs('superadmin');
    const input = newStaff('staff');
    const first = await createAs(superadmin, input);
    expect(first.status).toBe(201);
    const retry = await createAs(superadmin, { ...input, email: input.email.toUpperCase() });
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({
      error: 'A user with this e-mail address already exists',
      code: 'user_already_exists',
    });
  });

  it('two simultaneous submissions of the same form create one user', async () => {
    const superadmin = await signedInAs('superadmin');
    const input = newStaff('staff');
    const results = await Promise.all([createAs(superadmin, input), createAs(superadmin, input)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('a GET is refused with 405 JSON', async () => {
    const superadmin = await signedInAs('superadmin');
    const { error } = await superadmin.functions.invoke('admin-create-user', { method: 'GET' });
    const { status, body } = await httpError(error);
    expect(status).toBe(405);
    expect(body).toEqual({ error: 'Use POST to create a user' });
  });
});
