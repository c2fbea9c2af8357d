// The stock ledger through supabase-js (issue 25): on hand is the sum of movements per location,
// never typed over; receipts move the moving-average cost and every movement keeps its cost;
// transfers are two movements; adjustments need an admin and a reason; nothing goes below zero.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { stockAnswerSchema } from '../shapes.ts';
import { locationIds, onHand, stockedItem } from './support.ts';

describe('the stock ledger', () => {
  it('keeps each location’s balance equal to its ledger’s sum, and nobody can change or delete the ledger', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { quantity: 7, cost: '120' });
    const { shop, van } = await locationIds(staff.client);
    await staff.client.rpc('pos_transfer_stock', { p_item: item.id, p_from: shop, p_to: van, p_quantity: 3 });
    await admin.client.rpc('pos_adjust_stock', {
      p_item: item.id,
      p_location: van,
      p_quantity: -1,
      p_reason: 'Dropped from the van',
    });
    const balances = await staff.client
      .from('pos_stock_balances')
      .select('location_id, on_hand')
      .eq('catalog_item_id', item.id);
    const ledger = await staff.client
      .from('pos_stock_movements')
      .select('location_id, quantity')
      .eq('catalog_item_id', item.id);
    const sums = new Map<string, number>();
    for (const m of ledger.data ?? [])
      sums.set(m.location_id, (sums.get(m.location_id) ?? 0) + Number(m.quantity));
    expect(new Map((balances.data ?? []).map((b) => [b.location_id, Number(b.on_hand)]))).toEqual(sums);
    expect(sums).toEqual(
      new Map([
        [shop, 4],
        [van, 2],
      ]),
    );

    // History: even the service key cannot rewrite or remove a movement, nor write a balance.
    const service = serviceClient();
    const rewrite = await service
      .from('pos_stock_movements')
      .update({ quantity: 100 })
      .eq('catalog_item_id', item.id);
    expect(rewrite.error?.code).toBe('42501');
    const removed = await service.from('pos_stock_movements').delete().eq('catalog_item_id', item.id);
    expect(removed.error?.code).toBe('42501');
    const typed = await service
      .from('pos_stock_balances')
      .update({ on_hand: 100 })
      .eq('catalog_item_id', item.id);
    expect(typed.error?.code).toBe('42501');
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(6);
  });

  it('keeps on hand as the sum of receipts, transfers, returns and adjustments, per location', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { quantity: 10, cost: '500' });
    const { shop, van } = await locationIds(staff.client);

    const moved = await staff.client.rpc('pos_transfer_stock', {
      p_item: item.id,
      p_from: shop,
      p_to: van,
      p_quantity: 4,
    });
    expect(moved.error).toBeNull();
    expect(stockAnswerSchema.parse(moved.data).on_hand_by_location).toEqual({ shop: '6.000', van: '4.000' });
    const back = await staff.client.rpc('pos_return_stock', {
      p_item: item.id,
      p_location: van,
      p_quantity: 1,
      p_reason: 'Unopened, wrong size',
    });
    expect(back.error).toBeNull();
    const adjusted = await admin.client.rpc('pos_adjust_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: -2,
      p_reason: 'Cracked in the store room',
    });
    expect(adjusted.error).toBeNull();
    expect(stockAnswerSchema.parse(adjusted.data)).toMatchObject({
      on_hand: '9.000',
      on_hand_by_location: { shop: '4.000', van: '5.000' },
    });

    const ledger = await staff.client
      .from('pos_movement_list')
      .select('kind, quantity, location_name, reason')
      .eq('catalog_item_id', item.id)
      .order('id');
    expect(ledger.data?.map((m) => [m.kind, Number(m.quantity), m.location_name])).toEqual([
      ['receipt', 10, 'Shop'],
      ['transfer_out', -4, 'Shop'],
      ['transfer_in', 4, 'Van'],
      ['return', 1, 'Van'],
      ['adjustment', -2, 'Shop'],
    ]);
    // The view's figures are the ledger's sums.
    const sum = (ledger.data ?? []).reduce((s, m) => s + Number(m.quantity), 0);
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(sum);
  });

  it('moves the average cost on a receipt, keeps it on the way out, and keeps each movement’s cost', async () => {
    const admin = await userWithRole('admin');
    const item = await stockedItem(admin.client, { quantity: 10, cost: '520' });
    const { shop } = await locationIds(admin.client);
    // (10 × 520 + 20 × 580) / 30 = 560
    const second = await admin.client.rpc('pos_receive_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: 20,
      p_unit_cost: '580',
    });
    expect(stockAnswerSchema.parse(second.data).average_cost).toBe('560.0000');
    // (30 × 560 + 7 × 333.33) / 37 = 517.1165 (4 decimals)
    const third = await admin.client.rpc('pos_receive_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: 7,
      p_unit_cost: '333.33',
    });
    expect(stockAnswerSchema.parse(third.data).average_cost).toBe('517.1165');
    await admin.client.rpc('pos_adjust_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: -1,
      p_reason: 'Sample',
    });
    const costs = await admin.client
      .from('pos_stock_movements')
      .select('kind, unit_cost, average_cost_after')
      .eq('catalog_item_id', item.id)
      .order('id');
    expect(costs.data?.map((m) => [m.kind, String(m.unit_cost), String(m.average_cost_after)])).toEqual([
      ['receipt', '520', '520'],
      ['receipt', '580', '560'],
      ['receipt', '333.33', '517.1165'],
      ['adjustment', '517.1165', '517.1165'],
    ]);
  });

  it('refuses to take a location below zero, an adjustment without a reason or by staff, and a bad barcode', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { quantity: 2 });
    const { shop, van } = await locationIds(staff.client);

    const tooMany = await staff.client.rpc('pos_transfer_stock', {
      p_item: item.id,
      p_from: shop,
      p_to: van,
      p_quantity: 3,
    });
    expect(tooMany.error?.message).toBe(`Only 2 of "${item.name}" in stock at Shop (asked for 3)`);
    const byStaff = await staff.client.rpc('pos_adjust_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: 5,
      p_reason: 'Found',
    });
    expect(byStaff.error?.message).toBe('Only an admin can adjust stock');
    const noReason = await admin.client.rpc('pos_adjust_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: 5,
      p_reason: ' ',
    });
    expect(noReason.error?.message).toBe('Say why the stock is adjusted (breakage, loss, count difference…)');
    const belowZero = await admin.client.rpc('pos_adjust_stock', {
      p_item: item.id,
      p_location: shop,
      p_quantity: -3,
      p_reason: 'Lost',
    });
    expect(belowZero.error?.message).toBe(`Only 2 of "${item.name}" in stock at Shop (asked for 3)`);

    const badCheckDigit = await admin.client.rpc('pos_save_stock_item', {
      p_item: item.id,
      p_barcode: '6161234500010',
    });
    expect(badCheckDigit.error?.message).toBe(
      '6161234500010 is not a valid EAN-13 barcode: its check digit should be 9',
    );
    const ok = await admin.client.rpc('pos_save_stock_item', {
      p_item: item.id,
      p_barcode: `TEST-${item.sku}`,
      p_reorder_level: 5,
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ barcode: `TEST-${item.sku}`, is_low: true });
    expect(Number((await onHand(staff.client, item.id)).on_hand)).toBe(2);
  });
});
