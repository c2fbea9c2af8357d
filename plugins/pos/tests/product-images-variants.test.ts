// Product images and variants through supabase-js (issue 25, issue 27, ADR 078): staff upload a product's images
// to the public bucket product-images (customers and visitors cannot; a wrong type is refused by storage), the
// sizes come from storage's render endpoint; variants of a group are sold and reserved per SKU, never oversold,
// and the shop's reads give visitors the images and the size picker's variants.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, apiUrl } from '../../../tests/support/clients.ts';
import { onHand, saleOf, stockedItem, tillLocations } from './support.ts';

const BUCKET = 'product-images';
let admin: SupabaseClient;
let staff: SupabaseClient;
let customer: SupabaseClient;
let png: Buffer;

beforeAll(async () => {
  [admin, staff, customer] = await Promise.all(
    (['admin', 'staff', 'customer'] as const).map((r) => userWithRole(r).then((u) => u.client)),
  );
  png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#f5b800' } })
    .png()
    .toBuffer();
}, 60_000);

async function upload(client: SupabaseClient, item: string, bytes: Buffer = png, type = 'image/png') {
  const path = `${item}/${randomUUID()}.png`;
  return { path, ...(await client.storage.from(BUCKET).upload(path, bytes, { contentType: type })) };
}

async function onlineItem(price = '1000.00', quantity = 10) {
  const item = await stockedItem(admin, { price, quantity });
  expect((await admin.rpc('pos_set_sold_online', { p_item: item.id, p_sold_online: true })).error).toBeNull();
  return item;
}

describe('a staff member adding product images', () => {
  it('uploads one that the till, the catalogue and the shop show, in sizes made on request', async () => {
    const item = await onlineItem();
    const first = await upload(staff, item.id);
    expect(first.error).toBeNull();
    const added = await staff.rpc('pos_add_product_image', {
      p_item: item.id,
      p_path: first.path,
      p_alt: 'Yellow helmet',
    });
    expect(added.error).toBeNull();
    const second = await upload(staff, item.id);
    await staff.rpc('pos_add_product_image', { p_item: item.id, p_path: second.path });
    // The same path again (a double click) is one image.
    const again = await staff.rpc('pos_add_product_image', { p_item: item.id, p_path: second.path });
    expect((again.data as { path: string }[]).map((i) => i.path)).toEqual([first.path, second.path]);

    const primary = await staff.rpc('pos_set_primary_image', {
      p_image: (again.data as { id: string }[])[1]?.id,
    });
    expect((primary.data as { path: string }[]).map((i) => i.path)).toEqual([second.path, first.path]);

    const till = await staff.rpc('pos_till_search', { p_query: item.sku });
    expect(till.data?.[0]?.image_path).toBe(second.path);

    const shop = await anonClient().rpc('shop_product', { p_sku: item.sku });
    expect(shop.error).toBeNull();
    expect(shop.data.images.map((i: { path: string }) => i.path)).toEqual([second.path, first.path]);

    const thumb = await fetch(
      `${apiUrl()}/storage/v1/render/image/public/${BUCKET}/${second.path}?width=40&format=webp`,
    );
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(meta.width).toBe(40);

    const removed = await staff.rpc('pos_remove_product_image', {
      p_image: (primary.data as { id: string }[])[0]?.id,
    });
    expect(removed.data.path).toBe(second.path);
    expect(removed.data.images.map((i: { path: string }) => i.path)).toEqual([first.path]);
    expect((await staff.storage.from(BUCKET).remove([second.path])).error).toBeNull();
  });

  it('is refused a file that is not a JPEG, PNG or WebP image, even named .png', async () => {
    const item = await stockedItem(admin);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const asPdf = await upload(staff, item.id, pdf, 'application/pdf');
    expect(asPdf.error?.message).toMatch(/mime type|not supported/i);
    const disguised = await upload(staff, item.id, pdf, 'image/png');
    expect(disguised.error).not.toBeNull();
    const registered = await staff.rpc('pos_add_product_image', { p_item: item.id, p_path: disguised.path });
    expect(registered.error?.message).toBe('The image was not uploaded: choose the file again');
  });

  it('cannot upload to a folder that is not a stocked product', async () => {
    const stray = await upload(staff, randomUUID());
    expect(stray.error).not.toBeNull();
  });
});

