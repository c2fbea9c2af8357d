// Supplier bills from received purchase orders through supabase-js (issue 25, ADR 083): a bill carries what
// was received and not billed yet, at the ordered cost with VAT; ten "Create bill" clicks at once make one
// bill; payments add up to the total and never beyond it; staff read but cannot enter, post or pay;
// customers see nothing.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { purchaseOrderSchema } from '../purchasing-shapes.ts';
import { type SupplierBill, supplierBillSchema } from '../supplier-bills-shapes.ts';
import { locationIds, stockedItem } from './support.ts';

type Client = SupabaseClient;
let n = 0;
const stamp = () => `${Date.now().toString(36)}${process.pid}${++n}`;

async function supplier(client: Client) {
  const { data, error } = await client
    .from('pos_suppliers')
    .insert({ name: `Bill supplier ${stamp()}` })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

/** A sent order to a new supplier: 10 of one item at 650.50 and 3 of another at 99.99, delivered to the shop. */
async function sentOrder(admin: Client) {
  const a = await stockedItem(admin);
  const b = await stockedItem(admin);
  const { shop } = await locationIds(admin);
  const from = await supplier(admin);
  const id = randomUUID();
  const saved = await admin.rpc('pos_save_purchase_order', {
    p_order: {
      id,
      supplier_id: from,
      location_id: shop,
      lines: [
        { catalog_item_id: a.id, quantity: '10', unit_cost: '650.5' },
        { catalog_item_id: b.id, quantity: '3', unit_cost: '99.99' },
      ],
    },
  });
  expect(saved.error).toBeNull();
  const sent = await admin.rpc('pos_set_purchase_order_status', { p_order: id, p_status: 'sent' });
  expect(sent.error).toBeNull();
  return { id, number: purchaseOrderSchema.parse(saved.data).number, supplier: from, a, b };
}

async function receive(client: Client, order: string, lines: { line_no: number; quantity: string }[] | null) {
  const r = await client.rpc('pos_receive_purchase_order', {
    p_receipt: randomUUID(),
    p_order: order,
    p_lines: lines,
    p_reference: null,
  });
  expect(r.error).toBeNull();
}

async function createBill(client: Client, order: string, ref: string, bill: string = randomUUID()) {
  return client.rpc('pos_bill_from_purchase_order', { p_order: order, p_supplier_ref: ref, p_bill: bill });
}

function billOf(answer: { data: unknown; error: { message: string } | null }): SupplierBill {
  expect(answer.error).toBeNull();
  return supplierBillSchema.parse(answer.data);
}

let admin: Awaited<ReturnType<typeof userWithRole>>;
let staff: Awaited<ReturnType<typeof userWithRole>>;
let customer: Awaited<ReturnType<typeof userWithRole>>;
beforeAll(async () => {
  [admin, staff, customer] = await Promise.all([
    userWithRole('admin'),
    userWithRole('staff'),
    userWithRole('customer'),
  ]);
});

describe('a bill from a purchase order', () => {
  it('bills only what was received and not billed yet, at the ordered cost with VAT, then the rest once it arrives', async () => {
    const po = await sentOrder(admin.client);
    const early = await createBill(admin.client, po.id, `INV-${stamp()}`);
    expect(early.error?.message).toBe(
      `Nothing has been received on purchase order ${po.number} yet: receive the goods, then bill them`,
    );

    // 4 of the 10 arrive (staff receive).
    await receive(staff.client, po.id, [{ line_no: 1, quantity: '4' }]);
    const ref = `USF-${stamp()}`;
    const first = billOf(await createBill(admin.client, po.id, ` ${ref} `));
    expect(first.number).toMatch(/^BILL-\d{4}-\d{6}$/);
    expect(first).toMatchObject({ status: 'draft', supplier_ref: ref, already: false, days_to_due: null });
    // 4 × 650.50 = 2,602.00; VAT 16 % = 416.32.
    expect(first.lines).toEqual([
      expect.objectContaining({
        line_no: 1,
        catalog_item_id: po.a.id,
        quantity: '4.000',
        unit_cost: '650.5000',
        tax_code: 'VAT',
        tax_rate: '16.000',
        amount: '2602.00',
        tax: '416.32',
        total: '3018.32',
      }),
    ]);
    expect(first).toMatchObject({ subtotal: '2602.00', tax: '416.32', total: '3018.32', paid: '0.00' });
    // Due 30 days after the bill date when not given (suppliers have no payment terms).
    const days = (Date.parse(first.due_on) - Date.parse(first.bill_date)) / 86_400_000;
    expect(days).toBe(30);

    // Nothing more to bill until more arrives, whatever the reference.
    const again = await createBill(admin.client, po.id, `OTHER-${stamp()}`);
    expect(again.error?.message).toBe(
      `Everything received on ${po.number} is billed already (${first.number}): receive more first, or cancel a bill to enter it again`,
    );

    await receive(staff.client, po.id, null);
    const second = billOf(await createBill(admin.client, po.id, `${ref}-B`));
    // 6 × 650.50 = 3,903.00 (VAT 624.48) and 3 × 99.99 = 299.97 (VAT 48.00).
    expect(second.lines.map((l) => [l.quantity, l.amount, l.tax])).toEqual([
      ['6.000', '3903.00', '624.48'],
      ['3.000', '299.97', '48.00'],
    ]);
    expect(second).toMatchObject({ subtotal: '4202.97', tax: '672.48', total: '4875.45' });

    // The order lists its bills and each line's billed quantity.
    const doc = purchaseOrderSchema.parse(
      (await staff.client.rpc('pos_purchase_order', { p_order: po.id })).data,
    );
    expect(doc.lines.map((l) => [l.received, l.billed])).toEqual([
      ['10.000', '10.000'],
      ['3.000', '3.000'],
    ]);
    expect(doc.bills?.map((b) => b.number)).toEqual([first.number, second.number]);

    // The same supplier invoice on another order is a mistake, said so.
    // Another supplier may use the same number: only one supplier's invoice numbers must differ.
    const other = await sentOrder(admin.client);
    await receive(staff.client, other.id, null);
    expect(billOf(await createBill(admin.client, other.id, ref)).supplier_ref).toBe(ref);
  });

  it('refuses one supplier invoice number entered twice for the same supplier on two orders', async () => {
    const one = await sentOrder(admin.client);
    await receive(staff.client, one.id, null);
    const ref = `DUP-${stamp()}`;
    const bill = billOf(await createBill(admin.client, one.id, ref));
    // A second order to the same supplier.
    const { shop } = await locationIds(admin.client);
    const two = randomUUID();
    const saved = await admin.client.rpc('pos_save_purchase_order', {
      p_order: {
        id: two,
        supplier_id: one.supplier,
        location_id: shop,
        lines: [{ catalog_item_id: one.a.id, quantity: '1', unit_cost: '10' }],
      },
    });
    expect(saved.error).toBeNull();
    await admin.client.rpc('pos_set_purchase_order_status', { p_order: two, p_status: 'sent' });
    await receive(staff.client, two, null);
    const dup = await createBill(admin.client, two, ref.toLowerCase());
    expect(dup.error?.code).toBe('23505');
    expect(dup.error?.message).toBe(
      `Invoice ${ref.toLowerCase()} from this supplier is already entered as bill ${bill.number} (purchase order ${one.number}): check the number on their invoice`,
    );
  });

  it('ten "Create bill" clicks at once make one bill: the same id, the same reference, or two tabs', async () => {
    const po = await sentOrder(admin.client);
    await receive(staff.client, po.id, null);
    // Ten retries of one request.
    const id = randomUUID();
    const ref = `RETRY-${stamp()}`;
    const same = await Promise.all(
      Array.from({ length: 10 }, () => createBill(admin.client, po.id, ref, id)),
    );
    const bills = same.map(billOf);
    expect(new Set(bills.map((b) => b.id))).toEqual(new Set([id]));
    expect(bills.filter((b) => !b.already)).toHaveLength(1);

    // Ten tabs, each its own id and reference, on an order with more received.
    const po2 = await sentOrder(admin.client);
    await receive(staff.client, po2.id, null);
    const tabs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createBill(admin.client, po2.id, `TAB-${i}-${stamp()}`)),
    );
    const made = tabs.filter((t) => !t.error);
    expect(made).toHaveLength(1);
    for (const t of tabs.filter((x) => x.error))
      expect(t.error?.message).toMatch(new RegExp(`^Everything received on ${po2.number} is billed already`));
    const { data: rows, error } = await staff.client
      .from('pos_supplier_bills')
      .select('id')
      .eq('purchase_order_id', po2.id);
    expect(error).toBeNull();
    expect(rows).toHaveLength(1);
    const doc = purchaseOrderSchema.parse(
      (await staff.client.rpc('pos_purchase_order', { p_order: po2.id })).data,
    );
    expect(doc.lines.map((l) => l.billed)).toEqual(['10.000', '3.000']);
  });
});

