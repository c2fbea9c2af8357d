import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 25's stock: an admin stocks a catalogue product (the barcode's check digit is checked), finds it
// on the low-stock list, receives goods from a supplier, writes one off with a reason, and reads the
// ledger. The screens pass axe (no serious violations).
const HARNESS = 'Full-body safety harness with lanyard';

async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

test('an admin stocks a product, receives it, writes one off and reads the ledger', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);

  await page.goto('/dashboard/pos/catalog');
  await expect(page.getByRole('row').filter({ hasText: 'Safety helmet, white' })).toBeVisible();
  await expectNoSeriousViolations(page, 'POS catalogue');
  await page.getByRole('button', { name: 'Stock a product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stock a product' });
  await dialog.getByLabel('Product', { exact: true }).selectOption({ label: `${HARNESS} (PPE-HRN-FB)` });
  await dialog.getByLabel('Barcode', { exact: true }).fill('6161234500100');
  await dialog.getByLabel('Category', { exact: true }).fill('Fall protection');
  await dialog.getByLabel('Reorder level', { exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Stock it' }).click();
  await expect(
    dialog.getByText('6161234500100 is not a valid EAN-13 barcode: its check digit should be 1'),
  ).toBeVisible();
  await dialog.getByLabel('Barcode', { exact: true }).fill('6161234500101');
  await dialog.getByRole('button', { name: 'Stock it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: HARNESS })).toContainText('6161234500101');

  // Nothing on hand: at or under its reorder level.
  await page.goto('/dashboard/pos/low-stock');
  const low = page.getByRole('row').filter({ hasText: HARNESS });
  await expect(low).toContainText('Low');
  await low.getByRole('button', { name: `Receive ${HARNESS}` }).click();
  const receive = page.getByRole('dialog', { name: `Receive stock: ${HARNESS}` });
  await receive.getByLabel('Location', { exact: true }).selectOption({ label: 'Shop' });
  await receive.getByLabel('Quantity', { exact: true }).fill('5');
  await receive.getByLabel('Unit cost', { exact: true }).fill('6200');
  await receive.getByLabel('Supplier', { exact: true }).selectOption({ label: 'Kamili Safety Supplies Ltd' });
  await receive.getByLabel('Delivery note or invoice no.', { exact: true }).fill('DN-7781');
  await receive.getByRole('button', { name: 'Receive stock' }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: HARNESS })).toHaveCount(0);

  await page.goto('/dashboard/pos/inventory?q=harness');
  const row = page.getByRole('row').filter({ hasText: HARNESS });
  await expect(row.locator('[data-at="shop"]')).toHaveText('5');
  await expectNoSeriousViolations(page, 'POS inventory');
  await row.getByRole('button', { name: `Adjust ${HARNESS}` }).click();
  const adjust = page.getByRole('dialog', { name: `Adjust stock: ${HARNESS}` });
  await adjust.getByLabel('Quantity', { exact: true }).fill('6');
  await adjust.getByLabel('Reason', { exact: true }).fill('Lanyard frayed in the store');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  // The ledger never goes below zero: the server says how many there are.
  await expect(adjust.getByText(`Only 5 of "${HARNESS}" in stock at Shop (asked for 6)`)).toBeVisible();
  await adjust.getByLabel('Quantity', { exact: true }).fill('1');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust).toBeHidden();
  await expect(row.locator('[data-at="shop"]')).toHaveText('4');

  await page.getByRole('button', { name: 'Movements' }).click();
  await expect(page).toHaveURL(/view=movements/);
  const ledger = page.getByRole('row').filter({ hasText: HARNESS });
  await expect(ledger.filter({ hasText: 'Adjusted' })).toContainText('Lanyard frayed in the store');
  await expect(ledger.filter({ hasText: 'Received' })).toContainText('Kamili Safety Supplies Ltd');
});
