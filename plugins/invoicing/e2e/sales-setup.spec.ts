// Sales foundation end to end (issue 14 part 1): a superadmin fills in
// Settings → Sales and finds it kept after a reload; an admin adds a product
// to the catalogue and finds it by search; a staff member reads the catalogue
// but cannot change it. Each screen passes axe (no serious violations).
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

test('a superadmin sets the KRA PIN, the M-Pesa pay-bill and the invoice numbers, and finds them kept', async ({
  page,
}) => {
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/settings?tab=sales');
  const pin = page.getByLabel('KRA PIN');
  await expect(pin).toBeEditable();
  await expectNoSeriousViolations(page, 'Settings → Sales');
  try {
    await pin.fill('P051234567X');
    await page.getByLabel('M-Pesa pay-bill number').fill('522533');
    await page.getByLabel('Invoice numbers').fill('SW-INV-{YYYY}-{NNNNN}');
    const year = new Date().getFullYear();
    await expect(page.getByText(`The first of ${year}: SW-INV-${year}-00001`)).toBeVisible();
    await page.getByRole('button', { name: 'Save sales settings' }).click();
    await expect(page.getByText('Sales settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('KRA PIN')).toHaveValue('P051234567X');
    await expect(page.getByLabel('M-Pesa pay-bill number')).toHaveValue('522533');
    await expect(page.getByLabel('Invoice numbers')).toHaveValue('SW-INV-{YYYY}-{NNNNN}');
    // The tax rates: VAT at 16 % today.
    const vat = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'VAT (standard rate)' }) });
    await expect(vat.getByText(/Today:/)).toHaveText('Today: 16 %');
  } finally {
    // Later journeys (invoices) expect the default numbers and no pay-bill: put them back through the same screen.
    await page.goto('/dashboard/settings?tab=sales');
    await page.getByLabel('KRA PIN').fill('');
    await page.getByLabel('M-Pesa pay-bill number').fill('');
    await page.getByLabel('Invoice numbers').fill('INV-{YYYY}-{NNNN}');
    await page.getByRole('button', { name: 'Save sales settings' }).click();
    await expect(page.getByText('Sales settings saved').first()).toBeVisible();
  }
});

test('an admin adds safety gloves to the catalogue and finds them by search', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/invoicing/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible();
  // The seeded services and the demo products are there.
  await expect(page.getByText('Fire safety audit').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'Catalogue');

  const name = `Cut-resistant gloves ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New item' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New catalogue item' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Unit price').fill('1,450.50');
  await dialog.getByLabel('Unit', { exact: true }).fill('pair');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText(`${name} added to the catalogue`)).toBeVisible();

  await page.getByRole('searchbox').fill('cut-resistant');
  await expect(page).toHaveURL(/q=cut-resistant/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1,450.50');
});

test('a staff member reads the catalogue on a phone but has no way to change it', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/invoicing/catalogue?f.kind=product');
  await expect(page.getByText('Fire extinguisher, 6 kg dry powder (ABC)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  // Nothing wider than the phone: no sideways scrolling of the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
