// Quotations through supabase-js (issue 14 part 2, ADR 026): staff draft a
// quotation whose stored amounts are exactly the browser's documentTotals,
// revise it under the same number, send it (a number once, a token, the PDF
// attached), and the client answers on the public page by token only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals } from '../../../kit/money/document-totals.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { storeAsServer } from '../../../tests/support/server-documents.ts';
import { eventsOf, newLead } from '../../leads/tests/support.ts';
import {
  draftQuotation,
  itemBySku,
  linesOf,
  newCustomer,
  type QuotationRow,
  saveQuotation,
} from './support.ts';

const money = (v: unknown) => Number(v).toFixed(2);
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

// A tiny valid PDF, as the send function would store it.
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function issue(client: Awaited<ReturnType<typeof userWithRole>>['client'], id: string) {
  const { data, error } = await client.rpc('issue_quotation', { quotation_id: id });
  expect(error).toBeNull();
  return data as { number: string; revision: number; pdf_path: string; public_token: string; status: string };
}

async function sentQuotation() {
  const staff = await userWithRole('staff');
  const customer = await newCustomer(staff.client);
  const draft = await draftQuotation(staff.client, customer.id);
  const doc = await issue(staff.client, draft.id);
  return { staff, customer, draft, doc };
}

describe('staff draft a quotation', () => {
  it('stores the amounts app.document_totals computes, equal to the browser totals, with the rates used', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const q = await draftQuotation(staff.client, customer.id);
    expect(q).toMatchObject({
      status: 'draft',
      number: null,
      revision: 1,
      currency: 'KES',
      owner_id: staff.id,
    });
    const lines = await linesOf(staff.client, q.id);
    const audit = await itemBySku('SVC-AUD-FIRE');
    expect(lines.map((l) => [l.description, l.unit, l.tax_code, Number(l.tax_rate)])).toEqual([
      [audit.name, audit.unit, 'VAT', 16],
      ['Travel and accommodation (2 nights)', 'night', 'VAT', 16],
    ]);
    const browser = documentTotals(
      [
        { quantity: '1', unit_price: '45000.00', tax_code: 'VAT', tax_rate: '16' },
        { quantity: '2', unit_price: '8500', tax_code: 'VAT', tax_rate: '16' },
      ],
      '5',
      false,
    );
    expect({
      subtotal: money(q.subtotal),
      discount: money(q.discount_total),
      taxable: money(q.taxable_total),
      tax: money(q.tax_total),
      total: money(q.total),
    }).toEqual({
      subtotal: browser.subtotal,
      discount: browser.discount,
      taxable: browser.taxable,
      tax: browser.tax,
      total: browser.total,
    });
    expect(money(q.total)).toBe('68324.00');
    expect(lines.map((l) => money(l.total))).toEqual(browser.lines.map((l) => l.total));
  });

  it('stores exactly what documentTotals gives for random lines (property, through the RPC)', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const rates: Record<string, string> = { VAT: '16', ZERO: '0', EXEMPT: '0' };
    const dec = (max: number, scale: number) =>
      fc.integer({ min: 0, max: max * 10 ** scale }).map((n) => (n / 10 ** scale).toFixed(scale));
    const line = fc.record({
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 200_000 }).map((n) => (n / 1000).toFixed(3)),
        fc.integer({ min: 1, max: 500 }).map(String),
      ),
      unit_price: fc.oneof(dec(250_000, 2), fc.constantFrom('0.00', '0.05', '999.99')),
      discount_percent: fc.oneof(fc.constant('0'), dec(100, 2)),
      tax_code: fc.constantFrom('VAT', 'ZERO', 'EXEMPT'),
      description: fc.constantFrom('Safety audit', 'Noise survey', 'First-aid kit (50 persons)'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.constant('0'), dec(100, 2)),
        async (lines, discount) => {
          const { data, error } = await staff.client.rpc('save_quotation', {
            payload: { customer_id: customer.id, document_discount: discount, lines },
          });
          expect(error).toBeNull();
          const q = data as QuotationRow;
          const expected = documentTotals(
            lines.map((l) => ({ ...l, tax_rate: rates[l.tax_code] })),
            discount,
            q.prices_include_tax,
          );
          expect([q.subtotal, q.discount_total, q.taxable_total, q.tax_total, q.total].map(money)).toEqual([
            expected.subtotal,
            expected.discount,
            expected.taxable,
            expected.tax,
            expected.total,
          ]);
          const stored = await linesOf(staff.client, q.id);
          expect(stored.map((l) => [l.amount, l.discount, l.taxable, l.tax, l.total].map(money))).toEqual(
            expected.lines.map((l) => [l.amount, l.discount, l.taxable, l.tax, l.total]),
          );
          expect(q.tax_summary.map((t) => ({ ...t, taxable: money(t.taxable), tax: money(t.tax) }))).toEqual(
            expected.tax_summary.map((t) => ({ ...t, rate: Number(t.rate).toFixed(3) })),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('updates a draft with new lines in one go, ignoring totals sent by the client', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const q = await draftQuotation(staff.client, customer.id);
    const updated = await saveQuotation(staff.client, {
      id: q.id,
      customer_id: customer.id,
      total: '1.00',
      lines: [
        { description: 'Noise survey, 3 days', quantity: '3', unit: 'day', unit_price: '16000', total: '5' },
      ],
    });
    expect(updated.id).toBe(q.id);
    expect(money(updated.total)).toBe('55680.00');
    expect(await linesOf(staff.client, q.id)).toHaveLength(1);
  });

  it('refuses a line without a description, a bad quantity and a validity in the past, with what to fix', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const empty = await staff.client.rpc('save_quotation', {
      payload: { customer_id: customer.id, lines: [{ quantity: '1', unit_price: '10' }] },
    });
    expect(empty.error?.message).toBe('Line 1: describe what is quoted');
    const qty = await staff.client.rpc('save_quotation', {
      payload: { customer_id: customer.id, lines: [{ description: 'x', quantity: '0', unit_price: '10' }] },
    });
    expect(qty.error?.message).toMatch(/^Line 1: the quantity must be above 0/);
    const none = await staff.client.rpc('save_quotation', {
      payload: { customer_id: customer.id, lines: [] },
    });
    expect(none.error?.message).toBe('Add at least one line to the quotation');
    const past = await staff.client.rpc('save_quotation', {
      payload: {
        customer_id: customer.id,
        valid_until: '2020-01-01',
        lines: [{ description: 'x', quantity: '1', unit_price: '10' }],
      },
    });
    expect(past.error?.message).toMatch(/^The quotation must be valid until/);
  });

  it('stored totals always equal the sum of the lines, even for the service role', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const q = await draftQuotation(staff.client, customer.id);
    const bad = await serviceClient()
      .from('quotations')
      .update({ total: '1.00', tax_total: '0' })
      .eq('id', q.id);
    expect(bad.error?.message).toMatch(/do not equal the sum of its lines/);
    const line = await serviceClient()
      .from('quotation_lines')
      .update({ amount: '1.00' })
      .eq('quotation_id', q.id);
    expect(line.error?.message).toMatch(/do not equal the sum of its lines/);
  });

  it('from a lead: the customer comes from the lead and the lead moves to proposal', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const lead = await newLead(staff.client, { customer_id: customer.id, stage: 'qualified' });
    const q = await saveQuotation(staff.client, {
      lead_id: lead.id,
      lines: [{ description: 'Occupational hygiene survey', quantity: '1', unit_price: '75000' }],
    });
    expect(q).toMatchObject({ customer_id: customer.id, lead_id: lead.id });
    const after = await staff.client.from('leads').select('stage').eq('id', lead.id).single();
    expect(after.data?.stage).toBe('proposal');
    const events = await eventsOf(staff.client, 'leads', lead.id);
    expect(events.map((e) => e.kind)).toContain('quotations.created_from_lead');
    // A lead without a customer cannot be quoted yet.
    const loose = await newLead(staff.client, { stage: 'new' });
    const refused = await staff.client.rpc('save_quotation', {
      payload: { lead_id: loose.id, lines: [{ description: 'x', quantity: '1', unit_price: '1' }] },
    });
    expect(refused.error?.message).toMatch(/^Choose the customer/);
  });
});

