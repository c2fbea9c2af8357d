import { describe, expect, it } from 'vitest';
import {
  anonClient,
  STRONG_PASSWORD,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../support/clients.ts';
import { userWithRole } from './support.ts';

describe('every user gets a profile, and only administrators decide roles', () => {
  it('public sign-up makes a customer, whatever the sign-up data claims', async () => {
    const { client, user } = await signedInClient({
      data: { full_name: 'Eve Mwangi', role: 'superadmin', is_pos_customer: false },
    });
    const { data, error } = await client.from('profiles').select('*').eq('auth_id', user.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      auth_id: user.id,
      role: 'customer',
      full_name: 'Eve Mwangi',
      is_active: true,
    });
    const { data: role } = await client.rpc('current_app_role');
    expect(role).toBe('customer');
  });

  it('a visitor who signs up without the POS-customer flag still gets it (the dashboard turns them away)', async () => {
    const { user } = await signedInClient({ data: { full_name: 'No Flag', is_pos_customer: false } });
    expect(user.user_metadata).toMatchObject({ full_name: 'No Flag', is_pos_customer: true });
    const admin = serviceClient();
    const { data } = await admin.auth.admin.getUserById(user.id);
    expect(data.user?.user_metadata?.is_pos_customer).toBe(true);
  });

  it('a staff account an administrator creates never carries the POS-customer flag', async () => {
    const admin = serviceClient();
    const { data, error } = await admin.auth.admin.createUser({
      email: uniqueEmail('flag'),
      password: STRONG_PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'staff' },
      user_metadata: { full_name: 'Staff Flag', is_pos_customer: true },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Staff Flag' });
  });

  it('a user updates their own name and job title', async () => {
    const { client, user } = await signedInClient();
    const { data, error } = await client
      .from('profiles')
      .update({ full_name: 'New Name', job_title: 'Safety officer' })
      .eq('auth_id', user.id)
      .select('full_name, job_title')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ full_name: 'New Name', job_title: 'Safety officer' });
  });

  it('a user cannot store a blank name or a phone number nobody can dial through REST', async () => {
    const { client, user } = await signedInClient({ data: { full_name: 'Kept Name' } });
    const blank = await client.from('profiles').update({ full_name: '   ' }).eq('auth_id', user.id);
    expect(blank.error?.code).toBe('23514');
    const letters = await client.from('profiles').update({ phone: 'call me' }).eq('auth_id', user.id);
    expect(letters.error?.code).toBe('23514');
    const ok = await client
      .from('profiles')
      .update({ phone: '+254 712 345 678' })
      .eq('auth_id', user.id)
      .select('full_name, phone')
      .single();
    expect(ok.data).toEqual({ full_name: 'Kept Name', phone: '+254 712 345 678' });
  });

  it('a user cannot make themselves an administrator through REST', async () => {
    const { client, user } = await signedInClient();
    const { error } = await client.from('profiles').update({ role: 'superadmin' }).eq('auth_id', user.id);
    expect(error?.code).toBe('42501');
    const { error: e2 } = await client
      .from('profiles')
      .update({ is_active: false, auth_id: user.id })
      .eq('auth_id', user.id);
    expect(e2?.code).toBe('42501');
    const { data } = await client.from('profiles').select('role').eq('auth_id', user.id).single();
    expect(data?.role).toBe('customer');
  });

  it('a customer sees only their own profile, even after editing their own metadata', async () => {
    const staff = await userWithRole('staff');
    const { client, user } = await signedInClient({ data: { is_pos_customer: true } });
    await client.auth.updateUser({ data: { is_pos_customer: false, role: 'admin' } });
    const { data } = await client.from('profiles').select('auth_id');
    expect(data).toEqual([{ auth_id: user.id }]);
    expect((await client.from('organizations').select('*')).data).toEqual([]);
    expect((await client.from('audit_log').select('*')).data).toEqual([]);
    expect((await client.rpc('has_role', { min_role: 'staff' })).data).toBe(false);
    expect(staff.id).not.toBe(user.id);
  });

  it('staff see the staff directory but not customers; admins see everyone', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const customer = await signedInClient();
    const seenByStaff = (await staff.client.from('profiles').select('auth_id, role')).data ?? [];
    expect(seenByStaff.some((p) => p.auth_id === admin.id)).toBe(true);
    expect(seenByStaff.some((p) => p.auth_id === customer.user.id)).toBe(false);
    const seenByAdmin = (await admin.client.from('profiles').select('auth_id')).data ?? [];
    expect(seenByAdmin.some((p) => p.auth_id === customer.user.id)).toBe(true);
  });

  it('visitors read no profiles', async () => {
    const { data, error } = await anonClient().from('profiles').select('*');
    expect(data ?? []).toEqual([]);
    expect(error === null || error.code === '42501').toBe(true);
  });

  it("a user's new e-mail address and phone number reach their profile", async () => {
    const u = await userWithRole('staff');
    const svc = serviceClient();
    const email = `renamed.${u.email}`;
    const updated = await svc.auth.admin.updateUserById(u.id, { email, phone: '+254700123456' });
    expect(updated.error).toBeNull();
    const { data } = await u.client.from('profiles').select('email, phone').eq('auth_id', u.id).single();
    expect(data).toEqual({ email, phone: '254700123456' });
  });

  it('a profile disappears with its user', async () => {
    const u = await userWithRole('staff');
    const svc = serviceClient();
    await svc.auth.admin.deleteUser(u.id);
    const { data } = await svc.from('profiles').select('id').eq('auth_id', u.id);
    expect(data).toEqual([]);
  });
});
