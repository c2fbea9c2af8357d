import { expect, test } from '@playwright/test';
import { apiSignIn, createJourneyStaff } from './support/api.ts';
import { signIn } from './support/login.ts';

test('a staff member changes their own job title and phone from the account menu, and it is kept', async ({
  page,
  request,
}) => {
  const { email, password } = await createJourneyStaff(request, {
    prefix: 'profile',
    fullName: 'Otieno Profile',
    password: 'Profile-Journey-2026',
  });

  await signIn(page, email, password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile' });
  await expect(dialog.getByLabel('Full name')).toHaveValue('Otieno Profile');
  await dialog.getByLabel('Job title').fill('Noise survey lead');
  await dialog.getByLabel('Phone').fill('+254 700 111 222');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Your profile' }).getByLabel('Job title')).toHaveValue(
    'Noise survey lead',
  );
  await expect(page.getByRole('dialog', { name: 'Your profile' }).getByLabel('Phone')).toHaveValue(
    '+254 700 111 222',
  );
});

test('a new staff member replaces the password an admin gave them, and only the new one works afterwards', async ({
  page,
  request,
}) => {
  const chosen = 'Wanjiku-Own-Secret-77';
  const {
    admin,
    email,
    password: given,
  } = await createJourneyStaff(request, {
    prefix: 'password',
    fullName: 'Wanjiku Password',
    password: 'Given-By-Admin-2026',
  });

  await signIn(page, email, given);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not-the-password');
  await dialog.getByLabel('New password', { exact: true }).fill(chosen);
  await dialog.getByLabel('Repeat the new password').fill(chosen);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('This is not your current password')).toBeVisible();
  await dialog.getByLabel('Current password').fill(given);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  // Still signed in on this device.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();

  const anon = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: admin.headers.apikey, 'content-type': 'application/json' },
    data: { email, password: given },
  });
  expect(anon.status()).toBe(400);
  await apiSignIn(request, email, chosen);
});
