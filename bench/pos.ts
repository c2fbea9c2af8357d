// `npm run bench:pos` — a benchmark, not a test (issue 25). Is the till fast with a real shop's catalogue
// and years of stock movements? It loads 20,000 stocked products (barcodes, two locations) and 1,000,000
// ledger movements (receipts, adjustments, transfers; set-based, triggers off) into a throw-away PostgreSQL
// database, starts the server in-process on it, and times, as a signed-in staff member through /rest/v1
// (RLS on, the requests the screens send):
//   - the till's search by a word a cashier types (pos_till_search: at most 20, on hand at the shop),
//   - a scanner's barcode (the exact match the till adds as a line at once),
//   - the inventory's first page by name with its exact count (pos_stock_levels),
//   - the inventory sorted by on hand, and the low-stock page: these and the first page's count need on hand for
//     the whole catalogue.
// Each is compared, interleaved request by request (this machine is noisy), with the same SQL through the raw
// driver as the same staff member (what the REST layer adds) and as the owner without the role check (the
// floor). Targets (issue 25): search and adding a line p95 ≤ 100 ms; on hand for the whole catalogue
// ≤ 500 ms. Then "the till usable ≤ 3 s after opening", in a browser (bench/lib/till-open.ts): the built app,
// served by the same server, opened at /dashboard/pos by a cashier with an open session on a cheap laptop
// (CPU 4×), timed to the search box ready and to a scanned barcode's line in the cart; 5 runs interleaved
// with the sign-in page as a baseline.
//
// Settings: BENCH_DATABASE_URL (an admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_PRODUCTS (default 20000), BENCH_MOVEMENTS (default 1000000), BENCH_SAMPLES (requests per query per
// round, default 40), BENCH_ROUNDS (default 3), BENCH_OUT (write the figures as JSON), BENCH_KEEP=1;
// BENCH_TILL=0 leaves out the browser phase, BENCH_TILL_RUNS (default 5); the build served is STATIC_DIR's
// (default dist/), built first when missing or older than the sources as `npm start` does, unless SKIP_BUILD=1;
// BENCH_PORT fixes the server's port; CHROMIUM the browser (default /usr/bin/chromium); BENCH_TILL_PROFILE=<file> writes
// one more cold opening's CPU profile (for bench/cpu-profile-summary.ts).
import path from 'node:path';
import type pg from 'pg';
import { buildIfNeeded } from '../server/spa/build-if-needed.ts';
import { type ListQuery, runRestVsRaw } from './lib/rest-vs-raw.ts';
import { measureTillOpen } from './lib/till-open.ts';

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const PRODUCTS = num('BENCH_PRODUCTS', 20_000);
const MOVEMENTS = num('BENCH_MOVEMENTS', 1_000_000);
const TARGET_SEARCH_MS = 100;
const TARGET_WHOLE_CATALOGUE_MS = 500;
const TARGET_TILL_OPEN_MS = 3_000;
const TILL = process.env.BENCH_TILL !== '0';

/** Words a cashier types: each names a few per cent of the generated products. */
const WORDS = ['helmet', 'glove', 'boots', 'goggles', 'vest', 'mask', 'harness', 'earmuff'];
const LEVEL_COLUMNS =
  'id,name,sku,unit,unit_price,barcode,category,reorder_level,is_stocked,average_cost,on_hand,stock_value,on_hand_by_location,is_low';

// Set by load: the shop's location id (the till's location), and its connection (still open for the till phase).
let shop = '';
let owner: pg.Client | null = null;

/** An EAN-13 with its check digit, from a 12-digit body. */
const EAN_SQL = (body: string) =>
  `${body} || ((10 - (select sum(substr(${body}, k, 1)::int * case when k % 2 = 0 then 3 else 1 end)
                         from generate_series(1, 12) k) % 10) % 10)::text`;

