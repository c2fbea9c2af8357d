// Shop customers see their own invoices (issue 14, ADR 032): staff link a shop
// account to a customer from its "Shop account" tab; that shop customer, sent to
// sign in from /shop/invoices, comes back there and sees the customer's issued
// invoices (each linking to its public page); another shop customer sees none.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { anonKey, apiSignIn } from './support/api.ts';
import { DEMO, signIn, submitLogin } from './support/login.ts';

const PASSWORD = 'Shop-Customer-Passphrase-2026';

async function shopSignUp(request: APIRequestContext, prefix: string) {
  const email = `${prefix}.${Date.now()}@example.com`;
  const res = await request.post('/auth/v1/signup', {
    headers: { apikey: await anonKey(request), 'content-type': 'application/json' },
    data: { email, password: PASSWORD, data: { full_name: 'Shop Customer' } },
  });
  expect(res.status(), `sign-up of ${email}`).toBe(200);
  return email;
}

test('staff link a shop account; that customer sees their invoices at /shop/invoices, another sees none', async ({
  browser,
  request,
}) => {
  const linked = await shopSignUp(request, 'timau.accounts');
  const stranger = await shopSignUp(request, 'walk.in');
  const staffApi = await apiSignIn(request, DEMO.staff);
  const found = await request.get('/rest/v1/customers?select=id&name=eq.Timau%20Roses%20Ltd&limit=1', {
    headers: staffApi.headers,
  });
  const [customer] = (await found.json()) as { id: string }[];
  expect(customer?.id).toBeTruthy();

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.staff);
  await staff.goto(`/dashboard/customers/${customer?.id}?tab=shop-account`);
  await expect(staff.getByText('No shop account is linked to Timau Roses Ltd.')).toBeVisible();
  await staff.getByLabel('Link a shop account by e-mail').fill(linked);
  await staff.getByRole('button', { name: 'Link account' }).click();
  await expect(staff.getByRole('list', { name: 'Linked shop accounts' })).toContainText(linked);
  const axe = await new AxeBuilder({ page: staff }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/shop/invoices');
  await expect(shopper.getByText('Sign in to see your invoices')).toBeVisible();
  await shopper.getByRole('link', { name: 'Sign in' }).click();
  await submitLogin(shopper, linked, PASSWORD);
  await expect(shopper).toHaveURL(/\/shop\/invoices$/);
  const table = shopper.getByRole('table', { name: 'Your invoices' });
  await expect(table).toBeVisible();
  await expect(shopper.getByText('For Timau Roses Ltd.')).toBeVisible();
  const invoiceLink = table.getByRole('link', { name: /^INV-\d{4}-\d{4,}$/ }).first();
  await expect(invoiceLink).toHaveAttribute('href', /^\/dashboard\/invoices\/view\/[0-9a-f]{64}$/);
  // The demo's M-Pesa payments from Timau Roses.
  await expect(shopper.getByRole('list', { name: 'Your payments' })).toContainText('SKL4XB2M9Q');

  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await submitLogin(other, stranger, PASSWORD);
  await expect(other).toHaveURL(/\/shop$/);
  await other.goto('/shop/invoices');
  await expect(other.getByText('Your account is not linked to a company yet')).toBeVisible();
  await expect(other.getByRole('table', { name: 'Your invoices' })).toHaveCount(0);
});
