// Issue 25, ADR 077: every figure of the sales report is net of the refunds given in the period (by the
// refund's date, at the sale's location), and the slow movers are the stocked products on hand that sold
// none or fewest. Each test works in its own category (or on its own items), so the other suites' sales in
// the same period do not change what is checked; totals across everyone are checked to add up.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { netSalesReportSchema, slowMoversSchema } from '../parts/report-shapes.ts';
import { saleReceiptSchema } from '../shapes.ts';
import { saleOf, stockedItem, tillLocations } from './support.ts';

const dayAround = (iso: string, days: number) =>
  new Date(Date.parse(iso.slice(0, 10)) + days * 86_400_000).toISOString().slice(0, 10);

describe('the sales report nets refunds', () => {
  it('a manager who refunded part of a sale sees it taken off the product, category, cashier, method and day', async () => {
    const admin = await userWithRole('admin');
    const cashier = await userWithRole('staff', { name: 'Netting Cashier' });
    const category = `Refunded goggles ${randomUUID().slice(0, 8)}`;
    const item = await stockedItem(admin.client, { price: '333.33', quantity: 5, cost: '100', category });
    const { shop, van } = await tillLocations(cashier.client);
    // 3 × 333.33 = 999.99 + VAT 160.00 = 1,159.99 by M-Pesa.
    const sold = await cashier.client.rpc('pos_record_sale', {
      p_sale: saleOf(
        shop,
        [{ catalog_item_id: item.id, quantity: 3 }],
        [{ method: 'mpesa', amount: '1159.99', reference: 'NET1REF2UN' }],
      ),
    });
    expect(sold.error).toBeNull();
    const sale = saleReceiptSchema.parse(sold.data);
    const refundOf = (quantity: number) =>
      cashier.client.rpc('pos_refund_sale', {
        p_refund: {
          id: randomUUID(),
          sale_id: sale.id,
          restock: true,
          reason: 'Scratched lens',
          lines: [{ line_no: 1, quantity }],
        },
      });
    // One of three back: 1,159.99 / 3 → 386.66, of which 333.33 before VAT.
    expect((await refundOf(1)).error).toBeNull();
    const refundedBy = new Date();
    const period = { p_from: dayAround(sale.created_at, -1), p_to: dayAround(sale.created_at, 1) };
    const report = async (location?: string) => {
      const { data, error } = await cashier.client.rpc('pos_sales_report', {
        ...period,
        ...(location ? { p_location: location } : {}),
      });
      expect(error).toBeNull();
      return netSalesReportSchema.parse(data);
    };

    const partly = await report(shop);
    expect(partly.location?.id).toBe(shop);
    expect(partly.by_product.find((p) => p.item_id === item.id)).toEqual({
      item_id: item.id,
      name: item.name,
      sku: item.sku,
      quantity: '2',
      amount: '666.66',
      cost: '200.00',
      margin: '466.66',
      refunded_quantity: '1',
      refunded_amount: '333.33',
    });
    expect(partly.by_category.find((c) => c.category === category)).toEqual({
      category,
      quantity: '2',
      amount: '666.66',
      cost: '200.00',
      margin: '466.66',
      refunded_quantity: '1',
      refunded_amount: '333.33',
    });
    expect(partly.by_cashier.find((c) => c.user_id === cashier.id)).toEqual({
      user_id: cashier.id,
      name: 'Netting Cashier',
      sales: 1,
      gross: '1159.99',
      refunds: 1,
      refunded: '386.66',
      total: '773.33',
    });
    // The refund went back by M-Pesa, the sale's method: at least ours is in its refunded column.
    expect(Number(partly.by_method.find((m) => m.method === 'mpesa')?.refunded)).toBeGreaterThanOrEqual(
      386.66,
    );
    // Net everywhere adds up to the same net total: per method, per day, gross less refunded.
    const sum = (xs: { total?: string; amount?: string }[], key: 'total' | 'amount') =>
      xs.reduce((s, x) => s + Number(x[key]), 0).toFixed(2);
    expect(sum(partly.by_method, 'amount')).toBe(Number(partly.totals.total).toFixed(2));
    expect(sum(partly.by_day, 'total')).toBe(Number(partly.totals.total).toFixed(2));
    expect((Number(partly.totals.gross) - Number(partly.totals.refunded)).toFixed(2)).toBe(
      Number(partly.totals.total).toFixed(2),
    );
    // The report's days are the company's dates, not UTC's: from 21:00 UTC Nairobi is already a day ahead (CI once
    // ran this at 20:58 and read another day's row).
    const org = await admin.client.from('organizations').select('timezone').eq('id', 1).single();
    expect(org.error).toBeNull();
    const refundDay = new Intl.DateTimeFormat('en-CA', { timeZone: org.data?.timezone }).format(refundedBy);
    const day = partly.by_day.find((d) => d.day === refundDay);
    expect(Number(day?.refunded)).toBeGreaterThanOrEqual(386.66);

    // The van sold none of it and refunded none of it.
    const atVan = await report(van);
    expect(atVan.by_product.some((p) => p.item_id === item.id)).toBe(false);
    expect(atVan.by_cashier.some((c) => c.user_id === cashier.id)).toBe(false);

    // The other two back: the line nets to exactly nothing, to the cent, whatever the rounding of the parts.
    expect((await refundOf(2)).error).toBeNull();
    const whole = await report();
    expect(whole.location).toBeNull();
    expect(whole.by_product.find((p) => p.item_id === item.id)).toMatchObject({
      quantity: '0',
      amount: '0.00',
      cost: '0.00',
      margin: '0.00',
      refunded_quantity: '3',
      refunded_amount: '999.99',
    });
    expect(whole.by_cashier.find((c) => c.user_id === cashier.id)).toMatchObject({
      refunds: 2,
      refunded: '1159.99',
      total: '0.00',
    });
  });

  it('refuses a location that does not exist, a reversed period and a customer', async () => {
    const staff = await userWithRole('staff');
    const missing = await staff.client.rpc('pos_sales_report', {
      p_from: '2026-11-01',
      p_to: '2026-11-30',
      p_location: randomUUID(),
    });
    expect(missing.error?.message).toBe('No such location: choose the shop, the van or every location');
    const reversed = await staff.client.rpc('pos_sales_report', { p_from: '2026-11-30', p_to: '2026-11-01' });
    expect(reversed.error?.message).toBe('Choose a period: from a date to the same or a later one');
    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('pos_slow_movers', {
      p_from: '2026-11-01',
      p_to: '2026-11-30',
    });
    expect(refused.error?.message).toBe('Only staff can read sales reports');
  });
});

