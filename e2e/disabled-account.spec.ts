import { expect, test } from '@playwright/test';
import { createJourneyStaff } from './support/api.ts';
import { DEMO, signIn, submitLogin } from './support/login.ts';

test('an admin disables a staff member: their open dashboard says so, and they cannot sign in again', async ({
  page,
  browser,
  request,
}) => {
  const { email, password } = await createJourneyStaff(request, {
    prefix: 'leaver',
    fullName: 'Wanjiru Leaver',
    password: 'Leaving-Soon-2026',
  });

  const ctx = await browser.newContext();
  const staff = await ctx.newPage();
  await signIn(staff, email, password);

  await signIn(page, DEMO.admin);
  await page.goto(`/dashboard/users?q=${encodeURIComponent('Wanjiru')}`);
  await page.getByRole('button', { name: 'Disable Wanjiru Leaver' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: 'Disabled' })).toBeVisible();

  // The staff member's tab still holds an access token; the dashboard must not pretend to work.
  await staff.reload();
  await expect(staff.getByRole('alert')).toContainText('This account has been disabled');
  await expect(staff.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff).toHaveURL(/\/login$/);
  await submitLogin(staff, email, password);
  await expect(staff).toHaveURL(/\/login$/);
  await expect(staff.getByText('This account has been disabled. Ask an administrator')).toBeVisible();
  await ctx.close();
});
