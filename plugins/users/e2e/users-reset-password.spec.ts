import { expect, test } from '@playwright/test';
import { anonKey, createJourneyStaff } from '../../../e2e/support/api.ts';
import { DEMO, signIn, submitLogin } from '../../../e2e/support/login.ts';

test('an admin gives a locked-out staff member a temporary password, which they must replace at their next sign-in', async ({
  page,
  browser,
  request,
}) => {
  const temporary = 'Temporary-Naivasha-31';
  const chosen = 'Baraka-Own-Passphrase-9';
  const { email } = await createJourneyStaff(request, {
    prefix: 'temp',
    fullName: 'Baraka Temporary',
    password: 'Forgotten-Long-Ago-2026',
  });

  // The admin sets the temporary password from Users.
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/users?q=Baraka%20Temporary');
  await page.getByRole('button', { name: 'Password help for Baraka Temporary' }).click();
  const help = page.getByRole('dialog', { name: 'Help Baraka Temporary sign in' });
  await help.getByLabel('Temporary password').fill(temporary);
  await help.getByRole('button', { name: 'Set temporary password' }).click();
  await expect(page.getByText('Baraka Temporary must choose a new password')).toBeVisible();

  // The member signs in with it and cannot go on before choosing their own.
  const member = await browser.newPage();
  await member.goto('/login');
  await submitLogin(member, email, temporary);
  const forced = member.getByRole('dialog', { name: 'Choose a new password' });
  await expect(forced).toBeVisible();
  await member.keyboard.press('Escape');
  await expect(forced).toBeVisible();
  await forced.getByLabel('Temporary password').fill(temporary);
  await forced.getByLabel('New password', { exact: true }).fill(chosen);
  await forced.getByLabel('Repeat the new password').fill(chosen);
  await forced.getByRole('button', { name: 'Change password' }).click();
  await expect(forced).toHaveCount(0);
  await expect(member.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  // After a reload (a fresh token), the dashboard stays open.
  await member.reload();
  await expect(member.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(member.getByRole('dialog', { name: 'Choose a new password' })).toHaveCount(0);

  // The temporary password no longer works; the chosen one does.
  const apikey = await anonKey(request);
  const signInWith = (password: string) =>
    request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey, 'content-type': 'application/json' },
      data: { email, password },
    });
  expect((await signInWith(temporary)).status()).toBe(400);
  expect((await signInWith(chosen)).status()).toBe(200);
  await member.close();
});
