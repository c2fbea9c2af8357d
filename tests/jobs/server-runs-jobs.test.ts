// The embedded server fires scheduled jobs on its own: a job registered for
// this test (as a module's migration would) runs without anyone calling it,
// again on its next beat, and the server still stops cleanly.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type RunningServer, startServer } from '../../server/start.ts';
import { type FreshDatabase, freshDatabase } from './fresh-database.ts';

let fresh: FreshDatabase;
let server: RunningServer | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-jobs-'));

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_jobs_server');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    // A fast beat, so the test waits a fraction of a second instead of a minute.
    JOBS_INTERVAL_SECONDS: '0.2',
  });
  server = await startServer(config, { db: fresh.db });
});

afterAll(async () => {
  await server?.close();
  await fresh?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Polls `check` until it holds (no fixed sleep: the test ends as soon as it does). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the server runs scheduled jobs by itself', () => {
  it('a job registered while the server runs fires on its own, on every beat, and its work is visible', async () => {
    const db = fresh.db;
    await db.exec(`
      create table public.job_heartbeats (id bigint generated always as identity primary key,
                                          at timestamptz not null default clock_timestamp());
      create function public.job_heartbeat() returns void language sql as
        $$ insert into public.job_heartbeats default values $$;
    `);
    await db.query(`select app.register_job('test.heartbeat', 'public.job_heartbeat', interval '1 second')`);

    const beats = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from public.job_heartbeats')).rows[0].n;
    await eventually(async () => (await beats()) >= 2, 'two heartbeats');
    const state = await db.query<{ run_count: string; last_status: string }>(
      `select run_count, last_status from app.scheduled_jobs where name = 'test.heartbeat'`,
    );
    expect(Number(state.rows[0].run_count)).toBeGreaterThanOrEqual(2);
    expect(state.rows[0].last_status).toBe('succeeded');

    // Stopping waits for a run in progress and leaves no timer behind.
    await server!.close();
    server = undefined;
  });
});
