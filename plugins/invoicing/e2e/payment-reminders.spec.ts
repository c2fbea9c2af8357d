// Payment reminders end to end (ADR 030): on the demo's paused customer, staff read why reminders are
// paused, resume them (the schedule is read back in words), pause them again with a reason; the
// invoice page says they are paused. axe on the tab.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('staff resume and pause a customer’s payment reminders with a reason, and the invoice page says so', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/customers');
  await page.getByRole('link', { name: 'Gusii Highlands Hospital' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gusii Highlands Hospital' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reminders' }).click();

  const toggle = page.getByRole('switch', { name: 'Send payment reminders to Gusii Highlands Hospital' });
  await expect(page.getByText(/Paused since .*Disputes the number of pre-employment medicals/)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await seriousViolations(page, 'the Reminders tab', { include: '[role="tabpanel"]' })).toEqual([]);

  await toggle.click();
  await expect(
    page.getByText('Unpaid invoices are reminded 3 days before due, on the due date, 7 and 30 days after.'),
  ).toBeVisible();
  await expect(toggle).toBeChecked();

  await toggle.click();
  await page.getByLabel('Why pause them? (optional)').fill('Payment plan: KES 50,000 a month from December');
  await page.getByRole('button', { name: 'Pause reminders' }).click();
  await expect(page.getByText(/Paused since .*Payment plan: KES 50,000 a month/)).toBeVisible();

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByRole('link', { name: /^INV-/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Reminders', level: 2 })).toBeVisible();
  await expect(page.getByText(/Reminders are paused for this customer/)).toContainText('Payment plan');
});
