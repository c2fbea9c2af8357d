// The deposit deducted on the final invoice (issue 24, ADR 079) through supabase-js: "Create invoice" on an
// accepted quotation whose deposit is paid adds one "Less deposit" line per deposit line (quantity −1, the deposit
// line's amounts negated), so the VAT nets out and the amount due is the total less the deposit paid, to the cent;
// five presses at once deduct once; an unpaid deposit invoice is voided and the whole invoiced; a partly paid one
// is refused in words; a deposit refunded since the draft stops the issue.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { newCustomer, saveQuotation } from './support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Line = {
  description: string;
  quantity: number;
  unit_price: number;
  tax_code: string;
  tax_rate: number;
  taxable: number;
  tax: number;
  total: number;
  deducts_invoice_id: string | null;
};

let staff: Client;
let admin: Client;
beforeAll(async () => {
  staff = (await userWithRole('staff')).client;
  admin = (await userWithRole('admin')).client;
  const r = await serviceClient()
    .from('payment_providers')
    .update({ enabled: true })
    .eq('provider', 'sandbox');
  expect(r.error).toBeNull();
});

const cents = (v: number | string) => Math.round(Number(v) * 100);

/** An accepted quotation asking `deposit` percent, with its deposit invoice. */
async function accepted(
  lines: Record<string, unknown>[],
  deposit: string,
  extra: Record<string, unknown> = {},
) {
  const customer = await newCustomer(staff, 'Deduction Client');
  const draft = await saveQuotation(staff, {
    customer_id: customer.id,
    title: 'Fire safety audit',
    lines,
    deposit_percent: deposit,
    ...extra,
  });
  const issued = await staff.rpc('issue_quotation', { quotation_id: draft.id });
  expect(issued.error).toBeNull();
  const token = (issued.data as { public_token: string }).public_token;
  const ok = await anonClient().rpc('accept_quotation', { token, signer_name: 'Achieng Otieno' });
  expect(ok.error).toBeNull();
  const q = await staff
    .from('quotations')
    .select('id, number, total, tax_total, deposit_invoice_id')
    .eq('id', draft.id)
    .single();
  expect(q.error).toBeNull();
  const dep = await staff.from('invoices').select('*').eq('id', q.data?.deposit_invoice_id).single();
  expect(dep.error).toBeNull();
  return { customer, quotation: q.data as NonNullable<typeof q.data>, deposit: dep.data };
}

async function pay(customerId: string, invoiceId: string, amount: string) {
  const r = await staff.rpc('record_payment', {
    payload: {
      customer_id: customerId,
      method: 'cash',
      amount,
      allocations: [{ invoice_id: invoiceId, amount }],
    },
  });
  expect(r.error).toBeNull();
  return r.data as { id: string };
}

async function linesOf(invoiceId: string) {
  const r = await staff
    .from('invoice_lines')
    .select('description, quantity, unit_price, tax_code, tax_rate, taxable, tax, total, deducts_invoice_id')
    .eq('invoice_id', invoiceId)
    .order('position');
  expect(r.error).toBeNull();
  return (r.data ?? []) as Line[];
}

const createInvoice = (quotationId: string) =>
  staff.rpc('invoice_from_quotation', { quotation_id: quotationId, with_project: false });

