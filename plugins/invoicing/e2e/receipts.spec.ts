// Receipts end to end (ADR 032): staff open Payments from the invoicing page,
// find a demo M-Pesa payment by its code, open its receipt, download the PDF
// (RCT-….pdf) and e-mail it. axe on the receipt page.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('staff find a payment by its M-Pesa code, download its receipt and e-mail it', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/invoicing');
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').fill('skt2mq8v5z');
  const receiptLink = page.getByRole('link', { name: /^RCT-\d{4}-\d{4,}$/ });
  await expect(receiptLink).toHaveCount(1);
  await receiptLink.click();

  const doc = page.getByRole('article', { name: /^Receipt RCT-/ });
  await expect(doc).toContainText('Kiambu Dairy Processors Ltd');
  await expect(doc).toContainText('SKT2MQ8V5Z');
  await expect(doc.getByRole('link', { name: /^INV-/ })).toHaveCount(1);
  expect(await seriousViolations(page, 'the receipt', { include: 'main' })).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^RCT-\d{4}-\d{4,}\.pdf$/);

  await page.getByRole('button', { name: 'E-mail receipt' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('To').fill('accounts@kiambudairy.example');
  await dialog.getByRole('button', { name: 'Send receipt' }).click();
  await expect(
    page.getByText(/^Receipt RCT-\d{4}-\d{4,} queued for accounts@kiambudairy\.example$/),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
