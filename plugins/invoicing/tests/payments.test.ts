// Payments recorded by staff through supabase-js (issue 14 part 4, ADR 028): partial then full payment,
// one payment over several invoices, overpayment kept as credit and applied later, M-Pesa codes never
// recorded twice (any case, even at the same instant), immutable rows for every role, reversal by an
// admin, and after all of it every invoice still adds up.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Invoice = {
  id: string;
  number: string;
  total: number;
  amount_paid: number;
  amount_due: number;
  status: string;
};

let n = 0;
async function customer(client: Client) {
  n += 1;
  const made = await client
    .from('customers')
    .insert({ name: `Athi River Steel ${Date.now().toString(36)}${n}` })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  return made.data?.id as string;
}

// An issued invoice of `price` (EXEMPT: no tax, the total is the price).
async function issuedInvoice(staff: Client, admin: Client, customerId: string, price: number) {
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      lines: [{ description: 'Noise survey', quantity: '1', unit_price: String(price), tax_code: 'EXEMPT' }],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return issued.data as Invoice;
}

async function read(client: Client, id: string) {
  const r = await client
    .from('invoices')
    .select('id, number, total, amount_paid, amount_credited, amount_due, status')
    .eq('id', id)
    .single();
  expect(r.error).toBeNull();
  return {
    status: r.data?.status as string,
    total: Number(r.data?.total),
    paid: Number(r.data?.amount_paid),
    credited: Number(r.data?.amount_credited),
    due: Number(r.data?.amount_due),
  };
}

const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
function mpesaCode() {
  let s = 'S';
  for (let i = 0; i < 9; i += 1) s += CHARS[Math.floor(Math.random() * CHARS.length)];
  return s;
}

async function setup() {
  const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
  const c = await customer(staff.client);
  return { staff, admin, c };
}

