// E-mailing an invoice and the client's page by token (ADR 031,
// 20261127120000_invoicing_send_public.sql, functions invoice-send and
// invoice-pdf): staff send an issued invoice with its PDF (a new stored copy per
// send, attached as INV-….pdf) and the link; the client reads that one invoice,
// with what is still due, through its token only; drafts, void invoices and a
// draft template are refused.
import type { SupabaseClient } from '@supabase/supabase-js';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

type Client = SupabaseClient;
type PublicInvoice = {
  number: string;
  status: string;
  overdue: boolean;
  total: string;
  amount_paid: string;
  amount_due: string;
  lines: { description: string }[];
  credit_notes: { number: string; total: string }[];
  payment: { mpesa: { paybill: string; account: string } | null };
  customer: { name: string };
  public_url: string;
};

let n = 0;
async function issuedInvoice(staff: Client, admin: Client, opts: { issue?: boolean } = {}) {
  n += 1;
  const customer = await staff
    .from('customers')
    .insert({ name: `Mumias Sugar ${Date.now().toString(36)}${n}`, email: `accounts${n}@mumias.example` })
    .select('id, name')
    .single();
  expect(customer.error).toBeNull();
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customer.data?.id,
      notes: 'Thank you for choosing Safeworks.',
      lines: [
        {
          description: 'Boiler inspection, Mumias plant',
          quantity: '1',
          unit_price: '50000',
          tax_code: 'VAT',
        },
      ],
    },
  });
  expect(saved.error).toBeNull();
  const id = saved.data.id as string;
  if (opts.issue === false) return { id, number: null, customer: customer.data! };
  const issued = await admin.rpc('issue_invoice', { invoice_id: id });
  expect(issued.error).toBeNull();
  return { id, number: issued.data.number as string, customer: customer.data! };
}

