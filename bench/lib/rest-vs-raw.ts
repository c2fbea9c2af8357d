// The harness of the list benchmarks (bench:lists, bench:invoicing): a
// throw-away PostgreSQL database loaded by the caller, the server started
// in-process on it, a staff member signed in with the server's own keys, and
// each query timed three ways, interleaved request by request because this
// machine is noisy — through /rest/v1 as that staff member (RLS on, the
// request the screen sends), through the raw driver as the same caller (role
// and claims local to a transaction: what the REST layer adds), and as the
// table owner on the tables themselves (no RLS: the floor). Prints a Markdown
// table for docs/benchmarks.md; exit code 1 when a target is missed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { startServer } from '../../server/start.ts';
import { createTempDatabase, serverVersion } from './pg-admin.ts';
import { p50p95, timeOnce } from './stats.ts';

export interface ListQuery {
  name: string;
  /** The REST request the list sends (path and query after /rest/v1/). */
  rest: string;
  /** The same page and count as SQL, for the raw driver (no count for an RPC answering one object). */
  sql: { page: string; count?: string };
  /** An RPC answering one JSON object (GET /rest/v1/rpc/…): checked to be an object, no count expected. */
  single?: boolean;
  /**
   * The Prefer header as the screen sends it, when not the benchmark's (`''`: none, e.g. the till's search,
   * which asks for no count — with `count=exact` the server runs the function a second time to count).
   */
  prefer?: string;
}

type Path = 'http' | 'rawAsStaff' | 'rawAsOwner';
const PATHS: Path[] = ['http', 'rawAsStaff', 'rawAsOwner'];

interface P50P95 {
  p50: number;
  p95: number;
}

export interface Figures {
  query: string;
  http: P50P95;
  rawAsStaff: P50P95;
  rawAsOwner: P50P95;
  /** http p95 / rawAsStaff p95. */
  ratio: number;
  meetsTarget: boolean;
}

export interface RestVsRawOptions {
  /** Names the database and the temp folder ("invoicing" → safeworks_bench_invoicing). */
  id: string;
  /** What is loaded, for the log and the table heading ("50,000 invoices"). */
  describe: string;
  /** Fills the database (as its owner). */
  load(client: pg.Client): Promise<void>;
  /** The queries of one sample; `i` lets a caller vary them (another search word per request). */
  queries(i: number): ListQuery[];
  /** The owner's version of a statement: the view shows the owner nothing (it is not staff). */
  onTable(sql: string): string;
  /** `count=exact` or `count=estimated`, as the screen asks. */
  prefer: string;
  /** Whether a query's figures meet its target (`query`: its name, for benchmarks with several targets). */
  meetsTarget(http: P50P95, ratio: number, query: string): boolean;
  /** Extra fields of the BENCH_OUT JSON. */
  out: Record<string, unknown>;
  /**
   * A further phase on the same loaded database and server, after the REST timings (bench:pos times the till's
   * opening in a browser): its figures go into the BENCH_OUT JSON; `met` false fails the run like a target.
   */
  after?(server: ServerHandle): Promise<{ out: Record<string, unknown>; met: boolean }>;
}

