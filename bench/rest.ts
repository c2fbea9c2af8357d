// `npm run bench:rest` – a benchmark, not a test. How much of the raw
// database rate survives the whole request path (HTTP, JWT, REST parsing,
// BEGIN + role/claims + RLS + COMMIT) for a single-row read by primary key?
//
// For each database (PGlite, PostgreSQL) it starts the server in-process,
// then alternates rounds of: the raw driver running the same SQL, the DB
// layer alone (requestTransaction in-process), and HTTP with the anon key and
// with a signed-in user's JWT. Medians over rounds, because this machine is
// noisy. Settings: see `options()` below and docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../server/config.ts';
import { PGLITE_EXTENSIONS, PGLITE_PARSERS, pgliteDb } from '../server/db/pglite.ts';
import type { Db } from '../server/db/types.ts';
import type { Claims, Jwt } from '../server/jwt.ts';
import { createLogger } from '../server/log.ts';
import { startServer } from '../server/start.ts';
import { startFloorServer } from './lib/floor-server.ts';
import { randomId, runLoad } from './lib/load.ts';
import { LoadClient } from './lib/load-client.ts';
import { createTempDatabase, serverVersion, type TempDatabase } from './lib/pg-admin.ts';
import { medianOfRounds, type RoundResult } from './lib/stats.ts';

const READ_SQL = 'select * from bench_items where id = $1';
const ROWS = 10_000;
const BENCH_USER = '00000000-0000-4000-8000-00000000b001';
const MIGRATIONS = path.join(import.meta.dirname, 'fixtures', 'migrations');

type DbKind = 'pglite' | 'postgres';
type ModeName =
  | 'raw'
  | 'dbLayer'
  | 'dbLayerLast'
  | 'httpAnon'
  | 'httpUser'
  | 'floorConstant'
  | 'floorQuery'
  | 'floorDbLayer'
  | ExperimentName;
/**
 * Experiments (BENCH_MODES=…) that switch one cost off from outside the
 * server, to see what it weighs: `Identity` sends no Accept-Encoding (no
 * gzip), `JwtCache` memoizes verified tokens, `Quiet` mutes request logs.
 */
type ExperimentName = 'httpAnonIdentity' | 'httpAnonJwtCache' | 'httpAnonQuiet' | 'httpAnonAllOff';

const MODE_LABELS: Record<ModeName, string> = {
  raw: 'raw driver, same SQL',
  dbLayer: 'DB layer: requestTransaction (anon)',
  dbLayerLast: 'DB layer, query marked { last: true }',
  httpAnon: 'HTTP GET /rest/v1, anon key',
  httpUser: 'HTTP GET /rest/v1, user JWT',
  floorConstant: 'baseline: bare node:http, constant',
  floorQuery: 'baseline: bare node:http + raw query',
  floorDbLayer: 'baseline: bare node:http + DB layer',
  httpAnonIdentity: 'experiment: anon, no Accept-Encoding',
  httpAnonJwtCache: 'experiment: anon, JWT verify memoized',
  httpAnonQuiet: 'experiment: anon, request log muted',
  httpAnonAllOff: 'experiment: anon, all three above',
};

interface Tweaks {
  identity?: boolean;
  jwtCache?: boolean;
  quiet?: boolean;
}
const EXPERIMENTS: Record<ExperimentName, Tweaks> = {
  httpAnonIdentity: { identity: true },
  httpAnonJwtCache: { jwtCache: true },
  httpAnonQuiet: { quiet: true },
  httpAnonAllOff: { identity: true, jwtCache: true, quiet: true },
};

function memoized(jwt: Jwt): Jwt {
  const seen = new Map<string, Promise<Claims>>();
  return {
    sign: jwt.sign,
    verify(token) {
      let v = seen.get(token);
      if (!v) {
        v = jwt.verify(token);
        seen.set(token, v);
      }
      return v;
    },
  };
}

