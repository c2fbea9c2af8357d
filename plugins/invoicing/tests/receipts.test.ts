// Payment receipts (ADR 032) through the `payment-receipt` function and its RPCs: staff download the
// receipt PDF (number, customer, the invoices it paid, the amount in words), e-mail it (stored once
// under receipts/<payment id>/, attached, events on the customer's and the invoices' timelines), and
// are refused while the template is a draft or the payment reversed; shop customers and visitors get
// nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

type Client = SupabaseClient;

async function receipt(client: Client, body: Record<string, unknown>) {
  const { data, error, response } = await client.functions.invoke('payment-receipt', { body });
  if (error) return { status: (await httpError(error)).status, text: '', name: '', data: null };
  if (!(data instanceof Blob)) return { status: 200, text: '', name: '', data };
  const bytes = new Uint8Array(await data.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const name = /filename="([^"]+)"/.exec(response?.headers.get('Content-Disposition') ?? '')?.[1] ?? '';
  return { status: 200, text: text.replace(/\s+/g, ' '), name, data: null };
}

async function paidInvoices() {
  const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
  const name = `Bamburi Cement ${Date.now().toString(36)}`;
  const c = await staff.client
    .from('customers')
    .insert({ name, kra_pin: `P05${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}Q` })
    .select('id')
    .single();
  expect(c.error).toBeNull();
  const customerId = c.data?.id as string;
  const contact = await staff.client.from('contacts').insert({
    customer_id: customerId,
    full_name: 'Wanjiru Kamau',
    email: 'accounts@bamburi.example',
    is_primary: true,
  });
  expect(contact.error).toBeNull();
  const invoices: { id: string; number: string }[] = [];
  for (const price of ['30000', '12500']) {
    const saved = await staff.client.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: customerId,
        lines: [{ description: 'Noise survey', quantity: '1', unit_price: price, tax_code: 'EXEMPT' }],
      },
    });
    expect(saved.error).toBeNull();
    const issued = await admin.client.rpc('issue_invoice', { invoice_id: saved.data.id });
    expect(issued.error).toBeNull();
    invoices.push(issued.data);
  }
  const pay = await staff.client.rpc('record_payment', {
    payload: {
      customer_id: customerId,
      method: 'bank_transfer',
      amount: '45000',
      reference: 'KCB-FT-20931',
      payer: 'Bamburi Cement accounts',
      allocations: [
        { invoice_id: invoices[0]?.id, amount: '30000' },
        { invoice_id: invoices[1]?.id, amount: '12500' },
      ],
    },
  });
  expect(pay.error).toBeNull();
  return { staff, admin, customerId, name, invoices, payment: pay.data as { id: string; number: string } };
}

