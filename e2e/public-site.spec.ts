import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/demo.ts';

const PUBLIC_PATHS = [
  '/',
  '/services',
  '/about',
  '/team',
  '/gallery',
  '/clients',
  '/contact',
  '/feedback',
  '/privacy-policy',
  '/services/audits',
  '/services/audits/fire-safety',
  '/services/survey-analysis',
  '/services/survey-analysis/noise',
  '/services/training',
  '/services/training/osh',
  '/services/specialized-training',
  '/services/specialized-training/height',
  '/services/iso-training',
  '/services/hr-consultancy',
  '/services/medical-exams',
  '/shop',
  '/certifications',
  '/gallery/album/1',
  '/surveys/1',
  '/payment/callback',
  '/payment/success',
  '/payment/failed',
];

test('every public page of the spec opens without signing in, inside the site layout', async ({ page }) => {
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('contentinfo'), path).toContainText('Privacy policy');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
});

test('the home page, the login page and the dashboard have no serious accessibility violations', async ({
  page,
}) => {
  const scan = async (label: string) => {
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) => `${label}: ${v.id} ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  };
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await scan('/');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await scan('/login');
  await signIn(page, DEMO.staff);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan('/dashboard');
});

test('on a phone the dashboard menu opens from the menu button', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(DEMO.staff);
  await page.getByLabel('Password').fill('Safeworks-Demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/dashboard\/leads$/);
  await ctx.close();
});