describe('slow movers', () => {
  it('a manager sees the stocked items that sold none or fewest first, with days since the last sale and the money tied up', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const category = `Slow signs ${randomUUID().slice(0, 8)}`;
    // Never sold: 4 at 250 = 1,000 tied up; another never sold worth more comes first among equals.
    const never = await stockedItem(admin.client, { price: '500.00', quantity: 4, cost: '250', category });
    const neverDear = await stockedItem(admin.client, {
      price: '900.00',
      quantity: 2,
      cost: '700.5',
      category,
    });
    const oneSold = await stockedItem(admin.client, { price: '200.00', quantity: 6, cost: '80', category });
    const fastSold = await stockedItem(admin.client, { price: '100.00', quantity: 9, cost: '40', category });
    const soldOut = await stockedItem(admin.client, { price: '100.00', quantity: 1, cost: '40', category });
    const { shop, van } = await tillLocations(staff.client);
    const sell = async (id: string, quantity: number) => {
      const sold = await staff.client.rpc('pos_record_sale', {
        p_sale: saleOf(shop, [{ catalog_item_id: id, quantity }], [{ method: 'cash', amount: '2000' }]),
      });
      expect(sold.error).toBeNull();
      return saleReceiptSchema.parse(sold.data);
    };
    const first = await sell(oneSold.id, 1);
    await sell(fastSold.id, 5);
    await sell(soldOut.id, 1);
    const today = first.created_at.slice(0, 10);
    const period = { p_from: dayAround(today, -2), p_to: dayAround(today, 2) };
    const read = async (extra: Record<string, unknown> = {}) => {
      const { data, error } = await staff.client.rpc('pos_slow_movers', {
        ...period,
        p_category: category,
        ...extra,
      });
      expect(error).toBeNull();
      return slowMoversSchema.parse(data);
    };

    const all = await read();
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.item_id)).toEqual([neverDear.id, never.id, oneSold.id, fastSold.id]);
    expect(all.items[1]).toEqual({
      item_id: never.id,
      name: never.name,
      sku: never.sku,
      category,
      sold: '0',
      on_hand: '4',
      last_sold_on: null,
      days_since_sale: null,
      average_cost: '250.0000',
      stock_value: '1000.00',
    });
    expect(all.items[2]).toMatchObject({
      sold: '1',
      on_hand: '5',
      days_since_sale: 0,
      stock_value: '400.00',
    });
    expect(typeof all.items[2]?.last_sold_on).toBe('string');
    // 2 × 700.50 + 1,000 + 5 × 80 + 4 × 40.
    expect(all.stock_value).toBe('2961.00');

    // A page of two from the third: the total still counts all four.
    const page = await read({ p_limit: 2, p_offset: 2 });
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.item_id)).toEqual([oneSold.id, fastSold.id]);

    // Refunded, the one sale no longer counts in the period (still the last sale, so after the never-sold).
    const refunded = await staff.client.rpc('pos_refund_sale', {
      p_refund: {
        id: randomUUID(),
        sale_id: first.id,
        restock: true,
        reason: 'Wrong sign',
        lines: [{ line_no: 1, quantity: 1 }],
      },
    });
    expect(refunded.error).toBeNull();
    const after = await read();
    expect(after.items.find((i) => i.item_id === oneSold.id)).toMatchObject({ sold: '0', on_hand: '6' });
    expect(after.items.map((i) => i.item_id)).toEqual([neverDear.id, never.id, oneSold.id, fastSold.id]);

    // The van holds none of them.
    expect((await read({ p_location: van })).total).toBe(0);
    const tooMany = await staff.client.rpc('pos_slow_movers', { ...period, p_limit: 500 });
    expect(tooMany.error?.message).toBe('Ask for 1 to 100 slow movers at a time, from the first on');
  });
});
