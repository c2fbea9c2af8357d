import { expect, test } from '@playwright/test';
import { DEMO, signIn, submitLogin } from '../../../e2e/support/login.ts';

test('an admin creates a staff user, who can then sign in; staff cannot open Users', async ({
  page,
  browser,
}) => {
  const email = `new.staff.${Date.now()}@example.com`;
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'New staff user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Juma Ochieng');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Field-Officer-2026');
  // An admin may only hand out the staff role.
  await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['staff']);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Juma Ochieng can now sign in; a welcome e-mail is on its way')).toBeVisible();
  await page.getByLabel('Search users').fill('Juma');
  await expect(page).toHaveURL(/q=Juma/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await other.goto('/login');
  await submitLogin(other, email, 'Field-Officer-2026');
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(
    other.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  await other.goto('/dashboard/users');
  await expect(other).toHaveURL(/\/dashboard$/);
  await ctx.close();
});
