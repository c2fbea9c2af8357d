import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/login.ts';

test('a superadmin presses Ctrl+K, types a demo user’s name, presses Enter and lands on Users filtered to that name', async ({
  page,
}) => {
  await signIn(page, DEMO.superadmin);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await expect(palette).toBeVisible();
  const box = palette.getByRole('combobox');
  await expect(box).toBeFocused();

  // LIKE's wildcards typed by a user match themselves, through the real server and database.
  await box.fill('%_');
  await expect(palette.getByText('No results for “%_”')).toBeVisible();

  await box.fill('Peter Otieno');
  const users = palette.getByRole('group', { name: 'Users' });
  await expect(users.getByRole('option', { name: /Peter Otieno/ })).toBeVisible();
  // Pages and actions that match come first; the Users hit is the only choice here.
  await expect(palette.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/users\?q=Peter(%20|\+)Otieno$/);
  await expect(palette).toBeHidden();
  await expect(page.getByLabel('Search users')).toHaveValue('Peter Otieno');
  await expect(page.getByRole('cell', { name: 'Peter Otieno' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Grace Wanjiru' })).toHaveCount(0);
});
