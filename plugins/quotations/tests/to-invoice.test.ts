// An accepted quotation becomes an invoice draft (and a project) in one step:
// invoice_from_quotation (sql/repeatable/public.invoice_from_quotation.sql), through supabase-js as
// the client's and the firm's people would reach it.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { newLead } from '../../leads/tests/support.ts';
import { draftQuotation, newCustomer, saveQuotation } from './support.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];

async function accepted(staff: Client, payload?: Record<string, unknown>) {
  const customer = await newCustomer(staff);
  const draft = payload
    ? await saveQuotation(staff, { customer_id: customer.id, ...payload })
    : await draftQuotation(staff, customer.id);
  const sent = await staff.rpc('issue_quotation', { quotation_id: draft.id });
  expect(sent.error).toBeNull();
  const token = (sent.data as { public_token: string }).public_token;
  const ok = await anonClient().rpc('accept_quotation', { token, signer_name: 'Achieng Otieno' });
  expect(ok.error).toBeNull();
  return { customer, quotation: draft };
}

describe('an accepted quotation becomes an invoice', () => {
  it('staff turn it into an invoice draft with the lines, rates and totals the client accepted, and a project', async () => {
    const staff = await userWithRole('staff');
    const { customer, quotation } = await accepted(staff.client);
    const { data: inv, error } = await staff.client.rpc('invoice_from_quotation', {
      quotation_id: quotation.id,
    });
    expect(error).toBeNull();
    expect(inv).toMatchObject({
      status: 'draft',
      number: null,
      customer_id: customer.id,
      quotation_id: quotation.id,
      total: quotation.total,
      tax_total: quotation.tax_total,
      document_discount: quotation.document_discount,
    });
    expect(inv.notes).toMatch(/^Quotation QUO-\d{4}-\d{4}, accepted .* by Achieng Otieno$/);

    const qLines = await staff.client
      .from('quotation_lines')
      .select('description, quantity, unit, unit_price, discount_percent, tax_code, tax_rate, total')
      .eq('quotation_id', quotation.id)
      .order('position');
    const iLines = await staff.client
      .from('invoice_lines')
      .select('description, quantity, unit, unit_price, discount_percent, tax_code, tax_rate, total')
      .eq('invoice_id', inv.id)
      .order('position');
    expect(iLines.data).toEqual(qLines.data);
    // The rates the client accepted are kept on the invoice (ADR 033): a rate change before it is
    // issued does not reprice them, and invoicing never reads quotations' tables for that.
    const acceptedRates = [
      ...new Map((qLines.data ?? []).map((l) => [`${l.tax_code}/${Number(l.tax_rate)}`, l])).values(),
    ].map((l) => ({ tax_code: l.tax_code, tax_rate: Number(l.tax_rate) }));
    expect(
      (inv.accepted_tax_rates as { tax_code: string; tax_rate: number }[]).map((a) => ({
        tax_code: a.tax_code,
        tax_rate: Number(a.tax_rate),
      })),
    ).toEqual(expect.arrayContaining(acceptedRates));
    expect((inv.accepted_tax_rates as unknown[]).length).toBe(acceptedRates.length);

    // The fire audit is one of the firm's services: its project carries that service and the budget before tax.
    const project = await staff.client
      .from('projects')
      .select('customer_id, service_id, budget')
      .eq('id', inv.project_id)
      .single();
    expect(project.data).toMatchObject({ customer_id: customer.id, budget: quotation.taxable_total });
    expect(project.data?.service_id).toBeTruthy();
  });

  it('a double click or a retry returns the same invoice; two calls at once make one', async () => {
    const staff = await userWithRole('staff');
    const { quotation } = await accepted(staff.client);
    const [a, b] = await Promise.all([
      staff.client.rpc('invoice_from_quotation', { quotation_id: quotation.id }),
      staff.client.rpc('invoice_from_quotation', { quotation_id: quotation.id }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.id).toBe(b.data.id);
    const again = await staff.client.rpc('invoice_from_quotation', { quotation_id: quotation.id });
    expect(again.data.id).toBe(a.data.id);
    const all = await staff.client.from('invoices').select('id').eq('quotation_id', quotation.id);
    expect(all.data).toHaveLength(1);
  });

  it('from a lead: the lead’s project (won), and goods without a project when asked', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const lead = await newLead(staff.client, { customer_id: customer.id, stage: 'qualified' });
    const draft = await saveQuotation(staff.client, {
      lead_id: lead.id,
      lines: [{ description: 'Noise survey, packing hall', quantity: '2', unit_price: '18000' }],
    });
    const sent = await staff.client.rpc('issue_quotation', { quotation_id: draft.id });
    await anonClient().rpc('accept_quotation', {
      token: (sent.data as { public_token: string }).public_token,
      signer_name: 'Peter Mwangi',
    });
    const { data: inv } = await staff.client.rpc('invoice_from_quotation', { quotation_id: draft.id });
    const project = await staff.client.from('projects').select('lead_id').eq('id', inv.project_id).single();
    expect(project.data?.lead_id).toBe(lead.id);
    const after = await staff.client.from('leads').select('stage').eq('id', lead.id).single();
    expect(after.data?.stage).toBe('won');

    const goods = await accepted(staff.client, {
      lines: [{ description: 'Ear muffs, SNR 30 dB', quantity: '40', unit_price: '850' }],
    });
    const { data: sale } = await staff.client.rpc('invoice_from_quotation', {
      quotation_id: goods.quotation.id,
      with_project: false,
    });
    expect(sale.project_id).toBeNull();
  });

  it('a project that already exists for the work is linked, even with the box ticked: never a second one', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const lead = await newLead(staff.client, { customer_id: customer.id, stage: 'qualified' });
    const started = await staff.client.rpc('create_project_from_lead', { lead_id: lead.id });
    expect(started.error).toBeNull();
    const draft = await saveQuotation(staff.client, {
      lead_id: lead.id,
      lines: [{ description: 'Fire risk assessment', quantity: '1', unit_price: '45000' }],
    });
    const none = await staff.client.rpc('quotation_project', { quotation_id: draft.id });
    expect(none.data).toEqual([
      { id: started.data.id, number: started.data.number, title: started.data.title },
    ]);
    const sent = await staff.client.rpc('issue_quotation', { quotation_id: draft.id });
    await anonClient().rpc('accept_quotation', {
      token: (sent.data as { public_token: string }).public_token,
      signer_name: 'Peter Mwangi',
    });
    const [a, b] = await Promise.all([
      staff.client.rpc('invoice_from_quotation', { quotation_id: draft.id, with_project: true }),
      staff.client.rpc('invoice_from_quotation', { quotation_id: draft.id, with_project: true }),
    ]);
    expect(a.error).toBeNull();
    expect(b.data.id).toBe(a.data.id);
    expect(a.data.project_id).toBe(started.data.id);
    const projects = await staff.client.from('projects').select('id').eq('customer_id', customer.id);
    expect(projects.data).toEqual([{ id: started.data.id }]);

    // Without a lead or an earlier invoice there is none to link; after the first invoice is voided, the
    // quotation invoiced again keeps the project that invoice started.
    const fresh = await accepted(staff.client);
    const nothing = await staff.client.rpc('quotation_project', { quotation_id: fresh.quotation.id });
    expect(nothing.data).toEqual([]);
    const first = await staff.client.rpc('invoice_from_quotation', { quotation_id: fresh.quotation.id });
    const admin = (await userWithRole('admin')).client;
    expect((await admin.rpc('issue_invoice', { invoice_id: first.data.id })).error).toBeNull();
    const voided = await admin.rpc('void_invoice', { invoice_id: first.data.id, reason: 'Wrong site' });
    expect(voided.error).toBeNull();
    const second = await staff.client.rpc('invoice_from_quotation', { quotation_id: fresh.quotation.id });
    expect(second.data.id).not.toBe(first.data.id);
    expect(second.data.project_id).toBe(first.data.project_id);
  });

  it('only an accepted quotation, and only for staff', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const draft = await draftQuotation(staff.client, customer.id);
    const early = await staff.client.rpc('invoice_from_quotation', { quotation_id: draft.id });
    expect(early.error?.message).toBe(
      'Only an accepted quotation can be invoiced; this one is still a draft',
    );

    const { quotation } = await accepted(staff.client);
    for (const outsider of [anonClient(), (await userWithRole('customer')).client]) {
      const r = await outsider.rpc('invoice_from_quotation', { quotation_id: quotation.id });
      expect(r.error).not.toBeNull();
    }
    const none = await staff.client.from('invoices').select('id').eq('quotation_id', quotation.id);
    expect(none.data).toEqual([]);
  });
});
