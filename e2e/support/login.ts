// Signing in through the login page, with the demo logins a new embedded
// database is seeded with (DEMO_DATA=true, see the common brief).
//
// The sign-in setup project (e2e/sign-in.setup.ts) signs each demo staff role
// in once per run through the form and saves the browser's state
// (`storageState`); `signIn()` then reuses that state instead of filling the
// form again in every journey. Journeys about signing in use `submitLogin()`.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './server.ts';

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

/** The demo roles whose signed-in state the setup project saves. */
export const STORED_ROLES = ['staff', 'admin', 'superadmin'] as const;

/** Where the signed-in states live: beside the server's data, removed with it before each run. */
export const AUTH_DIR = `${E2E_DATA_DIR}-auth`;
export const storedStatePath = (login: string) => path.join(AUTH_DIR, `${login}.json`);

/** Fills the login form (the page must show it) and submits. */
export async function submitLogin(page: Page, login: string, password = DEMO_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email or phone').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the dashboard shell a staff sign-in ends on. */
async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}

/** Signs a staff account in through the /login form and waits for the dashboard shell. */
export async function signInWithForm(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, login, password);
  await expectDashboard(page);
}

interface StoredState {
  cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Signs a staff account in and waits for the dashboard shell: a demo role with
 * the demo password takes the session the setup project saved (its
 * localStorage, put into this page's context); any other login fills the form.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  const file = storedStatePath(login);
  if (password !== DEMO_PASSWORD || !fs.existsSync(file)) return signInWithForm(page, login, password);
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredState;
  if (state.cookies.length) await page.context().addCookies(state.cookies);
  // Any document of the app's origin gives access to its localStorage; /health is the lightest.
  await page.goto('/health');
  const origin = new URL(page.url()).origin;
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  expect(items.length, `a saved session of ${login} for ${origin}`).toBeGreaterThan(0);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.goto('/dashboard');
  await expectDashboard(page);
}
