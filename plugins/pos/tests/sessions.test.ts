// Till sessions through supabase-js (issue 25, ADR 059): opened with a float, cash in / out, every
// sale and refund in the open session of its location, an X report at any time, closed with the
// counted money per method and a numbered Z report. Each test uses a till location of its own, so
// opening and closing here never closes the shop the other suites sell from.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { sessionReportSchema } from '../sessions-shapes.ts';
import { saleOf, stockedItem } from './support.ts';

let n = 0;
async function newLocation(admin: SupabaseClient) {
  n += 1;
  const code = `till-${Date.now().toString(36)}-${process.pid}-${n}`.slice(0, 30);
  const { data, error } = await admin
    .from('pos_locations')
    .insert({ code, name: `Till ${code}` })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

async function stockAt(admin: SupabaseClient, location: string, price: string, quantity: number) {
  const item = await stockedItem(admin, { price });
  const r = await admin.rpc('pos_receive_stock', {
    p_item: item.id,
    p_location: location,
    p_quantity: quantity,
    p_unit_cost: '100',
  });
  expect(r.error).toBeNull();
  return item;
}

describe('till sessions', () => {
  it('refuses a sale when no session is open, then sells into the open one and reports it exactly (X, then Z)', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const till = await newLocation(admin.client);
    // 250 + 16 % = 290 a piece.
    const item = await stockAt(admin.client, till, '250.00', 10);

    const refused = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(till, [{ catalog_item_id: item.id, quantity: 1 }], [{ method: 'cash', amount: '290' }]),
    });
    expect(refused.error?.message).toMatch(
      /^No till session is open at Till .*: open one with the counted float first$/,
    );

    const sessionId = randomUUID();
    const opened = await staff.client.rpc('pos_open_session', {
      p_session: sessionId,
      p_location: till,
      p_float: '1000.50',
    });
    expect(opened.error).toBeNull();
    expect(opened.data).toMatchObject({
      status: 'open',
      report: 'X',
      opening_float: '1000.50',
      already: false,
    });

    const cashSale = saleOf(
      till,
      [{ catalog_item_id: item.id, quantity: 3 }],
      [{ method: 'cash', amount: '1000' }],
    );
    const s1 = await staff.client.rpc('pos_record_sale', { p_sale: cashSale });
    expect(s1.error).toBeNull();
    const s2 = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(
        till,
        [{ catalog_item_id: item.id, quantity: 2 }],
        [
          { method: 'mpesa', amount: '300', reference: 'QWE1234567' },
          { method: 'cash', amount: '280' },
        ],
      ),
    });
    expect(s2.error).toBeNull();
    const refund = await staff.client.rpc('pos_refund_sale', {
      p_refund: {
        id: randomUUID(),
        sale_id: cashSale.id,
        method: 'cash',
        restock: true,
        reason: 'Wrong size',
        lines: [{ line_no: 1, quantity: 1 }],
      },
    });
    expect(refund.error).toBeNull();
    const cashIn = await staff.client.rpc('pos_cash_move', {
      p_move: randomUUID(),
      p_session: sessionId,
      p_kind: 'in',
      p_amount: '500',
      p_reason: 'Change from the bank',
    });
    expect(cashIn.error).toBeNull();
    const outId = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      // A double click on "Cash out" takes the money out once.
      const out = await staff.client.rpc('pos_cash_move', {
        p_move: outId,
        p_session: sessionId,
        p_kind: 'out',
        p_amount: '700.25',
        p_reason: 'To the safe',
      });
      expect(out.error).toBeNull();
    }
    const tooMuch = await staff.client.rpc('pos_cash_move', {
      p_move: randomUUID(),
      p_session: sessionId,
      p_kind: 'out',
      p_amount: '100000',
      p_reason: 'Everything',
    });
    expect(tooMuch.error?.message).toMatch(
      /^The till should hold only .* in cash: you cannot take out 100000$/,
    );

    const x = await staff.client.rpc('pos_session_report', { p_session: sessionId });
    expect(x.error).toBeNull();
    sessionReportSchema.parse(x.data);
    // Sales: 870 (cash) + 580 (300 M-Pesa, 280 cash); refund 290 cash;
    // cash expected = 1,000.50 + 870 + 280 − 290 + 500 − 700.25 = 1,660.25.
    expect(x.data).toMatchObject({
      report: 'X',
      sales_count: 2,
      sales_total: '1450.00',
      refunds_total: '290.00',
      cash_in: '500.00',
      cash_out: '700.25',
      expected_cash: '1660.25',
    });
    expect(x.data.methods).toEqual([
      expect.objectContaining({
        method: 'cash',
        sales: '1150.00',
        refunds: '290.00',
        expected: '1660.25',
        counted: null,
      }),
      expect.objectContaining({ method: 'mpesa', sales: '300.00', refunds: '0.00', expected: '300.00' }),
      expect.objectContaining({ method: 'card', sales: '0.00', refunds: '0.00', expected: '0.00' }),
    ]);

    const closed = await staff.client.rpc('pos_close_session', {
      p_session: sessionId,
      p_counted: { cash: '1650.00', mpesa: '300' },
      p_note: 'Ten short',
    });
    expect(closed.error).toBeNull();
    sessionReportSchema.parse(closed.data);
    expect(closed.data).toMatchObject({
      status: 'closed',
      report: 'Z',
      difference: '-10.25',
      note: 'Ten short',
    });
    expect(closed.data.z_number).toMatch(/^Z-\d{4}-\d{6}$/);
    expect(closed.data.methods[0]).toMatchObject({
      expected: '1660.25',
      counted: '1650.00',
      difference: '-10.25',
    });

    const after = await staff.client.rpc('pos_record_sale', {
      p_sale: saleOf(till, [{ catalog_item_id: item.id, quantity: 1 }], [{ method: 'cash', amount: '290' }]),
    });
    expect(after.error?.message).toMatch(/^No till session is open at /);
    // A replay of a stored sale still answers its receipt after the close.
    const replay = await staff.client.rpc('pos_record_sale', { p_sale: cashSale });
    expect(replay.error).toBeNull();
    expect(replay.data.already).toBe(true);
  });

  it('opens one session when two cashiers open the same till at once, and one on a double click', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const other = await userWithRole('staff');
    const till = await newLocation(admin.client);

    const [a, b] = await Promise.all([
      staff.client.rpc('pos_open_session', { p_session: randomUUID(), p_location: till, p_float: '100' }),
      other.client.rpc('pos_open_session', { p_session: randomUUID(), p_location: till, p_float: '200' }),
    ]);
    const errors = [a.error, b.error].filter(Boolean);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(
      /^A session is already open at Till .* \(opened by .*\): close it before opening another$/,
    );
    const open = await staff.client
      .from('pos_sessions')
      .select('id')
      .eq('location_id', till)
      .is('closed_at', null);
    expect(open.data).toHaveLength(1);

    const again = await admin.client.rpc('pos_close_session', {
      p_session: open.data?.[0]?.id,
      p_counted: { cash: 0 },
    });
    expect(again.error).toBeNull();
    const id = randomUUID();
    const clicks = await Promise.all(
      Array.from({ length: 3 }, () =>
        staff.client.rpc('pos_open_session', { p_session: id, p_location: till, p_float: '50' }),
      ),
    );
    for (const c of clicks) expect(c.error).toBeNull();
    expect(clicks.filter((c) => c.data.already === false)).toHaveLength(1);
  });

  it('gives one Z report when the close is sent twice at once, and asks for the cash count', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const till = await newLocation(admin.client);
    const id = randomUUID();
    expect(
      (await staff.client.rpc('pos_open_session', { p_session: id, p_location: till, p_float: '0' })).error,
    ).toBeNull();

    const uncounted = await staff.client.rpc('pos_close_session', { p_session: id, p_counted: {} });
    expect(uncounted.error?.message).toBe('Count the cash in the till (0 if it is empty)');
    const negative = await staff.client.rpc('pos_open_session', {
      p_session: randomUUID(),
      p_location: till,
      p_float: '-1',
    });
    expect(negative.error).not.toBeNull();

    const [a, b] = await Promise.all([
      staff.client.rpc('pos_close_session', { p_session: id, p_counted: { cash: '20' } }),
      staff.client.rpc('pos_close_session', { p_session: id, p_counted: { cash: '20' } }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.z_number).toBe(b.data.z_number);
    expect([a.data.already, b.data.already].sort()).toEqual([false, true]);
    // 20 counted against 0 expected: 20 over.
    expect(a.data.difference).toBe('20.00');
    const counts = await staff.client.from('pos_session_counts').select('method').eq('session_id', id);
    expect(counts.data).toHaveLength(3);
  });

  it('lets no customer or visitor see sessions, nor open one', async () => {
    const customer = await userWithRole('customer');
    const admin = await userWithRole('admin');
    const till = await newLocation(admin.client);
    const read = await customer.client.from('pos_sessions').select('id');
    expect(read.data).toEqual([]);
    const open = await customer.client.rpc('pos_open_session', {
      p_session: randomUUID(),
      p_location: till,
      p_float: '0',
    });
    expect(open.error?.message).toBe('Only staff can open a till session');
    const write = await admin.client
      .from('pos_sessions')
      .insert({ id: randomUUID(), location_id: till, opening_float: 0 });
    expect(write.error).not.toBeNull();
  });

  it('lets no customer move cash, preview a close or close, and names a session that does not exist', async () => {
    const customer = await userWithRole('customer');
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const till = await newLocation(admin.client);
    const session = randomUUID();
    const opened = await staff.client.rpc('pos_open_session', {
      p_session: session,
      p_location: till,
      p_float: '100',
    });
    expect(opened.error).toBeNull();
    const calls = (p_session: string) =>
      [
        [
          'pos_cash_move',
          { p_move: randomUUID(), p_session, p_kind: 'out', p_amount: '50', p_reason: 'To the safe' },
        ],
        ['pos_close_preview', { p_session, p_counted: { cash: '100' } }],
        ['pos_close_session', { p_session, p_counted: { cash: '100' } }],
      ] as const;

    const refused = [];
    for (const [rpc, args] of calls(session))
      refused.push((await customer.client.rpc(rpc, args)).error?.message);
    expect(refused).toEqual([
      'Only staff can move cash in or out of the till',
      'Only staff can close a till session',
      'Only staff can close a till session',
    ]);
    const report = await staff.client.rpc('pos_session_report', { p_session: session });
    expect(report.data).toMatchObject({ status: 'open', cash_moves: [], z_number: null });

    for (const [rpc, args] of calls(randomUUID())) {
      const unknown = await staff.client.rpc(rpc, args);
      expect(unknown.error, rpc).toMatchObject({ code: 'P0002', message: 'No such till session' });
    }
  });
});
