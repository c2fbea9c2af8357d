// Shop customers see their own invoices (issue 14, ADR 032; ADR 036): staff invite a shop account's
// address and the client accepts from the e-mail; the account then reads that customer's issued
// invoices (my_invoices) and payments (my_payments) — never drafts, never another customer's, never an
// internal column (no row-by-row reads), never a write. Unlinked accounts read nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, signedInClient } from '../../../tests/support/clients.ts';
import { invite, inviteAndAccept } from './shop-invitations-support.ts';

type Client = SupabaseClient;

async function newCustomer(staff: Client, name: string) {
  const c = await staff
    .from('customers')
    .insert({ name: `${name} ${Date.now().toString(36)}` })
    .select('id, name')
    .single();
  expect(c.error).toBeNull();
  return c.data as { id: string; name: string };
}

async function issued(staff: Client, admin: Client, customerId: string, price: string) {
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      lines: [
        { description: 'Fire extinguisher servicing', quantity: '1', unit_price: price, tax_code: 'VAT' },
      ],
    },
  });
  expect(saved.error).toBeNull();
  const inv = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(inv.error).toBeNull();
  return inv.data as { id: string; number: string; total: string };
}

async function draft(staff: Client, customerId: string) {
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      lines: [{ description: 'Draft work', quantity: '1', unit_price: '999', tax_code: 'VAT' }],
    },
  });
  expect(saved.error).toBeNull();
  return saved.data as { id: string };
}

/** Two customers with issued invoices, a draft, a payment and a credit note; a shop account linked to the first. */
async function world() {
  const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
  const mine = await newCustomer(staff.client, 'Kisumu Molasses');
  const other = await newCustomer(staff.client, 'Thika Paper Mills');
  const a = await issued(staff.client, admin.client, mine.id, '10000');
  const b = await issued(staff.client, admin.client, mine.id, '2500');
  const hidden = await draft(staff.client, mine.id);
  const theirs = await issued(staff.client, admin.client, other.id, '7000');
  const pay = await staff.client.rpc('record_payment', {
    payload: {
      customer_id: mine.id,
      method: 'cash',
      amount: '5000',
      allocations: [{ invoice_id: a.id, amount: '5000' }],
    },
  });
  expect(pay.error).toBeNull();
  const theirPay = await staff.client.rpc('record_payment', {
    payload: {
      customer_id: other.id,
      method: 'cash',
      amount: '7000',
      allocations: [{ invoice_id: theirs.id, amount: '7000' }],
    },
  });
  expect(theirPay.error).toBeNull();
  const line = await staff.client.from('invoice_lines').select('id').eq('invoice_id', b.id).single();
  const cn = await admin.client.rpc('issue_credit_note', {
    invoice_id: b.id,
    lines: [{ invoice_line_id: line.data?.id, quantity: 1 }],
    reason: 'Serviced twice by mistake',
  });
  expect(cn.error).toBeNull();
  const shopper = await signedInClient();
  await inviteAndAccept(staff.client, mine.id, shopper);
  return { staff, admin, mine, other, a, b, hidden, theirs, shopper, payment: pay.data as { id: string } };
}

const ids = (rows: { id: string }[] | null) => (rows ?? []).map((r) => r.id).sort();

describe('a linked shop customer', () => {
  it('reads their issued invoices and payments as the client page shows them — no drafts, nothing of another customer', async () => {
    const { mine, a, b, shopper, payment } = await world();
    const c = shopper.client;
    // Invoices and credit notes only as the client's page shows them: the rows themselves (void reason,
    // who issued, voided and created them, a credit note's internal reason) stay staff's.
    const internal = await c.from('invoices').select('id, void_reason, voided_by, issued_by, created_by');
    expect(internal.data ?? []).toEqual([]);
    expect((await c.from('invoice_lines').select('invoice_id')).data ?? []).toEqual([]);
    expect((await c.from('credit_notes').select('id, reason')).data ?? []).toEqual([]);
    expect((await c.from('credit_note_lines').select('id')).data ?? []).toEqual([]);
    // Payments only as receipts show them: the rows themselves (staff notes, who recorded) stay staff's.
    expect((await c.from('payments').select('id')).data ?? []).toEqual([]);
    expect((await c.from('payment_allocations').select('id')).data ?? []).toEqual([]);
    const payments = await c.rpc('my_payments');
    expect(payments.error).toBeNull();
    const mineP = payments.data as { id: string; notes?: unknown; payment_allocations: unknown[] }[];
    expect(ids(mineP)).toEqual([payment.id]);
    expect(mineP[0]).not.toHaveProperty('notes');
    expect(mineP[0]).not.toHaveProperty('recorded_by');
    expect(mineP[0]?.payment_allocations).toEqual([{ amount: 5000, invoice: { number: a.number } }]);

    const mineOnly = await c.rpc('my_customers');
    expect(mineOnly.data).toEqual([{ id: mine.id, name: mine.name }]);
    const listed = await c.rpc('my_invoices');
    expect(listed.error).toBeNull();
    const rows = listed.data as {
      id: string;
      status: string;
      amount_due: number;
      public_path: string | null;
    }[];
    expect(ids(rows)).toEqual([a.id, b.id].sort());
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ status: 'partially_paid', amount_due: 6600 });
    for (const r of rows) expect(r.public_path).toMatch(/^\/invoice\/\S+$/);
    expect(rows[0]).not.toHaveProperty('void_reason');
    expect(rows[0]).not.toHaveProperty('created_by');

    // Still nothing of the staff side: customers, lists, reversals, other tables.
    expect((await c.from('customers').select('id')).data).toEqual([]);
    expect((await c.from('invoices_list').select('id')).data).toEqual([]);
    expect((await c.from('payments_list').select('id')).data).toEqual([]);
    expect((await c.from('customer_accounts').select('user_id')).data).toEqual([]);
  });

  it('cannot write anything', async () => {
    const { mine, a, shopper, payment } = await world();
    const c = shopper.client;
    const upd = await c.from('invoices').update({ notes: 'paid already' }).eq('id', a.id).select('id');
    expect(upd.data ?? []).toEqual([]);
    const del = await c.from('payments').delete().eq('id', payment.id).select('id');
    expect(del.data ?? []).toEqual([]);
    const ins = await c
      .from('payment_allocations')
      .insert({ payment_id: payment.id, invoice_id: a.id, amount: 1 });
    expect(ins.error).not.toBeNull();
    const rec = await c.rpc('record_payment', {
      payload: { customer_id: mine.id, method: 'cash', amount: '1', allocations: [] },
    });
    expect(rec.error?.code).toBe('42501');
    const self = await c.rpc('invite_customer_account', { customer_id: mine.id, email: shopper.email });
    expect(self.error?.code).toBe('42501');
    const still = await c.rpc('my_payments');
    expect((still.data as { id: string }[]).map((p) => p.id)).toEqual([payment.id]);
  });
});

