// public.pos_record_sale through supabase-js (issue 25): a paid sale is never lost and never
// doubled (the till's id is the idempotency key), and the till never sells stock it does not have,
// even when many tills sell the last unit at once. Prices, tax and totals are the server's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { saleReceiptSchema, salesReportSchema } from '../shapes.ts';
import { onHand, saleOf, stockedItem, tillLocations } from './support.ts';

describe('selling at the till', () => {
  it('records a cash sale with the change due, the catalogue price and VAT, and takes the stock off the shelf', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '850.00', quantity: 5, cost: '520' });
    const { shop } = await tillLocations(staff.client);

    const { data, error } = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ catalog_item_id: item.id, quantity: 2 }], [{ method: 'cash', amount: '2000' }]),
    });
    expect(error).toBeNull();
    const receipt = saleReceiptSchema.parse(data);
    // 2 × 850 = 1,700 + 16 % VAT 272 = 1,972; 2,000 tendered: 28 change.
    expect(receipt).toMatchObject({
      total: '1972.00',
      tax: '272.00',
      paid: '2000.00',
      change_due: '28.00',
      already: false,
    });
    expect(receipt.number).toMatch(/^POS-\d{4}-\d{6}$/);
    expect(receipt.lines).toEqual([
      expect.objectContaining({ name: item.name, quantity: '2', unit_price: '850.00', total: '1972.00' }),
    ]);
    expect(receipt.payments).toEqual([
      { method: 'cash', amount: '1972.00', tendered: '2000.00', reference: null },
    ]);
    expect((await onHand(staff.client, item.id)).on_hand_by_location.shop).toBe('3.000');
  });

  it('stores a sale once however often the till sends it: a double click, a retry, 20 replays at once', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '100.00', quantity: 50 });
    const { shop } = await tillLocations(staff.client);
    const sale = saleOf(
      shop,
      [{ catalog_item_id: item.id, quantity: 1 }],
      [{ method: 'mpesa', amount: '116', reference: 'sgh3k7lq2p' }],
    );

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => staff.client.rpc('pos_record_sale', { p_sale: sale })),
    );
    for (const a of answers) expect(a.error).toBeNull();
    const receipts = answers.map((a) => saleReceiptSchema.parse(a.data));
    expect(new Set(receipts.map((r) => r.number)).size).toBe(1);
    expect(receipts.filter((r) => !r.already)).toHaveLength(1);
    // The M-Pesa code is kept as Safaricom prints it.
    expect(receipts[0]?.payments).toEqual([
      { method: 'mpesa', amount: '116.00', tendered: null, reference: 'SGH3K7LQ2P' },
    ]);

    const count = await staff.client
      .from('pos_sales')
      .select('id', { count: 'exact', head: true })
      .eq('id', sale.id);
    expect(count.count).toBe(1);
    const moves = await staff.client.from('pos_stock_movements').select('quantity').eq('sale_id', sale.id);
    expect(moves.data).toHaveLength(1);
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(49);
  });

  it('stores a sale queued offline once when the till replays it 20 times after coming back, though the shelf is now empty', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '100.00', quantity: 1 });
    const { shop } = await tillLocations(staff.client);
    // The till's queue (ADR 065): the same sale, with its id, sent until an answer gets back.
    const queued = saleOf(
      shop,
      [{ catalog_item_id: item.id, quantity: 1 }],
      [{ method: 'cash', amount: '116' }],
    );

    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await staff.client.rpc('pos_record_sale', { p_sale: queued }));
    for (const a of answers) expect(a.error).toBeNull();
    const receipts = answers.map((a) => saleReceiptSchema.parse(a.data));
    expect(receipts.map((r) => r.already)).toEqual([false, ...Array.from({ length: 19 }, () => true)]);
    expect(new Set(receipts.map((r) => r.number)).size).toBe(1);

    const moves = await staff.client.from('pos_stock_movements').select('quantity').eq('sale_id', queued.id);
    expect(moves.data?.map((m) => Number(m.quantity))).toEqual([-1]);
    expect((await onHand(staff.client, item.id)).on_hand_by_location.shop).toBe('0.000');
    // Another sale of the item is refused: the replays above were answered from the stored sale.
    const another = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ catalog_item_id: item.id, quantity: 1 }], [{ method: 'cash', amount: '116' }]),
    });
    expect(another.error?.message).toBe(`Only 0 of "${item.name}" in stock at Shop (asked for 1)`);
  });

  it('sells the last unit once when 50 tills sell it at the same instant; the others are told it is gone', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '100.00', quantity: 1 });
    const { shop } = await tillLocations(staff.client);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        staff.client.rpc('pos_record_sale', {
          p_sale: saleOf(
            shop,
            [{ catalog_item_id: item.id, quantity: 1 }],
            [{ method: 'cash', amount: '200' }],
          ),
        }),
      ),
    );
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    const refused = answers.filter((a) => a.error !== null);
    expect(refused).toHaveLength(49);
    for (const a of refused)
      expect(a.error?.message).toBe(`Only 0 of "${item.name}" in stock at Shop (asked for 1)`);
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(0);
    const sold = await staff.client.from('pos_sale_lines').select('sale_id').eq('catalog_item_id', item.id);
    expect(sold.data).toHaveLength(1);
  });

  it('refuses what the till must not do, in words the cashier can act on, and stores nothing', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '1000.00', quantity: 3 });
    const { shop, van } = await tillLocations(staff.client);
    const line = [{ catalog_item_id: item.id, quantity: 1 }];
    const cases: [unknown, string][] = [
      [
        saleOf(shop, line, [{ method: 'cash', amount: '1000' }]),
        'Payments of 1000.00 do not cover the total of 1160.00',
      ],
      [
        saleOf(shop, line, [{ method: 'card', amount: '1160' }]),
        'A card payment needs the slip reference (at most 40 characters)',
      ],
      [
        saleOf(shop, line, [{ method: 'mpesa', amount: '1160', reference: 'ABC' }]),
        'An M-Pesa payment needs its 10-character confirmation code (e.g. SGH3K7LQ2P)',
      ],
      [
        saleOf(shop, line, [{ method: 'card', amount: '1200', reference: 'SLIP-1' }]),
        'M-Pesa and card together cannot exceed the total (only cash gives change)',
      ],
      [
        saleOf(shop, [{ ...line[0]!, discount_percent: 15 }], [{ method: 'cash', amount: '1160' }]),
        `Line 1 (${item.name}): a discount above 10 % needs an admin`,
      ],
      [
        saleOf(van, line, [{ method: 'cash', amount: '1160' }]),
        `Only 0 of "${item.name}" in stock at Van (asked for 1)`,
      ],
      [saleOf(shop, [], [{ method: 'cash', amount: '1' }]), 'The cart is empty'],
    ];
    for (const [sale, message] of cases) {
      const { error } = await staff.client.rpc('pos_record_sale', { p_sale: sale });
      expect(error?.message).toBe(message);
    }
    // An admin may give more discount: 15 % off 1,000 = 850 + VAT 136 = 986.
    const discounted = await admin.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ ...line[0]!, discount_percent: 15 }], [{ method: 'cash', amount: '986' }]),
    });
    expect(discounted.error).toBeNull();
    expect(saleReceiptSchema.parse(discounted.data).total).toBe('986.00');
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(2);
  });

  it('splits a payment between cash and M-Pesa, and reprints the receipt', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '450.00', quantity: 10 });
    const { shop } = await tillLocations(staff.client);
    const id = randomUUID();
    // 3 × 450 = 1,350 + 216 VAT = 1,566: 1,000 by M-Pesa, 600 cash, 34 change.
    const first = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(
        shop,
        [{ catalog_item_id: item.id, quantity: 3 }],
        [
          { method: 'mpesa', amount: '1000', reference: 'QWE1RTY2UI' },
          { method: 'cash', amount: '600' },
        ],
        id,
      ),
    });
    expect(first.error).toBeNull();
    const again = await staff.client.rpc('pos_sale_receipt', { p_sale: id });
    const receipt = saleReceiptSchema.parse(again.data);
    expect(receipt).toMatchObject({
      total: '1566.00',
      change_due: '34.00',
      number: saleReceiptSchema.parse(first.data).number,
    });
    expect(receipt.payments).toEqual([
      { method: 'cash', amount: '566.00', tendered: '600.00', reference: null },
      { method: 'mpesa', amount: '1000.00', tendered: null, reference: 'QWE1RTY2UI' },
    ]);
  });

  it('reports the day’s sales per product with cost and margin at the average cost sold at', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '850.00', quantity: 10, cost: '520' });
    const { shop } = await tillLocations(staff.client);
    const sold = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ catalog_item_id: item.id, quantity: 3 }], [{ method: 'cash', amount: '3000' }]),
    });
    expect(sold.error).toBeNull();
    const day = saleReceiptSchema.parse(sold.data).created_at.slice(0, 10);
    const from = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const { data, error } = await staff.client.rpc('pos_sales_report', { p_from: from, p_to: to });
    expect(error).toBeNull();
    const report = salesReportSchema.parse(data);
    // 3 × 850 = 2,550 before VAT; cost 3 × 520 = 1,560; margin 990.
    expect(report.by_product.find((p) => p.item_id === item.id)).toEqual({
      item_id: item.id,
      name: item.name,
      sku: item.sku,
      quantity: '3',
      amount: '2550.00',
      cost: '1560.00',
      margin: '990.00',
    });
    expect(report.totals.sales).toBeGreaterThanOrEqual(1);
    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('pos_sales_report', { p_from: from, p_to: to });
    expect(refused.error?.message).toBe('Only staff can read sales reports');
  });

  it('puts a POS customer on the sale, lists what they bought, and refuses a staff account as a customer', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const shopper = await userWithRole('customer', { name: 'Daniel Kiprop Shop' });
    const item = await stockedItem(admin.client, { price: '100.00', quantity: 5 });
    const { shop } = await tillLocations(staff.client);
    const line = [{ catalog_item_id: item.id, quantity: 1 }];
    const refused = await staff.client.rpc('pos_record_sale', {
      p_sale: { ...saleOf(shop, line, [{ method: 'cash', amount: '116' }]), customer_user_id: staff.id },
    });
    expect(refused.error?.message).toBe('The customer must be a POS customer account');
    const sold = await staff.client.rpc('pos_record_sale', {
      p_sale: { ...saleOf(shop, line, [{ method: 'cash', amount: '116' }]), customer_user_id: shopper.id },
    });
    expect(saleReceiptSchema.parse(sold.data).customer).toBe('Daniel Kiprop Shop');
    const list = await staff.client
      .rpc('pos_customers')
      .select('user_id, sales_count, sales_total')
      .eq('user_id', shopper.id);
    expect(list.data).toEqual([{ user_id: shopper.id, sales_count: 1, sales_total: 116 }]);
  });
});