describe('who may touch quotations', () => {
  it('visitors and shop customers read and write nothing; staff cannot write the tables directly', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const q = await draftQuotation(staff.client, customer.id);
    for (const client of [anonClient(), (await userWithRole('customer')).client]) {
      const read = await client.from('quotations').select('id').eq('id', q.id);
      expect(read.data ?? []).toEqual([]);
      const lines = await client.from('quotation_lines').select('id').eq('quotation_id', q.id);
      expect(lines.data ?? []).toEqual([]);
      const list = await client.from('quotations_list').select('id').eq('id', q.id);
      expect(list.data ?? []).toEqual([]);
      for (const [fn, args] of [
        ['save_quotation', { payload: { customer_id: customer.id, lines: [] } }],
        ['revise_quotation', { quotation_id: q.id }],
        ['issue_quotation', { quotation_id: q.id }],
        ['quotation_document', { quotation_id: q.id }],
      ] as const) {
        const r = await client.rpc(fn, args);
        expect(r.error, fn).not.toBeNull();
      }
    }
    const direct = await staff.client.from('quotations').update({ title: 'x' }).eq('id', q.id).select('id');
    expect(direct.error ?? direct.data?.length === 0).toBeTruthy();
    const insert = await staff.client.from('quotation_lines').insert({
      quotation_id: q.id,
      position: 9,
      description: 'x',
      quantity: 1,
      unit_price: 1,
      tax_code: 'VAT',
    });
    expect(insert.error).not.toBeNull();
  });
});

