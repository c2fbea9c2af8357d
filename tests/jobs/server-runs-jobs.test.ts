// The embedded server fires scheduled jobs on its own: a job registered while
// it runs (as a module's migration would register one) runs without anyone
// calling it, on every beat; after a restart on the same database the jobs
// carry on from their recorded state instead of starting over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type RunningServer, startServer } from '../../server/start.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-jobs-'));
// PGlite keeps the database in DATA_DIR/db, so a restart finds it again; PostgreSQL gets a database of its own.
let fresh: FreshDatabase | undefined;
const running = new Set<RunningServer>();

async function start() {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: fresh?.url ?? '',
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    // A fast beat, so the test waits a fraction of a second instead of a minute.
    JOBS_INTERVAL_SECONDS: '0.2',
  });
  const server = await startServer(config);
  running.add(server);
  return server;
}

async function stop(server: RunningServer) {
  running.delete(server);
  await server.close();
}

beforeAll(async () => {
  if (onPostgres) fresh = await freshDatabase('safeworks_jobs_server');
  // The first start creates and migrates the database (PGlite's initdb takes a while on a busy
  // machine); here, under the hook's longer timeout, so the tests' own starts are quick reopens.
  await stop(await start());
});

afterAll(async () => {
  for (const s of running) await s.close();
  await fresh?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Polls `check` until it holds (no fixed sleep: the test goes on as soon as it does). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Db = RunningServer['ctx']['db'];

/** A job that records each run in a table of its own; returns how to count its runs. */
async function registerCountingJob(db: Db, name: string, every: string) {
  const table = `public.runs_${name.replace(/\W/g, '_')}`;
  const fn = `public.run_${name.replace(/\W/g, '_')}`;
  await db.exec(`
    create table ${table} (at timestamptz not null default clock_timestamp());
    create function ${fn}() returns void language sql as $$ insert into ${table} default values $$;
  `);
  await db.query(`select app.register_job($1, $2, $3::interval)`, [name, fn, every]);
  return async (on: Db = db) =>
    (await on.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
}

describe('the server runs scheduled jobs by itself', () => {
  it('a job registered while the server runs fires on its own, on every beat, and its work is visible', async () => {
    const server = await start();
    const runs = await registerCountingJob(server.ctx.db, 'test.heartbeat', '1 second');
    await eventually(async () => (await runs()) >= 2, 'two heartbeats');
    const state = await server.ctx.db.query<{ run_count: string; last_status: string }>(
      `select run_count, last_status from app.scheduled_jobs where name = 'test.heartbeat'`,
    );
    expect(Number(state.rows[0].run_count)).toBeGreaterThanOrEqual(2);
    expect(state.rows[0].last_status).toBe('succeeded');
    // Stopping waits for a run in progress and leaves no timer behind.
    await stop(server);
  });

  it('after a restart an hourly job that already ran is not run again before it is due', async () => {
    const first = await start();
    const hourly = await registerCountingJob(first.ctx.db, 'test.hourly', '1 hour');
    await eventually(async () => (await hourly()) === 1, 'the hourly job’s first run');
    const before = await first.ctx.db.query<{ next_run_at: string }>(
      `select next_run_at from app.scheduled_jobs where name = 'test.hourly'`,
    );
    await stop(first);

    const second = await start();
    // A job on every beat shows that the restarted server's runner has gone round a few times.
    const ticks = await registerCountingJob(second.ctx.db, 'test.tick', '1 second');
    await eventually(async () => (await ticks()) >= 2, 'two beats after the restart');
    expect(await hourly(second.ctx.db)).toBe(1);
    const after = await second.ctx.db.query<{ next_run_at: string; run_count: string }>(
      `select next_run_at, run_count from app.scheduled_jobs where name = 'test.hourly'`,
    );
    expect(after.rows[0]).toEqual({ next_run_at: before.rows[0].next_run_at, run_count: '1' });
    await stop(second);
  });
});
