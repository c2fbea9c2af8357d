// `npm run bench:lists` — a benchmark, not a test. Is the customer list fast
// with a real firm's worth of data and then some? It loads 100,000 customers
// (two contacts each) into a throw-away PostgreSQL database, starts the
// server in-process on it, and times, as a signed-in staff member through
// /rest/v1 (RLS on, the requests the Customers list sends):
//   - the first page with its count,
//   - a search by a name fragment (the list's "contains" search),
//   - a filter and a sort (sector + county, newest first).
// Each is compared with the same statements (page + count) run through the
// raw driver in the same run, interleaved request by request because this
// machine is noisy: as the same staff member (role authenticated, the same
// claims, the same view — what the REST layer adds) and, for reference, as
// the table owner on the table itself (no RLS, no view: the floor).
// The list reads the view customers_list (ADR 015).
// Targets (issue 11): p95 ≤ 150 ms, and ≤ 3× the raw p95 as the same caller.
//
// Settings: BENCH_DATABASE_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_CUSTOMERS (default 100000), BENCH_SAMPLES (requests per query per round, default 40),
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
const CUSTOMERS = num('BENCH_CUSTOMERS', 100_000);
const SAMPLES = num('BENCH_SAMPLES', 40);
const ROUNDS = num('BENCH_ROUNDS', 3);
const TARGET_P95_MS = 150;
const TARGET_RATIO = 3;

const COLUMNS = 'id,name,kra_pin,sector,county,phone,email,status,owner_id,created_at';

interface Query {
  name: string;
  /** The REST request the list sends (path and query after /rest/v1/). */
  rest: string;
  /** The same page and count as SQL, for the raw driver. */
  sql: { page: string; count: string };
}

/** Name fragments a person would type: a stem that occurs in a few per cent of the generated names. */
const SEARCHES = ['wanj', 'kamau', 'ndege', 'otie', 'simba', 'baraka'];

function queries(search: string): Query[] {
  const cols = COLUMNS.split(',').join(', ');
  // PostgREST's count=estimated counts exactly up to max-rows (1000) and asks the planner beyond.
  const capped = (where: string) =>
    `select count(*) from (select 1 from customers_list where ${where} limit 1001) c`;
  return [
    {
      name: 'first page with count',
      rest: `customers_list?select=${COLUMNS}&status=eq.active&order=name.asc,id.asc&offset=0&limit=25`,
      sql: {
        page: `select ${cols} from customers_list where status = 'active' order by name, id limit 25`,
        count: capped(`status = 'active'`),
      },
    },
    {
      name: 'search by a name fragment',
      rest: `customers_list?select=${COLUMNS}&status=eq.active&or=(search_text.ilike.*${search}*)&order=name.asc,id.asc&offset=0&limit=25`,
      sql: {
        page: `select ${cols} from customers_list where status = 'active' and search_text ilike '%${search}%' order by name, id limit 25`,
        count: capped(`status = 'active' and search_text ilike '%${search}%'`),
      },
    },
    {
      name: 'filter + sort (sector, county, newest first)',
      rest: `customers_list?select=${COLUMNS}&sector=in.(manufacturing)&county=in.(Nairobi)&order=created_at.desc,id.asc&offset=0&limit=25`,
      sql: {
        page: `select ${cols} from customers_list where sector = 'manufacturing' and county = 'Nairobi' order by created_at desc, id limit 25`,
        count: capped(`sector = 'manufacturing' and county = 'Nairobi'`),
      },
    },
  ];
}

