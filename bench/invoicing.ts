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
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/start.ts';
import { createTempDatabase, serverVersion } from './lib/pg-admin.ts';
import { median, percentile } from './lib/stats.ts';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const INVOICES = num('BENCH_INVOICES', 50_000);
const SAMPLES = num('BENCH_SAMPLES', 40);
const ROUNDS = num('BENCH_ROUNDS', 3);
const TARGET_P95_MS = 150;

const COLUMNS =
  'id,number,status,display_status,is_overdue,customer_id,customer_name,issue_date,due_date,currency,total,amount_due';

interface Query {
  name: string;
  /** The REST request the list sends (path and query after /rest/v1/). */
  rest: string;
  /** The same page and count as SQL, for the raw driver. */
  sql: { page: string; count: string };
}

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

async function time(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

type Path = 'http' | 'rawAsStaff' | 'rawAsOwner';
const PATHS: Path[] = ['http', 'rawAsStaff', 'rawAsOwner'];

interface Figures {
  query: string;
  http: { p50: number; p95: number };
  rawAsStaff: { p50: number; p95: number };
  rawAsOwner: { p50: number; p95: number };
  /** http p95 / rawAsStaff p95. */
  ratio: number;
  meetsTarget: boolean;
}

async function main() {
  const temp = await createTempDatabase(ADMIN_URL, 'safeworks_bench_invoicing');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-bench-invoicing-'));
  const cleanups: (() => Promise<void>)[] = [
    // BENCH_KEEP=1 leaves the database behind, to EXPLAIN its queries by hand.
    process.env.BENCH_KEEP ? async () => console.log(`kept ${temp.url}`) : () => temp.drop(),
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ];
  try {
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: temp.url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    });
    const server = await startServer(config, { log: createLogger('info', '/dev/null') });
    cleanups.unshift(() => server.close());
    const version = await serverVersion(temp.url);

    const raw = new pg.Client({ connectionString: temp.url });
    await raw.connect();
    cleanups.unshift(() => raw.end());
    const started = performance.now();
    console.log(
      `PostgreSQL ${version}: loading ${INVOICES.toLocaleString('en')} invoices with 2 lines each…`,
    );
    await load(raw, INVOICES);
    console.log(`  loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // A staff member, made as an administrator would, signed in with a token of the server's own keys.
    const service = server.ctx.keys.serviceRoleKey;
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: service, authorization: `Bearer ${service}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench-staff@example.test',
        password: crypto.randomBytes(18).toString('base64url'),
        email_confirm: true,
        app_metadata: { role: 'staff' },
        user_metadata: { full_name: 'Bench Staff' },
      }),
    });
    if (!created.ok)
      throw new Error(`could not create the staff user: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const token = await server.ctx.jwt.sign(
      {
        sub: id,
        role: 'authenticated',
        aud: 'authenticated',
        app_metadata: { role: 'staff' },
        session_id: id,
      },
      3600,
    );
    const headers = {
      apikey: server.ctx.keys.anonKey,
      authorization: `Bearer ${token}`,
      prefer: 'count=exact',
      'accept-encoding': 'gzip, deflate, br',
    };

    const http = async (q: Query) => {
      const res = await fetch(`${server.url}/rest/v1/${q.rest}`, { headers });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200 && res.status !== 206)
        throw new Error(`${q.name}: ${res.status} ${JSON.stringify(body)}`);
      if (!Array.isArray(body) || body.length === 0)
        throw new Error(`${q.name}: no rows (is RLS letting staff read?)`);
      if (!res.headers.get('content-range')?.includes('/')) throw new Error(`${q.name}: no count`);
    };
    // The same caller as the HTTP requests, as the server sets it: role and claims local to one transaction.
    const claims = JSON.stringify(await server.ctx.jwt.verify(token));
    const asStaff = async (q: Query) => {
      await raw.query('begin');
      try {
        await raw.query(
          `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
          [claims],
        );
        const page = await raw.query(q.sql.page);
        if (page.rows.length === 0) throw new Error(`${q.name}: no rows as staff`);
        await raw.query(q.sql.count);
      } finally {
        await raw.query('rollback');
      }
    };
    // The owner reads the tables themselves (the view shows the owner nothing: it is not staff).
    const onTable = (sql: string) =>
      sql.replaceAll(
        'from invoices_list',
        `from (select i.*, (i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < current_date) as is_overdue,
                      i.status as display_status, c.name as customer_name
                 from invoices i join customers c on c.id = i.customer_id) as invoices_list`,
      );
    const asOwner = async (q: Query) => {
      await raw.query(onTable(q.sql.page));
      await raw.query(onTable(q.sql.count));
    };
    const run: Record<Path, (q: Query) => Promise<void>> = { http, rawAsStaff: asStaff, rawAsOwner: asOwner };

    const names = queries().map((q) => q.name);
    const samples = new Map(
      names.map((n) => [n, { http: [], rawAsStaff: [], rawAsOwner: [] } as Record<Path, number[]>]),
    );
    // Warm-up: plans, caches, connections.
    for (const q of queries()) for (let i = 0; i < 5; i++) for (const p of PATHS) await run[p](q);
    for (let round = 1; round <= ROUNDS; round++) {
      for (let i = 0; i < SAMPLES; i++) {
        const qs = queries();
        for (const q of qs) {
          const s = samples.get(q.name)!;
          // Rotate which path goes first, so none always meets a warmer cache.
          for (let k = 0; k < PATHS.length; k++) {
            const p = PATHS[(i + k) % PATHS.length]!;
            s[p].push(await time(() => run[p](q)));
          }
        }
      }
      console.log(`  round ${round}/${ROUNDS} done`);
    }

    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: median(sorted), p95: percentile(sorted, 95) };
    };
    const figures: Figures[] = names.map((name) => {
      const s = samples.get(name)!;
      const http = stats(s.http);
      const rawAsStaff = stats(s.rawAsStaff);
      const ratio = http.p95 / rawAsStaff.p95;
      return {
        query: name,
        http,
        rawAsStaff,
        rawAsOwner: stats(s.rawAsOwner),
        ratio,
        meetsTarget: http.p95 <= TARGET_P95_MS,
      };
    });

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `\nPostgreSQL ${version}, ${INVOICES.toLocaleString('en')} invoices, ${ROUNDS}×${SAMPLES} requests each`,
    );
    console.log(
      '| Query | /rest/v1 p50 | /rest/v1 p95 | raw as staff p50 | raw as staff p95 | p95 ratio | raw as owner p50 / p95 | target |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const f of figures)
      console.log(
        `| ${f.query} | ${ms(f.http.p50)} | ${ms(f.http.p95)} | ${ms(f.rawAsStaff.p50)} | ${ms(f.rawAsStaff.p95)} | ${f.ratio.toFixed(2)}× | ${ms(f.rawAsOwner.p50)} / ${ms(f.rawAsOwner.p95)} | ${f.meetsTarget ? 'met' : 'MISSED'} |`,
      );
    if (process.env.BENCH_OUT)
      fs.writeFileSync(
        process.env.BENCH_OUT,
        `${JSON.stringify({ version, invoices: INVOICES, rounds: ROUNDS, samples: SAMPLES, figures }, null, 2)}\n`,
      );
    if (!figures.every((f) => f.meetsTarget)) process.exitCode = 1;
  } finally {
    for (const c of cleanups) await c().catch((e) => console.error(e));
  }
}

await main();
