// `npm run bench:invoicing` — a benchmark, not a test. Is the invoicing list
// fast with years of invoices? It loads 50,000 invoices (2,000 customers, set-
// based) into a throw-away PostgreSQL database, starts the server in-process on
// it, and times, as a signed-in staff member through /rest/v1 (RLS on, the
// requests the Invoicing list sends, exact count):
//   - the first page, newest first, with its count,
//   - filtered by status (issued) with its count,
//   - the overdue ones (computed by the view against the company's today).
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
  ];
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
  describe: `${INVOICES.toLocaleString('en')} invoices with 2 lines each`,
  load: (client) => load(client, INVOICES),
  queries: () => queries(),
  // The owner reads the tables themselves (the view shows the owner nothing: it is not staff).
  onTable: (sql) =>
    sql.replaceAll(
      'from invoices_list',
      `from (select i.*, (i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < current_date) as is_overdue,
                    i.status as display_status, c.name as customer_name
               from invoices i join customers c on c.id = i.customer_id) as invoices_list`,
    ),
  prefer: 'count=exact',
  meetsTarget: (http) => http.p95 <= TARGET_P95_MS,
  out: { invoices: INVOICES },
});
