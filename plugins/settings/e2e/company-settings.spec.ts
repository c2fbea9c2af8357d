import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('a superadmin sets the KRA PIN and time zone, reloads and sees them kept', async ({ page }) => {
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/settings?tab=company');
  const pin = page.getByLabel('KRA PIN');
  const zone = page.getByLabel('Time zone');
  await expect(pin).toBeEditable();
  try {
    await pin.fill('p051234567x');
    await zone.selectOption('Europe/London');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByText('Company details saved')).toBeVisible();

    await page.reload();
    await expect(pin).toHaveValue('P051234567X');
    await expect(zone).toHaveValue('Europe/London');
  } finally {
    // Other journeys read Nairobi times: put the defaults back through the same screen.
    await page.goto('/dashboard/settings?tab=company');
    await pin.fill('');
    await zone.selectOption('Africa/Nairobi');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await expect(page.getByText('Company details saved').first()).toBeVisible();
  }
});

test('an admin cannot open Settings → Company', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings?tab=company');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('KRA PIN')).toHaveCount(0);
});
