// Purchase orders and stock counts through supabase-js (issue 25, ADR 059): an order goes draft → sent
// → partly received → received, each receiving posting receipts at the line's cost (the average moves),
// never more than ordered, once per click; a count sheet's differences become adjustments in one go.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { purchaseOrderSchema } from '../purchasing-shapes.ts';
import { locationIds, onHand, stockedItem } from './support.ts';

let n = 0;
async function supplier(client: SupabaseClient) {
  n += 1;
  const { data, error } = await client
    .from('pos_suppliers')
    .insert({ name: `Test supplier ${Date.now().toString(36)}${process.pid}${n}` })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

async function newLocation(admin: SupabaseClient) {
  n += 1;
  const code = `count-${Date.now().toString(36)}-${n}`.slice(0, 30);
  const { data, error } = await admin
    .from('pos_locations')
    .insert({ code, name: `Store ${code}` })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

describe('purchase orders', () => {
  it('orders, sends, receives in two parts at the ordered cost, and moves the average exactly', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    // 10 on hand at 600.
    const item = await stockedItem(admin.client, { quantity: 10, cost: '600' });
    const other = await stockedItem(admin.client);
    const { shop } = await locationIds(staff.client);
    const from = await supplier(staff.client);
    const id = randomUUID();

    const saved = await staff.client.rpc('pos_save_purchase_order', {
      p_order: {
        id,
        supplier_id: from,
        location_id: shop,
        lines: [
          { catalog_item_id: item.id, quantity: '10', unit_cost: '650.5' },
          { catalog_item_id: other.id, quantity: 3, unit_cost: '99.99' },
        ],
      },
    });
    expect(saved.error).toBeNull();
    const po = purchaseOrderSchema.parse(saved.data);
    expect(po.number).toMatch(/^PO-\d{4}-\d{6}$/);
    // 10 × 650.50 + 3 × 99.99 = 6,505.00 + 299.97.
    expect(po).toMatchObject({ status: 'draft', total: '6804.97' });

    const early = await staff.client.rpc('pos_receive_purchase_order', {
      p_receipt: randomUUID(),
      p_order: id,
      p_lines: null,
      p_reference: null,
    });
    expect(early.error?.message).toBe(
      `Purchase order ${po.number} is draft: goods are received on a sent order`,
    );

    expect(
      (await staff.client.rpc('pos_set_purchase_order_status', { p_order: id, p_status: 'sent' })).error,
    ).toBeNull();
    const edit = await staff.client.rpc('pos_save_purchase_order', {
      p_order: {
        id,
        supplier_id: from,
        location_id: shop,
        lines: [{ catalog_item_id: item.id, quantity: 1, unit_cost: 1 }],
      },
    });
    expect(edit.error?.message).toBe(`Purchase order ${po.number} is sent: only a draft can be changed`);

    const receipt = randomUUID();
    const part = {
      p_receipt: receipt,
      p_order: id,
      p_lines: [{ line_no: 1, quantity: '4' }],
      p_reference: 'DN-77',
    };
    const clicks = await Promise.all([
      staff.client.rpc('pos_receive_purchase_order', part),
      staff.client.rpc('pos_receive_purchase_order', part),
    ]);
    for (const c of clicks) expect(c.error).toBeNull();
    expect(clicks.map((c) => c.data.already).sort()).toEqual([false, true]);
    const partly = purchaseOrderSchema.parse(clicks[0]?.data);
    expect(partly.status).toBe('partly_received');
    expect(partly.lines[0]).toMatchObject({ received: '4.000' });
    // (10 × 600 + 4 × 650.50) / 14 = 8,602 / 14 = 614.4286 (4 decimals).
    expect(await onHand(staff.client, item.id)).toMatchObject({ on_hand: 14, average_cost: 614.4286 });
    const moves = await staff.client
      .from('pos_movement_list')
      .select('kind, quantity, unit_cost, reference, supplier_name')
      .eq('catalog_item_id', item.id)
      .eq('kind', 'receipt')
      .order('id');
    expect(moves.data?.at(-1)).toMatchObject({
      quantity: 4,
      unit_cost: 650.5,
      reference: `${po.number} / DN-77`,
    });

    const tooMany = await staff.client.rpc('pos_receive_purchase_order', {
      p_receipt: randomUUID(),
      p_order: id,
      p_lines: [{ line_no: 1, quantity: '7' }],
    });
    expect(tooMany.error?.message).toBe(
      `Line 1 (${item.name}): only 6 left to receive (ordered 10, received 4)`,
    );
    const cancel = await staff.client.rpc('pos_set_purchase_order_status', {
      p_order: id,
      p_status: 'cancelled',
    });
    expect(cancel.error?.message).toBe(
      `Purchase order ${po.number} is partly received: goods were received on it, so it cannot be cancelled`,
    );

    const rest = await staff.client.rpc('pos_receive_purchase_order', {
      p_receipt: randomUUID(),
      p_order: id,
    });
    expect(rest.error).toBeNull();
    expect(purchaseOrderSchema.parse(rest.data).status).toBe('received');
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(20);
    expect(Number((await onHand(staff.client, other.id)).on_hand)).toBe(3);
  });

  it('drafts an order from the low-stock items last bought from the chosen supplier', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const { shop } = await locationIds(staff.client);
    const from = await supplier(staff.client);
    const low = await stockedItem(admin.client, { reorder: 5 });
    const r = await staff.client.rpc('pos_receive_stock', {
      p_item: low.id,
      p_location: shop,
      p_quantity: 2,
      p_unit_cost: '120.25',
      p_supplier: from,
    });
    expect(r.error).toBeNull();
    const id = randomUUID();
    const drafted = await staff.client.rpc('pos_draft_purchase_order', {
      p_order: id,
      p_supplier: from,
      p_location: shop,
    });
    expect(drafted.error).toBeNull();
    const po = purchaseOrderSchema.parse(drafted.data);
    // Up to twice the reorder level: 10 − 2 on hand = 8, at the supplier's last cost.
    expect(po.lines).toEqual([
      expect.objectContaining({ catalog_item_id: low.id, quantity: '8.000', unit_cost: '120.2500' }),
    ]);
    expect(po.status).toBe('draft');
    const none = await staff.client.rpc('pos_draft_purchase_order', {
      p_order: randomUUID(),
      p_supplier: await supplier(staff.client),
      p_location: shop,
    });
    expect(none.error?.message).toBe(
      'No low-stock items to order from this supplier: choose the items on the list',
    );
  });
});