async function pdfText(bytes: ArrayBuffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function send(client: Client, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('invoice-send', { body });
  if (error) {
    const answer = await httpError(error);
    return { status: answer.status, error: answer.body, data: null };
  }
  return { status: 200, error: null, data: data as { email_id: string; number: string; public_url: string } };
}

describe('staff e-mail an invoice, and the client opens it by its link', () => {
  it('a sent invoice carries its PDF and the link; the client reads that one invoice with the amount due', async () => {
    const [{ client: staff }, { client: admin }, { client: boss }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
      userWithRole('superadmin'),
    ]);
    expect(
      (await boss.rpc('set_sales_settings', { settings: { mpesa_paybill: '522533' } })).error,
    ).toBeNull();
    const inv = await issuedInvoice(staff, admin);
    const paid = await staff.rpc('record_payment', {
      payload: {
        customer_id: inv.customer.id,
        method: 'bank_transfer',
        amount: '20000',
        reference: 'EFT 88120',
        allocations: [{ invoice_id: inv.id, amount: '20000' }],
      },
    });
    expect(paid.error).toBeNull();

    const sent = await send(staff, {
      invoice_id: inv.id,
      to: ['accounts@mumias.example'],
      cc: ['cfo@mumias.example'],
    });
    expect(sent.error).toBeNull();
    const { email_id, public_url } = sent.data!;
    expect(public_url).toMatch(/^https?:\/\/[^/]+\/invoice\/[0-9a-f]{64}$/);
    const token = public_url.split('/').at(-1)!;

    const mail = await serviceClient()
      .from('email_outbox')
      .select('to_addresses, cc_addresses, template, template_data, attachments, record_type, record_id')
      .eq('id', email_id)
      .single();
    expect(mail.error).toBeNull();
    expect(mail.data).toMatchObject({
      to_addresses: ['accounts@mumias.example'],
      cc_addresses: ['cfo@mumias.example'],
      template: 'invoice',
      record_type: 'invoices',
      record_id: inv.id,
      template_data: {
        invoice: {
          number: inv.number,
          total: 'KES 58,000.00',
          amount_due: 'KES 38,000.00',
          url: public_url,
        },
        payment: { paybill: '522533', account: inv.number },
      },
    });
    const [file] = mail.data!.attachments as { path: string; filename: string; bucket: string }[];
    expect(file.filename).toBe(`${inv.number}.pdf`);
    expect(file.path).toMatch(new RegExp(`^invoices/${inv.id}/${inv.number}-\\d{14}\\.pdf$`));
    const stored = await staff.storage.from('sales-documents').download(file.path);
    expect(stored.error).toBeNull();
    const text = await pdfText(await stored.data!.arrayBuffer());
    expect(text).toContain(inv.number);
    expect(text).toContain('38,000.00');
    expect(text.replace(/ /g, '')).toContain(token);

    const timeline = await staff
      .from('record_events')
      .select('kind, changes')
      .eq('record_type', 'invoices')
      .eq('record_id', inv.id)
      .eq('kind', 'invoicing.invoice_sent');
    expect(timeline.data).toEqual([
      { kind: 'invoicing.invoice_sent', changes: expect.objectContaining({ email_id }) },
    ]);

    // The client, signed out, and a signed-in shop customer: the same one document.
    const { client: shopper } = await userWithRole('customer');
    for (const client of [anonClient(), shopper]) {
      const pub = await client.rpc('public_invoice', { token });
      expect(pub.error).toBeNull();
      const doc = pub.data as PublicInvoice;
      expect(doc).toMatchObject({
        number: inv.number,
        status: 'partially_paid',
        overdue: false,
        total: '58000.00',
        amount_paid: '20000.00',
        amount_due: '38000.00',
        customer: { name: inv.customer.name },
        payment: { mpesa: { paybill: '522533', account: inv.number } },
        public_url,
      });
      expect(doc.lines.map((l) => l.description)).toEqual(['Boiler inspection, Mumias plant']);
      // Nothing that points at other records.
      expect(JSON.stringify(doc)).not.toContain(inv.id);
      expect(JSON.stringify(doc)).not.toContain(inv.customer.id);
    }

    // Revoked: the same token no longer opens anything.
    expect((await staff.rpc('revoke_invoice_link', { invoice_id: inv.id })).error).toBeNull();
    // HTTP 410 for a withdrawn link, 404 for one that never was (ADR 035: PTxxx sets the status).
    const gone = await anonClient().rpc('public_invoice', { token });
    expect(gone.error?.code).toBe('PT410');
    expect(gone.status).toBe(410);
    expect(gone.error?.message).toBe('This link was withdrawn: ask us for a new one');
    const guess = await anonClient().rpc('public_invoice', { token: '0'.repeat(64) });
    expect(guess.error?.code).toBe('PT404');
    expect(guess.status).toBe(404);
    expect(guess.error?.message).toBe('This link is not valid or no longer works: ask us for a new one');
  });

  it('a visitor reads no invoice tables, and a shop customer cannot send or queue', async () => {
    const [{ client: staff }, { client: admin }, { client: shopper }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
      userWithRole('customer'),
    ]);
    const inv = await issuedInvoice(staff, admin);
    expect((await send(staff, { invoice_id: inv.id, to: ['accounts@mumias.example'] })).status).toBe(200);
    const visitor = anonClient();
    for (const table of ['invoices', 'invoice_lines', 'credit_notes', 'invoice_links', 'payments']) {
      const read = await visitor.from(table).select('*').limit(5);
      expect(read.data ?? []).toEqual([]);
    }
    const listed = await visitor.storage.from('sales-documents').list(`invoices/${inv.id}`);
    expect(listed.data ?? []).toEqual([]);
    expect((await send(shopper, { invoice_id: inv.id, to: ['x@example.test'] })).status).toBe(403);
    const queued = await shopper.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['x@example.test'],
    });
    expect(queued.error?.code).toBe('42501');
    const staffDoc = await shopper.rpc('invoice_document', { invoice_id: inv.id });
    expect(staffDoc.error?.code).toBe('42501');
  });

  it('drafts and void invoices are not sent, bad addresses are refused, and a draft template stops sending', async () => {
    const [{ client: staff }, { client: admin }] = await Promise.all([
      userWithRole('staff'),
      userWithRole('admin'),
    ]);
    const draft = await issuedInvoice(staff, admin, { issue: false });
    expect((await send(staff, { invoice_id: draft.id, to: ['a@example.test'] })).status).toBe(409);
    const queuedDraft = await staff.rpc('queue_invoice_email', {
      invoice_id: draft.id,
      to_addresses: ['a@example.test'],
    });
    expect(queuedDraft.error?.code).toBe('55000');
    // A draft has no token, so no public page.
    expect((await staff.from('invoice_links').select('token').eq('invoice_id', draft.id)).data).toEqual([]);

    const inv = await issuedInvoice(staff, admin);
    expect((await send(staff, { invoice_id: inv.id, to: [] })).status).toBe(400);
    const bad = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['not an address'],
    });
    expect(bad.error?.code).toBe('22023');
    const noPdf = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['a@example.test'],
    });
    expect(noPdf.error?.code).toBe('55000');
    const elsewhere = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['a@example.test'],
      pdf_path: `quotations/${inv.id}/x.pdf`,
    });
    expect(elsewhere.error?.code).toBe('22023');

    // Staff may store a PDF under an issued invoice, never under a draft, and never overwrite one.
    const pdf = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
    const intoDraft = await staff.storage.from('sales-documents').upload(`invoices/${draft.id}/x.pdf`, pdf);
    expect(intoDraft.error).not.toBeNull();

    const service = serviceClient();
    expect(
      (await service.from('email_templates').update({ status: 'draft' }).eq('key', 'invoice')).error,
    ).toBeNull();
    try {
      const refused = await send(staff, { invoice_id: inv.id, to: ['a@example.test'] });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.error)).toMatch(/template is a draft/);
    } finally {
      await service.from('email_templates').update({ status: 'active' }).eq('key', 'invoice');
    }
    // With the template active again, the PDF stored by the refused attempt is the one a queue without a path takes.
    const retry = await staff.rpc('queue_invoice_email', {
      invoice_id: inv.id,
      to_addresses: ['a@example.test'],
    });
    expect(retry.error).toBeNull();

    const voided = await admin.rpc('void_invoice', {
      invoice_id: inv.id,
      reason: 'Billed to the wrong company',
    });
    expect(voided.error).toBeNull();
    expect((await send(staff, { invoice_id: inv.id, to: ['a@example.test'] })).status).toBe(409);
    // The client's page shows it as void, without the reason.
    const link = await staff.rpc('invoice_link', { invoice_id: inv.id });
    const pub = await anonClient().rpc('public_invoice', { token: link.data.token });
    expect(pub.data).toMatchObject({ status: 'void', number: inv.number });
    expect(JSON.stringify(pub.data)).not.toContain('wrong company');
  });
});
