// Shop customers see their own invoices (issue 14, ADR 032, ADR 036): staff
// invite a shop account's address from the customer's "Shop account" tab; the
// client opens the e-mail's link, signs in with that address (coming back to the
// invitation), accepts, and sees the customer's issued invoices (each linking to
// its public page); staff see how and when the account was made and proven;
// another shop customer sees none.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { anonKey, apiSignIn, serviceRoleHeaders } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn, submitLogin } from '../../../e2e/support/login.ts';

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

/** The link in the invitation e-mail to `email` (read from the outbox, as the mail sender does), as a path. */
async function invitationLink(request: APIRequestContext, email: string) {
  const res = await request.get(
    `/rest/v1/email_outbox?select=template_data&template=eq.shop_account_invitation&to_addresses=cs.{${encodeURIComponent(email)}}&order=created_at.desc&limit=1`,
    { headers: serviceRoleHeaders() },
  );
  expect(res.status()).toBe(200);
  const [mail] = (await res.json()) as { template_data: { invitation: { url: string } } }[];
  const url = new URL(mail?.template_data.invitation.url ?? '');
  expect(url.pathname).toBe('/shop/invitation');
  expect(url.hash).toMatch(/^#[0-9a-f]{64}$/);
  return `${url.pathname}${url.hash}`;
}

test('staff invite a shop account; the client accepts from the e-mail and sees their invoices at /shop/invoices, another sees none', async ({
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
  await staff.getByLabel('Invite a shop account by e-mail').fill(linked);
  await staff.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staff.getByRole('list', { name: 'Invitations waiting' })).toContainText(linked);
  // Inviting links nothing yet.
  await expect(staff.getByText('No shop account is linked to Timau Roses Ltd.')).toBeVisible();
  expect(await seriousViolations(staff, 'the shop account tab', { include: 'main' })).toEqual([]);

  // The client opens the link from the e-mail, signed out: sign in with the invited address, come back, accept.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(await invitationLink(request, linked));
  await expect(shopper.getByText(/invoices and payments of Timau Roses Ltd/)).toBeVisible();
  expect(await seriousViolations(shopper, 'the invitation', { include: 'main' })).toEqual([]);
  await shopper.getByRole('link', { name: 'Sign in' }).click();
  await submitLogin(shopper, linked, PASSWORD);
  await expect(shopper).toHaveURL(/\/shop\/invitation$/);
  await shopper.getByRole('button', { name: 'Accept the invitation' }).click();
  await shopper.getByRole('link', { name: 'See your invoices' }).click();
  await expect(shopper).toHaveURL(/\/shop\/invoices$/);
  const table = shopper.getByRole('table', { name: 'Your invoices' });
  await expect(table).toBeVisible();
  await expect(shopper.getByText('For Timau Roses Ltd.')).toBeVisible();
  const invoiceLink = table.getByRole('link', { name: /^INV-\d{4}-\d{4,}$/ }).first();
  await expect(invoiceLink).toHaveAttribute('href', /^\/invoice\/[0-9a-f]{64}$/);
  // The demo's M-Pesa payments from Timau Roses.
  await expect(shopper.getByRole('list', { name: 'Your payments' })).toContainText('SKL4XB2M9Q');

  // Staff see the account linked, how and when it was made and its address proven.
  await staff.reload();
  const accounts = staff.getByRole('list', { name: 'Linked shop accounts' });
  await expect(accounts).toContainText(linked);
  await expect(accounts).toContainText(/Account made .* accepted/);

  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await submitLogin(other, stranger, PASSWORD);
  await expect(other).toHaveURL(/\/shop$/);
  await other.goto('/shop/invoices');
  await expect(other.getByText('Your account is not linked to a company yet')).toBeVisible();
  await expect(other.getByRole('table', { name: 'Your invoices' })).toHaveCount(0);
});
