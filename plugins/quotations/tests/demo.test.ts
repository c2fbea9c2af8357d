// plugins/quotations/demo/50-quotations.sql on a new database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), as the demo runner loads it after the customers demo and the catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_quotations_demo'));
}, 180_000);
afterAll(async () => {
  await fresh?.drop();
});

describe('the quotations demo data', () => {
  it('loads fifteen offers in every status, two with a second revision, totals equal to their lines', async () => {
    expect(applied).toContain('quotations/50-quotations.sql');
    const byStatus = (
      await fresh.db.query<{ status: string; n: number }>(
        `select status::text, count(*)::int as n from public.quotations group by status order by status`,
      )
    ).rows;
    expect(Object.fromEntries(byStatus.map((r) => [r.status, r.n]))).toEqual({
      draft: 3,
      sent: 4,
      accepted: 4,
      rejected: 2,
      expired: 2,
      superseded: 2,
    });
    const revisions = await fresh.db.query<{ n: number }>(
      `select count(*)::int as n from public.quotations where revision = 2`,
    );
    expect(revisions.rows[0].n).toBe(2);
    const mismatched = await fresh.db.query<{ n: number }>(`
      select count(*)::int as n from public.quotations q
       where q.total <> (select coalesce(sum(l.total), 0) from public.quotation_lines l where l.quotation_id = q.id)`);
    expect(mismatched.rows[0].n).toBe(0);
    const signed = await fresh.db.query<{ n: number }>(
      `select count(*)::int as n from public.quotations where signature is not null and status = 'accepted'`,
    );
    expect(signed.rows[0].n).toBe(1);
  });
});