describe('Recording payments', () => {
  it('a partial M-Pesa payment then the rest by bank transfer: the invoice goes issued → partially paid → paid', async () => {
    const { staff, admin, c } = await setup();
    const inv = await issuedInvoice(staff.client, admin.client, c, 50000);
    const first = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'mpesa',
        amount: '20000',
        transaction_code: mpesaCode(),
        payer: 'John Mwangi',
        allocations: [{ invoice_id: inv.id, amount: '20000' }],
      },
    });
    expect(first.error).toBeNull();
    expect(first.data.number).toMatch(/^RCT-\d{4}-\d{4,}$/);
    expect(await read(staff.client, inv.id)).toMatchObject({
      status: 'partially_paid',
      paid: 20000,
      due: 30000,
    });
    const rest = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'bank_transfer',
        amount: '30000',
        reference: 'EQ-FT-88231',
        allocations: [{ invoice_id: inv.id, amount: '30000' }],
      },
    });
    expect(rest.error).toBeNull();
    expect(await read(staff.client, inv.id)).toMatchObject({ status: 'paid', paid: 50000, due: 0 });
    const events = await staff.client
      .from('record_events')
      .select('kind')
      .eq('record_type', 'invoices')
      .eq('record_id', inv.id)
      .eq('kind', 'invoicing.payment_recorded');
    expect(events.data).toHaveLength(2);
  });

  it('one cheque settles two invoices of the same customer', async () => {
    const { staff, admin, c } = await setup();
    const a = await issuedInvoice(staff.client, admin.client, c, 12000);
    const b = await issuedInvoice(staff.client, admin.client, c, 8000);
    const paid = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cheque',
        amount: '20000',
        reference: 'Cheque 004512',
        allocations: [
          { invoice_id: a.id, amount: '12000' },
          { invoice_id: b.id, amount: '8000' },
        ],
      },
    });
    expect(paid.error).toBeNull();
    expect(await read(staff.client, a.id)).toMatchObject({ status: 'paid', due: 0 });
    expect(await read(staff.client, b.id)).toMatchObject({ status: 'paid', due: 0 });
    const allocs = await staff.client
      .from('payment_allocations')
      .select('amount')
      .eq('payment_id', paid.data.id);
    expect(allocs.data?.map((x) => Number(x.amount)).sort((x, y) => x - y)).toEqual([8000, 12000]);
  });

  it('an overpayment becomes the customer’s credit, applied later to a new invoice', async () => {
    const { staff, admin, c } = await setup();
    const first = await issuedInvoice(staff.client, admin.client, c, 10000);
    const over = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '15000',
        allocations: [{ invoice_id: first.id, amount: '10000' }],
      },
    });
    expect(over.error).toBeNull();
    const credit = await staff.client.rpc('customer_credit_balance', { customer_id: c });
    expect(Number(credit.data)).toBe(5000);
    const later = await issuedInvoice(staff.client, admin.client, c, 7000);
    const tooMuch = await staff.client.rpc('apply_customer_credit', { invoice_id: later.id, amount: 6000 });
    expect(tooMuch.error?.message).toContain('only 5000');
    const applied = await staff.client.rpc('apply_customer_credit', { invoice_id: later.id, amount: 5000 });
    expect(applied.error).toBeNull();
    expect(await read(staff.client, later.id)).toMatchObject({
      status: 'partially_paid',
      paid: 5000,
      due: 2000,
    });
    const after = await staff.client.rpc('customer_credit_balance', { customer_id: c });
    expect(Number(after.data)).toBe(0);
    const list = await staff.client
      .from('payments_list')
      .select('allocated, credit_left')
      .eq('id', over.data.id)
      .single();
    expect(list.data).toEqual({ allocated: 15000, credit_left: 0 });
  });

  it('one credit applied to two invoices at the same instant is spent once', async () => {
    const { staff, admin, c } = await setup();
    const paid = await staff.client.rpc('record_payment', {
      payload: { customer_id: c, method: 'bank_transfer', amount: '5000', reference: 'Advance' },
    });
    expect(paid.error).toBeNull();
    const a = await issuedInvoice(staff.client, admin.client, c, 5000);
    const b = await issuedInvoice(staff.client, admin.client, c, 5000);
    const other = await userWithRole('staff');
    const results = await Promise.all([
      staff.client.rpc('apply_customer_credit', { invoice_id: a.id, amount: 5000 }),
      other.client.rpc('apply_customer_credit', { invoice_id: b.id, amount: 5000 }),
    ]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const dues = [(await read(staff.client, a.id)).due, (await read(staff.client, b.id)).due].sort();
    expect(dues).toEqual([0, 5000]);
    const credit = await staff.client.rpc('customer_credit_balance', { customer_id: c });
    expect(Number(credit.data)).toBe(0);
  });

  it('allocating more than an invoice owes, more than the payment, or to another customer’s invoice is refused', async () => {
    const { staff, admin, c } = await setup();
    const other = await customer(staff.client);
    const inv = await issuedInvoice(staff.client, admin.client, c, 10000);
    const theirs = await issuedInvoice(staff.client, admin.client, other, 10000);
    const overDue = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '12000',
        allocations: [{ invoice_id: inv.id, amount: '12000' }],
      },
    });
    expect(overDue.error?.message).toContain('only 10000.00 is due');
    const overPayment = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '5000',
        allocations: [{ invoice_id: inv.id, amount: '6000' }],
      },
    });
    expect(overPayment.error?.message).toContain('more than the payment');
    const wrong = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '100',
        allocations: [{ invoice_id: theirs.id, amount: '100' }],
      },
    });
    expect(wrong.error?.message).toContain('not this customer');
    expect(await read(staff.client, inv.id)).toMatchObject({ status: 'issued', paid: 0, due: 10000 });
    const none = await staff.client.from('payments').select('id').eq('customer_id', c);
    expect(none.data).toEqual([]);
  });
});

describe('M-Pesa codes', () => {
  it('the same M-Pesa code cannot be recorded twice, however it is cased', async () => {
    const { staff, admin, c } = await setup();
    const inv = await issuedInvoice(staff.client, admin.client, c, 9000);
    const code = mpesaCode();
    const ok = await staff.client.rpc('record_payment', {
      payload: { customer_id: c, method: 'mpesa', amount: '1000', transaction_code: code },
    });
    expect(ok.error).toBeNull();
    expect(ok.data.transaction_code).toBe(code);
    for (const again of [code, code.toLowerCase(), ` ${code.slice(0, 5)}${code.slice(5).toLowerCase()} `]) {
      const dup = await staff.client.rpc('record_payment', {
        payload: {
          customer_id: c,
          method: 'mpesa',
          amount: '1000',
          transaction_code: again,
          allocations: [{ invoice_id: inv.id, amount: '1000' }],
        },
      });
      expect(dup.error?.code).toBe('23505');
      expect(dup.error?.message).toContain(`M-Pesa code ${code} is already recorded`);
    }
    expect(await read(staff.client, inv.id)).toMatchObject({ paid: 0, due: 9000 });
    const bad = await staff.client.rpc('record_payment', {
      payload: { customer_id: c, method: 'mpesa', amount: '1000', transaction_code: 'SKL4XB' },
    });
    expect(bad.error?.message).toContain('10 letters and digits');
  });

  it('two people recording one M-Pesa code at the same instant: exactly one succeeds', async () => {
    const { staff, admin, c } = await setup();
    const inv = await issuedInvoice(staff.client, admin.client, c, 20000);
    const other = await userWithRole('staff');
    const code = mpesaCode();
    const payload = (amount: string) => ({
      customer_id: c,
      method: 'mpesa',
      amount,
      transaction_code: code,
      allocations: [{ invoice_id: inv.id, amount }],
    });
    const results = await Promise.all([
      staff.client.rpc('record_payment', { payload: payload('5000') }),
      other.client.rpc('record_payment', { payload: payload('5000') }),
      staff.client.rpc('record_payment', { payload: payload('5000') }),
    ]);
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const r of results.filter((x) => x.error)) expect(r.error?.code).toBe('23505');
    expect(await read(staff.client, inv.id)).toMatchObject({ paid: 5000, due: 15000 });
  });
});