/** The running server of a benchmark, for a phase of its own. */
export interface ServerHandle {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SAMPLES = num('BENCH_SAMPLES', 40);
const ROUNDS = num('BENCH_ROUNDS', 3);

const time = timeOnce;

export async function runRestVsRaw(o: RestVsRawOptions): Promise<Figures[]> {
  const temp = await createTempDatabase(ADMIN_URL, `safeworks_bench_${o.id}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `safeworks-bench-${o.id}-`));
  const cleanups: (() => Promise<void>)[] = [
    // BENCH_KEEP=1 leaves the database behind, to EXPLAIN its queries by hand.
    process.env.BENCH_KEEP ? async () => console.log(`kept ${temp.url}`) : () => temp.drop(),
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ];
  try {
    const config = loadConfig({
      ...process.env,
      // BENCH_PORT: a fixed port (a browser phase's origin); any free one by default.
      PORT: process.env.BENCH_PORT || '0',
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
    console.log(`PostgreSQL ${version}: loading ${o.describe}…`);
    await o.load(raw);
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
      'accept-encoding': 'gzip, deflate, br',
    };

    const http = async (q: ListQuery) => {
      const prefer = q.prefer ?? o.prefer;
      const res = await fetch(`${server.url}/rest/v1/${q.rest}`, {
        headers: prefer ? { ...headers, prefer } : headers,
      });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200 && res.status !== 206)
        throw new Error(`${q.name}: ${res.status} ${JSON.stringify(body)}`);
      if (q.single) {
        if (!body || typeof body !== 'object' || Array.isArray(body))
          throw new Error(`${q.name}: not an object`);
        return;
      }
      if (!Array.isArray(body) || body.length === 0)
        throw new Error(`${q.name}: no rows (is RLS letting staff read?)`);
      if (prefer.includes('count=') && !res.headers.get('content-range')?.includes('/'))
        throw new Error(`${q.name}: no count`);
    };
    // The same caller as the HTTP requests, as the server sets it: role and claims local to one transaction.
    const claims = JSON.stringify(await server.ctx.jwt.verify(token));
    const asStaff = async (q: ListQuery) => {
      await raw.query('begin');
      try {
        await raw.query(
          `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
          [claims],
        );
        const page = await raw.query(q.sql.page);
        if (page.rows.length === 0) throw new Error(`${q.name}: no rows as staff`);
        if (q.sql.count) await raw.query(q.sql.count);
      } finally {
        await raw.query('rollback');
      }
    };
    const asOwner = async (q: ListQuery) => {
      await raw.query(o.onTable(q.sql.page));
      if (q.sql.count) await raw.query(o.onTable(q.sql.count));
    };
    const run: Record<Path, (q: ListQuery) => Promise<void>> = {
      http,
      rawAsStaff: asStaff,
      rawAsOwner: asOwner,
    };

    const names = o.queries(0).map((q) => q.name);
    const samples = new Map(
      names.map((n) => [n, { http: [], rawAsStaff: [], rawAsOwner: [] } as Record<Path, number[]>]),
    );
    // Warm-up: plans, caches, connections.
    for (const q of o.queries(0)) for (let i = 0; i < 5; i++) for (const p of PATHS) await run[p](q);
    for (let round = 1; round <= ROUNDS; round++) {
      for (let i = 0; i < SAMPLES; i++) {
        for (const q of o.queries(round * SAMPLES + i)) {
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

    const stats = p50p95;
    const figures: Figures[] = names.map((name) => {
      const s = samples.get(name)!;
      const httpStats = stats(s.http);
      const rawAsStaff = stats(s.rawAsStaff);
      const ratio = httpStats.p95 / rawAsStaff.p95;
      return {
        query: name,
        http: httpStats,
        rawAsStaff,
        rawAsOwner: stats(s.rawAsOwner),
        ratio,
        meetsTarget: o.meetsTarget(httpStats, ratio, name),
      };
    });

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`\nPostgreSQL ${version}, ${o.describe}, ${ROUNDS}×${SAMPLES} requests each`);
    console.log(
      '| Query | /rest/v1 p50 | /rest/v1 p95 | raw as staff p50 | raw as staff p95 | p95 ratio | raw as owner p50 / p95 | target |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const f of figures)
      console.log(
        `| ${f.query} | ${ms(f.http.p50)} | ${ms(f.http.p95)} | ${ms(f.rawAsStaff.p50)} | ${ms(f.rawAsStaff.p95)} | ${f.ratio.toFixed(2)}× | ${ms(f.rawAsOwner.p50)} / ${ms(f.rawAsOwner.p95)} | ${f.meetsTarget ? 'met' : 'MISSED'} |`,
      );
    const after = o.after
      ? await o.after({
          url: server.url,
          anonKey: server.ctx.keys.anonKey,
          serviceRoleKey: server.ctx.keys.serviceRoleKey,
        })
      : { out: {}, met: true };
    if (process.env.BENCH_OUT)
      fs.writeFileSync(
        process.env.BENCH_OUT,
        `${JSON.stringify({ version, ...o.out, rounds: ROUNDS, samples: SAMPLES, figures, ...after.out }, null, 2)}\n`,
      );
    if (!figures.every((f) => f.meetsTarget) || !after.met) process.exitCode = 1;
    return figures;
  } finally {
    for (const c of cleanups) await c().catch((e) => console.error(e));
  }
}
