// The firm's highest discount at the till (issue 25, ADR 091): an admin sets it (public.pos_set_settings),
// staff read it (public.pos_settings), and the database holds every sale to it — an admin selling, a
// cashier with an admin's PIN, an approval given before the ceiling came down — naming the ceiling.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { saleReceiptSchema } from '../shapes.ts';
import { saleOf, stockedItem, tillLocations } from './support.ts';

const PIN = '4826';

async function setCeiling(percent: number | string | null) {
  const admin = await userWithRole('admin');
  return admin.client.rpc('pos_set_settings', { p_max_discount_percent: percent as number });
}

// The suites share one server: the next file finds the default again (100 %: no ceiling below it).
afterAll(async () => {
  const r = await setCeiling(100);
  expect(r.error).toBeNull();
});

/** A 1,000.00 item in stock at the shop, and the till's open sessions. */
async function shopItem() {
  const admin = await userWithRole('admin');
  const item = await stockedItem(admin.client, { price: '1000.00', quantity: 5 });
  const { shop } = await tillLocations(admin.client);
  return { item, shop };
}

const oneAt = (shop: string, item: string, discount: number, paid: string, cart?: number) => ({
  ...saleOf(
    shop,
    [{ catalog_item_id: item, quantity: 1, discount_percent: discount }],
    [{ method: 'cash', amount: paid }],
  ),
  ...(cart === undefined ? {} : { cart_discount_percent: cart }),
});

async function adminWithPin() {
  const admin = await userWithRole('admin', { name: `Approver ${randomUUID().slice(0, 8)}` });
  expect((await admin.client.rpc('pos_set_pin', { p_pin: PIN })).error).toBeNull();
  return admin;
}

async function stored(client: Awaited<ReturnType<typeof userWithRole>>['client'], id: string) {
  const { data, error } = await client.from('pos_sales').select('id').eq('id', id);
  expect(error).toBeNull();
  return data?.length ?? 0;
}

