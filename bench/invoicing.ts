// `npm run bench:invoicing` — a benchmark, not a test. Is the invoicing list
// fast with years of invoices? It loads 50,000 invoices (2,000 customers, set-
// based) into a throw-away PostgreSQL database, starts the server in-process on
// it, and times, as a signed-in staff member through /rest/v1 (RLS on, the
// requests the Invoicing list sends, exact count):
//   - the first page, newest first, with its count,
//   - filtered by status (issued) with its count,
//   - the overdue ones (computed by the view against the company's today),
//   - one customer's statement of account (ADR 029: GET /rest/v1/rpc/customer_statement)
//     for the period the statement page opens with (the first of the month three
//     months back to today) and for the last 12 months; the customer has ~800
//     invoices, payments and credit notes over two years among everyone's.
// Every paid or partly paid invoice has its payment (and allocation) rows.
// Each is compared with the same statements (page + count) run through the raw
// driver in the same run, interleaved request by request: as the same staff
// member (role authenticated, the same claims, the same view — what the REST
// layer adds) and, for reference, as the table owner on the tables (the floor).
// The list reads the view invoices_list (ADR 015, ADR 027).
// Target (issue 14): p95 ≤ 150 ms.
//
// Settings: BENCH_DATABASE_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_INVOICES (default 50000), BENCH_SAMPLES (requests per query per round, default 40),
// BENCH_ROUNDS (default 3), BENCH_OUT (write the figures as JSON), BENCH_KEEP=1 (keep the database).
import type pg from 'pg';
import { type ListQuery, runRestVsRaw } from './lib/rest-vs-raw.ts';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const INVOICES = num('BENCH_INVOICES', 50_000);
const TARGET_P95_MS = 150;

const COLUMNS =
  'id,number,status,display_status,is_overdue,customer_id,customer_name,issue_date,due_date,currency,total,amount_due';

type Query = ListQuery;

// The customer whose statement is timed (set by load).
let statementCustomer = '';
const statementSql = (id: string, from: string) =>
  `select public.customer_statement('${id}'::uuid, '${from}', current_date)`;
// The owner (not staff) reads what the function reads, without the role check: the floor.
const statementOwnerSql = (id: string) =>
  `select (select jsonb_agg(e) from app.statement_entries('${id}'::uuid, 'KES') e where e.entry_date <= current_date),
          app.statement_ageing('${id}'::uuid, 'KES', current_date)`;

function queries(): Query[] {
  const cols = COLUMNS.split(',').join(', ');
  const count = (where: string) => `select count(*) from invoices_list${where ? ` where ${where}` : ''}`;
  return [
    {
      name: 'first page, newest first, with count',
      rest: `invoices_list?select=${COLUMNS}&order=issue_date.desc,id.asc&offset=0&limit=25`,
      sql: {
        page: `select ${cols} from invoices_list order by issue_date desc, id limit 25`,
        count: count(''),
      },
    },
    {
      name: 'filtered by status (issued) with count',
      rest: `invoices_list?select=${COLUMNS}&status=in.(issued)&order=issue_date.desc,id.asc&offset=0&limit=25`,
      sql: {
        page: `select ${cols} from invoices_list where status = 'issued' order by issue_date desc, id limit 25`,
        count: count(`status = 'issued'`),
      },
    },
    {
      name: 'overdue with count',
      rest: `invoices_list?select=${COLUMNS}&is_overdue=eq.true&order=issue_date.desc,id.asc&offset=0&limit=25`,
      sql: {
        page: `select ${cols} from invoices_list where is_overdue order by issue_date desc, id limit 25`,
        count: count('is_overdue'),
      },
    },
    ...(
      [
        ["one customer's statement (page default, ~4 months)", firstOfMonthBack(3)],
        ["one customer's statement (12 months)", iso(daysAgo(365))],
      ] as const
    ).map(([name, from]) => ({
      name,
      rest: `rpc/customer_statement?customer_id=${statementCustomer}&from_date=${from}&to_date=${iso(new Date())}`,
      sql: { page: statementSql(statementCustomer, from) },
      single: true,
    })),
  ];
}

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const firstOfMonthBack = (months: number) => {
  const d = new Date();
  return iso(new Date(d.getFullYear(), d.getMonth() - months, 1));
};