describe('the deposit deducted on the final invoice', () => {
  it('an accountant presses Create invoice five times at once on a quotation whose deposit is paid: one invoice, the deposit taken off once, VAT netted per rate, amount due exact', async () => {
    // Mixed rates and a document discount, prices before tax: the deduction must not be discounted or re-taxed.
    const { customer, quotation, deposit } = await accepted(
      [
        { description: 'Audit', quantity: '3', unit_price: '10000.01', tax_code: 'VAT' },
        { description: 'Medical screening', quantity: '7', unit_price: '3333.33', tax_code: 'EXEMPT' },
      ],
      '33.33',
      { document_discount: '5' },
    );
    await pay(customer.id, deposit.id, String(deposit.total));

    const presses = await Promise.all([1, 2, 3, 4, 5].map(() => createInvoice(quotation.id)));
    for (const p of presses) expect(p.error).toBeNull();
    const ids = new Set(presses.map((p) => (p.data as { id: string }).id));
    expect(ids.size).toBe(1);
    const again = await createInvoice(quotation.id);
    expect(again.data.id).toBe([...ids][0]);

    const all = await staff.from('invoices').select('id, status').eq('quotation_id', quotation.id);
    expect(all.data).toHaveLength(1);
    const final = presses[0].data as { id: string; total: number; tax_total: number; amount_due: number };
    expect(cents(final.total)).toBe(cents(quotation.total) - cents(deposit.total));
    expect(cents(final.tax_total)).toBe(cents(quotation.tax_total) - cents(deposit.tax_total));

    const depositLines = await linesOf(deposit.id);
    const deductions = (await linesOf(final.id)).filter((l) => l.deducts_invoice_id);
    expect(deductions).toHaveLength(depositLines.length);
    expect(depositLines.length).toBe(2);
    deductions.forEach((d, i) => {
      const dl = depositLines[i];
      expect(d).toMatchObject({ quantity: -1, deducts_invoice_id: deposit.id, tax_code: dl.tax_code });
      expect(d.description).toContain(`Less deposit paid on ${deposit.number}`);
      // `+ 0` because −0 (an exempt line's tax) is not 0 to toEqual.
      expect([cents(d.taxable), cents(d.tax) + 0, cents(d.total)]).toEqual([
        -cents(dl.taxable),
        -cents(dl.tax) + 0,
        -cents(dl.total),
      ]);
    });

    // The invoice screens read an invoice with its lines in one embed: the deduction's reference must not make it
    // ambiguous to PostgREST.
    const embedded = await staff
      .from('invoices')
      .select('id, invoice_lines(description)')
      .eq('id', final.id)
      .single();
    expect(embedded.error).toBeNull();
    expect(embedded.data?.invoice_lines).toHaveLength(4);

    // Issued by an admin: the amount due is the quotation's total less the deposit paid, nothing more.
    const issued = await admin.rpc('issue_invoice', { invoice_id: final.id });
    expect(issued.error).toBeNull();
    expect(cents(issued.data.amount_due)).toBe(
      cents(quotation.total) - cents(deposit.amount_paid + deposit.amount_due),
    );
    const doc = await staff.rpc('invoice_document', { invoice_id: final.id });
    expect(doc.error).toBeNull();
    const docLines = (doc.data as { lines: { description: string; quantity: string; total: string }[] })
      .lines;
    expect(docLines.filter((l) => l.description.startsWith('Less deposit'))).toEqual(
      deductions.map((d) =>
        expect.objectContaining({
          description: d.description,
          quantity: '-1.000',
          total: d.total.toFixed(2),
        }),
      ),
    );
  });

  it('a staff member edits the final draft: the deduction stays, and a deduction line typed in is ignored', async () => {
    const { customer, quotation, deposit } = await accepted(
      [{ description: 'Noise survey', quantity: '2', unit_price: '15000', tax_code: 'VAT' }],
      '50',
    );
    await pay(customer.id, deposit.id, String(deposit.total));
    const final = (await createInvoice(quotation.id)).data as { id: string; total: number };
    expect(cents(final.total)).toBe(cents(quotation.total) - cents(deposit.total));

    const saved = await staff.rpc('save_invoice_draft', {
      invoice_id: final.id,
      draft: {
        lines: [
          { description: 'Noise survey', quantity: '3', unit_price: '15000', tax_code: 'VAT' },
          {
            description: 'Less deposit (typed)',
            quantity: '-1',
            unit_price: '99999',
            tax_code: 'VAT',
            deducts_invoice_id: deposit.id,
          },
        ],
        deductions: [],
      },
    });
    expect(saved.error).toBeNull();
    // Three surveys where the quotation had two, less the same deposit.
    expect(cents(saved.data.total)).toBe((cents(quotation.total) * 3) / 2 - cents(deposit.total));
    expect((await linesOf(final.id)).filter((l) => l.deducts_invoice_id)).toHaveLength(1);

    // Fewer lines than the deposit: refused in words.
    const tooLittle = await staff.rpc('save_invoice_draft', {
      invoice_id: final.id,
      draft: { lines: [{ description: 'Noise survey', quantity: '1', unit_price: '100', tax_code: 'VAT' }] },
    });
    expect(tooLittle.error?.message).toMatch(/less than the deposit deducted \(KES 17,400\.00\)/);
  });

  it('a deposit never paid: the deposit invoice is voided and the final invoice asks for the whole', async () => {
    const { quotation, deposit } = await accepted(
      [{ description: 'Lift inspection', quantity: '1', unit_price: '20000', tax_code: 'VAT' }],
      '30',
    );
    const final = await createInvoice(quotation.id);
    expect(final.error).toBeNull();
    expect(final.data.total).toBe(Number(quotation.total));
    expect(final.data.notes).toContain(`Deposit invoice ${deposit.number} was not paid and is void`);
    const dep = await staff.from('invoices').select('status, void_reason').eq('id', deposit.id).single();
    expect(dep.data?.status).toBe('void');
    expect((await linesOf(final.data.id)).some((l) => l.deducts_invoice_id)).toBe(false);
  });

  it('a deposit partly paid: Create invoice is refused in words and nothing is made', async () => {
    const { customer, quotation, deposit } = await accepted(
      [{ description: 'Air quality survey', quantity: '1', unit_price: '50000', tax_code: 'VAT' }],
      '20',
    );
    await pay(customer.id, deposit.id, '1000');
    const r = await createInvoice(quotation.id);
    expect(r.error?.message).toBe(
      `Deposit invoice ${deposit.number} is partly paid (KES 1,000.00 of 11,600.00): record the rest of the deposit, or reverse its payments, before invoicing the work`,
    );
    const none = await staff.from('invoices').select('id').eq('quotation_id', quotation.id);
    expect(none.data).toHaveLength(0);
  });

  it('a deposit refunded after the draft was made: issuing is refused, so money not kept is never deducted', async () => {
    const { customer, quotation, deposit } = await accepted(
      [{ description: 'Scaffold inspection', quantity: '1', unit_price: '10000', tax_code: 'VAT' }],
      '10',
    );
    const payment = await pay(customer.id, deposit.id, String(deposit.total));
    const final = (await createInvoice(quotation.id)).data as { id: string };
    const reversed = await admin.rpc('reverse_payment', {
      payment_id: payment.id,
      reason: 'Refunded to client',
    });
    expect(reversed.error).toBeNull();
    const issue = await admin.rpc('issue_invoice', { invoice_id: final.id });
    expect(issue.error?.message).toMatch(
      new RegExp(
        `^Deposit invoice ${deposit.number} is no longer paid in full \\(KES 0\\.00 of 1,160\\.00 paid\\)`,
      ),
    );
  });
});