function options() {
  const env = process.env;
  const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    databases: (env.BENCH_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as DbKind[],
    adminUrl: env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    concurrency: num('BENCH_CONCURRENCY', 8),
    seconds: num('BENCH_SECONDS', 5),
    warmupSeconds: num('BENCH_WARMUP_SECONDS', 2),
    rounds: num('BENCH_ROUNDS', 3),
    // Request logs stay on (info, as in production) but go to /dev/null.
    logLevel: env.BENCH_LOG_LEVEL || 'info',
    out: env.BENCH_OUT,
    // e.g. BENCH_MODES=httpAnon when profiling one path with --cpu-prof.
    modes: (
      env.BENCH_MODES ?? 'raw,dbLayer,dbLayerLast,httpAnon,httpUser,floorConstant,floorQuery,floorDbLayer'
    )
      .split(',')
      .map((s) => s.trim()) as ModeName[],
  };
}
type Options = ReturnType<typeof options>;

export interface DatabaseReport {
  kind: DbKind;
  version: string;
  poolSize: number | null;
  concurrency: number;
  rounds: number;
  seconds: number;
  httpAvailable: boolean;
  httpNote?: string;
  modes: Partial<Record<ModeName, { median: RoundResult; rounds: RoundResult[] }>>;
}

async function probe(url: string, anonKey: string): Promise<{ ok: boolean; note?: string }> {
  const res = await fetch(`${url}/rest/v1/bench_items?id=eq.1&select=*`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  });
  const body = await res.text();
  if (res.status !== 200)
    return { ok: false, note: `/rest/v1 answered ${res.status}: ${body.slice(0, 120)}` };
  return { ok: true };
}