describe('Who may record, and immutability', () => {
  it('staff record payments; shop customers and visitors can neither record nor read them', async () => {
    const { staff, admin, c } = await setup();
    const inv = await issuedInvoice(staff.client, admin.client, c, 3000);
    const shopper = await userWithRole('customer');
    const payload = {
      customer_id: c,
      method: 'cash',
      amount: '100',
      allocations: [{ invoice_id: inv.id, amount: '100' }],
    };
    for (const client of [shopper.client, anonClient()]) {
      const r = await client.rpc('record_payment', { payload });
      expect(r.error).not.toBeNull();
    }
    const ok = await staff.client.rpc('record_payment', { payload });
    expect(ok.error).toBeNull();
    for (const client of [shopper.client, anonClient()]) {
      for (const table of ['payments', 'payment_allocations', 'payments_list', 'customer_credit_balances']) {
        const r = await client.from(table).select('*');
        expect(r.data ?? []).toEqual([]);
      }
    }
  });

  it('a payment and its allocations cannot be changed or deleted by anyone, nor written past the RPCs', async () => {
    const { staff, admin, c } = await setup();
    const inv = await issuedInvoice(staff.client, admin.client, c, 4000);
    const boss = await userWithRole('superadmin');
    const paid = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'cash',
        amount: '4000',
        allocations: [{ invoice_id: inv.id, amount: '4000' }],
      },
    });
    expect(paid.error).toBeNull();
    for (const client of [staff.client, admin.client, boss.client, serviceClient()]) {
      await client.from('payments').update({ amount: 1 }).eq('id', paid.data.id);
      await client.from('payments').delete().eq('id', paid.data.id);
      await client.from('payment_allocations').update({ amount: 1 }).eq('payment_id', paid.data.id);
      await client.from('payment_allocations').delete().eq('payment_id', paid.data.id);
    }
    const svcUpdate = await serviceClient().from('payments').update({ amount: 1 }).eq('id', paid.data.id);
    expect(svcUpdate.error?.message).toContain('cannot be changed');
    const svcInsert = await serviceClient()
      .from('payments')
      .insert({ number: 'RCT-FAKE-1', customer_id: c, method: 'cash', amount: 1, received_on: '2026-01-01' });
    expect(svcInsert.error?.message).toContain('record_payment');
    const svcAlloc = await serviceClient()
      .from('payment_allocations')
      .insert({ payment_id: paid.data.id, invoice_id: inv.id, amount: 1 });
    expect(svcAlloc.error).not.toBeNull();
    const row = await staff.client.from('payments').select('amount').eq('id', paid.data.id).single();
    expect(Number(row.data?.amount)).toBe(4000);
    const allocs = await staff.client
      .from('payment_allocations')
      .select('amount')
      .eq('payment_id', paid.data.id);
    expect(allocs.data?.map((x) => Number(x.amount))).toEqual([4000]);
    expect(await read(staff.client, inv.id)).toMatchObject({ status: 'paid', paid: 4000, due: 0 });
    // Voiding an invoice with payments stays refused.
    const voided = await admin.client.rpc('void_invoice', { invoice_id: inv.id, reason: 'Wrong customer' });
    expect(voided.error?.message).toContain('with payments');
  });

  it('an admin (not staff) reverses a mistaken payment: the invoices owe again, and its M-Pesa code can be recorded right', async () => {
    const { staff, admin, c } = await setup();
    const a = await issuedInvoice(staff.client, admin.client, c, 6000);
    const b = await issuedInvoice(staff.client, admin.client, c, 4000);
    const code = mpesaCode();
    const wrong = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'mpesa',
        amount: '11000',
        transaction_code: code,
        allocations: [
          { invoice_id: a.id, amount: '6000' },
          { invoice_id: b.id, amount: '1000' },
        ],
      },
    });
    expect(wrong.error).toBeNull();
    const byStaff = await staff.client.rpc('reverse_payment', {
      payment_id: wrong.data.id,
      reason: 'Wrong amount',
    });
    expect(byStaff.error?.code).toBe('42501');
    const rev = await admin.client.rpc('reverse_payment', {
      payment_id: wrong.data.id,
      reason: 'Wrong amount',
    });
    expect(rev.error).toBeNull();
    expect(rev.data.reference).toBe(`REV-${wrong.data.number}`);
    const twice = await admin.client.rpc('reverse_payment', {
      payment_id: wrong.data.id,
      reason: 'Wrong amount',
    });
    expect(twice.error?.message).toContain('already reversed');
    expect(await read(staff.client, a.id)).toMatchObject({ status: 'issued', paid: 0, due: 6000 });
    expect(await read(staff.client, b.id)).toMatchObject({ status: 'issued', paid: 0, due: 4000 });
    const credit = await staff.client.rpc('customer_credit_balance', { customer_id: c });
    expect(Number(credit.data)).toBe(0);
    const right = await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'mpesa',
        amount: '10000',
        transaction_code: code.toLowerCase(),
        allocations: [
          { invoice_id: a.id, amount: '6000' },
          { invoice_id: b.id, amount: '4000' },
        ],
      },
    });
    expect(right.error).toBeNull();
    expect(await read(staff.client, a.id)).toMatchObject({ status: 'paid', due: 0 });
    expect(await read(staff.client, b.id)).toMatchObject({ status: 'paid', due: 0 });
  });

  it('after payments, credit notes, credit applied and reversals every invoice still adds up', async () => {
    const { staff, admin, c } = await setup();
    const inv = await issuedInvoice(staff.client, admin.client, c, 10000);
    const line = await staff.client.from('invoice_lines').select('id').eq('invoice_id', inv.id).single();
    await staff.client.rpc('record_payment', {
      payload: {
        customer_id: c,
        method: 'card',
        amount: '7000',
        allocations: [{ invoice_id: inv.id, amount: '3000' }],
      },
    });
    const cn = await admin.client.rpc('issue_credit_note', {
      invoice_id: inv.id,
      lines: [{ invoice_line_id: line.data?.id, quantity: '0.5' }],
      reason: 'Half the survey was not done',
    });
    expect(cn.error).toBeNull();
    const applied = await staff.client.rpc('apply_customer_credit', { invoice_id: inv.id, amount: 2000 });
    expect(applied.error).toBeNull();
    expect(await read(staff.client, inv.id)).toMatchObject({
      status: 'paid',
      paid: 5000,
      credited: 5000,
      due: 0,
    });
    const pays = await staff.client.from('payments').select('id').eq('customer_id', c);
    const rev = await admin.client.rpc('reverse_payment', {
      payment_id: pays.data?.[0]?.id,
      reason: 'Card charge-back',
    });
    expect(rev.error).toBeNull();
    const after = await read(staff.client, inv.id);
    expect(after).toMatchObject({ status: 'issued', paid: 0, credited: 5000, due: 5000 });
    const all = await serviceClient()
      .from('invoices')
      .select('total, amount_paid, amount_credited, amount_due');
    for (const r of all.data ?? []) {
      expect(Number(r.amount_due)).toBeGreaterThanOrEqual(0);
      expect(Number(r.amount_due)).toBeCloseTo(
        Number(r.total) - Number(r.amount_paid) - Number(r.amount_credited),
        2,
      );
    }
  });

  it('an admin reverses a payment while staff apply its credit to the invoice it paid: one waits for the other, never a deadlock', async () => {
    const { staff, admin, c } = await setup();
    for (let round = 0; round < 12; round += 1) {
      // 30,000 received against an invoice of 20,000 with 10,000 allocated: 20,000 of credit, 10,000 still due.
      const inv = await issuedInvoice(staff.client, admin.client, c, 20000);
      const pay = await staff.client.rpc('record_payment', {
        payload: {
          customer_id: c,
          method: 'bank_transfer',
          amount: '30000',
          reference: `KCB-FT-${round}`,
          allocations: [{ invoice_id: inv.id, amount: '10000' }],
        },
      });
      expect(pay.error).toBeNull();
      const [applied, reversed] = await Promise.all([
        staff.client.rpc('apply_customer_credit', { invoice_id: inv.id, amount: 5000 }),
        admin.client.rpc('reverse_payment', { payment_id: pay.data.id, reason: 'Recorded twice' }),
      ]);
      expect(reversed.error).toBeNull();
      // Applied first (then reversed with the rest), or refused because the credit was gone: never 40P01.
      if (applied.error) expect(applied.error.message).toMatch(/only .* of credit/);
      expect(await read(staff.client, inv.id)).toMatchObject({ status: 'issued', paid: 0, due: 20000 });
    }
  });
});
