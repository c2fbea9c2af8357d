// Invoices end to end (issue 14 part 3, ADR 027): a staff member drafts an
// invoice for a demo customer (a catalogue line, a free line, a discount) and
// cannot issue it; an admin issues it (INV-<year>-…), downloads the PDF (its
// text holds the number and the total) and issues a partial credit note that
// lowers what is due. axe on the list, the form and the invoice page.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';
import { choosePickerOption } from '../../../e2e/support/picker.ts';

// Toasts fade in and out: axe measures their contrast mid-animation, so they are left out.
async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

test('staff draft an invoice, an admin issues it, downloads its PDF and credits part of it', async ({
  browser,
}) => {
  // Three people, two PDFs and two accessibility scans: longer than the default on a busy machine.
  test.setTimeout(90_000);
  const staffPage = await (await browser.newContext()).newPage();
  await signIn(staffPage, DEMO.staff);
  await staffPage.goto('/dashboard/invoicing');
  await expect(staffPage.getByRole('heading', { name: 'Invoicing' })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: /^INV-/ }).first()).toBeVisible();
  await expectNoSeriousViolations(staffPage, 'Invoicing list');

  await staffPage.getByRole('link', { name: 'New invoice' }).first().click();
  // The form loads on demand: until it is there, "Customer" would find the list's filter button.
  await expect(staffPage).toHaveURL(/\/dashboard\/create-invoice$/);
  await choosePickerOption(staffPage, 'Customer', 'Nyali Coral Beach Hotel');
  const first = staffPage.getByTestId('document-line').first();
  await choosePickerOption(first, 'Line 1: from the catalogue', 'Fire safety training');
  await first.getByLabel('Quantity').fill('20');
  await staffPage.getByRole('button', { name: 'Add line' }).click();
  const second = staffPage.getByTestId('document-line').nth(1);
  await second.getByLabel('Description').fill('Evacuation drill and report');
  await second.getByLabel('Unit price').fill('25000');
  await staffPage.getByLabel('Discount on the whole invoice (%)').fill('5');
  // (20 × 6,500 + 25,000) × 0.95 = 147,250; + 16 % VAT = 170,810.00
  await expect(staffPage.getByTestId('live-total')).toHaveText(/170,810\.00/);
  await expectNoSeriousViolations(staffPage, 'New invoice');
  await staffPage.getByRole('button', { name: 'Save draft' }).click();
  await expect(staffPage.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  await expect(staffPage.getByTestId('invoice-total')).toHaveText(/170,810\.00/);
  // Staff cannot issue.
  await expect(staffPage.getByRole('button', { name: 'Issue' })).toHaveCount(0);
  const url = staffPage.url();

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, DEMO.admin);
  await page.goto(url);
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText(/An issued invoice cannot be changed/)).toBeVisible();
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const year = new Date().getFullYear();
  const heading = page.getByRole('heading', { name: new RegExp(`^Invoice INV-${year}-\\d{4,}$`), level: 1 });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())?.replace('Invoice ', '') ?? '';
  await expectNoSeriousViolations(page, 'Invoice page');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path()) as string));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(number);
  expect(text.replace(/\s+/g, ' ')).toContain('170,810.00');

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Credit note…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Fire safety training — quantity to credit').fill('4');
  await dialog.getByLabel('Reason (printed on the credit note)').fill('Four participants did not attend');
  // 4 × 6,500 × 0.95 = 24,700 + 16 % = 28,652.00
  await expect(dialog.getByText('Credit note total: Ksh 28,652.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText(/^Credit note CN-\d{4}-\d{4,} issued$/)).toBeVisible();
  await expect(page.getByTestId('invoice-due')).toHaveText(/142,158\.00/);
  const creditNotes = page.getByRole('region', { name: 'Credit notes' });
  await expect(
    creditNotes.getByRole('listitem').filter({ hasText: 'Four participants did not attend' }),
  ).toBeVisible();
  // The timeline words it.
  await expect(
    page.getByText(/issued credit note CN-\d{4}-\d{4,}: Four participants did not attend/),
  ).toBeVisible();
});
