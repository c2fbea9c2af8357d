// Row-level security is the lock (docs/architecture.md): a customer who edits its
// own user_metadata to look like a non-POS account still reads only itself.
import { expect, test } from '@playwright/test';
import { apiSignIn, claims } from './support/api.ts';
import { DEMO } from './support/login.ts';

test('a customer cannot read staff data through the REST API even after claiming not to be a POS customer', async ({
  request,
}) => {
  const first = await apiSignIn(request, DEMO.customer);
  const put = await request.put('/auth/v1/user', {
    headers: first.headers,
    data: { data: { is_pos_customer: false } },
  });
  expect(put.status()).toBe(200);
  try {
    // A new token, so its claims carry the edited metadata.
    const customer = await apiSignIn(request, DEMO.customer);
    expect(claims(customer).user_metadata).toMatchObject({ is_pos_customer: false });
    const { headers, user } = customer;

    const profiles = await request.get('/rest/v1/profiles?select=*', { headers });
    expect(profiles.status()).toBe(200);
    const rows = await profiles.json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ auth_id: user.id, role: 'customer', email: DEMO.customer });

    const audit = await request.get('/rest/v1/audit_log?select=*', { headers });
    expect(audit.status() === 200 ? await audit.json() : [], 'audit_log: no rows or an error').toEqual([]);

    const promote = await request.patch(`/rest/v1/profiles?auth_id=eq.${user.id}`, {
      headers,
      data: { role: 'superadmin' },
    });
    // Refused (no column privilege) or a no-op; never a server error, never a change.
    expect(promote.status()).toBeLessThan(500);
    const after = await request.get('/rest/v1/profiles?select=role', { headers });
    expect(await after.json()).toEqual([{ role: 'customer' }]);

    const rpc = await request.post('/rest/v1/rpc/current_app_role', { headers, data: {} });
    expect(await rpc.json()).toBe('customer');
  } finally {
    // Leave the demo customer as the other journeys expect it.
    const restore = await request.put('/auth/v1/user', {
      headers: first.headers,
      data: { data: { is_pos_customer: true } },
    });
    expect(restore.status()).toBe(200);
  }
});
