// The `invoice-pdf` function (ADR 027): staff download an invoice (DRAFT
// watermark while a draft; INV-… file name once issued, with the M-Pesa
// account = the number) and its credit notes (CN-…); shop customers and
// visitors get nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';

async function pdf(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error, response } = await client.functions.invoke('invoice-pdf', { body });
  if (error) return { status: (await httpError(error)).status, text: '', name: '' };
  const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const name = /filename="([^"]+)"/.exec(response?.headers.get('Content-Disposition') ?? '')?.[1] ?? '';
  return { status: 200, text: text.replace(/\s+/g, ' '), name };
}

describe('invoice-pdf', () => {
  it('staff download a draft (watermarked, no number), then the issued invoice and a credit note', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const boss = await userWithRole('superadmin');
    await boss.client.rpc('set_sales_settings', { settings: { mpesa_paybill: '522533' } });
    const customer = await staff.client
      .from('customers')
      .insert({ name: `Kenya Breweries ${Date.now().toString(36)}`, kra_pin: 'P051111111A' })
      .select('id')
      .single();
    const saved = await staff.client.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: customer.data?.id,
        lines: [
          {
            description: 'Fire safety audit, Ruaraka brewery',
            quantity: 1,
            unit_price: '45000',
            tax_code: 'VAT',
          },
        ],
      },
    });
    const id = saved.data.id as string;
    const draft = await pdf(staff.client, { invoice_id: id });
    expect(draft.status).toBe(200);
    expect(draft.name).toBe('draft-invoice.pdf');
    expect(draft.text).toContain('DRAFT');
    expect(draft.text).toContain('Fire safety audit');

    const issued = await admin.client.rpc('issue_invoice', { invoice_id: id });
    const number = issued.data.number as string;
    const inv = await pdf(staff.client, { invoice_id: id });
    expect(inv.name).toBe(`${number}.pdf`);
    expect(inv.text).toContain(number);
    expect(inv.text).toContain('52,200.00');
    expect(inv.text).toContain('522533');
    expect(inv.text).not.toContain('DRAFT');

    const line = await staff.client.from('invoice_lines').select('id').eq('invoice_id', id).single();
    const cn = await admin.client.rpc('issue_credit_note', {
      invoice_id: id,
      lines: [{ invoice_line_id: line.data?.id, quantity: 0.5 }],
      reason: 'Half the audit was not done',
    });
    const credit = await pdf(staff.client, { invoice_id: id, credit_note_id: cn.data.id });
    expect(credit.name).toBe(`${cn.data.number}.pdf`);
    expect(credit.text).toContain('26,100.00');
    expect(credit.text).toContain(number);
  });

  it('shop customers and visitors cannot download invoices', async () => {
    const staff = await userWithRole('staff');
    const customer = await staff.client
      .from('customers')
      .insert({ name: `Athi River ${Date.now()}` })
      .select('id')
      .single();
    const saved = await staff.client.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: customer.data?.id,
        lines: [{ description: 'x', quantity: 1, unit_price: 1, tax_code: 'VAT' }],
      },
    });
    const shopper = await userWithRole('customer');
    expect((await pdf(shopper.client, { invoice_id: saved.data.id })).status).toBe(403);
    expect((await pdf(anonClient(), { invoice_id: saved.data.id })).status).toBe(403);
    expect((await pdf(staff.client, { invoice_id: crypto.randomUUID() })).status).toBe(404);
    expect((await pdf(staff.client, { invoice_id: 'nope' })).status).toBe(400);
  });

  it('a client with the link downloads that invoice (QR code to its page), signed out; a wrong token is not found', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const customer = await staff.client
      .from('customers')
      .insert({ name: `Bidco Thika ${Date.now().toString(36)}` })
      .select('id')
      .single();
    const saved = await staff.client.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: customer.data?.id,
        lines: [
          { description: 'Noise survey, Thika plant', quantity: 1, unit_price: '30000', tax_code: 'VAT' },
        ],
      },
    });
    const issued = await admin.client.rpc('issue_invoice', { invoice_id: saved.data.id });
    const number = issued.data.number as string;
    const link = await staff.client.rpc('invoice_link', { invoice_id: saved.data.id });
    const token = link.data.token as string;

    const visitor = await pdf(anonClient(), { token });
    expect(visitor.status).toBe(200);
    expect(visitor.name).toBe(`${number}.pdf`);
    expect(visitor.text).toContain(number);
    expect(visitor.text).toContain('34,800.00');
    // The printed address wraps: compared without the spaces the text extraction puts at line ends.
    expect(visitor.text.replace(/ /g, '')).toContain(`/invoice/${token}`);
    // Staff's copy prints the same link while it lives.
    expect((await pdf(staff.client, { invoice_id: saved.data.id })).text.replace(/ /g, '')).toContain(token);

    expect((await pdf(anonClient(), { token: 'f'.repeat(64) })).status).toBe(404);
    expect((await pdf(anonClient(), { token: 'short' })).status).toBe(404);
    await staff.client.rpc('revoke_invoice_link', { invoice_id: saved.data.id });
    // A link staff withdrew is gone (410), not unknown (ADR 035).
    expect((await pdf(anonClient(), { token })).status).toBe(410);
  });
});
