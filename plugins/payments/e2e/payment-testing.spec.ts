// Issue 24's console journey (ADR 053): a superadmin opens Payment testing from Online payments, rehearses a
// duplicate callback (5 deliveries at once), sees the payment succeeded once, replays a callback from the log
// and sees nothing credited twice; then fires an M-Pesa pay-bill (C2B) confirmation and sees it credited.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('a superadmin rehearses a duplicate callback and a replay credits nothing twice', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Online payments' })
    .click();
  await page.getByRole('link', { name: 'Payment testing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment-testing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment testing' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sandbox settings' })).toBeVisible();

  await page.getByRole('button', { name: /^Duplicate callback/ }).click();
  await expect(page).toHaveURL(/intent=/);
  await expect(page.getByTestId('intent-status')).toHaveText('succeeded');
  await expect(page.getByTestId('intent-attempts')).toHaveText('5');
  const events = page.getByRole('table', { name: 'Events of this payment' });
  await expect(events.getByText(/^Credited as receipt RCT-/)).toHaveCount(1);
  await expect(events.getByText(/^Already credited/)).toHaveCount(4);

  await events
    .getByRole('button', { name: /^Replay event/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: /^Replayed: Already credited/ })).toBeVisible();
  await expect(page.getByTestId('intent-attempts')).toHaveText('6');
  expect(await seriousViolations(page, 'payment testing', { exclude: '[data-sonner-toaster]' })).toEqual([]);
  await expect(events.getByText(/^Credited as receipt RCT-/)).toHaveCount(1);

  // M-Pesa pay-bill (C2B, ADR 064): the sandbox posts a confirmation for a new test invoice; it is credited.
  await page.getByRole('button', { name: 'Send a C2B confirmation' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Transaction SBT\w+ for account \S+: Credited as receipt RCT-/ }),
  ).toBeVisible();
  await expect(page.getByTestId('intent-status')).toHaveText('succeeded');
});