/**
 * One customer with a long history (500 more invoices over two years, 30 credit notes), then a payment
 * with its allocation for every paid or partly paid invoice, and 10 of that customer's payments reversed.
 */
async function loadStatementHistory(client: pg.Client) {
  await client.query(`set session_replication_role = replica`);
  const { rows } = await client.query<{ id: string }>(`select id from customers order by name limit 1`);
  statementCustomer = rows[0]!.id;
  await client.query(
    `
    with raw as (
      select i, (current_date - (i % 730))::date as issue_date, round((5000 + (i * 7919) % 200000)::numeric, 2) as net,
             case when i % 40 = 1 then 'void' when i % 3 = 0 then 'issued' when i % 5 = 0 then 'partially_paid'
                  else 'paid' end as status
        from generate_series(1, 500) i)
    insert into invoices (number, status, customer_id, issue_date, due_date, subtotal, taxable_total, tax_total, total,
                          amount_paid, amount_credited, amount_due, issued_at, voided_at, void_reason)
    select 'INV-S-' || lpad(i::text, 6, '0'), status, $1::uuid, issue_date, issue_date + 30, net, net,
           round(net * 0.16, 2), net + round(net * 0.16, 2),
           case status when 'paid' then net + round(net * 0.16, 2) when 'partially_paid' then round(net / 2, 2) else 0 end,
           0,
           case status when 'paid' then 0 when 'partially_paid' then net + round(net * 0.16, 2) - round(net / 2, 2)
                       else net + round(net * 0.16, 2) end,
           issue_date::timestamptz, case when status = 'void' then (issue_date + 3)::timestamptz end,
           case when status = 'void' then 'Bench' end
      from raw`,
    [statementCustomer],
  );
  await client.query(
    `
    insert into credit_notes (number, invoice_id, customer_id, issue_date, currency, reason, subtotal, discount_total,
                              taxable_total, tax_total, total)
    select 'CN-S-' || lpad(row_number() over (order by i.number)::text, 6, '0'), i.id, i.customer_id, i.issue_date + 5,
           'KES', 'Bench', 1000, 0, 1000, 0, 1000
      from invoices i where i.customer_id = $1 and i.status = 'issued' and i.issue_date < current_date - 5
     order by i.number limit 30`,
    [statementCustomer],
  );
  await client.query(`
    insert into payments (number, customer_id, method, currency, amount, received_on, reference, recorded_at)
    select 'RCT-B-' || lpad((row_number() over (order by i.id))::text, 7, '0'), i.customer_id, 'bank_transfer', 'KES',
           i.amount_paid, least(i.issue_date + 10, current_date), i.number, least(i.issue_date + 10, current_date)
      from invoices i where i.amount_paid > 0`);
  await client.query(`
    insert into payment_allocations (payment_id, invoice_id, amount, kind, allocated_at)
    select p.id, i.id, p.amount, 'payment', p.recorded_at
      from payments p join invoices i on i.number = p.reference`);
  await client.query(
    `
    with r as (select p.id, p.number, p.amount, p.received_on from payments p where p.customer_id = $1
                order by p.number limit 10)
    insert into payment_reversals (reference, payment_id, reason, amount, reversed_at)
    select 'REV-' || r.number, r.id, 'Bench', r.amount, (r.received_on + 1)::timestamptz from r`,
    [statementCustomer],
  );
  await client.query(`
    update payments p set reversed_at = r.reversed_at from payment_reversals r where r.payment_id = p.id`);
  await client.query(`set session_replication_role = origin`);
  for (const t of ['invoices', 'credit_notes', 'payments', 'payment_allocations', 'payment_reversals'])
    await client.query(`vacuum analyze ${t}`);
  const docs = await client.query<{ n: string }>(
    `select (select count(*) from invoices where customer_id = $1) + (select count(*) from payments where customer_id = $1)
            + (select count(*) from credit_notes where customer_id = $1) as n`,
    [statementCustomer],
  );
  console.log(`  statement customer: ${docs.rows[0]!.n} invoices, payments and credit notes`);
}

