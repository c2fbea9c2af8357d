import { expect, test } from '@playwright/test';
import { DEMO, signIn, submitLogin } from '../../../e2e/support/login.ts';

// Issue 13's projects journeys: a staff member starts a noise survey for a demo
// customer's site from the customer's page, with the service's template (its
// tasks and milestones exist at once); a won lead becomes a project in one
// step (and a second click opens the same project); a shop customer and a
// visitor are refused by the guard.

test('a staff member creates a project from a template for a demo customer and site', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/customers?q=Mavoko');
  await page
    .getByRole('link', { name: /Mavoko Steel Rolling Mills Ltd/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mavoko Steel Rolling Mills Ltd' })).toBeVisible();

  // The customer's record action opens the form with the customer chosen.
  await page.getByRole('button', { name: 'New project' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/create\?customer=/);
  const form = page.getByRole('form', { name: 'New project' });
  await expect(form.getByLabel('Customer', { exact: true })).toHaveValue(/.+/);
  await form.getByLabel('Title', { exact: true }).fill('Noise survey — finishing line');
  await form.getByLabel('Site', { exact: true }).selectOption({ label: 'Rolling mill (Athi River)' });
  await form.getByLabel('Service', { exact: true }).selectOption({ label: 'Survey analysis › Noise survey' });
  await expect(form.getByLabel(/Apply the Noise survey template/)).toBeChecked();
  // The database's rule, checked in the form first: due on or after the start.
  await form.getByLabel('Planned start', { exact: true }).fill('2026-12-07');
  await form.getByLabel('Due', { exact: true }).fill('2026-12-01');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form.getByText('The due date is on or after the start date')).toBeVisible();
  await form.getByLabel('Due', { exact: true }).fill('2026-12-22');
  await form.getByRole('button', { name: 'Create project' }).click();

  // The project page: number, status, and the template's tasks and milestones counted.
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Noise survey — finishing line' })).toBeVisible();
  await expect(page.getByText(/^PRJ-\d{4}-\d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 7 tasks done' })).toBeVisible();
  await expect(page.getByRole('list', { name: '2 milestones' })).toContainText('Measurements done');
  await expect(page.getByRole('list', { name: '2 milestones' })).toContainText('due');

  // A health update sets the health shown in the header.
  await page.getByRole('button', { name: 'Health update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a health update' });
  await dialog.getByLabel('Health', { exact: true }).selectOption('at_risk');
  await dialog.getByLabel('Comment', { exact: true }).fill('Dosimeters are back from calibration on Friday.');
  await dialog.getByRole('button', { name: 'Post update' }).click();
  await expect(page.getByText('Dosimeters are back from calibration on Friday.')).toBeVisible();
  await expect(page.getByText('At risk').first()).toBeVisible();

  // It is in the list, found by its customer.
  await page.goto('/dashboard/projects?q=finishing');
  await expect(page.getByRole('link', { name: /Noise survey — finishing line/ })).toBeVisible();
});

test('a won lead becomes a project in one step, and a second click opens the same project', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/leads?q=Agnes%20Wairimu');
  await page
    .getByRole('link', { name: /Westlands Data Centre/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Westlands Data Centre Ltd' })).toBeVisible();
  const leadUrl = page.url();

  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const projectUrl = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Safety and health audit — Westlands Data Centre Ltd' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^0 of \d+ tasks done$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText(/applied the Safety and health audit template/)).toBeVisible();

  // The same lead again: the project it already has.
  await page.goto(leadUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Westlands Data Centre Ltd' })).toBeVisible();
  await expect(page.getByText('Won').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(projectUrl);
});

test('a shop customer and a visitor are refused the projects', async ({ page }) => {
  await page.goto('/dashboard/projects');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to access this page')).toBeVisible();

  await submitLogin(page, DEMO.customer);
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/dashboard/projects/create');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Access denied for customer accounts').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New project' })).toHaveCount(0);
});
