// Issue 27's shop journey (ADR 057), on a phone: a signed-out visitor finds a product, adds two to the cart,
// reloads (the cart is still there), checks out as a guest, pays in the sandbox and sees the confirmation; staff
// see the order turn paid live and mark it packed, then delivered; the shop's stock went down by two; an attempt
// to buy more than is left is refused with a clear message.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiSession, apiSignIn } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

async function rpc(request: APIRequestContext, session: ApiSession, name: string, args: unknown) {
  const res = await request.post(`/rest/v1/rpc/${name}`, { headers: session.headers, data: args });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  return res.json();
}

async function scan(page: Page, label: string) {
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function shopStock(request: APIRequestContext, staff: ApiSession, id: string) {
  const res = await request.get(`/rest/v1/pos_stock_levels?select=on_hand_by_location&id=eq.${id}`, {
    headers: staff.headers,
  });
  const [row] = (await res.json()) as { on_hand_by_location: Record<string, string> }[];
  return Number(row?.on_hand_by_location.shop ?? 0);
}

test('a visitor buys two on a phone, pays in the sandbox; staff deliver; stock is down by two; more is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const staff = await apiSignIn(request, DEMO.staff);
  const stamp = Date.now().toString(36);
  const name = `Journey nitrile gloves ${stamp}`;
  const made = await request.post('/rest/v1/catalog_items', {
    headers: { ...admin.headers, prefer: 'return=representation' },
    data: {
      kind: 'product',
      name,
      unit: 'pair',
      unit_price: '500.00',
      tax_code: 'VAT',
      sku: `JRN-GLV-${stamp}`,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const [item] = (await made.json()) as { id: string }[];
  await rpc(request, admin, 'pos_save_stock_item', {
    p_item: item.id,
    p_barcode: null,
    p_category: 'Hand protection',
    p_reorder_level: 0,
    p_is_stocked: true,
  });
  const locations = (await (
    await request.get('/rest/v1/pos_locations?select=id,code', { headers: staff.headers })
  ).json()) as { id: string; code: string }[];
  const shop = locations.find((l) => l.code === 'shop')?.id;
  await rpc(request, staff, 'pos_receive_stock', {
    p_item: item.id,
    p_location: shop,
    p_quantity: 5,
    p_unit_cost: '300',
  });
  await rpc(request, admin, 'pos_set_sold_online', { p_item: item.id, p_sold_online: true });

  // The visitor, signed out, on a phone: finds it, adds two.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toContainText('KES 580.00');
  await expect(card).toContainText('Only 5 left');
  await fitsWidth(page);
  await scan(page, 'shop');
  await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByTestId('cart-link')).toContainText('2');
  await page.reload();
  await expect(page.getByTestId('cart-link')).toContainText('2');

  // Checkout as a guest.
  await page.getByTestId('cart-link').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('KES 1,160.00');
  await page.getByRole('link', { name: 'Check out' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await page.getByLabel('Full name').fill('Achieng Otieno');
  await page.getByLabel('Mobile phone').fill('0712 345 678');
  await page.getByLabel('E-mail').fill(`achieng.${stamp}@example.co.ke`);
  await page.getByLabel('County').selectOption('Nairobi');
  await page.getByLabel('Town').fill('Westlands');
  await fitsWidth(page);
  await scan(page, 'checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/shop\/order\/[0-9a-f]{32,}/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Order SO-\d{4}-\d{6}$/);
  const number = ((await heading.textContent()) ?? '').replace('Order ', '');
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for payment');
  await expect(page.getByTestId('order-total')).toHaveText('KES 1,160.00');
  await scan(page, 'order');
  expect(await shopStock(request, staff, item.id)).toBe(3);

  // Staff watch the orders list.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, DEMO.staff);
  await staffPage.goto(`/dashboard/pos/orders?q=${number}`);
  const row = staffPage.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('New (unpaid)');

  // Pays in the sandbox.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Safeworks test checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay KES/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?intent=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await fitsWidth(page);
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid: we are packing it');

  // Staff see it paid without reloading, and deliver it.
  await expect(row).toContainText('Paid', { timeout: 15_000 });
  await row.getByRole('button', { name: number }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Order ${number}` });
  await expect(dialog).toContainText('Achieng Otieno');
  await dialog.getByRole('button', { name: 'Mark packed' }).click();
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toContainText('Delivered');
  await staffContext.close();
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  expect(await shopStock(request, staff, item.id)).toBe(3);

  // More than is left is refused, naming the item and what is left.
  await page.goto(`/shop?q=${stamp}`);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await page.getByTestId('cart-link').click();
  await page.getByLabel(`Quantity of ${name}`).fill('5');
  await expect(page.getByRole('alert')).toContainText(`Only 3 of ${name} left.`);
  await page.getByRole('link', { name: 'Check out' }).click();
  await page.getByLabel('Full name').fill('Achieng Otieno');
  await page.getByLabel('Mobile phone').fill('0712 345 679');
  await page.getByLabel('E-mail').fill(`achieng.${stamp}@example.co.ke`);
  await page.getByLabel('I will collect it at your shop').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Only 3 of "${name}" left: lower the quantity in your cart (you asked for 5)`,
  );
  expect(await shopStock(request, staff, item.id)).toBe(3);
});
