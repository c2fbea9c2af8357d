import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 25, ADR 072: a cashier gives a regular client 25 % off a first-aid kit — above the 10 % a cashier may
// give — and an admin standing by approves it with their POS PIN (a mistyped PIN first: the tries left are
// said); the walk-in becomes a POS customer from two fields; the sale is recorded with both.
// The first-aid kit: no other journey counts its stock (the till journey counts the white helmet's).
const KIT = 'First-aid kit, small workplace (1–10 workers)';

test('a bigger discount is approved with an admin’s PIN at the till, and a new customer is made in two fields', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const pin = await request.post('/rest/v1/rpc/pos_set_pin', {
    headers: admin.headers,
    data: { p_pin: '4826' },
  });
  expect(pin.status(), await pin.text()).toBeLessThan(300);
  const profile = await request.get(`/rest/v1/profiles?auth_id=eq.${admin.user.id}&select=full_name`, {
    headers: admin.headers,
  });
  const [{ full_name: adminName }] = (await profile.json()) as { full_name: string }[];

  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/pos');
  await page.getByLabel('Location').selectOption({ label: 'Shop' });
  const search = page.getByLabel('Search or scan');
  const bar = page.getByRole('region', { name: 'Till session' });
  await expect(bar).toContainText(/Session open|No session is open/);
  if (await bar.getByRole('button', { name: 'Open session…' }).isVisible()) {
    await bar.getByRole('button', { name: 'Open session…' }).click();
    await page.getByLabel('Float counted').fill('1000');
    await page.getByRole('button', { name: 'Open session', exact: true }).click();
    await expect(bar).toContainText('Session open');
  }
  await search.fill('6161234500088');
  await search.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', { name: KIT }),
  ).toBeVisible();

  await page.getByLabel('Discount %').fill('25');
  await expect(page.getByText('Needs an admin: a discount of 25 % is above 10 %')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Approve…' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the discount' });
  await approve.getByLabel('Admin').selectOption({ label: adminName });
  const pinBox = approve.getByLabel('PIN');
  await pinBox.fill('1357');
  await pinBox.press('Enter');
  await expect(approve.getByText(/^Wrong PIN: \d tries left before it locks for 15 minutes$/)).toBeVisible();
  await pinBox.fill('4826');
  await pinBox.press('Enter');
  await expect(approve).toBeHidden();
  await expect(page.getByText(`Discounts up to 25 % approved by ${adminName}`)).toBeVisible();

  const name = `Wanjiru Kamau ${Date.now().toString(36)}`;
  const phone = `07${String(Date.now()).slice(-8)}`;
  await page.getByRole('button', { name: 'New customer…' }).click();
  const newCustomer = page.getByRole('dialog', { name: 'New customer' });
  await newCustomer.getByLabel('Name').fill(name);
  await newCustomer.getByLabel('Phone or e-mail').fill(phone);
  await newCustomer.getByLabel('Phone or e-mail').press('Enter');
  await expect(newCustomer).toBeHidden();

  await page.keyboard.press('F4');
  await page.keyboard.press('F9');
  await expect(page.getByRole('status').filter({ hasText: 'Sale recorded' })).toBeVisible();
  const receipt = page.getByRole('article', { name: /^Receipt POS-/ });
  await expect(receipt).toContainText(`Customer: ${name}`);
  await expect(receipt).toContainText('−25.00 %');

  // The reports count the sale for its cashier, its category and cash; the stock value is shown.
  await page.goto('/dashboard/pos/reports');
  const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { name }) });
  await expect(section('By cashier')).toContainText('Amina Hassan');
  await expect(section('By category')).toContainText('First aid');
  await expect(section('By payment method')).toContainText('Cash');
  await expect(
    page.locator('section', { has: page.getByRole('heading', { name: 'Stock value' }) }),
  ).toContainText(/Ksh\s[\d,]+\.\d{2} at the end of/);
});
