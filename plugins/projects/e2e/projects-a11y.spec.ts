import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 13's projects screens with axe-core (as the leads and customers journeys do): the list, the board, the
// timeline, a project page (Overview and Tasks), the create form and My tasks, on a desktop and on a phone (where
// the page itself must not scroll sideways). Only serious and critical violations fail.

async function scan(page: Page, label: string) {
  // A list reading again (once its live channel has joined) is dimmed while busy (kit/list/list-table.tsx):
  // scan the page as the member reads it, not that moment (CI once caught My tasks' headers dimmed).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page, label)).toEqual([]);
}

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function visitAll(page: Page, size: 'desktop' | 'phone') {
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(
    page
      .getByRole('link')
      .filter({ hasText: /PRJ-\d{4}-\d{4}/ })
      .first(),
  ).toBeVisible();
  await scan(page, `the project list (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, 'the project list');

  await page.goto('/dashboard/projects?view=board');
  await expect(page.getByRole('region', { name: /^In progress/ })).toBeVisible();
  await scan(page, `the board (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, 'the board');

  await page.goto('/dashboard/projects/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^PRJ-\d{4}-\d{4} .*noise survey/i }).first()).toBeVisible();
  await scan(page, `the timeline (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, 'the timeline');

  await page.goto('/dashboard/projects?q=rolling%20mill');
  await page
    .getByRole('link', { name: /Annual noise survey — rolling mill/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Annual noise survey — rolling mill' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await scan(page, `a project's Overview (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, "a project's Overview");
  await page.getByRole('tab', { name: /Tasks/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('checkbox').first()).toBeVisible();
  await scan(page, `a project's Tasks (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, "a project's Tasks");

  await page.goto('/dashboard/projects/create');
  await expect(page.getByRole('form', { name: 'New project' })).toBeVisible();
  await scan(page, `the create form (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, 'the create form');

  await page.goto('/dashboard/projects/my-tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  await expect(
    page
      .getByRole('link')
      .filter({ hasText: /PRJ-\d{4}-\d{4}/ })
      .first(),
  ).toBeVisible();
  await scan(page, `My tasks (${size})`);
  if (size === 'phone') await noSidewaysScroll(page, 'My tasks');
}

test('the projects screens have no serious accessibility violations, on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.staff);
  await visitAll(page, 'desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await visitAll(page, 'phone');
});
