// plugins/invoicing/demo/50-catalogue.sql on a new database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), as the demo runner loads it: products beside the services the migration seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_invoicing_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

describe('the catalogue demo data', () => {
  it('loads, and the catalogue then holds the firm’s services and the safety products it resells', async () => {
    expect(applied).toContain('invoicing/50-catalogue.sql');
    const r = (
      await fresh.db.query<Record<string, number>>(`
        select count(*) filter (where kind = 'service')::int as services,
               count(*) filter (where kind = 'product')::int as products,
               count(*) filter (where not is_active)::int as retired,
               count(*) filter (where kind = 'service' and service_id is null)::int as unlinked_services,
               count(*) filter (where unit_price <= 0)::int as free
          from public.catalog_items`)
    ).rows[0];
    expect(r).toEqual({ services: 18, products: 25, retired: 2, unlinked_services: 0, free: 0 });
    const names = (await fresh.db.query<{ name: string }>(`select name from public.catalog_items`)).rows.map(
      (x) => x.name,
    );
    for (const kind of ['helmet', 'vest', 'extinguisher', 'First-aid kit', 'Ear muffs', 'boots'])
      expect(names.some((n) => n.toLowerCase().includes(kind.toLowerCase()))).toBe(true);
  });
});

describe('the invoices demo data', () => {
  it('loads 25 invoices: drafts, issued (some overdue) numbered gaplessly, one void, one credited', async () => {
    expect(applied).toContain('invoicing/60-invoices.sql');
    const r = (
      await fresh.db.query<Record<string, number>>(`
        select count(*)::int as invoices,
               count(*) filter (where status = 'draft')::int as drafts,
               count(*) filter (where status = 'void')::int as void,
               count(*) filter (where amount_credited > 0)::int as credited,
               count(*) filter (where total <> amount_paid + amount_credited + amount_due)::int as unbalanced,
               count(*) filter (where status = 'issued' and amount_due > 0 and due_date < app.company_today())::int as overdue
          from public.invoices`)
    ).rows[0];
    expect(r).toMatchObject({ invoices: 25, drafts: 5, void: 1, credited: 1, unbalanced: 0 });
    expect(r?.overdue).toBeGreaterThanOrEqual(3);
    const numbers = (
      await fresh.db.query<{ n: number }>(
        `select split_part(number, '-', 3)::int as n from public.invoices where number is not null order by 1`,
      )
    ).rows.map((x) => x.n);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const cn = (await fresh.db.query<{ number: string }>(`select number from public.credit_notes`)).rows;
    expect(cn).toHaveLength(1);
    expect(cn[0]?.number).toMatch(/^CN-\d{4}-0001$/);
  });
});

describe('the payments demo data', () => {
  it('records payments through record_payment: some invoices paid, some partly paid, one customer with credit', async () => {
    expect(applied).toContain('invoicing/70-payments.sql');
    const r = (
      await fresh.db.query<Record<string, number>>(`
        select (select count(*) from public.payments)::int as payments,
               (select count(*) from public.payments where method = 'mpesa')::int as mpesa,
               (select count(*) from public.invoices where status = 'paid')::int as paid,
               (select count(*) from public.invoices where status = 'partially_paid')::int as partly,
               (select count(*) from public.invoices
                 where total <> amount_paid + amount_credited + amount_due or amount_due < 0)::int as unbalanced,
               (select count(*) from public.invoices i
                 where i.amount_paid <> coalesce((select sum(a.amount) from public.payment_allocations a
                                                   where a.invoice_id = i.id), 0))::int as mismatched,
               (select count(*) from public.payments p
                 where p.amount > (select coalesce(sum(a.amount), 0) from public.payment_allocations a
                                    where a.payment_id = p.id))::int as with_credit`)
    ).rows[0];
    expect(r).toEqual({
      payments: 8,
      mpesa: 3,
      paid: 3,
      partly: 4,
      unbalanced: 0,
      mismatched: 0,
      with_credit: 1,
    });
    const numbers = (
      await fresh.db.query<{ number: string }>(`select number from public.payments order by number`)
    ).rows.map((x) => x.number);
    expect(numbers[0]).toMatch(/^RCT-\d{4}-0001$/);
    expect(new Set(numbers).size).toBe(8);
  });
});

describe('what customers owe, on Home', () => {
  it('receivables_summary adds up the demo: owed and overdue equal the open invoices, the five longest overdue first', async () => {
    const staff = (
      await fresh.db.query<{ auth_id: string }>(
        `select auth_id from public.profiles where role = 'staff' limit 1`,
      )
    ).rows[0]?.auth_id;
    expect(staff).toBeTruthy();
    const claims = JSON.stringify({ sub: staff, role: 'authenticated' });
    const summary = await fresh.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      return (await tx.query<{ s: Record<string, unknown> }>(`select public.receivables_summary() as s`))
        .rows[0]?.s;
    });
    const expected = (
      await fresh.db.query<Record<string, string | number>>(`
        select sum(amount_due)::text as owed,
               (sum(amount_due) filter (where due_date < app.company_today()))::text as overdue,
               (count(*) filter (where due_date < app.company_today()))::int as overdue_count,
               count(*)::int as open_count
          from public.invoices where status in ('issued', 'partially_paid') and amount_due > 0 and currency = 'KES'`)
    ).rows[0];
    const kes = ((summary?.currencies ?? []) as Record<string, unknown>[]).find((c) => c.currency === 'KES');
    expect(kes).toMatchObject(expected);
    const most = (summary?.most_overdue ?? []) as { due_date: string; days_overdue: number }[];
    expect(most).toHaveLength(Math.min(5, Number(expected.overdue_count)));
    expect(most.map((m) => m.due_date)).toEqual([...most.map((m) => m.due_date)].sort());
    for (const m of most) expect(m.days_overdue).toBeGreaterThan(0);
  });
});

describe('the payment reminders demo data', () => {
  it('pauses one customer, and the first job run then queues at most one reminder per open invoice, none to them', async () => {
    expect(applied).toContain('invoicing/80-reminders.sql');
    const paused = (
      await fresh.db.query<{ name: string }>(
        `select c.name from public.customer_reminder_pauses p join public.customers c on c.id = p.customer_id`,
      )
    ).rows.map((x) => x.name);
    expect(paused).toEqual(['Gusii Highlands Hospital']);
    const queued = (await fresh.db.query<{ n: number }>(`select app.queue_invoice_reminders() as n`)).rows[0]
      ?.n;
    const r = (
      await fresh.db.query<Record<string, number>>(`
        select count(*) filter (where r.status = 'queued')::int as queued,
               (select count(*)::int from (select invoice_id from public.invoice_reminders
                                            where status = 'queued' group by invoice_id having count(*) > 1) x) as twice,
               count(*) filter (where r.status = 'queued' and c.name = 'Gusii Highlands Hospital')::int as to_paused,
               count(*) filter (where r.skip_reason = 'customer paused')::int as paused_logged
          from public.invoice_reminders r join public.customers c on c.id = r.customer_id`)
    ).rows[0];
    expect(queued).toBeGreaterThan(5);
    expect(r).toMatchObject({ queued, twice: 0, to_paused: 0, paused_logged: 1 });
    expect(
      (await fresh.db.query<{ n: number }>(`select app.queue_invoice_reminders() as n`)).rows[0]?.n,
    ).toBe(0);
  });
});
