// public.pos_refund_sale through supabase-js (issue 25): money back by receipt, per line, never more
// than was sold, to the cents the line was sold for, stored once however often the till sends it,
// and restocking puts the goods back on the shelf of the sale's location.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { refundAnswerSchema, saleReceiptSchema } from '../shapes.ts';
import { onHand, saleOf, stockedItem, tillLocations } from './support.ts';

describe('refunds by receipt', () => {
  it('refunds part of a line, then the rest to the cent, restocks, and refuses more than was sold', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '333.33', quantity: 5 });
    const { shop } = await tillLocations(staff.client);
    // 3 × 333.33 = 999.99 + VAT 160.00 = 1,159.99.
    const sold = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(shop, [{ catalog_item_id: item.id, quantity: 3 }], [{ method: 'cash', amount: '1200' }]),
    });
    const sale = saleReceiptSchema.parse(sold.data);
    expect(sale.total).toBe('1159.99');
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(2);

    const refund = {
      id: randomUUID(),
      sale_id: sale.id,
      restock: true,
      reason: 'Wrong size',
      lines: [{ line_no: 1, quantity: 1 }],
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => staff.client.rpc('pos_refund_sale', { p_refund: refund })),
    );
    for (const a of answers) expect(a.error).toBeNull();
    const first = refundAnswerSchema.parse(answers[0]?.data);
    // 1,159.99 × 1 / 3 = 386.663… → 386.66; cash, the sale's method.
    expect(first).toMatchObject({ total: '386.66', method: 'cash' });
    expect(answers.map((a) => refundAnswerSchema.parse(a.data).number)).toEqual([
      first.number,
      first.number,
      first.number,
    ]);
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(3);

    const tooMany = await staff.client.rpc('pos_refund_sale', {
      p_refund: {
        id: randomUUID(),
        sale_id: sale.id,
        restock: false,
        reason: 'Again',
        lines: [{ line_no: 1, quantity: 3 }],
      },
    });
    expect(tooMany.error?.message).toBe(`Line 1 (${item.name}): only 2 left to refund`);
    // The rest gives back exactly what is left: 1,159.99 − 386.66 = 773.33; not restocked (damaged).
    const rest = await staff.client.rpc('pos_refund_sale', {
      p_refund: {
        id: randomUUID(),
        sale_id: sale.id,
        restock: false,
        reason: 'Damaged',
        lines: [{ line_no: 1, quantity: 2 }],
      },
    });
    expect(refundAnswerSchema.parse(rest.data).total).toBe('773.33');
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(3);

    const receipt = saleReceiptSchema.parse(
      (await staff.client.rpc('pos_sale_receipt', { p_sale: sale.id })).data,
    );
    expect(receipt.lines[0]?.refunded).toBe('3');
    expect(receipt.refunds.map((r) => r.total)).toEqual(['386.66', '773.33']);
    const moves = await staff.client
      .from('pos_movement_list')
      .select('kind, quantity, reason')
      .eq('catalog_item_id', item.id)
      .eq('kind', 'return');
    expect(moves.data).toEqual([
      { kind: 'return', quantity: 1, reason: `Refund ${first.number} of ${sale.number}: Wrong size` },
    ]);
  });

  it('refunds only by a method the sale was paid with, with a reason, and only for staff', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { price: '100.00', quantity: 2 });
    const { shop } = await tillLocations(staff.client);
    const sold = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(
        shop,
        [{ catalog_item_id: item.id, quantity: 1 }],
        [{ method: 'card', amount: '116', reference: 'SLIP-9' }],
      ),
    });
    const sale = saleReceiptSchema.parse(sold.data);
    const base = {
      sale_id: sale.id,
      restock: true,
      reason: 'Changed mind',
      lines: [{ line_no: 1, quantity: 1 }],
    };
    const cash = await staff.client.rpc('pos_refund_sale', {
      p_refund: { ...base, id: randomUUID(), method: 'cash' },
    });
    expect(cash.error?.message).toBe('Refund by a method the sale was paid with');
    const noReason = await staff.client.rpc('pos_refund_sale', {
      p_refund: { ...base, id: randomUUID(), reason: ' ' },
    });
    expect(noReason.error?.message).toBe('Say why the money goes back (at most 500 characters)');
    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('pos_refund_sale', { p_refund: { ...base, id: randomUUID() } });
    expect(refused.error?.message).toBe('Only staff can refund sales');
    const ok = await staff.client.rpc('pos_refund_sale', { p_refund: { ...base, id: randomUUID() } });
    expect(refundAnswerSchema.parse(ok.data)).toMatchObject({
      total: '116.00',
      method: 'card',
      already: false,
    });
  });
});
