// A customer's statement of account through supabase-js (issue 14, ADR 029): opening balance, lines with
// the running balance and closing balance for a customer with invoices, a partial payment, a credit note,
// an overpayment, a reversal and a void — in and before the period; ageing buckets; closing balance =
// ageing total − unapplied credit for random histories; who may read it; e-mailing it with its PDF.
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../../tests/functions/support.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { storeAsServer } from '../../../tests/support/server-documents.ts';

type Client = Awaited<ReturnType<typeof userWithRole>>['client'];
type Line = {
  date: string;
  kind: string;
  reference: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  record_id: string;
  link: string;
};
type Ageing = {
  current: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  days_90_plus: string;
  total: string;
  overdue_count: number;
};
type Statement = {
  customer: { id: string; name: string; kra_pin: string | null };
  company: { name: string };
  currency: string;
  from: string;
  to: string;
  today: string;
  opening_balance: string;
  lines: Line[];
  total_debits: string;
  total_credits: string;
  closing_balance: string;
  ageing: Ageing;
  unapplied_credit: string;
};

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function addDays(iso: string, days: number) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const cents = (v: string) => Math.round(Number(v) * 100);

let n = 0;
// KRA PINs are unique: P + 9 digits + a letter.
const kraPin = () => `P${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}K`;
async function customer(client: Client, pin = kraPin()) {
  n += 1;
  const made = await client
    .from('customers')
    .insert({ name: `Kitengela Glass ${Date.now().toString(36)}${n}`, kra_pin: pin })
    .select('id')
    .single();
  expect(made.error).toBeNull();
  return made.data?.id as string;
}

// An issued EXEMPT invoice (total = quantity × price) due `terms` days after today.
async function issuedInvoice(
  staff: Client,
  admin: Client,
  customerId: string,
  price: number,
  opts: { terms?: number; quantity?: number; today?: string } = {},
) {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const saved = await staff.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: customerId,
      issue_date: today,
      due_date: addDays(today, opts.terms ?? 30),
      lines: [
        {
          description: 'Fire safety audit',
          quantity: String(opts.quantity ?? 1),
          unit_price: String(price),
          tax_code: 'EXEMPT',
        },
      ],
    },
  });
  expect(saved.error).toBeNull();
  const issued = await admin.rpc('issue_invoice', { invoice_id: saved.data.id });
  expect(issued.error).toBeNull();
  return issued.data as { id: string; number: string; due_date: string; issue_date: string };
}

async function pay(
  staff: Client,
  customerId: string,
  amount: number,
  allocations: { invoice_id: string; amount: number }[] = [],
  receivedOn?: string,
) {
  const r = await staff.rpc('record_payment', {
    payload: {
      customer_id: customerId,
      method: 'bank_transfer',
      amount: String(amount),
      reference: `EQ-${n}`,
      received_on: receivedOn,
      allocations: allocations.map((a) => ({ invoice_id: a.invoice_id, amount: String(a.amount) })),
    },
  });
  expect(r.error).toBeNull();
  return r.data as { id: string; number: string };
}

async function statement(client: Client, customerId: string, from: string, to: string) {
  const r = await client.rpc('customer_statement', { customer_id: customerId, from_date: from, to_date: to });
  expect(r.error).toBeNull();
  return r.data as Statement;
}

async function companyToday(staff: Client, customerId: string) {
  const s = await statement(staff, customerId, '2026-01-01', '2026-01-01');
  return s.today;
}

async function setup() {
  const [staff, admin] = await Promise.all([userWithRole('staff'), userWithRole('admin')]);
  const pin = kraPin();
  const c = await customer(staff.client, pin);
  const today = await companyToday(staff.client, c);
  return { staff: staff.client, admin: admin.client, c, today, pin };
}