describe('sending a quotation', () => {
  it('takes the next number once, freezes the content and makes an unguessable link', async () => {
    const { staff, customer, draft, doc } = await sentQuotation();
    expect(doc.number).toMatch(/^QUO-\d{4}-\d{4,}$/);
    expect(doc.public_token).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.pdf_path).toBe(`quotations/${draft.id}/${doc.number}.pdf`);
    // Again (a retry): the same number and link.
    const again = await issue(staff.client, draft.id);
    expect([again.number, again.public_token]).toEqual([doc.number, doc.public_token]);
    const edit = await staff.client.rpc('save_quotation', {
      payload: {
        id: draft.id,
        customer_id: customer.id,
        lines: [{ description: 'x', quantity: '1', unit_price: '1' }],
      },
    });
    expect(edit.error?.message).toMatch(/can no longer be changed: make a revision instead/);
    const frozen = await serviceClient().from('quotations').update({ notes: 'changed' }).eq('id', draft.id);
    expect(frozen.error?.message).toMatch(/make a revision instead/);
  });

  it('refuses to send at a rate that changed since the draft was saved, until it is saved again', async () => {
    const boss = await userWithRole('superadmin');
    const code = `T${Date.now().toString(36).toUpperCase().slice(-8)}`;
    const made = await boss.client.rpc('add_tax_code', {
      code,
      name: 'Test levy',
      kind: 'standard',
      rate: 10,
      effective_from: '2020-01-01',
    });
    expect(made.error).toBeNull();
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const lines = [
      { description: 'Levy-bearing service', quantity: '1', unit_price: '1000', tax_code: code },
    ];
    const draft = await saveQuotation(staff.client, { customer_id: customer.id, lines });
    expect(money(draft.total)).toBe('1100.00');
    const rate = await boss.client
      .from('tax_rates')
      .insert({ tax_code: code, rate: 12, effective_from: today() });
    expect(rate.error).toBeNull();
    const refused = await staff.client.rpc('issue_quotation', { quotation_id: draft.id });
    expect(refused.error?.message).toMatch(/^A tax rate changed since this draft was saved/);
    const again = await saveQuotation(staff.client, { id: draft.id, customer_id: customer.id, lines });
    expect(money(again.total)).toBe('1120.00');
    await issue(staff.client, draft.id);
  });

  it('gives concurrent sends distinct, consecutive numbers', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client);
    const drafts = await Promise.all(
      Array.from({ length: 8 }, () => draftQuotation(staff.client, customer.id)),
    );
    const docs = await Promise.all(drafts.map((d) => issue(staff.client, d.id)));
    const numbers = docs.map((d) => Number(d.number.split('-').at(-1))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]).toBe(7);
  });

  it('queues the quotation e-mail with the stored PDF attached and the public link', async () => {
    const { staff, draft, doc } = await sentQuotation();
    const noFile = await staff.client.rpc('queue_quotation_email', {
      quotation_id: draft.id,
      to_addresses: ['buyer@example.test'],
    });
    expect(noFile.error?.message).toMatch(/is not in storage/);
    // Staff cannot store the quotation's PDF themselves: only the server does, and records it (ADR 035).
    const up = await staff.client.storage
      .from('sales-documents')
      .upload(doc.pdf_path, PDF, { contentType: 'application/pdf' });
    expect(up.error).not.toBeNull();
    await storeAsServer(doc.pdf_path, PDF);
    // The link is this app's page on the configured site URL, as the public document says.
    const url = (await anonClient().rpc('public_quotation', { token: doc.public_token })).data
      .public_url as string;
    expect(url).toMatch(new RegExp(`^https?://[^/]+/quotation/${doc.public_token}$`));
    const sent = await staff.client.rpc('queue_quotation_email', {
      quotation_id: draft.id,
      to_addresses: ['buyer@example.test'],
      public_url: url,
    });
    expect(sent.error).toBeNull();
    const mail = await serviceClient()
      .from('email_outbox')
      .select('template, template_data, attachments, record_type, record_id')
      .eq('id', sent.data as string)
      .single();
    expect(mail.data).toMatchObject({
      template: 'quotation',
      record_type: 'quotations',
      record_id: draft.id,
    });
    expect(mail.data?.template_data.quotation).toMatchObject({ number: doc.number, url });
    expect(mail.data?.attachments).toEqual([
      expect.objectContaining({
        bucket: 'sales-documents',
        path: doc.pdf_path,
        filename: `${doc.number}.pdf`,
      }),
    ]);
    const row = await staff.client.from('quotations').select('sent_at, sent_to').eq('id', draft.id).single();
    expect(row.data?.sent_to).toEqual(['buyer@example.test']);
    // A link to somewhere else is refused, even with the right token in it.
    for (const elsewhere of [
      'https://evil.example/x',
      `https://evil.example/quotation/${doc.public_token}`,
    ]) {
      const wrong = await staff.client.rpc('queue_quotation_email', {
        quotation_id: draft.id,
        to_addresses: ['buyer@example.test'],
        public_url: elsewhere,
      });
      expect(wrong.error?.code).toBe('22023');
      expect(wrong.error?.message).toMatch(/^The link to the quotation must be this app's own address/);
    }
    // Without one, the e-mail carries the site's link all the same.
    const plain = await staff.client.rpc('queue_quotation_email', {
      quotation_id: draft.id,
      to_addresses: ['buyer@example.test'],
    });
    expect(plain.error).toBeNull();
    const plainMail = await serviceClient()
      .from('email_outbox')
      .select('template_data')
      .eq('id', plain.data as string)
      .single();
    expect(plainMail.data?.template_data.quotation.url).toBe(url);
    // Customers may not read the stored PDF.
    const shopper = await userWithRole('customer');
    const dl = await shopper.client.storage.from('sales-documents').download(doc.pdf_path);
    expect(dl.error).not.toBeNull();
  });
});

