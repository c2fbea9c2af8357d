// A deposit asked on a quotation (issue 24, ADR 075) through supabase-js: when the client accepts by the link,
// the same transaction issues one deposit invoice of exactly that percent of the total (to the cent, rounded half
// away from zero; VAT in the quotation's proportion), linked to the quotation with a client link; a replay or a
// double click issues nothing more; the client pays it through the sandbox; the final invoice names it.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { newCustomer, saveQuotation } from './support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Doc = {
  total: string;
  deposit_percent: string;
  deposit_amount: string | null;
  deposit_invoice: {
    id?: string;
    number: string;
    status: string;
    total: string;
    amount_due: string;
    pay_path: string | null;
  } | null;
};

let staff: Client;
beforeAll(async () => {
  staff = (await userWithRole('staff')).client;
  // Paid through the sandbox, as payments' suites do: a new database starts with it off.
  const r = await serviceClient()
    .from('payment_providers')
    .update({ enabled: true })
    .eq('provider', 'sandbox');
  expect(r.error).toBeNull();
});

/** A sent quotation with `lines` asking `deposit` percent; its customer and client token. */
async function sent(
  lines: Record<string, unknown>[],
  deposit: string | null,
  extra: Record<string, unknown> = {},
) {
  const customer = await newCustomer(staff, 'Deposit Client');
  const draft = await saveQuotation(staff, {
    customer_id: customer.id,
    title: 'Occupational safety audit',
    lines,
    ...(deposit === null ? {} : { deposit_percent: deposit }),
    ...extra,
  });
  const issued = await staff.rpc('issue_quotation', { quotation_id: draft.id });
  expect(issued.error).toBeNull();
  return { customer, id: draft.id as string, token: (issued.data as { public_token: string }).public_token };
}

const accept = (token: string) =>
  anonClient().rpc('accept_quotation', { token, signer_name: 'Wanjiru Kamau' });

async function invoicesOf(customerId: string) {
  const r = await staff
    .from('invoices')
    .select('id, number, status, customer_id, currency, total, tax_total, amount_due, quotation_id, notes')
    .eq('customer_id', customerId);
  expect(r.error).toBeNull();
  return r.data ?? [];
}

/** round(total × pct / 100, 2), half away from zero, in cents. */
const depositOf = (total: string, pct: number) =>
  (Math.round((Math.round(Number(total) * 100) * pct) / 100) / 100).toFixed(2);