describe('customers and visitors', () => {
  it('cannot upload, register or remove product images, but download them', async () => {
    const item = await onlineItem();
    for (const client of [customer, anonClient()]) {
      const up = await upload(client, item.id);
      expect(up.error).not.toBeNull();
    }
    const mine = await upload(staff, item.id);
    expect(mine.error).toBeNull();
    const byCustomer = await customer.rpc('pos_add_product_image', { p_item: item.id, p_path: mine.path });
    expect(byCustomer.error?.code).toBe('42501');
    const added = await staff.rpc('pos_add_product_image', { p_item: item.id, p_path: mine.path });
    expect(added.error).toBeNull();
    await customer.storage.from(BUCKET).remove([mine.path]);
    const file = await fetch(anonClient().storage.from(BUCKET).getPublicUrl(mine.path).data.publicUrl);
    expect(file.status).toBe(200);
    expect((await customer.from('pos_product_images').select('id')).data).toEqual([]);
  });
});

describe('a product sold in sizes', () => {
  async function gloves() {
    const group = `Nitrile gloves ${randomUUID().slice(0, 6)}`;
    const sizes = [] as { id: string; sku: string; label: string }[];
    for (const [label, quantity] of [
      ['S', 3],
      ['M', 1],
      ['L', 0],
    ] as const) {
      const item = await onlineItem('500.00', quantity);
      const r = await admin.rpc('pos_set_variant', { p_item: item.id, p_group: group, p_label: label });
      expect(r.error).toBeNull();
      sizes.push({ ...item, label });
    }
    return { group, sizes };
  }

  it('lets only an admin group variants, one label per size', async () => {
    const { group, sizes } = await gloves();
    const byStaff = await staff.rpc('pos_set_variant', {
      p_item: sizes[0]?.id,
      p_group: group,
      p_label: 'XL',
    });
    expect(byStaff.error?.code).toBe('42501');
    const other = await stockedItem(admin);
    const twice = await admin.rpc('pos_set_variant', {
      p_item: other.id,
      p_group: group.toUpperCase(),
      p_label: 'm',
    });
    expect(twice.error?.message).toMatch(/already has the size "m"/);
    const noLabel = await admin.rpc('pos_set_variant', { p_item: other.id, p_group: group });
    expect(noLabel.error?.message).toBe('Give the variant its size (e.g. M)');
  });

  it('shows visitors one shop entry with a size picker of each size, its own SKU and stock', async () => {
    const { group, sizes } = await gloves();
    const list = await anonClient().rpc('shop_catalog', { p_search: group });
    expect(list.error).toBeNull();
    expect(list.data.total).toBe(1);
    const entry = list.data.items[0];
    expect(entry.group.name).toBe(group);
    expect(
      entry.variants.map((v: { variant_label: string; sku: string; stock: string }) => [
        v.variant_label,
        v.sku,
        v.stock,
      ]),
    ).toEqual([
      ['S', sizes[0]?.sku, 'low'],
      ['M', sizes[1]?.sku, 'low'],
      ['L', sizes[2]?.sku, 'out'],
    ]);
    const page = await anonClient().rpc('shop_product', { p_sku: sizes[2]?.sku });
    expect(page.data.variant_label).toBe('L');
    expect(page.data.variants).toHaveLength(3);
  });

  it('sells at the till and reserves in the shop per SKU, never more than that size has', async () => {
    const { group, sizes } = await gloves();
    const [small, medium] = sizes;
    const found = await staff.rpc('pos_till_search', { p_query: `${group.split(' ')[2]} m` });
    expect(found.data?.map((r: { id: string }) => r.id)).toEqual([medium?.id]);

    const { shop } = await tillLocations(staff);
    const sale = await staff.rpc('pos_record_sale', {
      p_sale: saleOf(
        shop,
        [{ catalog_item_id: small?.id as string, quantity: 2 }],
        [{ method: 'cash', amount: 2000 }],
      ),
    });
    expect(sale.error).toBeNull();
    expect(Number((await onHand(staff, small?.id as string)).on_hand)).toBe(1);
    expect(Number((await onHand(staff, medium?.id as string)).on_hand)).toBe(1);

    const order = (sku: string, quantity: number) =>
      anonClient().rpc('shop_place_order', {
        p: {
          id: randomUUID(),
          name: 'Wanjiru Kamau',
          phone: `0722${String(Date.now() % 1000000).padStart(6, '0')}`,
          email: 'wanjiru@example.co.ke',
          fulfilment: 'pickup',
          lines: [{ sku, quantity }],
        },
      });
    const tooMany = await order(medium?.sku as string, 2);
    expect(tooMany.error?.message).toMatch(/Only 1 of/);
    const one = await order(medium?.sku as string, 1);
    expect(one.error).toBeNull();
    expect(Number((await onHand(staff, medium?.id as string)).on_hand)).toBe(0);
    const after = await anonClient().rpc('shop_product', { p_sku: small?.sku });
    expect(
      after.data.variants.map((v: { stock: string; available: number | null }) => [v.stock, v.available]),
    ).toEqual([
      ['low', 1],
      ['out', 0],
      ['out', 0],
    ]);
  });
});
