// Issue 24's payer journey (ADR 053): a signed-out client opens an invoice's link, pays part of it through the
// sandbox's hosted page, lands on /payment/success with the receipt and sees the invoice partly paid; staff see
// the payment on the invoice; a declined payment lands on /payment/failed with "try again"; a tampered
// success address shows the real state.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiSession, apiSignIn } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO } from '../../../e2e/support/login.ts';

async function rpc(request: APIRequestContext, session: ApiSession, name: string, args: unknown) {
  const res = await request.post(`/rest/v1/rpc/${name}`, { headers: session.headers, data: args });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  return res.json();
}

async function scan(page: Page, label: string) {
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

/** Nothing wider than the phone's screen. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a client pays part of an invoice from its link through the sandbox and gets a receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await apiSignIn(request, DEMO.staff);
  const admin = await apiSignIn(request, DEMO.admin);
  const made = await request.post('/rest/v1/customers', {
    headers: { ...staff.headers, prefer: 'return=representation' },
    data: { name: `Kitengela Glass Works ${Date.now().toString(36)}` },
  });
  expect(made.status()).toBe(201);
  const [customer] = (await made.json()) as { id: string }[];
  const draft = await rpc(request, staff, 'save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customer.id,
      lines: [{ description: 'Fire safety audit', quantity: '1', unit_price: '12000', tax_code: 'EXEMPT' }],
    },
  });
  const invoice = (await rpc(request, admin, 'issue_invoice', { invoice_id: draft.id })) as {
    number: string;
  };
  const link = (await rpc(request, staff, 'invoice_link', { invoice_id: draft.id })) as { path: string };

  // The client, signed out, from the link, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link.path);
  await expect(page.getByTestId('public-amount-due')).toHaveText(/12,000\.00/);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: `Pay invoice ${invoice.number}` })).toBeVisible();
  await fitsWidth(page);
  await scan(page, 'pay page');
  await page.getByLabel(/Amount to pay/).fill('5000');
  await page.getByLabel('Test payment (sandbox)').check();
  await page.getByRole('button', { name: /^Pay KES/ }).click();

  // The sandbox's hosted page.
  await expect(page.getByRole('heading', { name: 'Safeworks test checkout' })).toBeVisible();
  await expect(page.getByText('KES 5,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay KES/ }).click();

  await expect(page).toHaveURL(/\/payment\/success\?intent=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('receipt-number')).toHaveText(/^RCT-/);
  await fitsWidth(page);
  await scan(page, 'payment success');
  const successUrl = page.url();
  await page.getByRole('link', { name: 'View the invoice' }).click();
  await expect(page.getByTestId('public-amount-due')).toHaveText(/7,000\.00/);

  // Staff see it on the invoice.
  const inv = await request.get(`/rest/v1/invoices?select=status,amount_paid&id=eq.${draft.id}`, {
    headers: staff.headers,
  });
  expect(await inv.json()).toEqual([{ status: 'partially_paid', amount_paid: 5000 }]);

  // A declined payment: /payment/failed says why, and offers to try again.
  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.getByLabel(/Amount to pay/).fill('1000');
  await page.getByRole('button', { name: /^Pay KES/ }).click();
  await page.getByRole('button', { name: 'Decline (card refused)' }).click();
  await expect(page).toHaveURL(/\/payment\/failed\?intent=/);
  await expect(page.getByTestId('payment-failure')).toHaveText(/did not go through/);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `${link.path}/pay`);

  // The failed payment's token on the success address shows the real state, not "received".
  const failedToken = new URL(page.url()).searchParams.get('intent');
  await page.goto(`/payment/success?intent=${failedToken}`);
  await expect(page).toHaveURL(/\/payment\/failed\?intent=/);
  await page.goto(successUrl);
  await expect(page.getByTestId('receipt-number')).toHaveText(/^RCT-/);
});