describe('a deposit on quotation acceptance', () => {
  it('a client accepts a quotation asking 30 %: one issued deposit invoice of exactly 30 % with its VAT, linked, payable', async () => {
    // 33,333.33 + 16 % VAT = 38,666.66; 30 % = 11,599.998 → 11,600.00.
    const q = await sent(
      [{ description: 'Safety audit', quantity: '1', unit_price: '33333.33', tax_code: 'VAT' }],
      '30',
    );
    const before = await anonClient().rpc('public_quotation', { token: q.token });
    expect(before.data).toMatchObject({
      deposit_percent: '30.00',
      deposit_amount: '11600.00',
      deposit_invoice: null,
    });

    const ok = await accept(q.token);
    expect(ok.error).toBeNull();
    const doc = ok.data as Doc;
    expect(doc.total).toBe('38666.66');
    expect(doc.deposit_amount).toBe(depositOf(doc.total, 30));
    expect(doc.deposit_invoice).toMatchObject({
      status: 'issued',
      total: '11600.00',
      amount_due: '11600.00',
    });
    expect(doc.deposit_invoice?.number).toMatch(/^INV-/);
    expect(doc.deposit_invoice).not.toHaveProperty('id');
    expect(doc.deposit_invoice?.pay_path).toMatch(/^\/invoice\/[A-Za-z0-9_-]{32,}\/pay$/);

    const invoices = await invoicesOf(q.customer.id);
    expect(invoices).toHaveLength(1);
    const [inv] = invoices;
    // VAT on the deposit, prices including tax: 11,600.00 × 16 / 116 = 1,600.00.
    expect(inv).toMatchObject({
      status: 'issued',
      currency: 'KES',
      total: 11600,
      tax_total: 1600,
      quotation_id: null,
    });
    const quotation = await staff.from('quotations').select('deposit_invoice_id').eq('id', q.id).single();
    expect(quotation.data?.deposit_invoice_id).toBe(inv.id);
    const lines = await staff
      .from('invoice_lines')
      .select('description, quantity, unit_price, tax_code, total')
      .eq('invoice_id', inv.id);
    expect(lines.data).toEqual([
      {
        description: expect.stringMatching(/^Deposit of 30 % on quotation QUO-\d{4}-\d{4}$/),
        quantity: 1,
        unit_price: 11600,
        tax_code: 'VAT',
        total: 11600,
      },
    ]);

    // The respond page's "Pay deposit now" opens the invoice's pay page: the full amount through the sandbox.
    const invoiceToken = doc.deposit_invoice?.pay_path?.split('/')[2] ?? '';
    const intent = await serviceClient().rpc('create_payment_intent', {
      p: { invoice_token: invoiceToken, amount: doc.deposit_invoice?.amount_due, provider: 'sandbox' },
    });
    expect(intent.error).toBeNull();
    const settled = await serviceClient().rpc('settle_payment_intent', {
      p: {
        provider: 'sandbox',
        source: 'callback',
        provider_reference: intent.data.provider_reference,
        outcome: 'succeeded',
        transaction_id: `SBXD${Date.now().toString(36).toUpperCase()}`,
        amount: '11600.00',
        currency: 'KES',
      },
    });
    expect(settled.error).toBeNull();
    expect(settled.data).toMatchObject({ status: 'succeeded', credited: true });
    const after = (await anonClient().rpc('public_quotation', { token: q.token })).data as Doc;
    expect(after.deposit_invoice).toMatchObject({ status: 'paid', amount_due: '0.00', pay_path: null });

    // The final invoice from the quotation deducts the paid deposit (ADR 079): 38,666.66 − 11,600.00.
    const final = await staff.rpc('invoice_from_quotation', { quotation_id: q.id, with_project: false });
    expect(final.error).toBeNull();
    expect(final.data).toMatchObject({ total: 27066.66, amount_due: 27066.66, quotation_id: q.id });
    expect(final.data.notes).toContain(`Deposit ${inv.number} (KES 11,600.00) paid and deducted below`);
  });

  it('accepting again, or five times at once, issues one deposit invoice', async () => {
    const q = await sent(
      [{ description: 'Noise survey', quantity: '3', unit_price: '12500', tax_code: 'VAT' }],
      '25',
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(q.token)));
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    for (const a of answers.filter((x) => x.error)) expect(a.error?.message).toMatch(/already accepted/);
    const replay = await accept(q.token);
    expect(replay.error?.message).toMatch(/This quotation was already accepted/);
    const invoices = await invoicesOf(q.customer.id);
    expect(invoices).toHaveLength(1);
    // 3 × 12,500 + 16 % = 43,500.00; 25 % = 10,875.00.
    expect(invoices[0]).toMatchObject({ total: 10875, status: 'issued' });
  });

  it('a quotation asking no deposit is accepted with no invoice', async () => {
    const q = await sent(
      [{ description: 'Fire drill', quantity: '1', unit_price: '20000', tax_code: 'VAT' }],
      null,
    );
    const ok = await accept(q.token);
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ deposit_percent: '0.00', deposit_amount: null, deposit_invoice: null });
    expect(await invoicesOf(q.customer.id)).toHaveLength(0);
  });

  it('mixed rates: one line per rate, in proportion, adding up to the deposit to the cent', async () => {
    const q = await sent(
      [
        { description: 'Audit', quantity: '1', unit_price: '10000.01', tax_code: 'VAT' },
        { description: 'Medical screening', quantity: '1', unit_price: '3333.33', tax_code: 'EXEMPT' },
      ],
      '33.33',
      { document_discount: '5' },
    );
    const doc = (await accept(q.token)).data as Doc;
    const expected = depositOf(doc.total, 33.33);
    expect(doc.deposit_amount).toBe(expected);
    const [inv] = await invoicesOf(q.customer.id);
    expect(inv.total.toFixed(2)).toBe(expected);
    const lines = await staff
      .from('invoice_lines')
      .select('description, tax_code, total')
      .eq('invoice_id', inv.id)
      .order('position');
    expect(lines.data?.map((l) => l.tax_code)).toEqual(['VAT', 'EXEMPT']);
    expect(lines.data?.[1].description).toMatch(
      /^Deposit of 33\.33 % on quotation QUO-\d{4}-\d{4} — EXEMPT 0 %$/,
    );
    expect((lines.data ?? []).reduce((s, l) => s + Math.round(Number(l.total) * 100), 0)).toBe(
      Math.round(Number(expected) * 100),
    );
  });

  it('staff set the deposit on a draft only, 0–100 with two decimals; a revision keeps it', async () => {
    const customer = await newCustomer(staff, 'Deposit Rules');
    const line = [{ description: 'Audit', quantity: '1', unit_price: '5000', tax_code: 'VAT' }];
    for (const bad of ['101', '-1', '12.345', 'half']) {
      const r = await staff.rpc('save_quotation', {
        payload: { customer_id: customer.id, lines: line, deposit_percent: bad },
      });
      expect(r.error?.message, bad).toMatch(
        /The deposit (is a percent of the total from 0 to 100|must be a number)/,
      );
    }
    const q = await sent(line, '50');
    const frozen = await serviceClient().from('quotations').update({ deposit_percent: 10 }).eq('id', q.id);
    expect(frozen.error?.message).toMatch(/can no longer be changed: make a revision/);
    const rev = await staff.rpc('revise_quotation', { quotation_id: q.id });
    expect(rev.error).toBeNull();
    expect(rev.data).toMatchObject({ revision: 2, deposit_percent: 50 });
  });
});
