// Issue 24's staff journey (ADR 061): a payment held for a wrong amount (rehearsed in payment testing) is found
// on Online payments, credited once for the amount received, then part of it is refunded through the sandbox.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('an admin credits a held payment once and refunds part of it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/payment-testing');
  await page.getByRole('button', { name: /^Wrong amount/ }).click();
  await expect(page.getByTestId('intent-status')).toHaveText('held');
  const intentId = new URL(page.url()).searchParams.get('intent');
  expect(intentId).toBeTruthy();

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Online payments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Online payments' })).toBeVisible();
  await page.goto(`/dashboard/payments?payment=${intentId}`);
  const dialog = page.getByRole('dialog', { name: /^Online payment/ });
  await expect(dialog.getByText('Held for review', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Credit the amount received' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Credit it' }).click();
  await expect(page.getByText(/^Credited as receipt RCT-/)).toBeVisible();
  await expect(dialog.getByText('Succeeded', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Credit the amount received' })).toHaveCount(0);
  await expect(dialog.getByText(/Credited after review by an admin/)).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const refund = page.getByRole('dialog', { name: /^Refund RCT-/ });
  await refund.getByLabel(/^Amount/).fill('10');
  await refund.getByLabel('Reason').fill('Part of the visit was cancelled');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(/^Refunded KES 10/)).toBeVisible();
  await expect(dialog.getByText(/Refund of KES 10\.00 booked/)).toBeVisible();

  expect(await seriousViolations(page, 'the online payment', { exclude: '[data-sonner-toaster]' })).toEqual(
    [],
  );
});
