// Issue 25: "sales by day, product, category, cashier and payment method; margins; stock value". The
// figures of one cashier, one category and one item are exact; the other tests' sales share the period,
// so the totals across everyone are only checked to contain ours.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { saleReceiptSchema, salesReportSchema, stockValueSchema } from '../shapes.ts';
import { saleOf, stockedItem, tillLocations } from './support.ts';

const dayAround = (iso: string, days: number) =>
  new Date(Date.parse(iso.slice(0, 10)) + days * 86_400_000).toISOString().slice(0, 10);

describe('the sales report, by cashier, category and payment method', () => {
  it('counts a cashier’s sales, a category’s amounts with cost and margin, and what each method took', async () => {
    const admin = await userWithRole('admin');
    const cashier = await userWithRole('staff', { name: 'Report Cashier' });
    const category = `Ear protection ${randomUUID().slice(0, 8)}`;
    const muffs = await stockedItem(admin.client, { price: '1000.00', quantity: 10, cost: '400', category });
    const plugs = await stockedItem(admin.client, { price: '50.00', quantity: 100, cost: '20', category });
    const { shop } = await tillLocations(cashier.client);
    // 2 muffs at 10 % off: 1,800 + VAT 288 = 2,088, paid 1,000 by M-Pesa and 1,100 cash (100 change).
    const first = await cashier.client.rpc('pos_record_sale', {
      p_sale: saleOf(
        shop,
        [{ catalog_item_id: muffs.id, quantity: 2, discount_percent: 10 }],
        [
          { method: 'mpesa', amount: '1000', reference: 'QWE1RTY2UI' },
          { method: 'cash', amount: '1100' },
        ],
      ),
    });
    expect(first.error).toBeNull();
    // 10 plugs: 500 + VAT 80 = 580 by card.
    const second = await cashier.client.rpc('pos_record_sale', {
      p_sale: saleOf(
        shop,
        [{ catalog_item_id: plugs.id, quantity: 10 }],
        [{ method: 'card', amount: '580', reference: 'SLIP-77' }],
      ),
    });
    expect(second.error).toBeNull();
    const day = saleReceiptSchema.parse(first.data).created_at;
    const { data, error } = await cashier.client.rpc('pos_sales_report', {
      p_from: dayAround(day, -1),
      p_to: dayAround(day, 1),
    });
    expect(error).toBeNull();
    const report = salesReportSchema.parse(data);
    expect(report.by_cashier.find((c) => c.user_id === cashier.id)).toEqual({
      user_id: cashier.id,
      name: 'Report Cashier',
      sales: 2,
      total: '2668.00',
    });
    // Amounts before VAT: 1,800 + 500; cost 2 × 400 + 10 × 20 = 1,000.
    expect(report.by_category.find((c) => c.category === category)).toEqual({
      category,
      quantity: '12',
      amount: '2300.00',
      cost: '1000.00',
      margin: '1300.00',
    });
    const method = (m: string) => Number(report.by_method.find((x) => x.method === m)?.amount ?? 0);
    expect(method('cash')).toBeGreaterThanOrEqual(1088);
    expect(method('mpesa')).toBeGreaterThanOrEqual(1000);
    expect(method('card')).toBeGreaterThanOrEqual(580);
    // Every method's amounts add up to the sales' total: what was paid is what was sold.
    const byMethod = report.by_method.reduce((sum, m) => sum + Number(m.amount), 0);
    expect(byMethod.toFixed(2)).toBe(Number(report.totals.total).toFixed(2));
  });
});

describe('the stock value at a day’s end', () => {
  it('values what was on hand then at the average cost it then had, and refuses a day to come', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '900.00', quantity: 10, cost: '300' });
    // A second delivery at 600 moves the average: (10 × 300 + 10 × 600) / 20 = 450.
    const { shop } = await tillLocations(staff.client);
    const received = await admin.client.rpc('pos_receive_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: 10,
      p_unit_cost: '600',
    });
    expect(received.error).toBeNull();
    const sold = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ catalog_item_id: item.id, quantity: 4 }], [{ method: 'cash', amount: '5000' }]),
    });
    expect(sold.error).toBeNull();
    const today = await staff.client.rpc('pos_stock_value', {});
    expect(today.error).toBeNull();
    const now = stockValueSchema.parse(today.data);
    expect(now.items.find((i) => i.item_id === item.id)).toMatchObject({
      quantity: '16',
      unit_cost: '450.0000',
      value: '7200.00',
    });
    const sum = now.items.reduce((s, i) => s + Number(i.value), 0);
    expect(sum.toFixed(2)).toBe(Number(now.total).toFixed(2));

    // The day before anything happened to it: not in stock then.
    const yesterday = await staff.client.rpc('pos_stock_value', { p_at: dayAround(now.at, -1) });
    expect(stockValueSchema.parse(yesterday.data).items.some((i) => i.item_id === item.id)).toBe(false);

    const later = await staff.client.rpc('pos_stock_value', { p_at: dayAround(now.at, 2) });
    expect(later.error?.message).toBe(
      'Choose today or an earlier day: the stock value of a day to come is not known',
    );
    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('pos_stock_value', {});
    expect(refused.error?.message).toBe('Only staff can read the stock value');
  });
});