async function benchDatabase(kind: DbKind, o: Options): Promise<DatabaseReport> {
  const cleanups: (() => Promise<void>)[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-bench-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    let temp: TempDatabase | undefined;
    let db: Db | undefined;
    let lite: PGlite | undefined;
    if (kind === 'postgres') {
      temp = await createTempDatabase(o.adminUrl, 'safeworks_bench');
      const t = temp;
      cleanups.unshift(() => t.drop());
    } else {
      // Opened here (not by the server) so the raw rounds can reach the very
      // same single-connection instance in-process.
      fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
      lite = await PGlite.create({
        dataDir: path.join(dataDir, 'db'),
        parsers: PGLITE_PARSERS,
        extensions: PGLITE_EXTENSIONS,
      });
      db = pgliteDb(lite);
    }
    const config = loadConfig({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: temp?.url ?? '',
      LOG_LEVEL: o.logLevel,
    });
    // The production logger (server/log.ts: batched writes), pointed at /dev/null.
    const log = createLogger(o.logLevel, '/dev/null');
    const server = await startServer(config, { db, extraMigrationDirs: [MIGRATIONS], log });
    cleanups.unshift(() => server.close());
    const ctx = server.ctx;
    const version = temp
      ? `PostgreSQL ${await serverVersion(temp.url)}`
      : `PGlite ${await pgliteVersion(lite!)}`;

    const userToken = await ctx.jwt.sign(
      {
        sub: BENCH_USER,
        role: 'authenticated',
        aud: 'authenticated',
        email: 'bench-user@example.test',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        aal: 'aal1',
        session_id: '00000000-0000-4000-8000-00000000b0b0',
        is_anonymous: false,
      },
      3600,
    );
    const anonClaims = await ctx.jwt.verify(ctx.keys.anonKey);
    const client = new LoadClient();
    cleanups.unshift(() => client.close());

    // Baselines: bare node:http servers on this thread (bench/lib/floor-server.ts).
    const sample = await fetch(`${server.url}/rest/v1/bench_items?id=eq.1&select=*`, {
      headers: { apikey: ctx.keys.anonKey, authorization: `Bearer ${ctx.keys.anonKey}` },
    }).then((r) => r.text());
    const floorConstant = await startFloorServer(() => sample);
    cleanups.unshift(() => floorConstant.close());
    let floorPool: pg.Pool | undefined;
    if (temp) {
      floorPool = new pg.Pool({ connectionString: temp.url, max: config.pgPoolSize });
      const p = floorPool;
      cleanups.unshift(() => p.end());
    }
    const floorQuery = await startFloorServer(async (id) => {
      const r = floorPool ? await floorPool.query(READ_SQL, [id]) : await lite!.query(READ_SQL, [id]);
      return JSON.stringify(r.rows);
    });
    cleanups.unshift(() => floorQuery.close());
    // The request transaction (role, claims, timeout, read-only) without Hono and the REST engine.
    const floorDbLayer = await startFloorServer(async (id) => {
      const r = await ctx.db.requestTransaction(
        {
          role: 'anon',
          claims: anonClaims,
          statementTimeoutMs: config.statementTimeoutMs,
          settings: { transaction_read_only: 'on' },
        },
        (tx) => tx.query(READ_SQL, [id], { last: true }),
      );
      return JSON.stringify(r.rows);
    });
    cleanups.unshift(() => floorDbLayer.close());

    const headers = (bearer: string) => ({
      apikey: ctx.keys.anonKey,
      authorization: `Bearer ${bearer}`,
      'accept-profile': 'public',
      'x-client-info': 'supabase-js-node/2.119.1',
      'accept-encoding': 'gzip, deflate, br',
    });
    const common = { concurrency: o.concurrency, rows: ROWS };

    // The request transaction alone, in-process: what the REST engine gets from the DB layer.
    const dbLayer = (durationMs: number, last: boolean) =>
      runLoad(
        async () => {
          const r = await ctx.db.requestTransaction(
            { role: 'anon', claims: anonClaims, statementTimeoutMs: config.statementTimeoutMs },
            (tx) => tx.query(READ_SQL, [randomId(ROWS)], { last }),
          );
          if (r.rows.length !== 1) throw new Error(`expected 1 row, got ${r.rows.length}`);
        },
        o.concurrency,
        durationMs,
      );
    const run: Record<ModeName, (durationMs: number) => Promise<RoundResult>> = {
      raw: (durationMs) =>
        lite
          ? runLoad(
              async () => {
                const r = await lite.query(READ_SQL, [randomId(ROWS)]);
                if (r.rows.length !== 1) throw new Error(`expected 1 row, got ${r.rows.length}`);
              },
              o.concurrency,
              durationMs,
            )
          : client.run({
              type: 'pg',
              connectionString: temp!.url,
              poolSize: config.pgPoolSize,
              durationMs,
              ...common,
            }),
      dbLayer: (durationMs) => dbLayer(durationMs, false),
      dbLayerLast: (durationMs) => dbLayer(durationMs, true),
      httpAnon: (durationMs) =>
        client.run({
          type: 'http',
          baseUrl: server.url,
          headers: headers(ctx.keys.anonKey),
          durationMs,
          ...common,
        }),
      floorConstant: (durationMs) =>
        client.run({
          type: 'http',
          baseUrl: floorConstant.url,
          headers: headers(ctx.keys.anonKey),
          durationMs,
          ...common,
        }),
      floorQuery: (durationMs) =>
        client.run({
          type: 'http',
          baseUrl: floorQuery.url,
          headers: headers(ctx.keys.anonKey),
          durationMs,
          ...common,
        }),
      floorDbLayer: (durationMs) =>
        client.run({
          type: 'http',
          baseUrl: floorDbLayer.url,
          headers: headers(ctx.keys.anonKey),
          durationMs,
          ...common,
        }),
      httpUser: (durationMs) =>
        client.run({ type: 'http', baseUrl: server.url, headers: headers(userToken), durationMs, ...common }),
      ...(Object.fromEntries(
        Object.entries(EXPERIMENTS).map(([name, t]) => [
          name,
          async (durationMs: number) => {
            const h: Record<string, string> = headers(ctx.keys.anonKey);
            if (t.identity) delete h['accept-encoding'];
            const { jwt } = ctx;
            if (t.jwtCache) ctx.jwt = memoized(jwt);
            if (t.quiet) log.level = 'warn';
            try {
              return await client.run({
                type: 'http',
                baseUrl: server.url,
                headers: h,
                durationMs,
                ...common,
              });
            } finally {
              ctx.jwt = jwt;
              log.level = o.logLevel;
            }
          },
        ]),
      ) as Record<ExperimentName, (durationMs: number) => Promise<RoundResult>>),
    };

    const p = await probe(server.url, ctx.keys.anonKey);
    const modes = o.modes.filter((m) => p.ok || !m.startsWith('http'));
    if (!p.ok) console.log(`  ! HTTP rounds skipped: ${p.note}`);

    console.log(`  ${version}: warming up…`);
    for (const m of modes) {
      const w = await measured(run[m], o.warmupSeconds * 1000);
      console.log(
        `  warm-up ${m}: ${Math.round(w.rate)}/s${w.firstError ? ` (first error: ${w.firstError})` : ''}`,
      );
    }

    const rounds = Object.fromEntries(modes.map((m) => [m, [] as RoundResult[]]));
    for (let r = 1; r <= o.rounds; r++) {
      const line: string[] = [];
      for (const m of modes) {
        const res = await measured(run[m], o.seconds * 1000);
        rounds[m].push(res);
        line.push(`${m} ${Math.round(res.rate)}/s${res.errors ? ` (${res.errors} errors)` : ''}`);
      }
      console.log(`  round ${r}: ${line.join(', ')}`);
    }
    const report: DatabaseReport = {
      kind,
      version,
      poolSize: kind === 'postgres' ? config.pgPoolSize : null,
      concurrency: o.concurrency,
      rounds: o.rounds,
      seconds: o.seconds,
      httpAvailable: p.ok,
      httpNote: p.note,
      modes: {},
    };
    for (const m of modes) report.modes[m] = { median: medianOfRounds(rounds[m]), rounds: rounds[m] };
    return report;
  } finally {
    for (const c of cleanups)
      await c().catch((e) => console.error(`cleanup failed: ${(e as Error).message}`));
  }
}