describe('revisions', () => {
  it('a sent quotation gets revision 2 of the same number as a draft; the first stays readable and its link dies', async () => {
    const { staff, draft, doc } = await sentQuotation();
    const { data, error } = await staff.client.rpc('revise_quotation', { quotation_id: draft.id });
    expect(error).toBeNull();
    const rev = data as QuotationRow;
    expect(rev).toMatchObject({ number: doc.number, revision: 2, status: 'draft', previous_id: draft.id });
    expect(money(rev.total)).toBe(money(draft.total));
    expect(await linesOf(staff.client, rev.id)).toHaveLength(2);
    const old = await staff.client
      .from('quotations')
      .select('status, public_token')
      .eq('id', draft.id)
      .single();
    expect(old.data).toEqual({ status: 'superseded', public_token: null });
    const gone = await anonClient().rpc('public_quotation', { token: doc.public_token });
    expect(gone.status).toBe(410);
    expect(gone.error?.message).toMatch(/withdrawn/);
    // Revising twice, or a draft, is refused.
    const twice = await staff.client.rpc('revise_quotation', { quotation_id: draft.id });
    expect(twice.error?.code).toBe('55000');
    const ofDraft = await staff.client.rpc('revise_quotation', { quotation_id: rev.id });
    expect(ofDraft.error?.code).toBe('55000');
    // Sending revision 2 keeps the number and names the file -rev2.
    const sent2 = await issue(staff.client, rev.id);
    expect(sent2.number).toBe(doc.number);
    expect(sent2.pdf_path).toBe(`quotations/${rev.id}/${doc.number}-rev2.pdf`);
  });
});

