// Who may do what in POS (RLS and the RPCs' guard): staff read and sell while the module is on;
// nobody writes the ledger or sales directly; shop customers and visitors see nothing.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { locationIds, saleOf, stockedItem } from './support.ts';

const TABLES = [
  'pos_locations',
  'pos_stock_items',
  'pos_stock_movements',
  'pos_sales',
  'pos_sale_lines',
  'pos_suppliers',
];

describe('who may see and change stock and sales', () => {
  it('shop customers and visitors read none of it and cannot sell', async () => {
    const customer = await userWithRole('customer');
    for (const client of [customer.client, anonClient()]) {
      for (const table of TABLES) {
        const { data } = await client.from(table).select('*').limit(1);
        expect(data ?? [], table).toEqual([]);
      }
      const sale = await client.rpc('pos_record_sale', { p_sale: { id: crypto.randomUUID() } });
      expect(sale.error).not.toBeNull();
    }
  });

  it('nobody writes movements, stock settings or sales directly: only the RPCs do', async () => {
    const admin = await userWithRole('admin');
    const item = await stockedItem(admin.client, { quantity: 1 });
    const { shop } = await locationIds(admin.client);
    const forged = await admin.client.from('pos_stock_movements').insert({
      catalog_item_id: item.id,
      location_id: shop,
      kind: 'receipt',
      quantity: 100,
      unit_cost: 0,
      average_cost_after: 0,
    });
    expect(forged.error?.code).toBe('42501');
    const typedOver = await admin.client
      .from('pos_stock_items')
      .update({ average_cost: 1 })
      .eq('catalog_item_id', item.id)
      .select();
    expect(typedOver.error?.code).toBe('42501');
    const sale = await admin.client.from('pos_sales').insert({
      id: crypto.randomUUID(),
      number: 'X',
      location_id: shop,
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
      paid: 0,
      change_due: 0,
    });
    expect(sale.error?.code).toBe('42501');
  });

  it('staff write suppliers, only admins delete them', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const name = `Supplier ${Date.now()} ${process.pid}`;
    const made = await staff.client
      .from('pos_suppliers')
      .insert({ name, phone: '+254 700 000 001' })
      .select('id')
      .single();
    expect(made.error).toBeNull();
    const staffDelete = await staff.client.from('pos_suppliers').delete().eq('id', made.data?.id).select();
    expect(staffDelete.data ?? []).toEqual([]);
    const adminDelete = await admin.client
      .from('pos_suppliers')
      .delete()
      .eq('id', made.data?.id)
      .select('id');
    expect(adminDelete.data).toEqual([{ id: made.data?.id }]);
  });

  it('with the module switched off, staff neither read stock nor sell', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const item = await stockedItem(admin.client, { quantity: 1 });
    const { shop } = await locationIds(staff.client);
    const service = serviceClient();
    await service
      .from('system_modules')
      .update({ is_enabled: false })
      .eq('organization_id', 1)
      .eq('id', 'pos');
    try {
      const read = await staff.client.from('pos_stock_levels').select('id').eq('id', item.id);
      expect(read.data).toEqual([]);
      const sale = await staff.client.rpc('pos_record_sale', {
        p_sale: saleOf(
          shop,
          [{ catalog_item_id: item.id, quantity: 1 }],
          [{ method: 'cash', amount: '2000' }],
        ),
      });
      expect(sale.error?.message).toBe('Point of sale is switched off (Settings → Modules)');
    } finally {
      await service
        .from('system_modules')
        .update({ is_enabled: true })
        .eq('organization_id', 1)
        .eq('id', 'pos');
    }
  });
});
