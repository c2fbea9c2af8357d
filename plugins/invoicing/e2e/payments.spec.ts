// Payments end to end (issue 14 part 4, ADR 028): staff draft an invoice, an admin
// issues it, staff record a partial M-Pesa payment then the rest → Paid; the same
// M-Pesa code again shows a clear error under the code field. axe on the dialog.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';
import { choosePickerOption } from '../../../e2e/support/picker.ts';

const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const mpesaCode = () =>
  `S${Array.from({ length: 9 }, () => CHARS[Math.floor(Math.random() * CHARS.length)]).join('')}`;

test('a partial M-Pesa payment then the rest: the invoice is paid; a code recorded twice is refused', async ({
  browser,
}) => {
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, DEMO.staff);
  await staffPage.goto('/dashboard/create-invoice');
  await choosePickerOption(staffPage, 'Customer', 'Kericho Highlands Tea Estates Ltd');
  const line = staffPage.getByTestId('document-line').first();
  await line.getByLabel('Description').fill('Noise survey follow-up visit');
  await line.getByLabel('Unit price').fill('10000');
  await expect(staffPage.getByTestId('live-total')).toHaveText(/11,600\.00/);
  await staffPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(staffPage.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  const url = staffPage.url();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(url);
  await admin.getByRole('button', { name: 'Issue' }).click();
  await admin.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(admin.getByRole('heading', { name: /^Invoice INV-/, level: 1 })).toBeVisible();

  await staffPage.reload();
  await expect(staffPage.getByRole('heading', { name: /^Invoice INV-/, level: 1 })).toBeVisible();
  const first = mpesaCode();
  await staffPage.getByRole('button', { name: 'Record payment' }).click();
  let dialog = staffPage.getByRole('dialog');
  await expect(dialog.getByLabel('Amount received')).toHaveValue('11600.00');
  await dialog.getByLabel('Amount received').fill('5000');
  await dialog.getByLabel('M-Pesa code').fill(first.toLowerCase());
  expect(
    await seriousViolations(staffPage, 'the Record payment dialog', { include: '[role="dialog"]' }),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(staffPage.getByText(/^Payment RCT-\d{4}-\d{4,} recorded$/)).toBeVisible();
  await expect(staffPage.getByTestId('invoice-due')).toHaveText(/6,600\.00/);
  await expect(staffPage.getByRole('article').getByText('Partly paid')).toBeVisible();
  await expect(staffPage.getByRole('list', { name: 'Payments on this invoice' })).toContainText(first);

  // The same code again: refused, said under the field.
  await staffPage.getByRole('button', { name: 'Record payment' }).click();
  dialog = staffPage.getByRole('dialog');
  await expect(dialog.getByLabel('Amount received')).toHaveValue('6600.00');
  await dialog.getByLabel('M-Pesa code').fill(first);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByLabel('M-Pesa code')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(`M-Pesa code ${first} is already recorded`, { exact: false })).toBeVisible();

  // The right code: the rest is paid.
  await dialog.getByLabel('M-Pesa code').fill(mpesaCode());
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(staffPage.getByTestId('invoice-due')).toHaveText(/0\.00/);
  // The status badge in the header (the totals below also have a "Paid" line since the page became a RecordPage).
  await expect(staffPage.getByRole('article').locator('span', { hasText: /^Paid$/ })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(staffPage.getByText(/recorded payment RCT-\d{4}-\d{4,} of 6,600\.00 by M-Pesa/)).toBeVisible();
});
