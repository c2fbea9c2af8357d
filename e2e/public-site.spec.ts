import { expect, test } from '@playwright/test';
import { SPEC_SERVICE_SUBPAGES } from '../kernel/guard/testing/spec-services.ts';
import { DEMO, submitLogin } from './support/login.ts';

// Spec §2: every public route, every service subpage, and the extra public screens.
const SERVICE_SUBPAGES = SPEC_SERVICE_SUBPAGES;

const SITE_PATHS = [
  '/',
  '/services',
  '/about',
  '/team',
  '/gallery',
  '/clients',
  '/contact',
  '/feedback',
  '/privacy-policy',
  ...Object.entries(SERVICE_SUBPAGES).flatMap(([area, topics]) => [
    `/services/${area}`,
    ...topics.map((t) => `/services/${area}/${t}`),
  ]),
  '/shop',
  '/certifications',
  // /gallery/album/{id}: only a published album opens (an unknown one is 404): plugins/gallery/e2e/gallery.spec.ts.
  '/payment/callback',
  '/payment/success',
  '/payment/failed',
];

const AUTH_PAGES = [
  ['/login', 'Sign in'],
  ['/signup', 'Create an account'],
  ['/forgot-password', /password/i],
  ['/reset-password', /password/i],
] as const;

test('every public page of the spec opens without signing in, inside the site layout', async ({ page }) => {
  for (const path of SITE_PATHS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('contentinfo'), path).toContainText('Privacy policy');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0);
  }
});

// The respondents' page is the surveys module's own focused form (ADR 052), outside the site layout.
test('a survey link opens without signing in, and an unknown survey says so', async ({ page }) => {
  await page.goto('/surveys/1');
  await expect(page).toHaveURL(/\/surveys\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We cannot find this survey' })).toBeVisible();
});

test('the sign-in, sign-up and password pages open without signing in', async ({ page }) => {
  for (const [path, heading] of AUTH_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
});

test('on a phone the dashboard menu opens from the menu button', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto('/login');
  await submitLogin(page, DEMO.staff);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The sidebar is hidden on a phone; the menu button opens it as a sheet.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/dashboard\/leads$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ctx.close();
});

test('on a phone, a contact form sent empty brings its first invalid field into view below the sticky header', async ({
  browser,
}) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send enquiry' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  const field = page.locator(':focus');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const header = await page.locator('header').first().boundingBox();
  const box = await field.boundingBox();
  if (!header || !box) throw new Error('The header or the field has no box');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  await ctx.close();
});

// Issue 27 / ADR 085: the quote form's code loads when the form is needed. A page the browser renders itself (a
// click from another page) holds the form's place; "Request a quote" scrolls to it and the form comes alive. The
// first click leaves a served page whose form never loaded: that page must not hold the navigation.
test('a visitor who reaches a service page by clicks from another page requests a quote and gets a reference', async ({
  page,
}) => {
  await page.goto('/services/audits/fire-safety');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Audits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Fire safety audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety audit' })).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Get in touch' })
    .getByRole('link', { name: 'Request a quote' })
    .click();
  const form = page.getByRole('form', { name: 'Request a quote: Fire safety audit' });
  await form.getByLabel('Full name').fill('Wanjiru Kamau');
  await form.getByLabel('Email').fill(`safety.${Date.now()}@thikafoods.co.ke`);
  await form
    .getByLabel('How can we help?')
    .fill('A fire safety audit of our Thika bakery before the renewal.');
  await form.getByRole('button', { name: 'Request a quote' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Your reference number is ENQ-\d{4}-\d{6}/ }),
  ).toBeVisible();
  // Back to the area page and forward again: each page shows its own form, new and answering at once.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Request a quote: Audits' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Fire safety audit' })).toBeVisible();
  await form.getByRole('button', { name: 'Request a quote' }).click();
  await expect(form.getByText('Give an e-mail address or a phone number so we can reply')).toBeVisible();
});
