// Issues 25 and 27's product images and sizes (ADR 078): a signed-out visitor finds the demo's disposable nitrile
// gloves once in the shop, with their image in a sized frame, opens them, sees XL sold out, picks L and finds size
// L in the cart (axe on the product page); an admin adds an image to a stocked product from the catalogue's dialog
// (a file that is not an image is refused in words), and the catalogue row shows it.
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { type ApiSession, apiSignIn } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

async function rpc(request: APIRequestContext, session: ApiSession, name: string, args: unknown) {
  const res = await request.post(`/rest/v1/rpc/${name}`, { headers: session.headers, data: args });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  return res.json();
}

test('a visitor picks a glove size in the shop; an admin adds a product image', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const stamp = Date.now().toString(36);
  const name = `Journey ear plugs ${stamp}`;
  const made = await request.post('/rest/v1/catalog_items', {
    headers: { ...admin.headers, prefer: 'return=representation' },
    data: {
      kind: 'product',
      name,
      unit: 'box',
      unit_price: '900.00',
      tax_code: 'VAT',
      sku: `JRN-EAR-${stamp}`,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const [item] = (await made.json()) as { id: string }[];
  await rpc(request, admin, 'pos_save_stock_item', {
    p_item: item?.id,
    p_barcode: null,
    p_category: 'Hearing protection',
    p_reorder_level: 0,
    p_is_stocked: true,
  });

  // A signed-out visitor on a phone.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/shop');
  await visitor.getByRole('searchbox', { name: 'Search products' }).fill('disposable nitrile');
  const card = visitor.getByTestId('product-card').filter({ hasText: 'Disposable nitrile gloves' });
  await expect(card).toHaveCount(1);
  const cardImage = card.locator('img');
  await expect(cardImage).toHaveAttribute('width', '240');
  await expect(cardImage).toHaveAttribute('srcset', /width=240.* 240w/);
  await card.getByRole('link', { name: /Choose size/ }).click();

  await expect(visitor.getByRole('heading', { name: 'Disposable nitrile gloves', level: 1 })).toBeVisible();
  const main = visitor.locator('img[fetchpriority="high"]');
  await expect.poll(() => main.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await visitor.getByText('XL', { exact: true }).click();
  await expect(visitor.getByText('Out of stock')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await visitor.getByText('L', { exact: true }).click();
  await expect(visitor.getByText(/SKU PPE-GLV-DSP-L/)).toBeVisible();
  expect(await seriousViolations(visitor, 'the product page')).toEqual([]);
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await visitor.getByTestId('cart-link').click();
  await expect(visitor.getByTestId('cart-line')).toContainText('Disposable nitrile gloves, size L');

  // The admin adds an image to the new product from the catalogue.
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/pos/catalog');
  await page.getByRole('searchbox').first().fill(stamp);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit stock settings of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock settings: ${name}` });
  const chooser = dialog.getByLabel(`Add images of ${name}`);
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('notes.txt is not a JPEG, PNG or WebP image');
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f28c28' } })
    .png()
    .toBuffer();
  await chooser.setInputFiles({ name: 'ear-plugs.png', mimeType: 'image/png', buffer: png });
  const images = dialog.getByRole('list', { name: `Images of ${name}` });
  await expect(images.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const thumb = row.locator('img').first();
  await expect(thumb).toHaveAttribute('width', '40');
  await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
});
