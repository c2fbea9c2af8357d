// Rules about roles that hold whatever path changes a role: two superadmins
// acting on each other at the same moment never both lose access, the last
// active superadmin stays, and the POS-customer flag follows the role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/auth/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { STRONG_PASSWORD, serviceClient, uniqueEmail } from '../../../tests/support/clients.ts';

type Action =
  | { rpc: 'admin_set_user_role'; args: (target: string) => object }
  | {
      rpc: 'admin_set_user_active';
      args: (target: string) => object;
    };
const demote: Action = {
  rpc: 'admin_set_user_role',
  args: (t) => ({ target_auth_id: t, new_role: 'staff' }),
};
const disable: Action = { rpc: 'admin_set_user_active', args: (t) => ({ target_auth_id: t, active: false }) };

async function stillSuperadmin(id: string) {
  const { data } = await serviceClient()
    .from('profiles')
    .select('role, is_active')
    .eq('auth_id', id)
    .single();
  return data?.role === 'superadmin' && data?.is_active === true;
}

describe('two superadmins acting on each other at the same moment', () => {
  for (const [name, a, b] of [
    ['demote each other', demote, demote],
    ['disable each other', disable, disable],
    ['one demotes while the other disables', demote, disable],
  ] as const) {
    it(`${name}: exactly one succeeds and the other keeps superadmin access (5 rounds)`, async () => {
      for (let round = 0; round < 5; round++) {
        const first = await userWithRole('superadmin');
        const second = await userWithRole('superadmin');
        const [r1, r2] = await Promise.all([
          first.client.rpc(a.rpc, a.args(second.id)),
          second.client.rpc(b.rpc, b.args(first.id)),
        ]);
        const succeeded = [r1, r2].filter((r) => r.error === null);
        expect(succeeded, JSON.stringify([r1.error, r2.error])).toHaveLength(1);
        const refused = [r1, r2].find((r) => r.error !== null)!;
        expect(refused.error?.message).toMatch(/administrators|superadmin/i);
        const left = [await stillSuperadmin(first.id), await stillSuperadmin(second.id)];
        expect(left.filter(Boolean)).toHaveLength(1);
      }
    }, 60_000);
  }
});

describe('the POS-customer flag and app_metadata follow the role, whatever changes it', () => {
  const userOf = async (id: string) => (await serviceClient().auth.admin.getUserById(id)).data.user!;

  it('a role changed directly on profiles (service role) moves app_metadata and the flag', async () => {
    const customer = await userWithRole('customer');
    expect((await userOf(customer.id)).user_metadata.is_pos_customer).toBe(true);
    const up = await serviceClient().from('profiles').update({ role: 'staff' }).eq('auth_id', customer.id);
    expect(up.error).toBeNull();
    const promoted = await userOf(customer.id);
    expect(promoted.app_metadata.role).toBe('staff');
    expect(promoted.user_metadata.is_pos_customer).toBeUndefined();

    await serviceClient().from('profiles').update({ role: 'customer' }).eq('auth_id', customer.id);
    const back = await userOf(customer.id);
    expect(back.app_metadata.role).toBe('customer');
    expect(back.user_metadata.is_pos_customer).toBe(true);
  });

  it('a role changed in app_metadata (auth admin API) moves profiles.role and the flag', async () => {
    const email = uniqueEmail('shopper');
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: STRONG_PASSWORD,
      email_confirm: true,
    });
    const id = created.data.user!.id;
    await serviceClient().auth.admin.updateUserById(id, { app_metadata: { role: 'staff' } });
    const { data } = await serviceClient().from('profiles').select('role').eq('auth_id', id).single();
    expect(data?.role).toBe('staff');
    expect((await userOf(id)).user_metadata.is_pos_customer).toBeUndefined();
  });
});

describe('the last active superadmin cannot be removed by any path', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({});
  });
  afterAll(() => server?.close());

  it('demoting or disabling the only superadmin through the service role is refused with a reason', async () => {
    const created = await server.service().auth.admin.createUser({
      email: uniqueEmail('only'),
      password: STRONG_PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'superadmin' },
    });
    const id = created.data.user!.id;
    const demoted = await server.service().from('profiles').update({ role: 'admin' }).eq('auth_id', id);
    expect(demoted.error?.message).toBe('There must always be at least one active superadmin');
    const disabled = await server.service().from('profiles').update({ is_active: false }).eq('auth_id', id);
    expect(disabled.error?.message).toBe('There must always be at least one active superadmin');

    // With a second superadmin, the first may step down.
    await server.service().auth.admin.createUser({
      email: uniqueEmail('second'),
      password: STRONG_PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'superadmin' },
    });
    expect(
      (await server.service().from('profiles').update({ role: 'admin' }).eq('auth_id', id)).error,
    ).toBeNull();
  });
});
