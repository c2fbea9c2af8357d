import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 13's last gap: an admin edits a service's template (adds a task, moves
// it up with the keyboard) and a new project of that service starts with it.
// The editor passes axe (serious and critical violations fail). The Water
// quality survey template is used because no other journey counts its tasks.

async function scan(page: Page, label: string) {
  // Toasts are left out: one caught mid fade-in has its text at partial opacity, which axe reads as low
  // contrast (the settled toast passes; the kernel's toasts are scanned in other journeys).
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

test('an admin adds a task to the Water quality survey template and a new project of that service gets it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/projects');
  await page.getByRole('link', { name: 'Service templates' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service templates' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('water');
  await expect(page).toHaveURL(/\?q=water$/);
  await page.getByRole('link', { name: 'Water quality survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Water quality survey' })).toBeVisible();
  const tasks = page.getByRole('list', { name: 'Tasks' });
  await expect(tasks).toContainText('Collect samples with chain-of-custody forms');
  await scan(page, 'the template editor');

  // Add a task; a negative number of days is refused in the form first.
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Task', { exact: true }).fill('Check the sample cooler temperature log');
  await dialog.getByLabel('Due, days after the start').fill('-1');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog.getByText('Enter whole days from the start, 0 or more')).toBeVisible();
  await dialog.getByLabel('Due, days after the start').fill('3');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();
  await expect(tasks.getByRole('listitem').last()).toContainText('Check the sample cooler temperature log');
  await expect(tasks.getByRole('listitem').last()).toContainText('3 days after the start');

  // Move it up one place with the keyboard.
  await page.getByRole('button', { name: 'Move Check the sample cooler temperature log up' }).focus();
  await page.keyboard.press('Enter');
  await expect(tasks.getByRole('listitem').nth(-2)).toContainText('Check the sample cooler temperature log');
  await scan(page, 'the template editor with the new task');

  // A new project of that service starts with the task.
  await page.goto('/dashboard/customers?q=Mavoko');
  await page
    .getByRole('link', { name: /Mavoko Steel Rolling Mills Ltd/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'New project' }).first().click();
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByLabel('Title', { exact: true }).fill('Water quality survey — cooling towers');
  await form.getByLabel('Site', { exact: true }).selectOption({ label: 'Rolling mill (Athi River)' });
  await form
    .getByLabel('Service', { exact: true })
    .selectOption({ label: 'Survey analysis › Water quality survey' });
  await form.getByLabel('Planned start', { exact: true }).fill('2026-12-07');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('progressbar', { name: '0 of 6 tasks done' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByText('Check the sample cooler temperature log').first()).toBeVisible();
});

test('a staff member has no way into the template editor', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service templates' })).toHaveCount(0);
  await page.goto('/dashboard/projects/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Service templates' })).toHaveCount(0);
});

test('on a phone the templates list and editor fit the screen and pass axe', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/projects/templates?q=noise');
  await expect(page.getByRole('link', { name: 'Noise survey' })).toBeVisible();
  await scan(page, 'the templates list (phone)');
  const listOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(listOverflow, 'the templates list scrolls sideways').toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Noise survey' }).click();
  await expect(page.getByRole('list', { name: 'Tasks' })).toContainText('Area noise mapping');
  await scan(page, 'the template editor (phone)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the template editor scrolls sideways').toBeLessThanOrEqual(0);
});