/** 100,000 customers that look like a Kenyan client book, in a few set-based statements. */
async function load(client: pg.Client, n: number) {
  // Triggers off while loading (search_text, stamps and timeline events are
  // filled below in one pass): row-by-row triggers would take minutes.
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `
    with words as (
      select array['Wanjiru','Kamau','Otieno','Simba','Baraka','Ndege','Jambo','Tumaini','Upendo','Mwangaza',
                   'Kilima','Pwani','Rift','Savanna','Amani','Neema','Imara','Nyota','Bahari','Mlima',
                   'Tana','Athi','Kerio','Mara','Chania','Sagana','Nzoia','Yala','Tsavo','Kakamega'] as a,
             array['Industries Ltd','Hotel & Resort','Hospital','Flowers Ltd','Construction Co.','Academy',
                   'Millers Ltd','Steel Mills','Logistics Ltd','Dairy Co-op','Packaging Ltd','Plastics Ltd',
                   'Medical Centre','Tea Factory','Supermarket','Bottlers Ltd','Printers Ltd','Engineering Ltd'] as b,
             (select array_agg(s) from unnest(enum_range(null::customer_sector)) s) as sectors,
             (select array_agg(c) from unnest(enum_range(null::kenya_county)) c) as counties
    )
    insert into customers (name, kra_pin, sector, county, email, phone, status, tags, created_at)
    -- Two name words and a business word, independent of each other (a stem
    -- occurs at the start of some names and inside others, as in a real book).
    select w.a[1 + (i * 7) % 30] || ' ' || w.a[1 + ((i / 30) * 11) % 30] || ' ' || w.b[1 + (i / 900) % 18] || ' ' || i,
           'P' || lpad(i::text, 9, '0') || chr(65 + i % 26),
           w.sectors[1 + (i * 3) % array_length(w.sectors, 1)],
           w.counties[1 + (i * 11) % array_length(w.counties, 1)],
           'info' || i || '@' || lower(w.a[1 + (i * 7) % 30]) || '.co.ke',
           '+2547' || lpad(((i * 7919) % 100000000)::text, 8, '0'),
           (case when i % 10 = 7 then 'archived' else 'active' end)::customer_status,
           case when i % 4 = 0 then array['nema'] else '{}' end,
           now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) i, words w`,
    [n],
  );
  await client.query(`
    with first_names as (
      select array['Achieng','Wambui','Kiprono','Mutua','Njeri','Omondi','Chebet','Mwende','Kibet','Atieno'] as f,
             array['Mwangi','Ochieng','Kiptoo','Wafula','Muthoni','Kariuki','Onyango','Jeptoo','Ndirangu','Barasa'] as l
    )
    insert into contacts (customer_id, full_name, email, phone, is_primary)
    select c.id, n.f[1 + (abs(hashtext(c.id::text)) + k) % 10] || ' ' || n.l[1 + (abs(hashtext(c.name)) + k) % 10],
           'contact' || k || '.' || substr(c.id::text, 1, 8) || '@example.co.ke',
           '+2547' || lpad((abs(hashtext(c.id::text || k)) % 100000000)::text, 8, '0'),
           k = 1
      from customers c, first_names n, generate_series(1, 2) k`);
  await client.query(`set session_replication_role = origin`);
  await client.query(`update customers c set search_text = app.customer_search_text(c)`);
  await client.query(`vacuum analyze customers`);
  await client.query(`vacuum analyze contacts`);
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
  const temp = await createTempDatabase(ADMIN_URL, 'safeworks_bench_lists');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-bench-lists-'));
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
      `PostgreSQL ${version}: loading ${CUSTOMERS.toLocaleString('en')} customers with 2 contacts each…`,
    );
    await load(raw, CUSTOMERS);
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
      prefer: 'count=estimated',
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
    // The owner reads the table itself (the view shows the owner nothing: it is not staff).
    const onTable = (sql: string) => sql.replaceAll('from customers_list', 'from customers');
    const asOwner = async (q: Query) => {
      await raw.query(onTable(q.sql.page));
      await raw.query(onTable(q.sql.count));
    };
    const run: Record<Path, (q: Query) => Promise<void>> = { http, rawAsStaff: asStaff, rawAsOwner: asOwner };

    const names = queries('x').map((q) => q.name);
    const samples = new Map(
      names.map((n) => [n, { http: [], rawAsStaff: [], rawAsOwner: [] } as Record<Path, number[]>]),
    );
    // Warm-up: plans, caches, connections.
    for (const q of queries(SEARCHES[0]!)) for (let i = 0; i < 5; i++) for (const p of PATHS) await run[p](q);
    for (let round = 1; round <= ROUNDS; round++) {
      for (let i = 0; i < SAMPLES; i++) {
        const qs = queries(SEARCHES[(round * SAMPLES + i) % SEARCHES.length]!);
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
        meetsTarget: http.p95 <= TARGET_P95_MS && ratio <= TARGET_RATIO,
      };
    });

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `\nPostgreSQL ${version}, ${CUSTOMERS.toLocaleString('en')} customers, ${ROUNDS}×${SAMPLES} requests each`,
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
        `${JSON.stringify({ version, customers: CUSTOMERS, rounds: ROUNDS, samples: SAMPLES, figures }, null, 2)}\n`,
      );
    if (!figures.every((f) => f.meetsTarget)) process.exitCode = 1;
  } finally {
    for (const c of cleanups) await c().catch((e) => console.error(e));
  }
}

await main();
