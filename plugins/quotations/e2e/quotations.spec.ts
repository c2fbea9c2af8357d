// Issue 14 part 2 (ADR 026): a staff member quotes a demo customer (a catalogue
// line, a typed line, a discount), sends it; the built-in mailbox shows it with
// the PDF attached; the client, signed out, opens the link and accepts; the
// quotation shows accepted and the owner's bell says so; it becomes an invoice
// in one step, which an admin issues. A signed-out visitor
// without the token gets nothing. Axe on the list, the form, the page and the
// client's page.
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';
import { choosePickerOption } from '../../../e2e/support/picker.ts';

// The kernel's toasts are left out: axe measures them mid fade-in (as project-documents.spec does).
async function scan(page: Page, label: string) {
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

test('a staff member quotes a customer, sends it, and the client accepts it online', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/quotations');
  await expect(page.getByRole('table')).toBeVisible();
  await scan(page, 'quotations list');

  await page.getByRole('link', { name: 'New quotation' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/create-quotation/);
  const form = page.getByRole('form', { name: 'New quotation' });
  await choosePickerOption(form, 'Customer', 'Timau Roses Ltd');
  await form.getByLabel('Subject').fill('Fire safety audit of the Timau farm');
  // The first line, typed.
  await form.getByLabel('Description').first().fill('Travel to Timau and accommodation (2 nights)');
  await form.getByLabel('Quantity').first().fill('2');
  await form.getByLabel('Unit', { exact: true }).first().fill('night');
  await form.getByLabel('Unit price').first().fill('8500');
  // A catalogue line.
  await form.getByRole('combobox', { name: 'Add from the catalogue' }).fill('fire safety audit');
  await form
    .getByRole('option', { name: /fire safety audit/i })
    .first()
    .click();
  await expect(form.getByLabel('Description')).toHaveCount(2);
  await form.getByLabel('Discount on the whole quotation (%)').fill('5');
  // A deposit of 30 % is invoiced when the client accepts (ADR 075).
  await form.getByLabel('Deposit due on acceptance (% of the total)').fill('30');
  // The lines editor is invoicing's (ADR 037): it shows the live total with its currency, as on invoices.
  const liveText = (await form.getByTestId('live-total').textContent())?.trim() ?? '';
  expect(liveText).toMatch(/^Ksh\s\d{1,3}(,\d{3})*\.\d{2}$/);
  const liveTotal = liveText.replace(/^Ksh\s/, '');
  await scan(page, 'quotation form');
  await form.getByRole('button', { name: 'Save draft' }).click();

  await expect(page).toHaveURL(/\/dashboard\/quotations\/[0-9a-f-]{36}$/);
  const article = page.getByRole('article', { name: 'Quotation Draft' });
  // What was shown while typing is what the database stored.
  await expect(article.getByTestId('quotation-total')).toHaveText(liveTotal);
  await scan(page, 'draft quotation');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the quotation' });
  await dialog.getByLabel('To').fill('nancy@timauroses.co.ke');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^QUO-\d{4}-\d{4,}$/);
  const number = ((await heading.textContent()) ?? '').trim();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  const link = await page.getByRole('link', { name: 'Open the client’s page' }).getAttribute('href');
  expect(link).toMatch(/\/quotation\/[0-9a-f]{64}$/);

  // The superadmin finds the e-mail in the built-in mailbox, the PDF attached.
  const desk = await browser.newPage();
  await signIn(desk, DEMO.superadmin);
  await desk.goto('/dashboard/email/mailbox');
  await desk
    .getByRole('row')
    .filter({ hasText: 'nancy@timauroses.co.ke' })
    .filter({ hasText: number })
    .first()
    .getByText(new RegExp(`Quotation ${number}`))
    .click({ timeout: 30_000 });
  const opened = desk.getByRole('dialog', { name: new RegExp(`Quotation ${number}`) });
  await expect(opened.getByRole('region', { name: 'Attachments' })).toContainText(`${number}.pdf`);
  await desk.close();

  // The client, signed out, opens the link and accepts.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(link as string);
  await expect(clientPage.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(clientPage.getByTestId('quotation-total')).toHaveText(liveTotal);
  await scan(clientPage, 'client page');
  const download = clientPage.waitForEvent('download');
  await clientPage.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
  // On a phone the page itself does not scroll sideways (the lines table scrolls in its box).
  await clientPage.setViewportSize({ width: 390, height: 844 });
  const overflow = await clientPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the client page scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await expect(clientPage.getByRole('region', { name: 'Deposit' })).toContainText(
    /A deposit of 30 % \(KES\s[\d,]+\.\d{2}\) is due on acceptance/,
  );
  await clientPage.getByLabel('Your full name').fill('Nancy Kendi');
  await clientPage.getByRole('button', { name: `Accept quotation ${number}` }).click();
  await expect(clientPage.getByText('Thank you — you accepted this quotation')).toBeVisible();
  // The deposit invoice was issued with the acceptance: "Pay deposit now" opens its pay page for the whole deposit.
  await clientPage.getByRole('link', { name: 'Pay deposit now' }).click();
  await expect(clientPage).toHaveURL(/\/invoice\/[A-Za-z0-9_-]{32,}\/pay$/);
  await expect(clientPage.getByRole('heading', { name: /^Pay invoice INV-\d{4}-\d{4,}$/ })).toBeVisible();

  // A visitor without the token gets nothing.
  await clientPage.goto(`/quotation/${'0'.repeat(64)}`);
  await expect(clientPage.getByText('This link does not open a quotation')).toBeVisible();
  await clientPage.goto('/dashboard/quotations');
  await expect(clientPage).toHaveURL(/\/login/);
  await client.close();

  // The quotation shows accepted, and the owner's bell says so.
  await page.reload();
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 15_000 });
  await bell.click();
  await expect(page.getByText(`Quotation ${number} accepted`)).toBeVisible();
  await page.keyboard.press('Escape');

  // It becomes an invoice draft in one step, at the accepted total; an admin issues it.
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Invoice this quotation?' });
  await confirm.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  await expect(page.getByTestId('invoice-total')).toHaveText(new RegExp(liveTotal.replace(/[.]/g, '\\.')));
  const invoiceUrl = page.url();
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(invoiceUrl);
  await admin.getByRole('button', { name: 'Issue' }).click();
  await admin.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(admin.getByRole('heading', { name: /^Invoice INV-\d{4}-\d{4,}$/, level: 1 })).toBeVisible();
  await admin.close();
  // Back on the quotation, the button now leads to that invoice.
  await page.goBack();
  await expect(page.getByRole('link', { name: /^Invoice INV-\d{4}-\d{4,}$/ })).toHaveAttribute(
    'href',
    new URL(invoiceUrl).pathname,
  );
});