/** Adds the main thread's CPU time per request: robust where req/s swings with the machine's load. */
async function measured(fn: (ms: number) => Promise<RoundResult>, ms: number): Promise<RoundResult> {
  const before = process.threadCpuUsage();
  const r = await fn(ms);
  const used = process.threadCpuUsage(before);
  r.mainCpuUs = (used.user + used.system) / Math.max(1, r.requests);
  r.mainSysUs = used.system / Math.max(1, r.requests);
  return r;
}

async function pgliteVersion(lite: PGlite): Promise<string> {
  const r = await lite.query<{ v: string }>('select current_setting($$server_version$$) as v');
  return `(PostgreSQL ${r.rows[0].v} in WASM, one connection)`;
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const f0 = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(0) : '–');

function printReport(r: DatabaseReport) {
  const pool = r.poolSize ? `pool ${r.poolSize}, ` : '';
  console.log(
    `\n${r.version} — ${pool}${r.concurrency} concurrent clients, ${r.rounds} interleaved rounds of ${r.seconds} s (medians)`,
  );
  const raw = r.modes.raw?.median.rate ?? Number.NaN;
  const rows = [
    [
      'mode',
      'req/s',
      'ratio',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'main µs/req',
      'of it kernel',
      'client µs/req',
      'errors',
      'rounds (req/s)',
    ],
  ];
  for (const [m, v] of Object.entries(r.modes) as [
    ModeName,
    { median: RoundResult; rounds: RoundResult[] },
  ][]) {
    rows.push([
      MODE_LABELS[m],
      String(Math.round(v.median.rate)),
      f1(v.median.rate / raw),
      f1(v.median.p50),
      f1(v.median.p95),
      f1(v.median.p99),
      f0(v.median.mainCpuUs),
      f0(v.median.mainSysUs),
      f0(v.median.clientCpuUs),
      String(v.median.errors),
      v.rounds.map((x) => Math.round(x.rate)).join(' / '),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows)
    console.log(`  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
  for (const [m, v] of Object.entries(r.modes)) {
    if (v.median.firstError) console.log(`  ! ${m}: first error: ${v.median.firstError}`);
  }
  if (!r.httpAvailable) console.log(`  ! no HTTP figures: ${r.httpNote}`);
}

async function main() {
  const o = options();
  console.log(
    `bench:rest on ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${new Date().toISOString()}`,
  );
  const reports: DatabaseReport[] = [];
  for (const kind of o.databases) {
    console.log(`\n[${kind}]`);
    reports.push(await benchDatabase(kind, o));
  }
  for (const r of reports) printReport(r);
  if (o.out) {
    fs.writeFileSync(
      o.out,
      JSON.stringify(
        { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, reports },
        null,
        2,
      ),
    );
    console.log(`\nwrote ${o.out}`);
  }
  const failed = reports.some((r) => Object.values(r.modes).some((v) => v.median.errors > 0));
  process.exitCode = failed ? 1 : 0;
}

await main();
