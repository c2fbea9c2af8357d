// The shipped `admin-reset-password` function: an administrator sends a
// member a password-reset e-mail, or sets a temporary password the member
// must change at the next sign-in. Who may help whom is the database's rule.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import { openMessage } from '../../../server/auth/outbox-seal.ts';
import { httpError } from '../../../tests/functions/support.ts';
import { anonClient, STRONG_PASSWORD, serviceClient, uniqueEmail } from '../../../tests/support/clients.ts';

const TEMPORARY = 'Temporary-Kilimanjaro-58';

async function member(role: string) {
  const email = uniqueEmail(role);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
    app_metadata: { role },
  });
  if (error) throw error;
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, id: data.user.id, email };
}

async function help(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('admin-reset-password', { body });
  if (error) return httpError(error);
  return { status: 200, body: data as Record<string, unknown> };
}

describe('admin-reset-password: a temporary password the member must change', () => {
  it('an admin sets one for a staff member: old sessions end, the member signs in with it and must change it', async () => {
    const admin = await member('admin');
    const staff = await member('staff');
    const r = await help(admin.client, { user_id: staff.id, action: 'set_temporary', password: TEMPORARY });
    expect(r.status).toBe(200);

    // The member's existing session is over.
    expect((await staff.client.auth.getUser()).error).not.toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: staff.email, password: STRONG_PASSWORD })).error
        ?.code,
    ).toBe('invalid_credentials');
    const again = anonClient();
    const signIn = await again.auth.signInWithPassword({ email: staff.email, password: TEMPORARY });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.app_metadata.must_change_password).toBe(true);

    // Choosing a new password clears the flag, in the database.
    expect((await again.auth.updateUser({ password: 'Chosen-By-Amina-2026' })).error).toBeNull();
    const refreshed = await again.auth.refreshSession();
    expect(refreshed.data.user?.app_metadata.must_change_password).toBeUndefined();
    const { data } = await serviceClient().auth.admin.getUserById(staff.id);
    expect(data.user?.app_metadata.must_change_password).toBeUndefined();

    const { data: log } = await serviceClient()
      .from('audit_log')
      .select('actor, action')
      .eq('target', staff.id)
      .eq('action', 'user.temporary_password_set');
    expect(log).toEqual([{ actor: admin.id, action: 'user.temporary_password_set' }]);
  });

  it('a weak temporary password is refused with the reasons, and nothing changes', async () => {
    const admin = await member('admin');
    const staff = await member('staff');
    const r = await help(admin.client, { user_id: staff.id, action: 'set_temporary', password: '12345678' });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'weak_password', reasons: ['pwned'] });
    expect((await staff.client.auth.getUser()).error).toBeNull();
  });

  it('the database decides who may help whom', async () => {
    const admin = await member('admin');
    const staff = await member('staff');
    const superadmin = await member('superadmin');
    const otherAdmin = await member('admin');
    const body = (id: string) => ({ user_id: id, action: 'set_temporary', password: TEMPORARY });

    expect((await help(staff.client, body(admin.id))).status).toBe(403);
    expect((await help(admin.client, body(otherAdmin.id))).status).toBe(403);
    expect((await help(admin.client, body(superadmin.id))).status).toBe(403);
    expect((await help(admin.client, body(admin.id))).status).toBe(403);
    expect((await help(admin.client, body('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await help(admin.client, { user_id: 'nope', action: 'set_temporary' })).status).toBe(400);
    expect((await help(superadmin.client, body(otherAdmin.id))).status).toBe(200);
  });
});

describe('admin-reset-password: a password-reset e-mail', () => {
  it('an admin queues a reset e-mail for a customer, whose code then lets them in', async () => {
    const admin = await member('admin');
    const customer = await member('customer');
    const r = await help(admin.client, { user_id: customer.id, action: 'send_reset' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ queued: true, email: customer.email });

    const { data } = await serviceClient().rpc('test_latest_outbox', { recipient: customer.email });
    const m = openMessage(
      inject('jwtSecret'),
      (data as { template: string; body: string; data: Record<string, unknown> }[])[0],
    );
    expect(m.template).toBe('recovery');
    const verified = await anonClient().auth.verifyOtp({
      email: customer.email,
      token: String(m.data.token),
      type: 'recovery',
    });
    expect(verified.data.user?.id).toBe(customer.id);
  });
});