describe('the firm’s discount ceiling', () => {
  it('starts at 100 %, and staff read it where the till does', async () => {
    expect((await setCeiling(100)).data).toMatchObject({ max_discount_percent: '100.00' });
    const staff = await userWithRole('staff');
    const { data, error } = await staff.client.from('pos_settings').select('max_discount_percent');
    expect(error).toBeNull();
    expect(data).toEqual([{ max_discount_percent: 100 }]);
  });

  it('an admin lowers it to 30 %: their own 40 % is refused naming the ceiling, 30 % is sold', async () => {
    const { item, shop } = await shopItem();
    const set = await setCeiling(30);
    expect(set.error).toBeNull();
    expect(set.data).toMatchObject({ max_discount_percent: '30.00' });
    const admin = await userWithRole('admin');

    const over = oneAt(shop, item.id, 40, '696');
    const refused = await admin.client.rpc('pos_record_sale', { p_sale: over });
    expect(refused.error?.code).toBe('22023');
    expect(refused.error?.hint).toBe('pos_discount_ceiling');
    expect(refused.error?.message).toBe(
      `Line 1 (${item.name}): a discount of 40 % is above the firm's ceiling of 30 % (Point of sale → Settings): not even an admin can give more`,
    );
    expect(await stored(admin.client, over.id)).toBe(0);

    // A cart discount is held to it too.
    const cart = oneAt(shop, item.id, 0, '1000', 30.5);
    const cartRefused = await admin.client.rpc('pos_record_sale', { p_sale: cart });
    expect(cartRefused.error?.message).toBe(
      "A cart discount of 30.5 % is above the firm's ceiling of 30 % (Point of sale → Settings): not even an admin can give more",
    );

    // 1,000 less 30 % = 700 + 16 % VAT = 812.
    const at = oneAt(shop, item.id, 30, '812');
    const sold = await admin.client.rpc('pos_record_sale', { p_sale: at });
    expect(sold.error).toBeNull();
    expect(saleReceiptSchema.parse(sold.data)).toMatchObject({ total: '812.00', already: false });
  });

  it('an admin’s PIN cannot approve more than the ceiling, and an approval given before it came down no longer lets the sale through', async () => {
    const { item, shop } = await shopItem();
    expect((await setCeiling(100)).error).toBeNull();
    const staff = await userWithRole('staff');
    const approver = await adminWithPin();
    const approve = (sale: string, percent: number) =>
      staff.client.rpc('pos_approve_discount', {
        p_sale: sale,
        p_admin: approver.id,
        p_pin: PIN,
        p_percent: percent,
      });

    // Approved at 40 % while there was no ceiling below 100 …
    const early = oneAt(shop, item.id, 40, '696');
    expect((await approve(early.id, 40)).data).toMatchObject({ approved: true });
    // … then the firm sets 30 %: the sale is refused all the same, naming the ceiling.
    expect((await setCeiling(30)).error).toBeNull();
    const late = await staff.client.rpc('pos_record_sale', { p_sale: early });
    expect(late.error?.hint).toBe('pos_discount_ceiling');
    expect(late.error?.message).toContain("above the firm's ceiling of 30 %");
    expect(await stored(staff.client, early.id)).toBe(0);

    // Asking for 35 % now: refused before the PIN is looked at (no try counted).
    const next = oneAt(shop, item.id, 35, '754');
    const over = await approve(next.id, 35);
    expect(over.error?.code).toBe('22023');
    expect(over.error?.message).toBe(
      "A discount of 35 % is above the firm's ceiling of 30 % (Point of sale → Settings): no admin can approve it",
    );
    const pins = await serviceClient().from('pos_pins').select('failed_count').eq('user_id', approver.id);
    expect(pins.data).toEqual([{ failed_count: 0 }]);

    // Up to the ceiling, the PIN still works as before (ADR 072).
    const within = oneAt(shop, item.id, 30, '812');
    expect((await approve(within.id, 30)).data).toMatchObject({ approved: true, max_percent: '30.00' });
    const sold = await staff.client.rpc('pos_record_sale', { p_sale: within });
    expect(sold.error).toBeNull();
  });

  it('a ceiling under the cashier’s 10 % is the cashier’s limit too', async () => {
    const { item, shop } = await shopItem();
    expect((await setCeiling(5)).error).toBeNull();
    const staff = await userWithRole('staff');
    const sale = oneAt(shop, item.id, 8, '1000');
    const { error } = await staff.client.rpc('pos_record_sale', { p_sale: sale });
    expect(error?.message).toBe(
      `Line 1 (${item.name}): a discount of 8 % is above the firm's ceiling of 5 % (Point of sale → Settings): not even an admin can give more`,
    );
    // 1,000 less 5 % = 950 + 16 % VAT = 1,102.
    const five = await staff.client.rpc('pos_record_sale', { p_sale: oneAt(shop, item.id, 5, '1102') });
    expect(five.error).toBeNull();
  });

  it('only an admin sets it, from 0 to 100 % with two decimals; nobody writes the table, customers and visitors do not read it', async () => {
    const staff = await userWithRole('staff');
    const byStaff = await staff.client.rpc('pos_set_settings', { p_max_discount_percent: 50 });
    expect(byStaff.error?.code).toBe('42501');
    expect(byStaff.error?.message).toBe("Only an admin can change the till's settings");
    for (const bad of [101, -1, 12.345, null]) {
      const r = await setCeiling(bad);
      expect(r.error?.code, String(bad)).toBe('22023');
      expect(r.error?.message).toBe(
        'The highest discount is a percentage from 0 to 100 with at most 2 decimals',
      );
    }
    const admin = await userWithRole('admin');
    const direct = await admin.client.from('pos_settings').update({ max_discount_percent: 1 }).eq('id', true);
    expect(direct.error?.code).toBe('42501');
    const customer = await userWithRole('customer');
    expect((await customer.client.from('pos_settings').select('*')).data).toEqual([]);
    expect((await anonClient().from('pos_settings').select('*')).error?.code).toBe('42501');

    // A change is on the settings' timeline, with from and to.
    expect((await setCeiling(25)).error).toBeNull();
    expect((await setCeiling(20)).error).toBeNull();
    const events = await serviceClient()
      .from('record_events')
      .select('kind, body, changes')
      .eq('record_type', 'pos_settings')
      .order('id', { ascending: false })
      .limit(1);
    expect(events.data).toEqual([
      {
        kind: 'pos.settings_changed',
        body: 'Highest discount at the till: 20 %',
        changes: { max_discount_percent: { from: '25', to: '20' } },
      },
    ]);
  });
});
