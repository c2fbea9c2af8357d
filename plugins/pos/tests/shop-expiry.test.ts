// The online shop's reservation (issue 27, ADR 057): an order left unpaid past its 30 minutes is cancelled by the
// scheduled job pos.shop-expire-orders and its stock goes back on the shelf through the ledger. On a database of
// its own (the job runs as the scheduler runs it: app.run_due_jobs).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_shop_expiry');
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

async function onShelf(item: string) {
  const r = await fresh.db.query<{ q: string }>(
    `select coalesce(sum(m.quantity), 0)::text as q from public.pos_stock_movements m
       join public.pos_locations l on l.id = m.location_id and l.code = 'shop' where m.catalog_item_id = $1`,
    [item],
  );
  return r.rows[0]?.q;
}

describe('an unpaid order', () => {
  it('is cancelled after 30 minutes by the job, and its stock goes back as order-release movements', async () => {
    const item = await fresh.db.query<{ id: string }>(
      `insert into public.catalog_items (kind, name, unit, unit_price, tax_code, sku)
       values ('product', 'Expiry helmet', 'piece', 500, 'VAT', 'EXP-HLM-1') returning id`,
    );
    const id = item.rows[0]?.id as string;
    await fresh.db.query(
      `insert into public.pos_stock_items (catalog_item_id, category, sold_online) values ($1, 'Head protection', true)`,
      [id],
    );
    await fresh.db.query(
      `select app.pos_post_movement($1, (select l.id from public.pos_locations l where l.code = 'shop'), 'receipt', 5, 300)`,
      [id],
    );
    const placed = await fresh.db.query<{ o: { id: string; number: string } }>(
      'select public.shop_place_order($1::jsonb) as o',
      [
        JSON.stringify({
          id: randomUUID(),
          name: 'Wanjiru Kamau',
          phone: '0722000111',
          email: 'wanjiru@example.co.ke',
          fulfilment: 'pickup',
          lines: [{ sku: 'EXP-HLM-1', quantity: 2 }],
        }),
      ],
    );
    const order = placed.rows[0]?.o as { id: string; number: string };
    expect(await onShelf(id)).toBe('3.000');

    // Not yet due: the job leaves it.
    await fresh.db.query(
      `update app.scheduled_jobs set next_run_at = now() - interval '1 minute' where name = 'pos.shop-expire-orders'`,
    );
    await fresh.db.query('select * from app.run_due_jobs()');
    expect(
      (
        await fresh.db.query<{ status: string }>('select status from public.shop_orders where id = $1', [
          order.id,
        ])
      ).rows[0]?.status,
    ).toBe('new');

    await fresh.db.query(
      `update public.shop_orders set reserved_until = now() - interval '1 minute' where id = $1`,
      [order.id],
    );
    await fresh.db.query(
      `update app.scheduled_jobs set next_run_at = now() - interval '1 minute' where name = 'pos.shop-expire-orders'`,
    );
    const ran = await fresh.db.query<{ job: string; status: string; error: string | null }>(
      'select * from app.run_due_jobs()',
    );
    expect(ran.rows).toContainEqual({ job: 'pos.shop-expire-orders', status: 'succeeded', error: null });
    const after = await fresh.db.query<{ status: string; cancel_reason: string }>(
      'select status, cancel_reason from public.shop_orders where id = $1',
      [order.id],
    );
    expect(after.rows[0]).toEqual({
      status: 'cancelled',
      cancel_reason: 'Not paid within 30 minutes: the stock went back on the shelf',
    });
    expect(await onShelf(id)).toBe('5.000');
    const ledger = await fresh.db.query<{ kind: string; quantity: string; reference: string }>(
      `select kind::text, quantity::text, reference from public.pos_stock_movements where catalog_item_id = $1 order by id`,
      [id],
    );
    expect(ledger.rows).toEqual([
      { kind: 'receipt', quantity: '5.000', reference: null },
      { kind: 'order', quantity: '-2.000', reference: order.number },
      { kind: 'order_release', quantity: '2.000', reference: order.number },
    ]);
  });
});