describe('posting, paying and cancelling a bill', () => {
  it('is paid when its payments add up to its total; paying more is refused naming what is left', async () => {
    const po = await sentOrder(admin.client);
    await receive(staff.client, po.id, [{ line_no: 2, quantity: '3' }]);
    // 3 × 99.99 = 299.97, VAT 48.00: 347.97.
    const draft = billOf(await createBill(admin.client, po.id, `PAY-${stamp()}`));
    expect(draft.total).toBe('347.97');
    const early = await admin.client.rpc('pos_record_supplier_payment', {
      p_payment: randomUUID(),
      p_bill: draft.id,
      p_amount: '100',
    });
    expect(early.error?.message).toBe(
      `Bill ${draft.number} is a draft: post it first, then record what was paid`,
    );

    const posted = billOf(await admin.client.rpc('pos_post_supplier_bill', { p_bill: draft.id }));
    expect(posted).toMatchObject({ status: 'open', already: false, balance: '347.97' });
    expect(posted.days_to_due).toBe(30);
    expect(billOf(await admin.client.rpc('pos_post_supplier_bill', { p_bill: draft.id })).already).toBe(true);

    // The supplier is owed it.
    const owed = await staff.client
      .from('pos_supplier_owed')
      .select('*')
      .eq('supplier_id', po.supplier)
      .single();
    expect(owed.error).toBeNull();
    expect(owed.data).toMatchObject({ open_bills: 1, owed: 347.97, overdue: 0 });

    // A part, sent three times (a double click and a retry): one payment.
    const part = randomUUID();
    const parts = await Promise.all(
      [1, 2, 3].map(() =>
        admin.client.rpc('pos_record_supplier_payment', {
          p_payment: part,
          p_bill: draft.id,
          p_amount: '200.00',
          p_method: 'mpesa',
          p_reference: 'QWE123RTY9',
        }),
      ),
    );
    const answers = parts.map(billOf);
    expect(answers.filter((a) => !a.already)).toHaveLength(1);
    const afterPart = billOf(await staff.client.rpc('pos_supplier_bill', { p_bill: draft.id }));
    expect(afterPart).toMatchObject({ status: 'open', paid: '200.00', balance: '147.97' });
    expect(afterPart.payments).toEqual([
      expect.objectContaining({ id: part, method: 'mpesa', amount: '200.00', reference: 'QWE123RTY9' }),
    ]);

    const over = await admin.client.rpc('pos_record_supplier_payment', {
      p_payment: randomUUID(),
      p_bill: draft.id,
      p_amount: '150',
    });
    expect(over.error?.message).toBe(
      `Only 147.97 is left to pay on bill ${draft.number}: a payment of 150.00 would pay more than the bill`,
    );
    const future = await admin.client.rpc('pos_record_supplier_payment', {
      p_payment: randomUUID(),
      p_bill: draft.id,
      p_amount: '1',
      p_paid_on: '2999-01-01',
    });
    expect(future.error?.message).toBe('The payment date cannot be after today');
    const cents = await admin.client.rpc('pos_record_supplier_payment', {
      p_payment: randomUUID(),
      p_bill: draft.id,
      p_amount: '0.001',
    });
    expect(cents.error?.message).toBe('The amount must be above 0 with at most 2 decimals');

    const cancel = await admin.client.rpc('pos_cancel_supplier_bill', { p_bill: draft.id, p_reason: 'Typo' });
    expect(cancel.error?.message).toBe(
      `Bill ${draft.number} has payments recorded against it, so it cannot be cancelled`,
    );

    const rest = billOf(
      await admin.client.rpc('pos_record_supplier_payment', {
        p_payment: randomUUID(),
        p_bill: draft.id,
        p_amount: '147.97',
        p_method: 'bank_transfer',
      }),
    );
    expect(rest).toMatchObject({ status: 'paid', paid: '347.97', balance: '0.00', days_to_due: null });
    const more = await admin.client.rpc('pos_record_supplier_payment', {
      p_payment: randomUUID(),
      p_bill: draft.id,
      p_amount: '0.01',
    });
    expect(more.error?.message).toBe(`Bill ${draft.number} is paid in full already`);
    const none = await staff.client.from('pos_supplier_owed').select('*').eq('supplier_id', po.supplier);
    expect(none.data).toEqual([]);
  });

  it('a bill cancelled with a reason frees its quantities and its invoice number to be entered again', async () => {
    const po = await sentOrder(admin.client);
    await receive(staff.client, po.id, [{ line_no: 1, quantity: '2' }]);
    const ref = `CXL-${stamp()}`;
    const bill = billOf(await createBill(admin.client, po.id, ref));
    const noReason = await admin.client.rpc('pos_cancel_supplier_bill', { p_bill: bill.id, p_reason: ' ' });
    expect(noReason.error?.message).toBe('Say why the bill is cancelled (at most 500 characters)');
    const cancelled = billOf(
      await admin.client.rpc('pos_cancel_supplier_bill', { p_bill: bill.id, p_reason: 'Wrong quantity' }),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Wrong quantity',
      balance: '0.00',
    });
    const post = await admin.client.rpc('pos_post_supplier_bill', { p_bill: bill.id });
    expect(post.error?.message).toBe(
      `Bill ${bill.number} is cancelled: create a new bill from the purchase order instead`,
    );
    const again = billOf(await createBill(admin.client, po.id, ref));
    expect(again.id).not.toBe(bill.id);
    expect(again.lines.map((l) => l.quantity)).toEqual(['2.000']);
  });
});

