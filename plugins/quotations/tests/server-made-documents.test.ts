// Only the server stores document PDFs, and an e-mail attaches exactly the one
// it made (issue 20 #15, ADR 035). Before: staff could upload into an issued
// invoice's or a sent quotation's document folder, and the file was then sent
// as the official PDF (queue_invoice_email took the newest object; quotation-send
// took whatever was at the quotation's path).
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { storeAsServer } from '../../../tests/support/server-documents.ts';
import { draftQuotation, newCustomer } from './support.ts';

const FORGED = new TextEncoder().encode('%PDF-1.4\n% Pay to account 0000-EVIL\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function textOf(bytes: ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function issuedInvoice(staff: SupabaseClient, admin: SupabaseClient) {
  const customer = await staff
    .from('customers')
    .insert({ name: `Tiomin ${Date.now().toString(36)}`, email: 'accounts@tiomin.example' })
    .select('id')
    .single();
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customer.data?.id,
      lines: [{ description: 'Dust exposure survey', quantity: 1, unit_price: '25000', tax_code: 'VAT' }],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return { id: saved.data.id as string, number: issued.data.number as string };
}

async function attachmentsOf(emailId: string) {
  const mail = await serviceClient().from('email_outbox').select('attachments').eq('id', emailId).single();
  expect(mail.error).toBeNull();
  return mail.data!.attachments as { path: string; sha256?: string; filename: string }[];
}

describe('invoice PDFs are the server’s', () => {
  it('staff cannot put a file of their own into an issued invoice’s folder, and an unrecorded one is never sent', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const inv = await issuedInvoice(staff, admin);
    const forged = await staff.storage
      .from('sales-documents')
      .upload(`invoices/${inv.id}/${inv.number}-29991231235959.pdf`, FORGED, {
        contentType: 'application/pdf',
      });
    expect(forged.error).not.toBeNull();

    // An object there the server did not record (e.g. stored before this rule) is not attached,
    // neither by name nor as "the newest PDF of the invoice".
    const planted = `invoices/${inv.id}/${inv.number}-29991231235958.pdf`;
    await storeAsServer(planted, FORGED, { record: false });
    const byName = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['accounts@tiomin.example'],
      pdf_path: planted,
    });
    expect(byName.error?.code).toBe('55000');
    const newest = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['accounts@tiomin.example'],
    });
    expect(newest.error?.code).toBe('55000');
    // Nor through the general e-mail RPC.
    const general = await staff.rpc('queue_email', {
      to_addresses: ['accounts@tiomin.example'],
      subject: 'Your invoice',
      text_body: 'Attached.',
      attachments: [{ bucket: 'sales-documents', path: planted }],
    });
    expect(general.error?.code).toBe('55000');

    // A send renders, stores and records its own PDF; the e-mail carries its hash.
    const sent = await staff.functions.invoke('invoice-send', {
      body: { invoice_id: inv.id, to: ['accounts@tiomin.example'] },
    });
    expect(sent.error).toBeNull();
    const [file] = await attachmentsOf((sent.data as { email_id: string }).email_id);
    expect(file.path).not.toBe(planted);
    const stored = await staff.storage.from('sales-documents').download(file.path);
    const bytes = new Uint8Array(await stored.data!.arrayBuffer());
    expect(file.sha256).toBe(sha256(bytes));
    expect(await textOf(bytes.buffer)).toContain(inv.number);
    // Sending again without a path takes the newest PDF the server made, never the planted one.
    const again = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['accounts@tiomin.example'],
    });
    expect(again.error).toBeNull();
    expect((await attachmentsOf(again.data as string))[0]).toMatchObject({
      path: file.path,
      sha256: file.sha256,
    });
  });

  it('only the service role records documents', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const inv = await issuedInvoice(staff, admin);
    const path = `invoices/${inv.id}/x.pdf`;
    await storeAsServer(path, FORGED, { record: false });
    const byStaff = await staff.rpc('record_server_document', {
      bucket: 'sales-documents',
      path,
      sha256: sha256(FORGED),
    });
    expect(byStaff.error).not.toBeNull();
    expect((await staff.rpc('server_document', { bucket: 'sales-documents', path })).error).not.toBeNull();
  });
});

describe('quotation PDFs are the server’s', () => {
  it('a file planted at a sent quotation’s path is replaced by the server’s own before it is e-mailed', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client, 'Kenya Power');
    const draft = await draftQuotation(staff.client, customer.id);
    const issued = await staff.client.rpc('issue_quotation', { quotation_id: draft.id });
    expect(issued.error).toBeNull();
    const path = issued.data.pdf_path as string;
    const number = issued.data.number as string;

    const byStaff = await staff.client.storage
      .from('sales-documents')
      .upload(path, FORGED, { contentType: 'application/pdf' });
    expect(byStaff.error).not.toBeNull();
    await storeAsServer(path, FORGED, { record: false });
    const direct = await staff.client.rpc('queue_quotation_email', {
      quotation_id: draft.id,
      to_addresses: ['buyer@example.test'],
    });
    expect(direct.error?.code).toBe('55000');

    const sent = await staff.client.functions.invoke('quotation-send', {
      body: { id: draft.id, to: ['buyer@example.test'] },
    });
    expect(sent.error).toBeNull();
    const [file] = await attachmentsOf((sent.data as { email_id: string }).email_id);
    expect(file.path).toBe(path);
    const stored = await staff.client.storage.from('sales-documents').download(path);
    const bytes = new Uint8Array(await stored.data!.arrayBuffer());
    expect(file.sha256).toBe(sha256(bytes));
    expect(file.sha256).not.toBe(sha256(FORGED));
    expect(await textOf(bytes.buffer)).toContain(number);

    // Sent again: the recorded PDF is kept (same bytes, same hash).
    const again = await staff.client.functions.invoke('quotation-send', {
      body: { id: draft.id, to: ['buyer@example.test'] },
    });
    expect(again.error).toBeNull();
    expect((await attachmentsOf((again.data as { email_id: string }).email_id))[0].sha256).toBe(file.sha256);
  });
});