describe('linking shop accounts', () => {
  it('an unlinked shop account, a visitor and an unlinked one after unlinking read nothing', async () => {
    const { staff, mine, shopper } = await world();
    const stranger = await signedInClient();
    expect((await stranger.client.from('invoices').select('id')).data).toEqual([]);
    expect((await stranger.client.from('payments').select('id')).data).toEqual([]);
    expect((await stranger.client.rpc('my_invoices')).data).toEqual([]);
    expect((await stranger.client.rpc('my_payments')).data).toEqual([]);
    expect((await stranger.client.rpc('my_customers')).data).toEqual([]);
    const anon = await anonClient().rpc('my_invoices');
    expect(anon.error).not.toBeNull();

    const accounts = await staff.client.rpc('customer_shop_accounts', { customer_id: mine.id });
    expect(accounts.data).toEqual([
      expect.objectContaining({ user_id: shopper.user.id, email: shopper.email }),
    ]);
    const unlinked = await staff.client.rpc('unlink_customer_account', {
      customer_id: mine.id,
      user_id: shopper.user.id,
    });
    expect(unlinked.error).toBeNull();
    expect((await shopper.client.rpc('my_invoices')).data).toEqual([]);
    const twice = await staff.client.rpc('unlink_customer_account', {
      customer_id: mine.id,
      user_id: shopper.user.id,
    });
    expect(twice.error?.code).toBe('P0002');
    const events = await staff.client
      .from('record_events')
      .select('kind')
      .eq('record_type', 'customers')
      .eq('record_id', mine.id)
      .in('kind', ['invoicing.shop_account_linked', 'invoicing.shop_account_unlinked']);
    expect(events.data?.map((e) => e.kind).sort()).toEqual([
      'invoicing.shop_account_linked',
      'invoicing.shop_account_unlinked',
    ]);
  });

  it('staff invite only a shop address, to one customer; inviting a linked account again sends nothing', async () => {
    const { staff, mine, other, shopper } = await world();
    const again = await staff.client.rpc('invite_customer_account', {
      customer_id: mine.id,
      email: shopper.email,
    });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ status: 'already_linked' });
    const elsewhere = await staff.client.rpc('invite_customer_account', {
      customer_id: other.id,
      email: shopper.email,
    });
    expect(elsewhere.error?.code).toBe('23505');
    expect(elsewhere.error?.message).toContain(mine.name);
    const colleague = await userWithRole('staff');
    const staffAccount = await staff.client.rpc('invite_customer_account', {
      customer_id: other.id,
      email: colleague.email,
    });
    expect(staffAccount.error?.code).toBe('22023');
    const bad = await staff.client.rpc('invite_customer_account', {
      customer_id: other.id,
      email: 'not-an-email',
    });
    expect(bad.error?.code).toBe('22023');
    const missing = await staff.client.rpc('invite_customer_account', {
      customer_id: crypto.randomUUID(),
      email: shopper.email,
    });
    expect(missing.error?.code).toBe('P0002');
    // A shop customer made by an admin (role 'customer', no sign-up) accepts like anyone else.
    const made = await userWithRole('customer');
    await inviteAndAccept(staff.client, other.id, made);
    expect((await made.client.rpc('my_invoices')).data).toHaveLength(1);
    // Visitors and shop customers cannot invite.
    const anon = await anonClient().rpc('invite_customer_account', {
      customer_id: other.id,
      email: shopper.email,
    });
    expect(anon.error).not.toBeNull();
    // An address with no account yet can be invited: the client creates the account from the e-mail.
    const fresh = await invite(staff.client, other.id, `new.buyer.${Date.now()}@example.test`);
    expect(fresh.token).toHaveLength(64);
  });
});