describe('who may see and enter supplier bills', () => {
  it('staff read bills but cannot enter, post, pay or cancel them; customers see nothing', async () => {
    const po = await sentOrder(admin.client);
    await receive(staff.client, po.id, null);
    const staffBill = await createBill(staff.client, po.id, `STAFF-${stamp()}`);
    expect(staffBill.error?.code).toBe('42501');
    expect(staffBill.error?.message).toBe('Only an admin can enter supplier bills');

    const bill = billOf(await createBill(admin.client, po.id, `RLS-${stamp()}`));
    const post = await staff.client.rpc('pos_post_supplier_bill', { p_bill: bill.id });
    expect(post.error?.message).toBe('Only an admin can post supplier bills');
    billOf(await admin.client.rpc('pos_post_supplier_bill', { p_bill: bill.id }));
    const pay = await staff.client.rpc('pos_record_supplier_payment', {
      p_payment: randomUUID(),
      p_bill: bill.id,
      p_amount: '1',
    });
    expect(pay.error?.message).toBe('Only an admin can pay supplier bills');
    const cancel = await staff.client.rpc('pos_cancel_supplier_bill', { p_bill: bill.id, p_reason: 'x' });
    expect(cancel.error?.message).toBe('Only an admin can cancel supplier bills');

    // Staff read the list and the bill.
    const listed = await staff.client
      .from('pos_supplier_bill_list')
      .select('number, balance, status')
      .eq('id', bill.id);
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([{ number: bill.number, balance: Number(bill.total), status: 'open' }]);
    expect((await staff.client.rpc('pos_supplier_bill', { p_bill: bill.id })).error).toBeNull();

    // Nobody writes the tables directly, admins included.
    for (const client of [staff.client, admin.client]) {
      const forged = await client.from('pos_supplier_bill_payments').insert({
        id: randomUUID(),
        bill_id: bill.id,
        paid_on: '2026-01-01',
        method: 'cash',
        amount: 1,
      });
      expect(forged.error?.code).toBe('42501');
      const edited = await client.from('pos_supplier_bills').update({ paid: 0 }).eq('id', bill.id);
      expect(edited.error?.code).toBe('42501');
    }

    for (const table of [
      'pos_supplier_bills',
      'pos_supplier_bill_lines',
      'pos_supplier_bill_payments',
      'pos_supplier_bill_list',
      'pos_supplier_owed',
    ]) {
      const seen = await customer.client.from(table).select('*');
      expect(seen.error, table).toBeNull();
      expect(seen.data, table).toEqual([]);
    }
    const read = await customer.client.rpc('pos_supplier_bill', { p_bill: bill.id });
    expect(read.error?.code).toBe('42501');
    const made = await createBill(customer.client, po.id, `CUST-${stamp()}`);
    expect(made.error?.code).toBe('42501');
  });
});
