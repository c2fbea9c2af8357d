// Shared by payments' server suites: an issued invoice with its client link, and the service role's calls.
import { beforeAll, expect } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];

// A new database starts with every provider off, the sandbox too (only the demo data turns it on): the
// suites that import this pay through the sandbox, so each turns it on first, as a superadmin would.
beforeAll(async () => {
  const r = await serviceClient()
    .from('payment_providers')
    .update({ enabled: true })
    .eq('provider', 'sandbox')
    .select('provider');
  expect(r.error).toBeNull();
}, 60_000);

let staffAndAdmin: Promise<{ staff: Client; admin: Client }> | null = null;
/** One staff member and one admin for the whole file (signing up costs time). */
export function people() {
  staffAndAdmin ??= Promise.all([userWithRole('staff'), userWithRole('admin')]).then(([s, a]) => ({
    staff: s.client,
    admin: a.client,
  }));
  return staffAndAdmin;
}

let n = 0;
/** An issued EXEMPT invoice of `price` (KES) for a new customer, and its client-link token. */
export async function issuedInvoice(price: number, email?: string) {
  const { staff, admin } = await people();
  n += 1;
  const c = await staff
    .from('customers')
    .insert({ name: `Online Payer ${Date.now().toString(36)}${n}`, email: email ?? null })
    .select('id')
    .single();
  expect(c.error).toBeNull();
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: c.data?.id,
      lines: [
        { description: 'Fire safety audit', quantity: '1', unit_price: String(price), tax_code: 'EXEMPT' },
      ],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  const link = await staff.rpc('invoice_link', { invoice_id: saved.data.id });
  expect(link.error).toBeNull();
  return { id: saved.data.id as string, customerId: c.data?.id as string, token: link.data.token as string };
}

export async function invoiceState(id: string) {
  const { staff } = await people();
  const r = await staff.from('invoices').select('status, amount_paid, amount_due').eq('id', id).single();
  expect(r.error).toBeNull();
  return {
    status: r.data?.status as string,
    paid: Number(r.data?.amount_paid),
    due: Number(r.data?.amount_due),
  };
}

/** A sandbox intent for `amount` on the invoice behind `token`, as payments-start makes it. */
export async function sandboxIntent(token: string, amount: string) {
  const r = await serviceClient().rpc('create_payment_intent', {
    p: { invoice_token: token, amount, provider: 'sandbox' },
  });
  expect(r.error).toBeNull();
  return r.data as { id: string; public_token: string; provider_reference: string; amount: string };
}

export function settle(p: Record<string, unknown>) {
  return serviceClient().rpc('settle_payment_intent', {
    p: { provider: 'sandbox', source: 'callback', ...p },
  });
}

export async function paymentsOf(invoiceId: string) {
  const { staff } = await people();
  const r = await staff.from('payment_allocations').select('payment_id, amount').eq('invoice_id', invoiceId);
  expect(r.error).toBeNull();
  return r.data ?? [];
}
