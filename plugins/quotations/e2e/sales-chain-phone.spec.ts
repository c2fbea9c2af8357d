// Issue 22 ("the first week of real use"): the sales chain on a phone (390×844) — a lead gets a
// quotation, the client accepts it on their phone, it becomes an invoice, an admin issues it and records
// the payment. On every page it touches: the page does not scroll sideways, no amount is cut off (no
// amount's text wider than its box, none outside the screen) and axe finds nothing serious or critical.
import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

const PHONE = { width: 390, height: 844 };
// Money on the sales pages: totals and amounts due, the lines' figures, the totals lists.
const AMOUNTS =
  '[data-testid$="-total"], [data-testid$="-due"], [data-testid="receipt-amount"], [data-label], td.tabular-nums, dd.tabular-nums';

/** Nothing cut off at phone width, and axe clean (the toasts left out: axe measures them mid fade-in). */
async function checkPhonePage(page: Page, label: string) {
  await expect(page.locator('main').first()).toBeVisible();
  const problems = await page.evaluate((selector) => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest('[aria-hidden="true"], .sr-only')) continue;
      const text = el.textContent?.trim() ?? '';
      if (!/\d/.test(text)) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`"${text}" is wider than its box`);
      if (box.right > width + 1 || box.left < -1) out.push(`"${text}" is outside the screen`);
    }
    return out;
  }, AMOUNTS);
  expect(problems, `${label} at 390 px`).toEqual([]);
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

test('on a phone: a lead’s quotation, accepted by the client on theirs, invoiced, issued and paid — no cut-off amounts', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The lead, for a demo customer, as the enquiry form or a phone call would leave it.
  const admin = await apiSignIn(request, DEMO.admin);
  const customers = await request.get('/rest/v1/customers?select=id&name=eq.Timau%20Roses%20Ltd', {
    headers: admin.headers,
  });
  const [customer] = (await customers.json()) as { id: string }[];
  const company = `Timau Roses Ltd (${Date.now().toString(36)})`;
  const made = await request.post('/rest/v1/leads?select=id', {
    headers: { ...admin.headers, prefer: 'return=representation' },
    data: {
      contact_name: 'Nancy Kendi',
      email: `nancy.${Date.now().toString(36)}@timauroses.example`,
      company,
      customer_id: customer.id,
      source: 'phone',
      stage: 'qualified',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const [lead] = (await made.json()) as { id: string }[];

  // Signed in where the sign-in helper expects the dashboard's side menu, then on the phone.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, DEMO.admin);
  await staff.setViewportSize(PHONE);
  await staff.goto(`/dashboard/leads/${lead.id}`);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPhonePage(staff, 'lead page');

  // Lead → quotation, from the lead's page.
  const more = staff.getByRole('button', { name: 'More actions' });
  const action = staff.getByRole('button', { name: 'New quotation' });
  if (await action.isVisible()) await action.click();
  else {
    await more.click();
    await staff.getByRole('menuitem', { name: 'New quotation' }).click();
  }
  const form = staff.getByRole('form', { name: 'New quotation' });
  await form.getByLabel('Subject').fill('Fire safety audit of the Timau packhouse');
  await form.getByLabel('Description').first().fill('Fire safety audit, packhouse and cold stores');
  await form.getByLabel('Quantity').first().fill('1');
  await form.getByLabel('Unit', { exact: true }).first().fill('job');
  await form.getByLabel('Unit price').first().fill('1234567.50');
  await expect(form.getByTestId('live-total')).toHaveText(/1,432,098\.30/);
  await checkPhonePage(staff, 'quotation form');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(staff).toHaveURL(/\/dashboard\/quotations\/[0-9a-f-]{36}$/);
  await expect(staff.getByTestId('quotation-total')).toHaveText('1,432,098.30');
  await checkPhonePage(staff, 'draft quotation');

  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  const send = staff.getByRole('dialog', { name: 'Send the quotation' });
  await send.getByLabel('To').fill('nancy@timauroses.co.ke');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send).toBeHidden({ timeout: 30_000 });
  const link = await staff.getByRole('link', { name: 'Open the client’s page' }).getAttribute('href');
  expect(link).toMatch(/\/quotation\/[0-9a-f]{64}$/);

  // The client, on their phone, signed out: the lines stacked, every figure whole; they accept.
  const client = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const clientPage = await client.newPage();
  await clientPage.goto(link as string);
  await expect(clientPage.getByTestId('quotation-total')).toHaveText('1,432,098.30');
  await expect(clientPage.locator('td[data-label="Amount"]')).toHaveText('1,234,567.50');
  await expect(clientPage.getByTestId('letterhead')).toBeVisible();
  await checkPhonePage(clientPage, 'client quotation page');
  await clientPage.getByLabel('Your full name').fill('Nancy Kendi');
  await clientPage.getByRole('button', { name: /^Accept quotation/ }).click();
  await expect(clientPage.getByText('Thank you — you accepted this quotation')).toBeVisible();
  await client.close();

  // Accepted → invoice: the lead has no project yet, so the dialog offers to start one.
  await staff.reload();
  await expect(staff.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await staff.getByRole('button', { name: 'Create invoice' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Invoice this quotation?' });
  await expect(confirm.getByRole('checkbox', { name: 'Also start a project for this work' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Create invoice' }).click();
  await expect(staff).toHaveURL(/\/dashboard\/invoices\/[0-9a-f-]{36}$/);
  await expect(staff.getByTestId('invoice-total')).toHaveText(/1,432,098\.30/);
  await checkPhonePage(staff, 'draft invoice');

  await staff.getByRole('button', { name: 'Issue' }).click();
  await staff.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(staff.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{4,}$/, level: 1 })).toBeVisible();
  await checkPhonePage(staff, 'issued invoice');

  // The payment, by bank transfer, in full.
  await staff.getByRole('button', { name: 'Record payment' }).click();
  const pay = staff.getByRole('dialog');
  await expect(pay.getByLabel('Amount received')).toHaveValue('1432098.30');
  await pay.getByLabel('How it was paid').selectOption({ label: 'Bank transfer' });
  await pay.getByLabel(/Reference/).fill(`EQ-${Date.now()}`);
  await checkPhonePage(staff, 'record payment dialog');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByTestId('invoice-due')).toHaveText(/0\.00/);
  await expect(staff.getByRole('article').locator('span', { hasText: /^Paid$/ })).toBeVisible();
  await checkPhonePage(staff, 'paid invoice');
});