describe('payment receipts', () => {
  it('staff download the receipt PDF: number, customer, the invoices paid, the amount in words and the credit left', async () => {
    const { staff, name, invoices, payment } = await paidInvoices();
    const pdf = await receipt(staff.client, { payment_id: payment.id });
    expect(pdf.status).toBe(200);
    expect(pdf.name).toBe(`${payment.number}.pdf`);
    expect(pdf.name).toMatch(/^RCT-\d{4}-\d{4,}\.pdf$/);
    expect(pdf.text).toContain('PAYMENT RECEIPT');
    expect(pdf.text).toContain(payment.number);
    expect(pdf.text).toContain(name);
    expect(pdf.text).toContain('KCB-FT-20931');
    expect(pdf.text).toContain(invoices[0]?.number);
    expect(pdf.text).toContain(invoices[1]?.number);
    expect(pdf.text).toContain('45,000.00');
    expect(pdf.text).toContain('Forty Five Thousand');
    expect(pdf.text).toContain('Credit on account');
    expect(pdf.text).toContain('2,500.00');

    const doc = await staff.client.rpc('payment_receipt', { payment_id: payment.id });
    expect(doc.error).toBeNull();
    expect(doc.data).toMatchObject({
      number: payment.number,
      amount: '45000.00',
      credit_left: '2500.00',
      customer: { name, send_to: 'accounts@bamburi.example' },
    });
    expect(doc.data.invoices).toHaveLength(2);
  });

  it('e-mailing stores the PDF once under receipts/<payment id>/, attaches it and records it on the timelines', async () => {
    const { staff, customerId, invoices, payment } = await paidInvoices();
    const send = () =>
      receipt(staff.client, {
        payment_id: payment.id,
        send: { to: ['accounts@bamburi.example'], cc: ['finance@bamburi.example'] },
      });
    const first = await send();
    expect(first.status).toBe(200);
    const { email_id } = first.data as { email_id: string };
    const path = `receipts/${payment.id}/${payment.number}.pdf`;
    const mail = await serviceClient()
      .from('email_outbox')
      .select('template, to_addresses, cc_addresses, template_data, attachments, record_type, record_id')
      .eq('id', email_id)
      .single();
    expect(mail.data).toMatchObject({
      template: 'payment_receipt',
      to_addresses: ['accounts@bamburi.example'],
      cc_addresses: ['finance@bamburi.example'],
      record_type: 'customers',
      record_id: customerId,
    });
    expect(mail.data?.attachments).toEqual([
      expect.objectContaining({ bucket: 'sales-documents', path, filename: `${payment.number}.pdf` }),
    ]);
    expect(mail.data?.template_data.payment.invoices).toEqual([
      { number: invoices[0]?.number, amount: 'KES 30,000.00' },
      { number: invoices[1]?.number, amount: 'KES 12,500.00' },
    ]);
    const stored = await staff.client.storage.from('sales-documents').download(path);
    expect(stored.error).toBeNull();

    const again = await send();
    expect(again.status).toBe(200);
    expect((again.data as { email_id: string }).email_id).not.toBe(email_id);

    const events = await staff.client
      .from('record_events')
      .select('record_type, record_id')
      .eq('kind', 'invoicing.receipt_sent')
      .in('record_id', [customerId, invoices[0]?.id, invoices[1]?.id]);
    expect(events.data).toHaveLength(6);

    // Nobody replaces or removes a stored receipt, and shop customers cannot read it.
    const replace = await staff.client.storage
      .from('sales-documents')
      .upload(path, new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf', upsert: true });
    expect(replace.error).not.toBeNull();
    await staff.client.storage.from('sales-documents').remove([path]);
    expect((await staff.client.storage.from('sales-documents').download(path)).error).toBeNull();
    const shopper = await userWithRole('customer');
    expect((await shopper.client.storage.from('sales-documents').download(path)).error).not.toBeNull();
    // Staff cannot store a file for a payment that does not exist.
    const stray = await staff.client.storage
      .from('sales-documents')
      .upload(`receipts/${crypto.randomUUID()}/RCT-x.pdf`, new Uint8Array([37, 80, 68, 70]), {
        contentType: 'application/pdf',
      });
    expect(stray.error).not.toBeNull();
  });

  it('is refused while the "Payment receipt" template is a draft, and for a reversed payment', async () => {
    const { staff, admin, payment } = await paidInvoices();
    const service = serviceClient();
    const draft = await service
      .from('email_templates')
      .update({ status: 'draft' })
      .eq('key', 'payment_receipt');
    expect(draft.error).toBeNull();
    try {
      const refused = await receipt(staff.client, {
        payment_id: payment.id,
        send: { to: ['a@bamburi.example'] },
      });
      expect(refused.status).toBe(409);
      const rpc = await staff.client.rpc('queue_payment_receipt_email', {
        payment_id: payment.id,
        to_addresses: ['a@bamburi.example'],
      });
      expect(rpc.error?.code).toBe('55000');
      expect(rpc.error?.message).toMatch(/template is a draft/);
    } finally {
      await service.from('email_templates').update({ status: 'active' }).eq('key', 'payment_receipt');
    }
    const reversed = await admin.client.rpc('reverse_payment', {
      payment_id: payment.id,
      reason: 'Wrong customer',
    });
    expect(reversed.error).toBeNull();
    const refused = await receipt(staff.client, {
      payment_id: payment.id,
      send: { to: ['a@bamburi.example'] },
    });
    expect(refused.status).toBe(409);
    const pdf = await receipt(staff.client, { payment_id: payment.id });
    expect(pdf.text).toContain('REVERSED');
    expect(pdf.text).toContain('Wrong customer');
  });

  it('visitors and shop customers get no receipt; bad input is refused', async () => {
    const { staff, payment } = await paidInvoices();
    expect((await receipt(anonClient(), { payment_id: payment.id })).status).toBe(403);
    const shopper = await userWithRole('customer');
    expect((await receipt(shopper.client, { payment_id: payment.id })).status).toBe(403);
    const anonRpc = await anonClient().rpc('queue_payment_receipt_email', {
      payment_id: payment.id,
      to_addresses: ['a@bamburi.example'],
    });
    expect(anonRpc.error).not.toBeNull();
    const shopRpc = await shopper.client.rpc('payment_receipt', { payment_id: payment.id });
    expect(shopRpc.error?.code).toBe('42501');
    expect((await receipt(staff.client, { payment_id: 'nope' })).status).toBe(400);
    expect((await receipt(staff.client, { payment_id: crypto.randomUUID() })).status).toBe(404);
    expect((await receipt(staff.client, { payment_id: payment.id, send: { to: [] } })).status).toBe(400);
  });
});