describe('discarding a revision', () => {
  it('a revision drafted by mistake is discarded: revision 1 is sent again as it was, the declined one stays declined', async () => {
    const { staff, draft, doc } = await sentQuotation();
    const rev = (await staff.client.rpc('revise_quotation', { quotation_id: draft.id })).data as QuotationRow;
    const gone = await staff.client.rpc('delete_quotation', { quotation_id: rev.id });
    expect(gone.error).toBeNull();
    const rows = await staff.client
      .from('quotations')
      .select('id, status, public_token')
      .eq('number', doc.number);
    expect(rows.data).toEqual([{ id: draft.id, status: 'sent', public_token: null }]);
    expect(await linesOf(staff.client, rev.id)).toHaveLength(0);
    const events = await staff.client
      .from('record_events')
      .select('kind, body')
      .eq('record_id', draft.id)
      .eq('kind', 'quotations.revision_discarded');
    expect(events.data).toEqual([{ kind: 'quotations.revision_discarded', body: 'Revision 2 discarded' }]);
    // Sending it again makes a new link; it can be revised again.
    const again = await issue(staff.client, draft.id);
    expect(again.public_token).toMatch(/^[0-9a-f]{64}$/);

    const declined = await sentQuotation();
    const no = await anonClient().rpc('reject_quotation', {
      token: declined.doc.public_token,
      reason: 'Too dear',
    });
    expect(no.error).toBeNull();
    const rev2 = (await staff.client.rpc('revise_quotation', { quotation_id: declined.draft.id }))
      .data as QuotationRow;
    expect((await staff.client.rpc('delete_quotation', { quotation_id: rev2.id })).error).toBeNull();
    const back = await staff.client.from('quotations').select('status').eq('id', declined.draft.id).single();
    expect(back.data?.status).toBe('rejected');
  });

  it('a sent revision, or a first revision once numbered, cannot be deleted', async () => {
    const { staff, draft } = await sentQuotation();
    const first = await staff.client.rpc('delete_quotation', { quotation_id: draft.id });
    expect(first.error?.code).toBe('55000');
    const rev = (await staff.client.rpc('revise_quotation', { quotation_id: draft.id })).data as QuotationRow;
    await issue(staff.client, rev.id);
    const sentRev = await staff.client.rpc('delete_quotation', { quotation_id: rev.id });
    expect(sentRev.error?.message).toBe('Only a draft that was never sent can be deleted');
  });
});

