// The Users list on the kernel's RecordList, as an administrator uses it: the
// view (search, filter, sort, page size, page) lives in the address bar, so a
// reload and Back/Forward bring it back; "Export CSV" downloads exactly the
// rows of the current search and filter.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type ApiSession, apiSignIn } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// One tag per run: the journeys search for it, so other journeys' accounts never get in the way.
const TAG = `Roster${Date.now().toString(36)}`;
const STAFF = 12;
const CUSTOMERS = 2;
const name = (i: number) => `${TAG} Member ${String(i).padStart(2, '0')}`;

async function createStaff(request: Parameters<typeof apiSignIn>[0], admin: ApiSession, i: number) {
  const res = await request.post('/functions/v1/admin-create-user', {
    headers: admin.headers,
    data: {
      full_name: name(i),
      email: `${TAG.toLowerCase()}.${i}@example.com`,
      password: 'Roster-Member-2026',
      role: 'staff',
    },
  });
  expect(res.status(), `create ${name(i)}`).toBeLessThan(300);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

test.beforeAll(async ({ request }) => {
  const admin = await apiSignIn(request, DEMO.admin);
  // Members 01–12 stay staff; 13 and 14 become shop customers.
  for (let i = 1; i <= STAFF + CUSTOMERS; i++) {
    const id = await createStaff(request, admin, i);
    if (i > STAFF) {
      const res = await request.post('/rest/v1/rpc/admin_set_user_role', {
        headers: admin.headers,
        data: { target_auth_id: id, new_role: 'customer' },
      });
      expect(res.status(), `make ${name(i)} a customer`).toBeLessThan(300);
    }
  }
});

const rowNames = (page: Page) =>
  page
    .getByRole('table', { name: 'Users' })
    .getByRole('link')
    .allTextContents()
    .then((names) => names.map((n) => n.trim()));

test('an admin narrows, sorts and pages the Users list, and a reload or Back/Forward keep that view', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await page.getByLabel('Search users').fill(TAG);
  await expect(page).toHaveURL(new RegExp(`q=${TAG}`));
  await expect(page.getByText(`Showing 1–${STAFF + CUSTOMERS} of ${STAFF + CUSTOMERS}`)).toBeVisible();

  await page.getByRole('button', { name: 'Filter by Accounts' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Staff' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/f\.show=staff/);
  await expect(page.getByRole('button', { name: 'Remove filter Accounts: Staff' })).toBeVisible();
  await expect(page.getByText(`Showing 1–${STAFF} of ${STAFF}`)).toBeVisible();

  const sortByName = page.getByRole('columnheader', { name: 'Name' }).getByRole('button');
  await sortByName.click();
  await expect(page).toHaveURL(/sort=name/);
  await sortByName.click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/size=10/);
  await expect.poll(() => rowNames(page)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(name));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => rowNames(page)).toEqual([name(2), name(1)]);
  await expect(page.getByText(`Showing 11–${STAFF} of ${STAFF}`)).toBeVisible();
  const pageTwo = page.url();

  // A reload comes back to exactly this view: search, filter chip, sort, page size and page.
  await page.reload();
  await expect(page.getByLabel('Search users')).toHaveValue(TAG);
  await expect(page.getByRole('button', { name: 'Remove filter Accounts: Staff' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect.poll(() => rowNames(page)).toEqual([name(2), name(1)]);

  // Back goes to page 1 of the same view, Forward to page 2 again.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(() => rowNames(page)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(name));
  await page.goForward();
  expect(page.url()).toBe(pageTwo);
  await expect.poll(() => rowNames(page)).toEqual([name(2), name(1)]);

  // Back past the sort restores the ascending order, still filtered and searched.
  await page.goBack(); // page 1, size 10
  await page.goBack(); // size 25
  await page.goBack(); // sort=name
  await expect(page).toHaveURL(/sort=name(&|$)/);
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowNames(page)).toEqual(Array.from({ length: STAFF }, (_, i) => name(i + 1)));
});

test('an admin exports the filtered Users list and the CSV holds exactly those rows under a header', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/dashboard/users?q=${TAG}&f.show=customers&sort=name`);
  await expect.poll(() => rowNames(page)).toEqual([name(13), name(14)]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Name,Email or phone,Role,Job title,Status,Last sign-in');
  expect(lines.slice(1)).toEqual([
    `${name(13)},${TAG.toLowerCase()}.13@example.com,customer,,Active,`,
    `${name(14)},${TAG.toLowerCase()}.14@example.com,customer,,Active,`,
  ]);
  await expect(page.getByText('Exported 2 rows')).toBeVisible();
});
