import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/demo.ts';

test('a customer cannot read staff data through the REST API even after claiming not to be a POS customer', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const anonKey = /name="supabase-anon-key" content="([^"]+)"/.exec(html)?.[1];
  expect(anonKey, 'the served index.html carries the anon key').toBeTruthy();
  const headers = { apikey: anonKey as string, 'content-type': 'application/json' };

  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers,
    data: { email: DEMO.customer, password: DEMO_PASSWORD },
  });
  expect(token.status()).toBe(200);
  const { access_token, user } = await token.json();
  const auth = { ...headers, authorization: `Bearer ${access_token}` };

  const put = await request.put('/auth/v1/user', {
    headers: auth,
    data: { data: { is_pos_customer: false } },
  });
  expect(put.status()).toBe(200);

  const profiles = await request.get('/rest/v1/profiles?select=auth_id,role', { headers: auth });
  expect(profiles.status()).toBe(200);
  const rows = await profiles.json();
  expect(rows).toEqual([{ auth_id: user.id, role: 'customer' }]);

  const audit = await request.get('/rest/v1/audit_log?select=*', { headers: auth });
  expect(audit.status() === 200 ? await audit.json() : []).toEqual([]);

  const orgs = await request.get('/rest/v1/organizations?select=*', { headers: auth });
  expect(orgs.status() === 200 ? await orgs.json() : []).toEqual([]);

  const promote = await request.patch(`/rest/v1/profiles?auth_id=eq.${user.id}`, {
    headers: auth,
    data: { role: 'superadmin' },
  });
  expect(promote.status()).toBeGreaterThanOrEqual(400);
  const after = await request.get('/rest/v1/profiles?select=role', { headers: auth });
  expect(await after.json()).toEqual([{ role: 'customer' }]);
});