describe('the client answers on the public page', () => {
  it('reads the quotation by its token only, and accepts it with a name, time and address; the owner is told', async () => {
    const { staff, draft, doc } = await sentQuotation();
    const visitor = anonClient();
    const page = await visitor.rpc('public_quotation', { token: doc.public_token });
    expect(page.error).toBeNull();
    expect(page.data).toMatchObject({ number: doc.number, status: 'sent', total: money(draft.total) });
    expect(page.data.lines).toHaveLength(2);
    // No internal ids on the client's copy (the quotation's, the customer's).
    expect(page.data).not.toHaveProperty('id');
    expect(page.data.customer).not.toHaveProperty('id');
    expect(JSON.stringify(page.data)).not.toContain(draft.id);
    expect(JSON.stringify(page.data)).not.toContain(draft.customer_id);
    const guess = await visitor.rpc('public_quotation', { token: 'a'.repeat(64) });
    expect(guess.status).toBe(404);
    expect(guess.error?.code).toBe('PT404');
    expect(guess.error?.message).toBe('This link is not valid or no longer works: ask us for a new one');

    const noName = await visitor.rpc('accept_quotation', { token: doc.public_token, signer_name: ' ' });
    expect(noName.error?.message).toBe('Type your full name to accept the quotation');
    const badSig = await visitor.rpc('accept_quotation', {
      token: doc.public_token,
      signer_name: 'Achieng Otieno',
      signature: 'javascript:alert(1)',
    });
    expect(badSig.error?.message).toMatch(/^The signature must be a PNG/);
    const ok = await visitor.rpc('accept_quotation', {
      token: doc.public_token,
      signer_name: 'Achieng Otieno',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({
      status: 'accepted',
      decided_name: 'Achieng Otieno',
      has_signature: true,
    });
    const row = await staff.client
      .from('quotations')
      .select('status, decided_at, decided_ip')
      .eq('id', draft.id)
      .single();
    expect(row.data?.status).toBe('accepted');
    expect(row.data?.decided_at).toBeTruthy();
    expect(row.data?.decided_ip).toBeTruthy();
    const bell = await staff.client.from('notifications').select('kind, link').eq('record_id', draft.id);
    expect(bell.data).toEqual([{ kind: 'quotations.accepted', link: `/dashboard/quotations/${draft.id}` }]);
    const twice = await visitor.rpc('reject_quotation', {
      token: doc.public_token,
      reason: 'Changed our mind',
    });
    expect(twice.error?.message).toMatch(/^This quotation was already accepted/);
    expect(twice.status).toBe(409);
    expect(JSON.stringify(ok.data)).not.toContain(draft.id);
  });

  it('rejects with a reason; a revoked link opens nothing', async () => {
    const { staff, draft, doc } = await sentQuotation();
    const visitor = anonClient();
    const noReason = await visitor.rpc('reject_quotation', { token: doc.public_token, reason: '' });
    expect(noReason.error?.message).toMatch(/^Tell us why/);
    const no = await visitor.rpc('reject_quotation', {
      token: doc.public_token,
      reason: 'Over our budget this year',
    });
    expect(no.error).toBeNull();
    expect(no.data).toMatchObject({ status: 'rejected', rejection_reason: 'Over our budget this year' });

    const other = await sentQuotation();
    const revoked = await other.staff.client.rpc('revoke_quotation_link', { quotation_id: other.draft.id });
    expect(revoked.error).toBeNull();
    const read = await visitor.rpc('public_quotation', { token: other.doc.public_token });
    expect(read.status).toBe(410);
    expect(read.error?.message).toMatch(/withdrawn/);
    const accept = await visitor.rpc('accept_quotation', {
      token: other.doc.public_token,
      signer_name: 'Juma Hassan',
    });
    expect(accept.status).toBe(410);
    expect(accept.error?.message).toMatch(/withdrawn/);
    // Sending again makes a new link, and a new PDF file (its QR code is the link) sent under the usual name.
    const again = await issue(other.staff.client, other.draft.id);
    expect(again.public_token).not.toBe(other.doc.public_token);
    expect(again.pdf_path).toBe(
      `quotations/${other.draft.id}/${other.doc.number}-${again.public_token.slice(0, 8)}.pdf`,
    );
    await storeAsServer(again.pdf_path, PDF);
    const mailed = await other.staff.client.rpc('queue_quotation_email', {
      quotation_id: other.draft.id,
      to_addresses: ['buyer@example.test'],
    });
    expect(mailed.error).toBeNull();
    const mail = await serviceClient()
      .from('email_outbox')
      .select('attachments')
      .eq('id', mailed.data as string)
      .single();
    expect(mail.data?.attachments).toEqual([
      expect.objectContaining({ path: again.pdf_path, filename: `${other.doc.number}.pdf` }),
    ]);
    expect(staff.id).toBeTruthy();
    expect(draft.id).not.toBe(other.draft.id);
  });

  it('an expired quotation cannot be accepted, and the job marks it expired', async () => {
    const { staff, draft, doc } = await sentQuotation();
    const back = await serviceClient().rpc('test_backdate_quotation', { quotation_id: draft.id, days: 60 });
    expect(back.error).toBeNull();
    const visitor = anonClient();
    const late = await visitor.rpc('accept_quotation', {
      token: doc.public_token,
      signer_name: 'Achieng Otieno',
    });
    expect(late.error?.message).toMatch(/^This quotation expired on/);
    expect(late.status).toBe(410);
    const ran = await serviceClient().rpc('test_expire_quotations');
    expect(ran.error).toBeNull();
    expect(ran.data).toBeGreaterThanOrEqual(1);
    const row = await staff.client.from('quotations').select('status').eq('id', draft.id).single();
    expect(row.data?.status).toBe('expired');
    const events = await eventsOf(staff.client, 'quotations', draft.id);
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['quotations.created', 'quotations.issued', 'quotations.expired']),
    );
    // An expired one can be revised into a fresh offer.
    const rev = await staff.client.rpc('revise_quotation', { quotation_id: draft.id });
    expect(rev.error).toBeNull();
    expect((rev.data as QuotationRow).valid_until >= today()).toBe(true);
  });

  it('the expiry job is registered hourly', async () => {
    // Through the job runner: a due quotations.expire succeeds.
    const r = await serviceClient().rpc('test_expire_quotations');
    expect(r.error).toBeNull();
  });
});
