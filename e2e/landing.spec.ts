// The public site's first download (issue 27, ADR 080): a site page is served as HTML and hydrated
// with the site's code alone — no React hydration complaint, none of the back-office's code — and the
// back-office arrives when it is first needed: a signed-in member's header, the dashboard reached
// from the site and back, the sign-in page reached by a click, the phone menu loaded on first use.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, submitLogin } from './support/login.ts';

/** What React says in the console when the browser's first render differs from the server's HTML. */
const HYDRATION_TROUBLE =
  /hydrat|did not match|server rendered HTML|Minified React error #(418|419|421|423|425)/i;
/** The back-office's code: the installed plugins' manifests and the app frame's route table. */
const BACK_OFFICE_CHUNK = /\/assets\/(app|plugins|create-app-routes|dashboard-layout)-[\w-]{8}\.js$/;

function watch(page: Page) {
  const messages: string[] = [];
  const backOffice: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  page.on('pageerror', (e) => messages.push(e.message));
  page.on('request', (r) => {
    if (BACK_OFFICE_CHUNK.test(new URL(r.url()).pathname)) backOffice.push(r.url());
  });
  return { messages, backOffice };
}

test('a visitor opens the home page, a service page, the shop and a product: each hydrates cleanly without the back-office', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.goto('/shop');
  const product = await shop.locator('a[href^="/shop/product/"]').first().getAttribute('href');
  expect(product, 'the demo shop lists a product').toBeTruthy();
  for (const path of ['/', '/services/audits/fire-safety', '/shop', product ?? '/shop']) {
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      seen.messages.filter((m) => HYDRATION_TROUBLE.test(m)),
      path,
    ).toEqual([]);
    expect(seen.backOffice, path).toEqual([]);
    await page.close();
  }
  await context.close();
});

test('a visitor goes from the home page to sign in by a click, and lands on the dashboard', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, DEMO.staff);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  expect(seen.messages.filter((m) => HYDRATION_TROUBLE.test(m))).toEqual([]);
});

test('a signed-in staff member sees Dashboard in the site header, opens it, and comes back to the site', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  const seen = watch(page);
  await page.goto('/about');
  const header = page.getByRole('banner');
  // The session is read after the page is on screen; the account entry follows it.
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(seen.messages.filter((m) => HYDRATION_TROUBLE.test(m))).toEqual([]);
});

test('on a phone the site menu loads on first use and takes the visitor to a page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open site menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open site menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
