// The daily low-stock notification (issue 25, ADR 072): the job pos.low-stock-notifications
// (app.pos_low_stock_notify) tells the people who buy — admins, and staff who created or received a
// purchase order in the last 90 days — how many stocked items are at or under their reorder level,
// once a company day however often it runs. On a database of its own: the recipients are everyone there.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_pos_low_stock');
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

async function user(role: string, name: string): Promise<string> {
  const id = randomUUID();
  await fresh.db.query(
    `insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data) values ($1, $2, $3::jsonb, $4::jsonb)`,
    [
      id,
      `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
      JSON.stringify({ role }),
      JSON.stringify({ full_name: name }),
    ],
  );
  return id;
}

/** A stocked product with `onHand` at the shop and the given reorder level. */
async function item(name: string, reorder: number, onHand: number): Promise<string> {
  const r = await fresh.db.query<{ id: string }>(
    `insert into public.catalog_items (kind, name, unit, unit_price, tax_code)
     values ('product', $1, 'piece', 500, 'VAT') returning id`,
    [name],
  );
  const id = r.rows[0]?.id as string;
  await fresh.db.query(
    `insert into public.pos_stock_items (catalog_item_id, category, reorder_level) values ($1, 'PPE', $2)`,
    [id, reorder],
  );
  if (onHand > 0)
    await fresh.db.query(
      `select app.pos_post_movement($1, (select l.id from public.pos_locations l where l.code = 'shop'), 'receipt', $2, 300)`,
      [id, onHand],
    );
  return id;
}

const runJob = async () =>
  Number((await fresh.db.query<{ n: number }>('select app.pos_low_stock_notify() as n')).rows[0]?.n);

async function notices() {
  const r = await fresh.db.query<{ recipient: string; title: string; body: string; link: string }>(
    `select recipient, title, body, link from public.notifications where kind = 'pos.low-stock' order by recipient`,
  );
  return r.rows;
}

describe('the daily low-stock notification', () => {
  it('tells admins and the staff who buy, once a day, how many items are low; nobody when nothing is', async () => {
    const admin = await user('admin', 'Amani Admin');
    const superadmin = await user('superadmin', 'Sifa Superadmin');
    const disabledAdmin = await user('admin', 'Dora Disabled');
    await fresh.db.query('update public.profiles set is_active = false where auth_id = $1', [disabledAdmin]);
    const orders = await user('staff', 'Otieno Orders');
    const receives = await user('staff', 'Rehema Receives');
    const receivedLongAgo = await user('staff', 'Lameck Longago');
    await user('staff', 'Sam Sells');
    await user('customer', 'Chebet Customer');

    const supplier = await fresh.db.query<{ id: string }>(
      `insert into public.pos_suppliers (name) values ('Usalama Supplies') returning id`,
    );
    const order = randomUUID();
    await fresh.db.query(
      `insert into public.pos_purchase_orders (id, number, supplier_id, location_id, created_by)
       values ($1, 'PO-2026-000001', $2, (select l.id from public.pos_locations l where l.code = 'shop'), $3)`,
      [order, supplier.rows[0]?.id, orders],
    );
    await fresh.db.query(
      `insert into public.pos_purchase_receipts (id, order_id, created_by, created_at) values
         ($1, $3, $4, now() - interval '10 days'), ($2, $3, $5, now() - interval '100 days')`,
      [randomUUID(), randomUUID(), order, receives, receivedLongAgo],
    );

    // Stock above its reorder level everywhere: nobody is told.
    await item('Full helmet', 2, 10);
    expect(await runJob()).toBe(0);
    expect(await notices()).toEqual([]);

    // Seven items at or under: the rarest first in the body, five named.
    await item('Fire blanket', 5, 0);
    await item('Lime vest', 10, 2);
    await item('Ear plugs', 20, 20);
    await item('Goggles', 4, 3);
    await item('Dust mask', 10, 6);
    await item('Gloves', 8, 7);
    await item('Boots', 2, 2);
    expect(await runJob()).toBe(4);
    const sent = await notices();
    expect(sent.map((n) => n.recipient).sort()).toEqual([admin, superadmin, orders, receives].sort());
    for (const n of sent) {
      expect(n).toMatchObject({
        title: '7 items at or under their reorder level',
        body: 'Fire blanket (0 left), Lime vest (2 left), Dust mask (6 left), Goggles (3 left), Gloves (7 left) and 2 more',
        link: '/dashboard/pos/low-stock',
      });
    }

    // The same day again, twice at once: nothing more.
    expect((await Promise.all([runJob(), runJob()])).reduce((a, b) => a + b, 0)).toBe(0);
    expect(await notices()).toHaveLength(4);

    // Switched off: nobody is told, even on a new day.
    await fresh.db.query('delete from app.pos_low_stock_notices');
    await fresh.db.query(`update public.system_modules set is_enabled = false where id = 'pos'`);
    expect(await runJob()).toBe(0);
    await fresh.db.query(`update public.system_modules set is_enabled = true where id = 'pos'`);
  });

  it('is scheduled once a day at 07:00 company time', async () => {
    const r = await fresh.db.query<{ run_every: string; local: string }>(
      `select j.run_every::text, to_char(j.next_run_at at time zone 'Africa/Nairobi', 'HH24:MI') as local
         from app.scheduled_jobs j where j.name = 'pos.low-stock-notifications' and j.function_name = 'app.pos_low_stock_notify'`,
    );
    expect(r.rows).toEqual([{ run_every: '1 day', local: '07:00' }]);
  });
});
