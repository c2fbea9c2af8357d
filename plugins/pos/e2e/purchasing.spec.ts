import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 25's buying (ADR 059): from the low-stock list a staff member drafts a purchase order to the
// supplier the lime vests came from, e-mails it to them (PDF attached, once), sees the A4 order with the letterhead, receives part
// and then the rest, and the inventory shows the vests arrive; an admin then enters the supplier's bill for
// them (ADR 083: a double click makes one), posts it and pays it in two parts (more than is left refused), and
// the supplier is owed nothing; a count sheet's difference, posted by an admin, becomes an adjustment
// "Stock count SC-…".
const VEST = 'Reflective vest, high-visibility lime';

async function expectNoSeriousViolations(page: Page, label: string) {
  // A toast fading in is measured mid-animation: left out, as the other journeys do.
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

async function shopOnHand(page: Page, q: string, name: string | RegExp) {
  await page.goto(`/dashboard/pos/inventory?q=${encodeURIComponent(q)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  const shop = row.locator('[data-at="shop"]');
  await expect(shop).toHaveText(/^\d+$/);
  return Number(await shop.textContent());
}

test('a purchase order drafted from low stock is sent, received in two parts, the stock moves, and its bill is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.staff);
  const before = await shopOnHand(page, 'lime', VEST);

  await page.goto('/dashboard/pos/low-stock');
  await page.getByRole('button', { name: 'Draft purchase order…' }).click();
  const draft = page.getByRole('dialog', { name: 'Draft a purchase order' });
  await draft.getByLabel('Supplier').selectOption({ label: 'Kamili Safety Supplies Ltd' });
  await draft.getByLabel('Deliver to').selectOption({ label: 'Shop' });
  await draft.getByRole('button', { name: 'Draft the order' }).dblclick();

  const heading = page.getByRole('heading', { name: /^Purchase order PO-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Purchase order ', '');
  const orderUrl = new URL(page.url()).pathname;
  const doc = page.getByRole('article', { name: `Purchase order ${number}` });
  await expect(doc.getByTestId('letterhead')).toBeVisible();
  await expect(doc).toContainText('Kamili Safety Supplies Ltd');
  const line = doc.getByRole('row').filter({ hasText: VEST });
  await expect(line).toBeVisible();
  const ordered = Number((await line.getByRole('cell').nth(2).textContent())?.replace(/[^\d.]/g, ''));
  expect(ordered).toBeGreaterThan(1);

  await expectNoSeriousViolations(page, 'Purchase order');
  // Sent by e-mail with its PDF (ADR 076): the confirmation names the supplier's address.
  await page.getByRole('button', { name: 'Send by e-mail…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Send ${number} by e-mail?` });
  await expect(confirm).toContainText('orders@kamilisafety.co.ke');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`E-mailed to orders@kamilisafety.co.ke on`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send by e-mail…' })).toHaveCount(0);
  await expect(page.getByText('e-mailed this purchase order to orders@kamilisafety.co.ke')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Receive…' })).toBeVisible();

  // One arrives first.
  await page.getByRole('button', { name: 'Receive…' }).click();
  let receive = page.getByRole('dialog', { name: `Receive on ${number}` });
  await receive.getByLabel(new RegExp(VEST)).fill('1');
  for (const other of await receive.getByRole('textbox').all()) {
    const id = await other.getAttribute('id');
    if (id?.startsWith('receive-') && id !== 'receive-reference' && (await other.inputValue()) !== '1')
      await other.fill('0');
  }
  await receive.getByLabel('Delivery note (optional)').fill('KSS-DN-881');
  await receive.getByRole('button', { name: 'Receive', exact: true }).dblclick();
  await expect(receive).toBeHidden();
  // The order's line: 1 received (the "Received" column).
  await expect(doc.getByRole('row').filter({ hasText: VEST }).getByRole('cell').nth(3)).toHaveText('1');

  // Then the rest.
  await page.getByRole('button', { name: 'Receive…' }).click();
  receive = page.getByRole('dialog', { name: `Receive on ${number}` });
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByRole('button', { name: 'Receive…' })).toBeHidden();
  await page.goto(`/dashboard/pos/purchase-orders?q=${number}`);
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Received');

  expect(await shopOnHand(page, 'lime', VEST)).toBe(before + ordered);
  await page.goto(`/dashboard/pos/inventory?view=movements&q=${number}`);
  await expect(page.getByRole('row').filter({ hasText: `${number} / KSS-DN-881` })).toBeVisible();

  // Staff receive; an admin enters the supplier's bill (ADR 083).
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: `Purchase order ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create bill…' })).toHaveCount(0);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(orderUrl);
  await admin.getByRole('button', { name: 'Create bill…' }).click();
  const create = admin.getByRole('dialog', { name: `Create bill for ${number}` });
  await expect(create).toContainText(`${ordered} of ${VEST}`);
  const invoiceNo = `KSS-INV-${Date.now().toString(36).toUpperCase()}`;
  await create.getByLabel("Supplier's invoice number").fill(invoiceNo);
  await create.getByRole('button', { name: 'Create bill' }).dblclick();
  const billHeading = admin.getByRole('heading', { name: /^Supplier bill BILL-\d{4}-\d{6}$/ });
  await expect(billHeading).toBeVisible();
  const billNumber = ((await billHeading.textContent()) ?? '').replace('Supplier bill ', '');
  const bill = admin.getByRole('article', { name: `Supplier bill ${billNumber}` });
  await expect(bill).toContainText(invoiceNo);
  await expect(bill.getByRole('row').filter({ hasText: VEST })).toBeVisible();
  await expectNoSeriousViolations(admin, 'Supplier bill');
  await admin.getByRole('button', { name: 'Post bill' }).click();
  await expect(bill).toContainText(/Due in 30 days/);
  const total = ((await bill.locator('[data-bill-total]').textContent()) ?? '').trim();
  const billUrl = new URL(admin.url()).pathname;
  // Kamili is owed it now (the Suppliers list's "Owed").
  await admin.goto('/dashboard/pos/suppliers?q=Kamili');
  await expect(admin.getByRole('row').filter({ hasText: 'Kamili Safety Supplies Ltd' })).toContainText(total);
  await admin.goto(billUrl);

  // More than the bill is refused in words; then a part, then the rest (what is left, by default).
  await admin.getByRole('button', { name: 'Record payment…' }).click();
  let pay = admin.getByRole('dialog', { name: `Record payment for ${billNumber}` });
  await pay.getByLabel('Amount paid').fill('99999999');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText(`is left to pay on ${billNumber}`)).toBeVisible();
  await pay.getByLabel('Amount paid').fill('100');
  await pay.getByLabel('How it was paid').selectOption({ label: 'M-Pesa' });
  await pay.getByLabel('Reference (optional)').fill('SKL4XB2M9Q');
  await pay.getByRole('button', { name: 'Record payment' }).dblclick();
  await expect(pay).toBeHidden();
  await expect(bill.getByRole('row').filter({ hasText: 'SKL4XB2M9Q' })).toHaveCount(1);
  await admin.getByRole('button', { name: 'Record payment…' }).click();
  pay = admin.getByRole('dialog', { name: `Record payment for ${billNumber}` });
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Record payment…' })).toHaveCount(0);
  await expect(bill.locator('[data-bill-balance]')).toHaveText(/\b0\.00$/);

  // The bills list and the order say it is paid; the supplier is owed nothing on it.
  await admin.goto(`/dashboard/pos/bills?q=${billNumber}`);
  const listed = admin.getByRole('row').filter({ hasText: billNumber });
  await expect(listed).toContainText('Paid');
  await expect(listed).toContainText(total);
  await admin.goto(orderUrl);
  await expect(admin.getByRole('link', { name: billNumber })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Create bill…' })).toHaveCount(0);
  await admin.goto('/dashboard/pos/suppliers?q=Kamili');
  const kamili = admin.getByRole('row').filter({ hasText: 'Kamili Safety Supplies Ltd' });
  await expect(kamili).toBeVisible();
  await expect(kamili).not.toContainText(total);
  await adminContext.close();
});

test('an admin posts a stock count and the difference becomes an adjustment', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/pos/stock-counts');
  await page.getByLabel('Location').selectOption({ label: 'Van' });
  await page.getByRole('button', { name: 'Start a count' }).click();
  const heading = page.getByRole('heading', { name: /^Stock count SC-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Stock count ', '');

  await expectNoSeriousViolations(page, 'Count sheet');
  await page.getByLabel('Search the sheet').fill('yellow');
  const row = page.getByRole('row').filter({ hasText: 'Safety helmet, yellow' });
  const expected = Number(await row.getByRole('cell').first().textContent());
  expect(expected).toBeGreaterThan(1);
  await row.getByRole('textbox').fill(String(expected - 1));
  await expect(row.getByRole('cell').last()).toHaveText('-1');
  await page.getByRole('button', { name: 'Save counts' }).click();
  await page.getByRole('button', { name: 'Post differences…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Post differences' }).click();
  await expect(page.getByText(`${number} posted: 1 adjustment(s)`)).toBeVisible();

  await page.goto(`/dashboard/pos/inventory?view=movements&q=${number}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Stock count ${number}` })
      .first(),
  ).toBeVisible();
});
