// plugins/leads/demo/20-leads.sql on a new database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), after the customers demo, as the demo runner loads it:
// sixty leads across every stage and source, owned by demo staff, some linked
// to demo customers, activities, and follow-ups due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_leads_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

const one = async <T>(sql: string) => (await fresh.db.query<T>(sql)).rows[0] as T;

describe('the leads demo data', () => {
  it('loads after the customers demo', () => {
    expect(applied.indexOf('leads/20-leads.sql')).toBeGreaterThan(
      applied.indexOf('customers/10-customers.sql'),
    );
  });

  it('has sixty leads across every stage and source, owned by demo staff or unassigned', async () => {
    const r = await one<{
      n: number;
      stages: number;
      sources: number;
      foreign_owners: number;
      unassigned: number;
    }>(`
      select count(*)::int as n, count(distinct stage)::int as stages, count(distinct source)::int as sources,
             count(*) filter (where owner_id is not null and owner_id not in (
               select id from auth.users where email in ('staff@demo.safeworks.test', 'admin@demo.safeworks.test')))::int as foreign_owners,
             count(*) filter (where owner_id is null)::int as unassigned
        from public.leads`);
    expect(r).toEqual({ n: 60, stages: 6, sources: 8, foreign_owners: 0, unassigned: expect.any(Number) });
    expect(r.unassigned).toBeGreaterThan(0);
  });

  it('links some leads to demo customers, plans activities and leaves follow-ups due and untouched enquiries', async () => {
    const r = await one<{
      linked: number;
      activities: number;
      overdue: number;
      today: number;
      waiting: number;
      spread: number;
    }>(`
      select (select count(*)::int from public.leads where customer_id is not null) as linked,
             (select count(*)::int from public.activities) as activities,
             (select count(*)::int from public.leads where follow_up_on < app.company_today() and stage not in ('won','lost')) as overdue,
             (select count(*)::int from public.leads where follow_up_on = app.company_today()) as today,
             (select count(*)::int from public.leads where first_response_at is null and stage = 'new') as waiting,
             (select extract(day from max(created_at) - min(created_at))::int from public.leads) as spread`);
    expect(r.linked).toBeGreaterThan(0);
    expect(r.activities).toBeGreaterThanOrEqual(20);
    expect(r.overdue).toBeGreaterThan(0);
    expect(r.today).toBeGreaterThan(0);
    expect(r.waiting).toBeGreaterThan(0);
    expect(r.spread).toBeGreaterThan(30);
  });
});