describe('stock counts', () => {
  it('posts the counted differences as adjustments "Stock count <number>", once, by an admin', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const store = await newLocation(admin.client);
    const a = await stockedItem(admin.client);
    const b = await stockedItem(admin.client);
    for (const [item, qty] of [
      [a.id, 10],
      [b.id, 4],
    ] as const) {
      const r = await staff.client.rpc('pos_receive_stock', {
        p_item: item,
        p_location: store,
        p_quantity: qty,
        p_unit_cost: '50',
      });
      expect(r.error).toBeNull();
    }
    const id = randomUUID();
    const started = await staff.client.rpc('pos_start_stock_count', { p_count: id, p_location: store });
    expect(started.error).toBeNull();
    expect(started.data.number).toMatch(/^SC-\d{4}-\d{6}$/);
    const second = await staff.client.rpc('pos_start_stock_count', {
      p_count: randomUUID(),
      p_location: store,
    });
    expect(second.error?.message).toMatch(
      /^A count is already open at Store .*: SC-\d{4}-\d{6} \(post it first\)$/,
    );

    const lines = await staff.client
      .from('pos_stock_count_lines')
      .select('catalog_item_id, expected')
      .eq('count_id', id)
      .in('catalog_item_id', [a.id, b.id]);
    expect(lines.data?.map((l) => Number(l.expected)).sort((x, y) => x - y)).toEqual([4, 10]);

    const typed = await staff.client.rpc('pos_set_stock_count', {
      p_count: id,
      p_lines: [
        { catalog_item_id: a.id, counted: '8.5' },
        { catalog_item_id: b.id, counted: '4' },
      ],
    });
    expect(typed.error).toBeNull();
    const byStaff = await staff.client.rpc('pos_post_stock_count', { p_count: id });
    expect(byStaff.error?.message).toBe('Only an admin can post a stock count');

    const [p1, p2] = await Promise.all([
      admin.client.rpc('pos_post_stock_count', { p_count: id }),
      admin.client.rpc('pos_post_stock_count', { p_count: id }),
    ]);
    expect(p1.error).toBeNull();
    expect(p2.error).toBeNull();
    expect([p1.data.already, p2.data.already].sort()).toEqual([false, true]);
    expect(p1.data.adjustments).toBe(1);
    const moves = await staff.client
      .from('pos_stock_movements')
      .select('kind, quantity, reason')
      .eq('catalog_item_id', a.id)
      .eq('location_id', store)
      .eq('kind', 'adjustment');
    expect(moves.data).toEqual([
      { kind: 'adjustment', quantity: -1.5, reason: `Stock count ${started.data.number}` },
    ]);
    const level = await staff.client
      .from('pos_on_hand')
      .select('on_hand')
      .eq('catalog_item_id', a.id)
      .eq('location_id', store)
      .single();
    expect(Number(level.data?.on_hand)).toBe(8.5);
    const late = await staff.client.rpc('pos_set_stock_count', {
      p_count: id,
      p_lines: [{ catalog_item_id: a.id, counted: '1' }],
    });
    expect(late.error?.message).toBe(
      `Stock count ${started.data.number} is posted: start a new count to correct it`,
    );
  });
});