async function load(client: pg.Client) {
  owner = client;
  await client.query(`set session_replication_role = replica`);
  const { rows } = await client.query<{ id: string }>(`select id from pos_locations where code = 'shop'`);
  shop = rows[0]!.id;
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await client.query(
    `
    insert into catalog_items (kind, name, unit, unit_price, tax_code, sku)
    select 'product', initcap((${words})[1 + i % ${WORDS.length}]) || ' model ' || i || ' size ' || (i % 7 + 1),
           'each', round((150 + (i * 7919) % 20000)::numeric, 2), 'VAT', 'PPE-' || lpad(i::text, 6, '0')
      from generate_series(1, $1::int) i`,
    [PRODUCTS],
  );
  await client.query(`
    insert into pos_stock_items (catalog_item_id, barcode, category, reorder_level, is_stocked, average_cost)
    select c.id, ${EAN_SQL(`'6160' || lpad(substr(c.sku, 5)::text, 8, '0')`)}, 'PPE', 5, true,
           round(c.unit_price * 0.6, 4)
      from catalog_items c where c.sku like 'PPE-%'`);
  // 1,000,000 movements: for each, an item (spread evenly), a location, a kind with its sign and fields.
  await client.query(
    `
    with items as (select array_agg(catalog_item_id order by catalog_item_id) as ids from pos_stock_items),
         locs as (select array_agg(id order by sort_order) as ids from pos_locations)
    insert into pos_stock_movements (catalog_item_id, location_id, kind, quantity, unit_cost, average_cost_after,
                                     reason, transfer_id, reference, created_at)
    select items.ids[1 + (i * 7) % array_length(items.ids, 1)],
           locs.ids[1 + (i % 5 = 0)::int],
           k.kind::pos_movement_kind,
           case when k.kind = 'receipt' then 10 + i % 20 when k.kind = 'adjustment' then -(1 + i % 3)
                when k.kind = 'transfer_out' then -(1 + i % 2) else 1 + i % 2 end,
           100, 100,
           case when k.kind = 'adjustment' then 'Bench' end,
           case when k.kind like 'transfer%' then gen_random_uuid() end,
           'BENCH-' || i,
           now() - make_interval(mins => i)
      from generate_series(1, $1::int) i, items, locs,
           lateral (select case when i % 10 < 4 then 'receipt' when i % 10 < 8 then 'adjustment'
                                when i % 10 = 8 then 'transfer_out' else 'transfer_in' end as kind) k`,
    [MOVEMENTS],
  );
  // The balance triggers were off with the others: the balances as they would have followed.
  await client.query(`
    insert into pos_stock_balances (catalog_item_id, location_id, on_hand)
    select catalog_item_id, location_id, sum(quantity) from pos_stock_movements group by 1, 2
    on conflict (catalog_item_id, location_id) do update set on_hand = excluded.on_hand`);
  await client.query(`set session_replication_role = origin`);
  for (const t of ['catalog_items', 'pos_stock_items', 'pos_stock_movements', 'pos_stock_balances'])
    await client.query(`vacuum analyze ${t}`);
}

/** The body of pos_till_search without its role check: the owner's floor. */
const tillSearchFloor = (q: string) => `
  select c.id, c.name, c.sku, s.barcode, c.unit, c.unit_price, c.tax_code, c.kind, coalesce(s.is_stocked, false),
         case when s.is_stocked then coalesce((select sum(b.on_hand) from pos_stock_balances b
                where b.catalog_item_id = c.id and b.location_id = '${shop}'), 0) end,
         (s.barcode = '${q}' or lower(c.sku) = lower('${q}'))
    from catalog_items c left join pos_stock_items s on s.catalog_item_id = c.id
   where c.is_active and (s.barcode = '${q}' or lower(c.sku) = lower('${q}') or c.name ilike '%${q}%' or c.sku ilike '%${q}%')
   order by (s.barcode = '${q}' or lower(c.sku) = lower('${q}')) desc nulls last, lower(c.name), c.id
   limit 20`;

