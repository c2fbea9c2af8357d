// Issue 14 (ADR 031): a staff member e-mails an issued demo invoice; the
// built-in mailbox shows it with the PDF attached and the client's link; a
// signed-out visitor opens the link from the e-mail, sees the number and the
// amount due, and downloads the PDF; a made-up token shows the error, and the
// visitor cannot open the staff invoice page. Axe on the client's page.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiSignIn } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

async function scan(page: Page, label: string) {
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

test('staff e-mail an invoice, and the client opens it from the e-mail, signed out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // An issued demo invoice that still has something due.
  const staffApi = await apiSignIn(request, DEMO.staff);
  const found = await request.get(
    '/rest/v1/invoices?select=id,number,amount_due&status=eq.issued&amount_due=gt.0&order=number.asc&limit=1',
    { headers: staffApi.headers },
  );
  expect(found.status()).toBe(200);
  const [invoice] = (await found.json()) as { id: string; number: string; amount_due: number }[];
  expect(invoice, 'the demo data has an issued invoice with an amount due').toBeTruthy();
  const due = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2 }).format(invoice.amount_due);
  const address = `accounts.${Date.now()}@nyali-hotel.example`;

  await signIn(page, DEMO.staff);
  await page.goto(`/dashboard/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Invoice ${invoice.number}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Send invoice ${invoice.number}` });
  await expect(dialog.getByRole('region', { name: 'The e-mail' })).toContainText(`${invoice.number}.pdf`);
  await dialog.getByLabel('To').fill(address);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Invoice ${invoice.number} sent to ${address}`)).toBeVisible();

  // The superadmin finds the e-mail in the built-in mailbox, the PDF attached, the link in its text.
  const desk = await browser.newPage();
  await signIn(desk, DEMO.superadmin);
  await desk.goto('/dashboard/email/mailbox');
  await desk
    .getByRole('row')
    .filter({ hasText: address })
    .first()
    .getByText(new RegExp(`Invoice ${invoice.number}`))
    .click({ timeout: 30_000 });
  const opened = desk.getByRole('dialog', { name: new RegExp(`Invoice ${invoice.number}`) });
  await expect(opened.getByRole('region', { name: 'Attachments' })).toContainText(`${invoice.number}.pdf`);
  const shown = (await opened.locator('pre').textContent()) ?? '';
  await desk.close();
  const link = /https?:\/\/[^\s\]]+\/invoice\/[0-9a-f]{64}/.exec(shown)?.[0];
  expect(link, 'the e-mail carries the link to the client page').toBeTruthy();

  // The client, signed out, opens the link from the e-mail.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(link as string);
  await expect(clientPage.getByRole('heading', { level: 1 })).toContainText(invoice.number);
  await expect(clientPage.getByTestId('public-amount-due')).toContainText(due);
  await expect(clientPage.getByRole('region', { name: 'How to pay' })).toBeVisible();
  await scan(clientPage, 'client invoice page');
  const download = clientPage.waitForEvent('download');
  await clientPage.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const bytes = new Uint8Array(fs.readFileSync((await file.path()) as string));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(invoice.number);
  // On a phone the page itself does not scroll sideways (the lines table scrolls in its box).
  await clientPage.setViewportSize({ width: 390, height: 844 });
  const overflow = await clientPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the client page scrolls sideways on a phone').toBeLessThanOrEqual(0);

  // A made-up token opens nothing, and the staff page needs a sign-in.
  await clientPage.goto(`/invoice/${'0'.repeat(64)}`);
  await expect(clientPage.getByText('This link does not open an invoice')).toBeVisible();
  await clientPage.goto(`/dashboard/invoices/${invoice.id}`);
  await expect(clientPage).toHaveURL(/\/login/);
  await client.close();

  // The invoice's history says it was e-mailed.
  await page.reload();
  await expect(
    page.getByText(new RegExp(`e-mailed this invoice to ${address.replace(/[.]/g, '\\.')}`)),
  ).toBeVisible();
});
