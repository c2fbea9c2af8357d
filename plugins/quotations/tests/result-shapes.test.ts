// The schemas the quotation screens check answers with (ADR 046) against what the SQL really returns,
// on the demo data (PGlite, or PostgreSQL with TEST_DATABASE_URL): every quotation as staff read it,
// the client's page of every sent one, and the list rows as the REST API sends them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseResult } from '../../../kernel/data/parse-result.ts';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';
import { publicQuotationDocumentSchema, quotationDocumentSchema, quotationListRowSchema } from '../shapes.ts';

const ADMIN = '00000000-0000-4000-8000-00000000d002';

let fresh: FreshDatabase;

beforeAll(async () => {
  ({ fresh } = await demoDatabase('safeworks_quotations_shapes'));
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

describe('the quotation screens know the shapes the database answers', () => {
  it('reads every demo quotation as a document, in every status', async () => {
    const ids = (await fresh.db.query<{ id: string }>(`select id from public.quotations`)).rows;
    expect(ids.length).toBeGreaterThanOrEqual(15);
    const statuses = new Set<string>();
    for (const { id } of ids) {
      const doc = parseResult(
        'quotation_document',
        quotationDocumentSchema,
        await read(`select public.quotation_document($1) as v`, [id]),
      );
      statuses.add(doc.status);
    }
    expect(statuses.size).toBe(6);
  });

  it('reads the client’s page of every quotation with a link', async () => {
    const tokens = (
      await fresh.db.query<{ token: string }>(
        `select public_token as token from public.quotations where public_token is not null`,
      )
    ).rows;
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens)
      parseResult(
        'public_quotation',
        publicQuotationDocumentSchema,
        await read(`select public.public_quotation($1) as v`, [token], 'anon'),
      );
  });

  it('reads the list rows as the REST API sends them (total as text)', async () => {
    const rows = parseResult(
      'quotations_list',
      z.array(quotationListRowSchema),
      await read(`
        select coalesce(json_agg(r), '[]') as v from (
          select id, number, revision, title, status, customer_id, customer_name, lead_id, owner_id, owner_name,
                 issue_date, valid_until, currency, total::text as total, is_latest
            from public.quotations_list) r`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it('a quotation, for staff and on the client’s page, carries the firm’s full letterhead from Settings', async () => {
    await fresh.db.exec(`update public.organizations set kra_pin = 'P051234567Q', email = 'accounts@safeworks.example',
      phone = '+254 712 345678', address = 'Mombasa Road, Nairobi', postal_address = 'P.O. Box 12345-00100',
      logo_path = 'logo.png' where id = 1`);
    const { id, token } = (
      await fresh.db.query<{ id: string; token: string }>(
        `select id, public_token as token from public.quotations where public_token is not null limit 1`,
      )
    ).rows[0];
    const staff = parseResult(
      'quotation_document',
      quotationDocumentSchema,
      await read(`select public.quotation_document($1) as v`, [id]),
    );
    const client = parseResult(
      'public_quotation',
      publicQuotationDocumentSchema,
      await read(`select public.public_quotation($1) as v`, [token], 'anon'),
    );
    for (const company of [staff.company, client.company])
      expect(company).toMatchObject({
        kra_pin: 'P051234567Q',
        email: 'accounts@safeworks.example',
        phone: '+254 712 345678',
        address: 'Mombasa Road, Nairobi',
        postal_address: 'P.O. Box 12345-00100',
        logo_path: 'logo.png',
      });
  });
});
