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
import type pg from 'pg';
import { type ListQuery, runRestVsRaw } from './lib/rest-vs-raw.ts';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const CUSTOMERS = num('BENCH_CUSTOMERS', 100_000);
const TARGET_P95_MS = 150;
const TARGET_RATIO = 3;

const COLUMNS = 'id,name,kra_pin,sector,county,phone,email,status,owner_id,created_at';

type Query = ListQuery;

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

await runRestVsRaw({
  id: 'lists',
  describe: `${CUSTOMERS.toLocaleString('en')} customers with 2 contacts each`,
  load: (client) => load(client, CUSTOMERS),
  // Another search word for every request, the same for every path.
  queries: (i) => queries(SEARCHES[i % SEARCHES.length]!),
  // The owner reads the table itself (the view shows the owner nothing: it is not staff).
  onTable: (sql) => sql.replaceAll('from customers_list', 'from customers'),
  prefer: 'count=estimated',
  meetsTarget: (http, ratio) => http.p95 <= TARGET_P95_MS && ratio <= TARGET_RATIO,
  out: { customers: CUSTOMERS },
});
