// The schemas the invoicing screens check answers with (ADR 046) against what the SQL really returns,
// on the demo data (PGlite, or PostgreSQL with TEST_DATABASE_URL): a statement, every receipt, the
// client's invoice page, the invoice link, Home's receivables card and an invoice's payments. A
// function that changes its JSON fails here, not as `undefined` on a screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseResult } from '../../../kernel/data/parse-result.ts';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';
import {
  invoiceLinkSchema,
  invoicePaymentRowSchema,
  publicInvoiceSchema,
  receiptSchema,
  receivablesSummarySchema,
  statementSchema,
} from '../shapes.ts';

const ADMIN = '00000000-0000-4000-8000-00000000d002';

let fresh: FreshDatabase;

beforeAll(async () => {
  ({ fresh } = await demoDatabase('safeworks_invoicing_shapes'));
}, 180_000);
afterAll(async () => {
  await fresh?.drop();
});

/** One value (`select … as v`) as the demo admin (or anon) reads it: the JSON PostgREST would send. */
async function read(sql: string, params: unknown[] = [], as: 'admin' | 'anon' = 'admin'): Promise<unknown> {
  const ctx =
    as === 'admin'
      ? { role: 'authenticated', claims: { sub: ADMIN, role: 'authenticated' } }
      : { role: 'anon', claims: { role: 'anon' } };
  return fresh.db.requestTransaction(
    ctx,
    async (tx) => (await tx.query<{ v: unknown }>(sql, params)).rows[0]?.v,
  );
}

describe('the invoicing screens know the shapes the database answers', () => {
  it('reads every demo customer’s statement of account, with its lines and ageing', async () => {
    const customers = (
      await fresh.db.query<{ id: string }>(`select distinct customer_id as id from public.invoices`)
    ).rows;
    expect(customers.length).toBeGreaterThan(3);
    let lines = 0;
    for (const c of customers) {
      const s = parseResult(
        'customer_statement',
        statementSchema,
        await read(
          `select public.customer_statement($1, (app.company_today() - interval '4 years')::date, app.company_today()) as v`,
          [c.id],
        ),
      );
      lines += s.lines.length;
    }
    expect(lines).toBeGreaterThan(10);
  });

  it('reads every demo payment’s receipt', async () => {
    const payments = (await fresh.db.query<{ id: string }>(`select id from public.payments`)).rows;
    expect(payments.length).toBeGreaterThan(3);
    for (const p of payments) {
      const r = parseResult(
        'payment_receipt',
        receiptSchema,
        await read(`select public.payment_receipt($1) as v`, [p.id]),
      );
      expect(r.amount).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('reads the client’s page of every issued invoice through its link', async () => {
    const invoices = (
      await fresh.db.query<{ id: string }>(`select id from public.invoices where number is not null`)
    ).rows;
    expect(invoices.length).toBeGreaterThan(3);
    for (const i of invoices) {
      const link = parseResult(
        'invoice_link',
        invoiceLinkSchema,
        await read(`select public.invoice_link($1) as v`, [i.id]),
      );
      const token = link.path.split('/').filter(Boolean).at(-1);
      const doc = parseResult(
        'public_invoice',
        publicInvoiceSchema,
        await read(`select public.public_invoice($1) as v`, [token], 'anon'),
      );
      expect(doc.lines.length).toBeGreaterThan(0);
    }
  });

  it('reads Home’s receivables card', async () => {
    const s = parseResult(
      'receivables_summary',
      receivablesSummarySchema,
      await read(`select public.receivables_summary() as v`),
    );
    expect(s.currencies.length).toBeGreaterThan(0);
  });

  it('reads an invoice’s payments as the REST API embeds them', async () => {
    const rows = parseResult(
      'payment_allocations',
      z.array(invoicePaymentRowSchema),
      await read(`
        select coalesce(json_agg(a), '[]') as v from (
          select al.id, al.amount, al.kind, al.allocated_at,
                 (select row_to_json(p) from (
                    select p.id, p.number, p.method, p.amount, p.received_on, p.transaction_code, p.reference, p.reversed_at
                      from public.payments p where p.id = al.payment_id) p) as payment
            from public.payment_allocations al) a`),
    );
    expect(rows.length).toBeGreaterThan(3);
  });

  it('every document — invoice, client page, receipt, statement — carries the one full letterhead from Settings', async () => {
    // Settings → Company and → Sales as a firm fills them in (this test's own database).
    await fresh.db.exec(`update public.organizations set kra_pin = 'P051234567Q', email = 'accounts@safeworks.example',
      phone = '+254 712 345678', address = 'Mombasa Road, Nairobi', postal_address = 'P.O. Box 12345-00100',
      website = 'safeworks.example', logo_path = 'logo.png' where id = 1`);
    const letterhead = {
      kra_pin: 'P051234567Q',
      email: 'accounts@safeworks.example',
      phone: '+254 712 345678',
      address: 'Mombasa Road, Nairobi',
      postal_address: 'P.O. Box 12345-00100',
      website: 'safeworks.example',
      logo_path: 'logo.png',
    };
    const invoice = (
      await fresh.db.query<{ id: string; customer_id: string }>(
        `select id, customer_id from public.invoices where number is not null limit 1`,
      )
    ).rows[0];
    const payment = (await fresh.db.query<{ id: string }>(`select id from public.payments limit 1`)).rows[0];
    const link = parseResult(
      'invoice_link',
      invoiceLinkSchema,
      await read(`select public.invoice_link($1) as v`, [invoice.id]),
    );
    const token = link.path.split('/').filter(Boolean).at(-1);
    const companies = [
      ((await read(`select public.invoice_document($1) as v`, [invoice.id])) as { company: unknown }).company,
      parseResult(
        'public_invoice',
        publicInvoiceSchema,
        await read(`select public.public_invoice($1) as v`, [token], 'anon'),
      ).company,
      parseResult(
        'payment_receipt',
        receiptSchema,
        await read(`select public.payment_receipt($1) as v`, [payment.id]),
      ).company,
      parseResult(
        'customer_statement',
        statementSchema,
        await read(
          `select public.customer_statement($1, (app.company_today() - interval '1 year')::date, app.company_today()) as v`,
          [invoice.customer_id],
        ),
      ).company,
    ];
    for (const company of companies) expect(company).toMatchObject(letterhead);
  });
});