/** The barcode generated for product i (the same formula as the load, in TypeScript). */
function barcodeOf(i: number): string {
  const body = `6160${String(i).padStart(8, '0')}`;
  const sum = [...body].reduce((s, d, k) => s + Number(d) * ((k + 1) % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A generated product's barcode with stock at the shop (the line the till adds is then without a problem). */
async function inStockBarcode(): Promise<string> {
  const { rows } = await owner!.query<{ barcode: string }>(
    `select s.barcode from pos_stock_items s join pos_stock_balances b using (catalog_item_id)
      where b.location_id = $1 and b.on_hand > 5 and s.barcode like '6160%' order by s.barcode limit 1`,
    [shop],
  );
  if (!rows[0]) throw new Error('No generated product has stock at the shop');
  return rows[0].barcode;
}

function queries(i: number): ListQuery[] {
  const word = WORDS[i % WORDS.length]!;
  const code = barcodeOf(1 + ((i * 7919) % PRODUCTS));
  const levels = (where: string, order: string) => ({
    page: `select ${LEVEL_COLUMNS.split(',').join(', ')} from pos_stock_levels ${where} order by ${order} limit 25`,
    count: `select count(*) from pos_stock_levels ${where}`,
  });
  return [
    {
      name: 'till: search by a word (≤ 20, on hand at the shop)',
      rest: `rpc/pos_till_search?p_query=${word}&p_location=${shop}`,
      prefer: '', // the till asks for no count (plugins/pos/data.ts)
      sql: { page: `select * from public.pos_till_search('${word}', '${shop}')` },
    },
    {
      name: "till: a scanner's barcode (adding a line)",
      rest: `rpc/pos_till_search?p_query=${code}&p_location=${shop}`,
      prefer: '',
      sql: { page: `select * from public.pos_till_search('${code}', '${shop}')` },
    },
    {
      name: 'inventory: first page by name, with count',
      rest: `pos_stock_levels?select=${LEVEL_COLUMNS}&order=name.asc,id.asc&offset=0&limit=25`,
      sql: levels('', 'name, id'),
    },
    {
      name: 'inventory sorted by on hand, with count (whole catalogue)',
      rest: `pos_stock_levels?select=${LEVEL_COLUMNS}&order=on_hand.asc,id.asc&offset=0&limit=25`,
      sql: levels('', 'on_hand, id'),
    },
    {
      name: 'low stock, with count (whole catalogue)',
      rest: `pos_stock_levels?select=${LEVEL_COLUMNS}&is_low=eq.true&order=name.asc,id.asc&offset=0&limit=25`,
      sql: levels('where is_low', 'name, id'),
    },
  ];
}

if (TILL && process.env.SKIP_BUILD !== '1')
  await buildIfNeeded({
    repoRoot: path.resolve(import.meta.dirname, '..'),
    staticDir: path.resolve(process.env.STATIC_DIR || './dist'),
    log: (m) => console.log(m),
  });

await runRestVsRaw({
  id: 'pos',
  describe: `${PRODUCTS.toLocaleString('en')} stocked products and ${MOVEMENTS.toLocaleString('en')} stock movements`,
  load,
  queries,
  onTable: (sql) => {
    const m = /pos_till_search\('([^']*)'/.exec(sql);
    return m ? tillSearchFloor(m[1]!) : sql;
  },
  prefer: 'count=exact',
  meetsTarget: (http, _ratio, name) =>
    http.p95 <=
    (name.startsWith('inventory') || name.startsWith('low stock')
      ? TARGET_WHOLE_CATALOGUE_MS
      : TARGET_SEARCH_MS),
  out: { products: PRODUCTS, movements: MOVEMENTS },
  after: TILL
    ? async (server) =>
        measureTillOpen(server, {
          location: shop,
          barcode: await inStockBarcode(),
          runs: num('BENCH_TILL_RUNS', 5),
          targetMs: TARGET_TILL_OPEN_MS,
        })
    : undefined,
});
