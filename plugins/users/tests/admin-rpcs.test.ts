import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import {
  anonClient,
  STRONG_PASSWORD,
  serviceClient,
  signedInClient,
} from '../../../tests/support/clients.ts';

describe('administrators manage users through RPCs the database guards', () => {
  it('an admin lists users with search, paging and last sign-in; staff may not', async () => {
    const admin = await userWithRole('admin', { name: 'Zawadi Listtest' });
    const { data, error } = await admin.client.rpc('admin_list_users', {
      search: 'Listtest',
      page_size: 10,
      page_offset: 0,
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      auth_id: admin.id,
      role: 'admin',
      full_name: 'Zawadi Listtest',
      total_count: 1,
    });
    expect(data[0].last_sign_in_at).not.toBeNull();
    const staff = await userWithRole('staff');
    const refused = await staff.client.rpc('admin_list_users', {});
    expect(refused.error?.code).toBe('42501');
    expect((await anonClient().rpc('admin_list_users', {})).error).not.toBeNull();
  });

  it('an admin filters the list to staff, customers or disabled accounts; an unknown filter is refused', async () => {
    const admin = await userWithRole('admin', { name: 'Filter Admin' });
    const tag = `Filt${Date.now()}`;
    const staff = await userWithRole('staff', { name: `${tag} Staff` });
    const customer = await userWithRole('customer', { name: `${tag} Customer` });
    const gone = await userWithRole('staff', { name: `${tag} Gone` });
    expect(
      (await admin.client.rpc('admin_set_user_active', { target_auth_id: gone.id, active: false })).error,
    ).toBeNull();
    const ids = async (show: string | null) => {
      const { data, error } = await admin.client.rpc('admin_list_users', { search: tag, show });
      expect(error).toBeNull();
      return (data as { auth_id: string }[]).map((r) => r.auth_id).sort();
    };
    const sorted = (...xs: string[]) => [...xs].sort();
    expect(await ids(null)).toEqual(sorted(staff.id, customer.id, gone.id));
    expect(await ids('staff')).toEqual(sorted(staff.id, gone.id));
    expect(await ids('customers')).toEqual([customer.id]);
    expect(await ids('disabled')).toEqual([gone.id]);
    const bad = await admin.client.rpc('admin_list_users', { show: 'robots' });
    expect(bad.error?.code).toBe('22023');
  });

  it('an admin sorts the list by a column, keeps several filters at once, and reads big export pages', async () => {
    const admin = await userWithRole('admin', { name: 'Sort Admin' });
    const tag = `Sort${Date.now()}`;
    const b = await userWithRole('staff', { name: `${tag} Bravo` });
    const a = await userWithRole('customer', { name: `${tag} Alpha` });
    const c = await userWithRole('staff', { name: `${tag} Charlie` });
    expect(
      (await admin.client.rpc('admin_set_user_active', { target_auth_id: c.id, active: false })).error,
    ).toBeNull();
    const ids = async (args: { sort?: string; show?: string }) => {
      const { data, error } = await admin.client.rpc('admin_list_users', { search: tag, ...args });
      expect(error).toBeNull();
      return (data as { auth_id: string }[]).map((r) => r.auth_id);
    };
    expect(await ids({ sort: 'name' })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ sort: '-name' })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ sort: 'role,-name' })).toEqual([a.id, c.id, b.id]);
    expect(await ids({ show: 'customers,disabled', sort: 'name' })).toEqual([a.id, c.id]);
    const bad = await admin.client.rpc('admin_list_users', { sort: 'password; drop table x' });
    expect(bad.error?.code).toBe('22023');
    const badFilter = await admin.client.rpc('admin_list_users', { show: 'staff,robots' });
    expect(badFilter.error?.code).toBe('22023');
    const big = await admin.client.rpc('admin_list_users', { page_size: 500 });
    expect(big.error).toBeNull();
    expect((big.data as unknown[]).length).toBe(
      Math.min(500, Number((big.data as { total_count: number }[])[0].total_count)),
    );
  });

  it('search treats % and _ literally', async () => {
    const admin = await userWithRole('admin');
    const { data } = await admin.client.rpc('admin_list_users', { search: '%%%_nobody_%' });
    expect(data).toEqual([]);
  });

  it('an admin moves accounts between staff and customer, but never to or from admin', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const other = await userWithRole('admin');
    expect(
      (await admin.client.rpc('admin_set_user_role', { target_auth_id: staff.id, new_role: 'customer' }))
        .error,
    ).toBeNull();
    expect(
      (await admin.client.rpc('admin_set_user_role', { target_auth_id: staff.id, new_role: 'staff' })).error,
    ).toBeNull();
    const promote = await admin.client.rpc('admin_set_user_role', {
      target_auth_id: staff.id,
      new_role: 'admin',
    });
    expect(promote.error?.code).toBe('42501');
    const demote = await admin.client.rpc('admin_set_user_role', {
      target_auth_id: other.id,
      new_role: 'staff',
    });
    expect(demote.error?.code).toBe('42501');
    const { data: audit } = await admin.client
      .from('audit_log')
      .select('action, target, details')
      .eq('target', staff.id);
    expect(audit?.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { from: 'staff', to: 'customer' },
        { from: 'customer', to: 'staff' },
      ]),
    );
  });

  it('a superadmin grants any role; nobody changes their own', async () => {
    const boss = await userWithRole('superadmin');
    const staff = await userWithRole('staff');
    expect(
      (await boss.client.rpc('admin_set_user_role', { target_auth_id: staff.id, new_role: 'admin' })).error,
    ).toBeNull();
    expect((await staff.client.rpc('current_app_role')).data).toBe('admin');
    const self = await boss.client.rpc('admin_set_user_role', { target_auth_id: boss.id, new_role: 'staff' });
    expect(self.error?.message).toMatch(/own role/);
    const bad = await boss.client.rpc('admin_set_user_role', {
      target_auth_id: staff.id,
      new_role: 'emperor',
    });
    expect(bad.error).not.toBeNull();
  });

  it('a disabled account cannot sign in until enabled again', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    expect(
      (await admin.client.rpc('admin_set_user_active', { target_auth_id: staff.id, active: false })).error,
    ).toBeNull();
    const refused = await anonClient().auth.signInWithPassword({
      email: staff.email,
      password: STRONG_PASSWORD,
    });
    expect(refused.error).not.toBeNull();
    expect(
      (await admin.client.rpc('admin_set_user_active', { target_auth_id: staff.id, active: true })).error,
    ).toBeNull();
    const ok = await anonClient().auth.signInWithPassword({ email: staff.email, password: STRONG_PASSWORD });
    expect(ok.error).toBeNull();
    const boss = await userWithRole('superadmin');
    const refusedOnBoss = await admin.client.rpc('admin_set_user_active', {
      target_auth_id: boss.id,
      active: false,
    });
    expect(refusedOnBoss.error?.code).toBe('42501');
  });

  it('a promoted customer loses the POS-customer flag the dashboard guard reads; a demoted one gets it', async () => {
    const boss = await userWithRole('superadmin');
    const shopper = await signedInClient({ data: { full_name: 'Wanjiku Shopper', is_pos_customer: true } });
    const promote = await boss.client.rpc('admin_set_user_role', {
      target_auth_id: shopper.user.id,
      new_role: 'staff',
    });
    expect(promote.error).toBeNull();
    const promoted = await serviceClient().auth.admin.getUserById(shopper.user.id);
    expect(promoted.data.user?.user_metadata).toEqual({ full_name: 'Wanjiku Shopper' });
    expect(promoted.data.user?.app_metadata.role).toBe('staff');
    // The user's next token carries the new metadata (the guard reads the session's user).
    const refreshed = await shopper.client.auth.refreshSession();
    expect(refreshed.data.user?.user_metadata.is_pos_customer).toBeUndefined();

    await boss.client.rpc('admin_set_user_role', { target_auth_id: shopper.user.id, new_role: 'customer' });
    const demoted = await serviceClient().auth.admin.getUserById(shopper.user.id);
    expect(demoted.data.user?.user_metadata).toEqual({ full_name: 'Wanjiku Shopper', is_pos_customer: true });
  });

  it('a disabled account can no longer refresh its session, and its open token reads nothing', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const { data: before } = await staff.client.from('system_modules').select('id');
    expect(before?.length).toBeGreaterThan(0);
    expect((await staff.client.from('profiles').select('auth_id')).data?.length).toBeGreaterThan(0);
    await admin.client.rpc('admin_set_user_active', { target_auth_id: staff.id, active: false });
    // The access token is still within its lifetime, but the profile no longer counts.
    expect((await staff.client.rpc('current_app_role')).data).toBeNull();
    expect((await staff.client.from('organizations').select('id')).data).toEqual([]);
    const refresh = await staff.client.auth.refreshSession();
    expect(refresh.error).not.toBeNull();
    expect(refresh.data.session).toBeNull();
  });

  it('a customer calling the admin RPCs is refused', async () => {
    const { client } = await signedInClient();
    const staff = await userWithRole('staff');
    const r = await client.rpc('admin_set_user_role', { target_auth_id: staff.id, new_role: 'customer' });
    expect(r.error?.code).toBe('42501');
    const { data } = await serviceClient().from('profiles').select('role').eq('auth_id', staff.id).single();
    expect(data?.role).toBe('staff');
  });
});
