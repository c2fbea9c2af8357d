import { expect, test } from '@playwright/test';
import { createJourneyStaff } from './support/api.ts';
import { DEMO, signIn, submitLogin } from './support/login.ts';

test('a signed-out visitor on a dashboard page is sent to sign in, then back to that page', async ({
  page,
}) => {
  await page.goto('/dashboard/leads');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to access this page')).toBeVisible();
  await submitLogin(page, DEMO.staff);
  await expect(page).toHaveURL(/\/dashboard\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});

test('a POS customer is refused the dashboard with its message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.customer);
  // Signing in takes a customer to the shop, never into the dashboard.
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Still signed in, the customer types the dashboard's address: refused with the spec's toast.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Access denied for customer accounts').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
});

test('a signed-in staff member who opens /login lands on the dashboard', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin who opens the superadmin-only settings lands on the dashboard home', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a staff member signs out from the account menu', async ({ page, request }) => {
  // A staff member of this journey only: signing out ends every session of the account, and the
  // other journeys reuse the demo staff member's saved one.
  const { email, password } = await createJourneyStaff(request, {
    prefix: 'leaving.desk',
    fullName: 'Achieng Signout',
    password: 'Signing-Out-2026',
  });
  await signIn(page, email, password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
