// Signing in through the login page, with the demo logins a new embedded
// database is seeded with (DEMO_DATA=true, see the common brief).
import { expect, type Page } from '@playwright/test';

/**
 * The demo accounts' password for the journeys: the e2e server is started
 * with DEMO_PASSWORD set to it (playwright.config.ts), since a normal install
 * draws a random one.
 */
export const DEMO_PASSWORD = 'E2e-Journeys-Passphrase-2026';
export const DEMO = {
  superadmin: 'superadmin@demo.safeworks.test',
  admin: 'admin@demo.safeworks.test',
  staff: 'staff@demo.safeworks.test',
  customer: 'customer@demo.safeworks.test',
} as const;

/** Fills the login form (the page must show it) and submits. */
export async function submitLogin(page: Page, login: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email or phone').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a staff account in from /login and waits for the dashboard shell. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, login, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}