describe('A customer statement of account', () => {
  it('shows the opening balance, every movement with the running balance, the closing balance and ageing', async () => {
    const { staff, admin, c, today, pin } = await setup();
    // Before the period: 5,000 received 40 days ago and not allocated (money we hold).
    await pay(staff, c, 5000, [], addDays(today, -40));
    // A draft never appears.
    await staff.rpc('save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: c,
        lines: [{ description: 'Draft', quantity: '1', unit_price: '999', tax_code: 'EXEMPT' }],
      },
    });
    const i1 = await issuedInvoice(staff, admin, c, 100000, { today });
    const i2 = await issuedInvoice(staff, admin, c, 10000, { quantity: 2, today });
    const i3 = await issuedInvoice(staff, admin, c, 7500, { today });
    // Partial payment, then an overpayment of what is left (10,000 credit).
    const p1 = await pay(staff, c, 30000, [{ invoice_id: i1.id, amount: 30000 }]);
    const p2 = await pay(staff, c, 80000, [{ invoice_id: i1.id, amount: 70000 }]);
    // A credit note for one of the two units of i2.
    const line = await staff.from('invoice_lines').select('id').eq('invoice_id', i2.id).single();
    const cn = await admin.rpc('issue_credit_note', {
      invoice_id: i2.id,
      lines: [{ invoice_line_id: line.data?.id, quantity: 1 }],
      reason: 'One day not delivered',
    });
    expect(cn.error).toBeNull();
    // A payment recorded by mistake, then reversed.
    const p3 = await pay(staff, c, 15000, [{ invoice_id: i2.id, amount: 10000 }]);
    const rev = await admin.rpc('reverse_payment', { payment_id: p3.id, reason: 'Wrong customer' });
    expect(rev.error).toBeNull();
    // A void invoice: its debit stays on its issue date, a 'void' credit on the void date.
    const voided = await admin.rpc('void_invoice', { invoice_id: i3.id, reason: 'Raised twice' });
    expect(voided.error).toBeNull();

    const s = await statement(staff, c, addDays(today, -10), today);
    expect(s.currency).toBe('KES');
    expect(s.customer).toMatchObject({ id: c, kra_pin: pin });
    expect(s.company.name).toBeTruthy();
    expect(s.opening_balance).toBe('-5000.00');
    expect(s.lines.map((l) => [l.kind, l.reference, l.debit, l.credit, l.balance])).toEqual([
      ['invoice', i1.number, '100000.00', '0.00', '95000.00'],
      ['invoice', i2.number, '20000.00', '0.00', '115000.00'],
      ['invoice', i3.number, '7500.00', '0.00', '122500.00'],
      ['credit_note', cn.data.number, '0.00', '10000.00', '112500.00'],
      ['payment', p1.number, '0.00', '30000.00', '82500.00'],
      ['payment', p2.number, '0.00', '80000.00', '2500.00'],
      // A reversed payment and its reversal: one neutral pair, the balance unchanged across it (issue 22).
      ['payment', p3.number, '0.00', '15000.00', '2500.00'],
      ['reversal', p3.number, '15000.00', '0.00', '2500.00'],
      ['void', i3.number, '0.00', '7500.00', '-5000.00'],
    ]);
    expect(s.lines.every((l) => l.date === today)).toBe(true);
    // Statements go to clients: no staff note (the reversal's and the void's reasons) is on a line.
    const details = s.lines.map((l) => l.description).join(' | ');
    expect(details).not.toMatch(/Wrong customer|Raised twice/);
    expect(details).toContain(`Payment ${p3.number} reversed`);
    expect(details).toContain('One day not delivered'); // a credit note's reason is written for the client
    expect(s.lines[0].link).toBe(`/dashboard/invoices/${i1.id}`);
    expect(s.total_debits).toBe('142500.00');
    expect(s.total_credits).toBe('142500.00');
    expect(s.closing_balance).toBe('-5000.00');
    // Open on the day: i2's 10,000 (20,000 − 10,000 credited; the reversed payment no longer counts), not due yet.
    expect(s.ageing).toMatchObject({
      current: '10000.00',
      days_1_30: '0.00',
      total: '10000.00',
      overdue_count: 0,
    });
    // Held for the customer: 5,000 + p2's 10,000 not allocated.
    expect(s.unapplied_credit).toBe('15000.00');
    expect(cents(s.closing_balance)).toBe(cents(s.ageing.total) - cents(s.unapplied_credit));

    // A later period: everything is in the opening balance; i2 is now 70 days past due.
    const later = await statement(staff, c, addDays(today, 1), addDays(today, 100));
    expect(later.opening_balance).toBe('-5000.00');
    expect(later.lines).toEqual([]);
    expect(later.closing_balance).toBe('-5000.00');
    expect(later.ageing).toMatchObject({ current: '0.00', days_61_90: '10000.00', overdue_count: 1 });

    // The period before today: only the early payment, as the opening balance of nothing else.
    const before = await statement(staff, c, addDays(today, -60), addDays(today, -1));
    expect(before.opening_balance).toBe('0.00');
    expect(before.lines.map((l) => [l.kind, l.credit, l.balance])).toEqual([
      ['payment', '5000.00', '-5000.00'],
    ]);
    expect(before.ageing.total).toBe('0.00');
    expect(before.unapplied_credit).toBe('5000.00');
  });

  it('leaves a reversed payment and its reversal out when the firm chose so in Settings → Sales, every balance unchanged', async () => {
    const { staff, admin, c, today } = await setup();
    const superadmin = (await userWithRole('superadmin')).client;
    const inv = await issuedInvoice(staff, admin, c, 100000, { today });
    const typo = await pay(staff, c, 999999, [{ invoice_id: inv.id, amount: 100000 }]);
    expect((await admin.rpc('reverse_payment', { payment_id: typo.id, reason: 'Typo' })).error).toBeNull();
    const real = await pay(staff, c, 40000, [{ invoice_id: inv.id, amount: 40000 }]);
    const paired = await statement(staff, c, addDays(today, -1), today);
    expect(paired.lines.map((l) => l.kind)).toEqual(['invoice', 'payment', 'reversal', 'payment']);
    try {
      const set = await superadmin.rpc('set_sales_settings', {
        settings: { statement_reversed_payments: 'hide' },
      });
      expect(set.error).toBeNull();
      const hidden = await statement(staff, c, addDays(today, -1), today);
      expect(hidden.lines.map((l) => [l.kind, l.reference, l.balance])).toEqual([
        ['invoice', inv.number, '100000.00'],
        ['payment', real.number, '60000.00'],
      ]);
      expect(hidden.closing_balance).toBe(paired.closing_balance);
      expect(hidden.total_debits).toBe('100000.00');
      const bad = await superadmin.rpc('set_sales_settings', {
        settings: { statement_reversed_payments: 'shown' },
      });
      expect(bad.error?.message).toMatch(/sales_settings_statement_reversed_payments_valid/);
    } finally {
      await superadmin.rpc('set_sales_settings', { settings: { statement_reversed_payments: 'pair' } });
    }
  });

  it('ages what is open by days past the due date: current, 1–30, 31–60, 61–90 and over 90', async () => {
    const { staff, admin, c, today } = await setup();
    await issuedInvoice(staff, admin, c, 1000, { terms: 0, today });
    await issuedInvoice(staff, admin, c, 2000, { terms: 30, today });
    await issuedInvoice(staff, admin, c, 3000, { terms: 60, today });
    await issuedInvoice(staff, admin, c, 4000, { terms: 100, today });
    const at45 = await statement(staff, c, today, addDays(today, 45));
    expect(at45.ageing).toMatchObject({
      current: '7000.00',
      days_1_30: '2000.00',
      days_31_60: '1000.00',
      days_61_90: '0.00',
      days_90_plus: '0.00',
      total: '10000.00',
      overdue_count: 2,
    });
    const at95 = await statement(staff, c, today, addDays(today, 95));
    expect(at95.ageing).toMatchObject({
      current: '4000.00',
      days_1_30: '0.00',
      days_31_60: '3000.00',
      days_61_90: '2000.00',
      days_90_plus: '1000.00',
      total: '10000.00',
      overdue_count: 3,
    });
    // On the issue day nothing is overdue, even the invoice due that day.
    const now = await statement(staff, c, today, today);
    expect(now.ageing).toMatchObject({ current: '10000.00', total: '10000.00', overdue_count: 0 });
  });

  it('always closes at what is open minus the credit held, whatever happened (random histories)', async () => {
    const { staff, admin, today } = await setup();
    type Op =
      | { op: 'invoice'; amount: number; terms: number }
      | { op: 'pay'; amount: number; share: number; daysAgo: number }
      | { op: 'credit' }
      | { op: 'void' }
      | { op: 'reverse' };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('invoice' as const),
        amount: fc.integer({ min: 1, max: 50 }),
        terms: fc.integer({ min: 0, max: 90 }),
      }),
      fc.record({
        op: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 60 }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        daysAgo: fc.integer({ min: 0, max: 60 }),
      }),
      fc.record({ op: fc.constant('credit' as const) }),
      fc.record({ op: fc.constant('void' as const) }),
      fc.record({ op: fc.constant('reverse' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 7 }), async (ops) => {
        const c = await customer(staff);
        const invoices: { id: string; due: number; total: number; credited: boolean; paid: boolean }[] = [];
        const payments: string[] = [];
        for (const o of ops) {
          if (o.op === 'invoice') {
            const inv = await issuedInvoice(staff, admin, c, o.amount * 1000, {
              terms: o.terms,
              today,
              quantity: 2,
            });
            invoices.push({
              id: inv.id,
              due: o.amount * 2000,
              total: o.amount * 2000,
              credited: false,
              paid: false,
            });
          } else if (o.op === 'pay') {
            const open = invoices.find((i) => i.due > 0);
            const amount = o.amount * 1000;
            const alloc = open ? Math.min(open.due, Math.round(amount * o.share)) : 0;
            const p = await pay(
              staff,
              c,
              amount,
              open && alloc > 0 ? [{ invoice_id: open.id, amount: alloc }] : [],
              addDays(today, -o.daysAgo),
            );
            if (open && alloc > 0) {
              open.due -= alloc;
              open.paid = true;
            }
            payments.push(p.id);
          } else if (o.op === 'credit') {
            const target = invoices.find((i) => !i.credited && i.due >= i.total / 2);
            if (!target) continue;
            const line = await staff.from('invoice_lines').select('id').eq('invoice_id', target.id).single();
            const cn = await admin.rpc('issue_credit_note', {
              invoice_id: target.id,
              lines: [{ invoice_line_id: line.data?.id, quantity: 1 }],
              reason: 'Part not delivered',
            });
            expect(cn.error).toBeNull();
            target.credited = true;
            target.due -= target.total / 2;
          } else if (o.op === 'void') {
            const target = invoices.find((i) => !i.credited && !i.paid && i.due > 0);
            if (!target) continue;
            const v = await admin.rpc('void_invoice', { invoice_id: target.id, reason: 'Raised in error' });
            expect(v.error).toBeNull();
            target.due = 0;
            target.credited = true;
          } else {
            const id = payments.shift();
            if (!id) continue;
            const r = await admin.rpc('reverse_payment', { payment_id: id, reason: 'Recorded by mistake' });
            expect(r.error).toBeNull();
            // The invoices it paid owe again: re-read what is due.
            for (const inv of invoices) {
              const row = await staff.from('invoices').select('amount_due, status').eq('id', inv.id).single();
              inv.due = row.data?.status === 'void' ? 0 : Number(row.data?.amount_due);
            }
          }
        }
        for (const to of [addDays(today, -30), today, addDays(today, 45), addDays(today, 120)]) {
          const s = await statement(staff, c, addDays(to, -20), to);
          expect(cents(s.closing_balance)).toBe(cents(s.ageing.total) - cents(s.unapplied_credit));
          const last = s.lines.at(-1);
          expect(last ? last.balance : s.opening_balance).toBe(s.closing_balance);
          const buckets = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_90_plus'] as const;
          expect(buckets.reduce((sum, b) => sum + cents(s.ageing[b]), 0)).toBe(cents(s.ageing.total));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('is refused to visitors and portal customers, and for a wrong period or an unknown customer', async () => {
    const { staff, c, today } = await setup();
    const shopper = await userWithRole('customer');
    const args = { customer_id: c, from_date: addDays(today, -30), to_date: today };
    expect((await anonClient().rpc('customer_statement', args)).error).not.toBeNull();
    expect((await shopper.client.rpc('customer_statement', args)).error?.code).toBe('42501');
    const reversed = await staff.rpc('customer_statement', {
      ...args,
      from_date: today,
      to_date: addDays(today, -1),
    });
    expect(reversed.error?.code).toBe('22023');
    const tooLong = await staff.rpc('customer_statement', {
      ...args,
      from_date: '2020-01-01',
      to_date: today,
    });
    expect(tooLong.error?.code).toBe('22023');
    expect(tooLong.error?.message).toMatch(/5 years/);
    const unknown = await staff.rpc('customer_statement', {
      ...args,
      customer_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.code).toBe('P0002');
  });
});

describe('E-mailing a statement', () => {
  it("queues the statement e-mail with its stored PDF, only from the customer's folder, and notes it on the timeline", async () => {
    const { staff, admin, c, today } = await setup();
    const inv = await issuedInvoice(staff, admin, c, 42000, { today });
    const from = addDays(today, -30);
    const path = `statements/${c}/Statement-test-${Date.now()}.pdf`;
    const base = { customer_id: c, from_date: from, to_date: today, to_addresses: ['accounts@example.test'] };

    const notStored = await staff.rpc('queue_statement_email', { ...base, pdf_path: path });
    expect(notStored.error?.message).toMatch(/is not in storage/);
    const elsewhere = await staff.rpc('queue_statement_email', {
      ...base,
      pdf_path: `statements/00000000-0000-4000-8000-000000000000/x.pdf`,
    });
    expect(elsewhere.error?.code).toBe('22023');
    const outside = await staff.rpc('queue_statement_email', {
      ...base,
      pdf_path: `invoices/${inv.id}/x.pdf`,
    });
    expect(outside.error?.code).toBe('22023');
    const noAddress = await staff.rpc('queue_statement_email', { ...base, pdf_path: path, to_addresses: [] });
    expect(noAddress.error?.code).toBe('22023');

    // Only the server stores statements (ADR 035): staff cannot, and an object it did not record is not sent.
    const up = await staff.storage
      .from('sales-documents')
      .upload(path, PDF, { contentType: 'application/pdf' });
    expect(up.error).not.toBeNull();
    await storeAsServer(path, PDF, { record: false });
    const unrecorded = await staff.rpc('queue_statement_email', { ...base, pdf_path: path });
    expect(unrecorded.error?.code).toBe('55000');
    expect(unrecorded.error?.message).toMatch(/not made by the server/);
    await storeAsServer(path, PDF);
    // Nobody replaces or removes a sent statement; a portal customer cannot store one.
    const again = await staff.storage
      .from('sales-documents')
      .upload(path, PDF, { contentType: 'application/pdf', upsert: true });
    expect(again.error).not.toBeNull();
    const shopper = await userWithRole('customer');
    const foreign = await shopper.client.storage
      .from('sales-documents')
      .upload(`statements/${c}/mine.pdf`, PDF, { contentType: 'application/pdf' });
    expect(foreign.error).not.toBeNull();

    const byShopper = await shopper.client.rpc('queue_statement_email', { ...base, pdf_path: path });
    expect(byShopper.error?.code).toBe('42501');

    const sent = await staff.rpc('queue_statement_email', {
      ...base,
      pdf_path: path,
      cc_addresses: ['cfo@example.test'],
    });
    expect(sent.error).toBeNull();
    const mail = await serviceClient()
      .from('email_outbox')
      .select('template, template_data, attachments, record_type, record_id, to_addresses, cc_addresses')
      .eq('id', sent.data as string)
      .single();
    expect(mail.data).toMatchObject({
      template: 'statement',
      record_type: 'customers',
      record_id: c,
      to_addresses: ['accounts@example.test'],
      cc_addresses: ['cfo@example.test'],
    });
    expect(mail.data?.template_data.statement.balance).toBe('KES 42,000.00');
    expect(mail.data?.attachments).toEqual([
      expect.objectContaining({
        bucket: 'sales-documents',
        path,
        content_type: 'application/pdf',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    const events = await staff
      .from('record_events')
      .select('kind, link')
      .eq('record_type', 'customers')
      .eq('record_id', c)
      .eq('kind', 'invoicing.statement_sent');
    expect(events.data).toEqual([
      { kind: 'invoicing.statement_sent', link: `/dashboard/email?message=${sent.data}` },
    ]);
  });

  it('is refused while the statement template is a draft', async () => {
    const { staff, c, today } = await setup();
    const path = `statements/${c}/Statement-draft-${Date.now()}.pdf`;
    await storeAsServer(path, PDF);
    const service = serviceClient();
    await service.from('email_templates').update({ status: 'draft' }).eq('key', 'statement');
    try {
      const r = await staff.rpc('queue_statement_email', {
        customer_id: c,
        from_date: today,
        to_date: today,
        pdf_path: path,
        to_addresses: ['accounts@example.test'],
      });
      expect(r.error?.code).toBe('55000');
      expect(r.error?.message).toMatch(/draft/);
    } finally {
      await service.from('email_templates').update({ status: 'active' }).eq('key', 'statement');
    }
  });
});

describe('The statement-pdf and statement-send functions', () => {
  it('staff download the statement PDF with its lines and closing balance, then e-mail it; others get nothing', async () => {
    const { staff, admin, c, today } = await setup();
    const inv = await issuedInvoice(staff, admin, c, 64000, { today });
    const p = await pay(staff, c, 20000, [{ invoice_id: inv.id, amount: 20000 }]);
    const period = { customer_id: c, from: addDays(today, -30), to: today };

    const got = await staff.functions.invoke('statement-pdf', { body: period });
    expect(got.error).toBeNull();
    const name = /filename="([^"]+)"/.exec(got.response?.headers.get('Content-Disposition') ?? '')?.[1];
    expect(name).toMatch(new RegExp(`^Statement-kitengela-glass-[a-z0-9-]+-${today}\\.pdf$`));
    const bytes = new Uint8Array(await (got.data as Blob).arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(inv.number);
    expect(flat).toContain(p.number);
    expect(flat).toMatch(/Closing balance 64,000\.00 20,000\.00 44,000\.00/);

    const shopper = await userWithRole('customer');
    const refused = await shopper.client.functions.invoke('statement-pdf', { body: period });
    expect((await httpError(refused.error)).status).toBe(403);
    const bad = await staff.functions.invoke('statement-pdf', {
      body: { ...period, from: today, to: addDays(today, -1) },
    });
    expect((await httpError(bad.error)).status).toBe(400);

    const sent = await staff.functions.invoke('statement-send', {
      body: { ...period, to_addresses: ['accounts@example.test'], cc: [] },
    });
    expect(sent.error).toBeNull();
    const { email_id, pdf_path } = sent.data as { email_id: string; pdf_path: string };
    expect(pdf_path).toMatch(new RegExp(`^statements/${c}/Statement-.*\\.pdf$`));
    const mail = await serviceClient()
      .from('email_outbox')
      .select('template, attachments')
      .eq('id', email_id)
      .single();
    expect(mail.data?.template).toBe('statement');
    expect(mail.data?.attachments).toEqual([expect.objectContaining({ path: pdf_path })]);
    // A second send stores a second copy: the first e-mail's attachment is never replaced.
    const again = await staff.functions.invoke('statement-send', {
      body: { ...period, to_addresses: ['accounts@example.test'] },
    });
    expect(again.error).toBeNull();
    expect((again.data as { pdf_path: string }).pdf_path).not.toBe(pdf_path);
  });
});
