// Payment testing's journey (plugins/payments/e2e, ADR 042; docs/testing.md has the rules for a journey): a
// superadmin member opens it from the menu. Grow it with the screens; the helpers are e2e/support's.
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('a superadmin member opens Payment testing from the menu and sees its page', async ({ page }) => {
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Payment testing' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment testing' })).toBeVisible();
});