/** 2,000 customers and `n` invoices over two years with 2 lines each, in a few set-based statements. */
async function load(client: pg.Client, n: number) {
  // Triggers off while loading (the immutability guard would refuse issued rows written directly).
  await client.query(`set session_replication_role = replica`);
  await client.query(`
    insert into customers (name, kra_pin, status)
    select 'Customer ' || i || ' Ltd', 'P' || lpad(i::text, 9, '0') || chr(65 + i % 26), 'active'
      from generate_series(1, 2000) i`);
  await client.query(
    `
    with c as (select array_agg(id order by name) as ids from customers),
         raw as (
           select i, c.ids[1 + (i * 7) % 2000] as customer_id,
                  (current_date - (i % 730))::date as issue_date,
                  round((1000 + (i * 7919) % 400000)::numeric, 2) as net,
                  case when i % 10 = 0 then 'draft' when i % 50 = 1 then 'void'
                       when i % 3 = 0 then 'paid' when i % 7 = 0 then 'partially_paid' else 'issued' end as status
             from generate_series(1, $1::int) i, c)
    insert into invoices (number, status, customer_id, issue_date, due_date, subtotal, taxable_total, tax_total, total,
                          amount_paid, amount_credited, amount_due, issued_at, voided_at, void_reason)
    select case when status = 'draft' then null else 'INV-' || extract(year from issue_date) || '-' || lpad(i::text, 6, '0') end,
           status, customer_id, issue_date, issue_date + 30, net, net, round(net * 0.16, 2), net + round(net * 0.16, 2),
           case status when 'paid' then net + round(net * 0.16, 2) when 'partially_paid' then round(net / 2, 2) else 0 end,
           0,
           case status when 'paid' then 0 when 'partially_paid' then net + round(net * 0.16, 2) - round(net / 2, 2)
                       else net + round(net * 0.16, 2) end,
           case when status <> 'draft' then issue_date::timestamptz end,
           case when status = 'void' then issue_date::timestamptz end,
           case when status = 'void' then 'Bench' end
      from raw`,
    [n],
  );
  await client.query(`
    insert into invoice_lines (invoice_id, position, description, unit, quantity, unit_price, tax_code, tax_rate,
                               amount, discount, taxable, tax, total)
    select i.id, k, 'Line ' || k, 'each', 1, i.subtotal / 2, 'VAT', 16, i.subtotal / 2, 0, i.subtotal / 2,
           i.tax_total / 2, i.total / 2
      from invoices i, generate_series(1, 2) k`);
  await client.query(`set session_replication_role = origin`);
  await client.query(`vacuum analyze customers`);
  await client.query(`vacuum analyze invoices`);
  await client.query(`vacuum analyze invoice_lines`);
}

await runRestVsRaw({
  id: 'invoicing',
  describe: `${INVOICES.toLocaleString('en')} invoices with 2 lines each and their payments`,
  load: async (client) => {
    await load(client, INVOICES);
    await loadStatementHistory(client);
  },
  queries: () => queries(),
  // The owner reads the tables themselves (the view shows the owner nothing: it is not staff).
  onTable: (sql) =>
    sql.includes('customer_statement(')
      ? statementOwnerSql(statementCustomer)
      : sql.replaceAll(
          'from invoices_list',
          `from (select i.*, (i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < current_date) as is_overdue,
                    i.status as display_status, c.name as customer_name
               from invoices i join customers c on c.id = i.customer_id) as invoices_list`,
        ),
  prefer: 'count=exact',
  meetsTarget: (http) => http.p95 <= TARGET_P95_MS,
  out: { invoices: INVOICES },
});
