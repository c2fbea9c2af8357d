// app.run_due_jobs() on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): what is due runs once, what is not due or disabled does
// not, a failing job leaves the others alone, and two callers on one
// PostgreSQL never run the same job twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../server/jobs/runner.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;
const db = () => fresh.db;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_jobs');
  // Each job of these tests writes a row per run: the runs are counted here.
  await db().exec(`
    create schema jobs_test;
    create table jobs_test.runs (job text not null, at timestamptz not null default clock_timestamp());
  `);
});

afterAll(async () => {
  await fresh?.drop();
});

let counter = 0;
/**
 * A job whose function records each run in jobs_test.runs (and then raises
 * `fails` when given), registered to run every `every` from `firstRun` on.
 */
async function job(opts: { every?: string; firstRun?: string; fails?: string } = {}) {
  counter += 1;
  const name = `test.job-${counter}`;
  const fn = `jobs_test.job_${counter}`;
  await db().exec(`
    create function ${fn}() returns void language plpgsql as $$
    begin
      insert into jobs_test.runs (job) values ('${name}');
      ${opts.fails ? `raise exception '${opts.fails}';` : ''}
    end $$;
  `);
  await db().query(`select app.register_job($1, $2, $3::interval, ${opts.firstRun ?? 'now()'})`, [
    name,
    fn,
    opts.every ?? '1 hour',
  ]);
  return name;
}

async function runsOf(name: string) {
  const r = await db().query<{ n: number }>('select count(*)::int as n from jobs_test.runs where job = $1', [
    name,
  ]);
  return r.rows[0].n;
}

async function state(name: string) {
  const r = await db().query<{
    next_run_at: string;
    last_run_at: string | null;
    last_status: string | null;
    last_error: string | null;
    run_count: string;
    failure_count: string;
    next_is_future: boolean;
  }>(
    `select next_run_at, last_run_at, last_status, last_error, run_count, failure_count,
            next_run_at > now() as next_is_future
       from app.scheduled_jobs where name = $1`,
    [name],
  );
  return r.rows[0];
}

describe('scheduled jobs run by app.run_due_jobs()', () => {
  it('a due job runs once, records its success and is next due one interval after its last beat', async () => {
    const name = await job({ every: '1 hour', firstRun: `now() - interval '1 second'` });
    const before = await state(name);

    const first = await runDueJobs(db());
    expect(first).toContainEqual({ job: name, status: 'succeeded', error: null });
    expect(await runsOf(name)).toBe(1);
    const after = await state(name);
    expect(after).toMatchObject({
      last_status: 'succeeded',
      last_error: null,
      run_count: '1',
      next_is_future: true,
    });
    expect(after.last_run_at).not.toBeNull();
    const advanced = await db().query<{ ok: boolean }>(
      `select $1::timestamptz = $2::timestamptz + interval '1 hour' as ok`,
      [after.next_run_at, before.next_run_at],
    );
    expect(advanced.rows[0].ok).toBe(true);

    // Calling again at once finds nothing due: the job is not run a second time.
    const second = await runDueJobs(db());
    expect(second.map((r) => r.job)).not.toContain(name);
    expect(await runsOf(name)).toBe(1);
  });

  it('a job that is not due yet does not run', async () => {
    const name = await job({ firstRun: `now() + interval '1 hour'` });
    const runs = await runDueJobs(db());
    expect(runs.map((r) => r.job)).not.toContain(name);
    expect(await runsOf(name)).toBe(0);
    expect(await state(name)).toMatchObject({ run_count: '0', last_status: null, last_run_at: null });
  });

  it('a disabled job does not run even when due, and runs again once enabled', async () => {
    const name = await job({ firstRun: `now() - interval '1 minute'` });
    await db().query('update app.scheduled_jobs set enabled = false where name = $1', [name]);
    await runDueJobs(db());
    expect(await runsOf(name)).toBe(0);

    await db().query('update app.scheduled_jobs set enabled = true where name = $1', [name]);
    await runDueJobs(db());
    expect(await runsOf(name)).toBe(1);
  });

  it('a failing job records its error, its work is rolled back, and the other due jobs still run', async () => {
    const broken = await job({ fails: 'the mail relay is away', firstRun: `now() - interval '2 seconds'` });
    const healthy = await job({ firstRun: `now() - interval '1 second'` });

    const runs = await runDueJobs(db());
    expect(runs).toContainEqual({ job: broken, status: 'failed', error: 'the mail relay is away' });
    expect(runs).toContainEqual({ job: healthy, status: 'succeeded', error: null });
    // The broken job's insert happened before it raised: rolled back with it.
    expect(await runsOf(broken)).toBe(0);
    expect(await runsOf(healthy)).toBe(1);
    expect(await state(broken)).toMatchObject({
      last_status: 'failed',
      last_error: 'the mail relay is away',
      run_count: '1',
      failure_count: '1',
      // A broken job waits for its next beat instead of failing at every call.
      next_is_future: true,
    });
  });

  it('a job whose function has been dropped fails with a message naming it, without stopping the run', async () => {
    const name = await job({ firstRun: `now() - interval '1 second'` });
    const fn = `jobs_test.job_${counter}`;
    await db().exec(`drop function ${fn}()`);
    const runs = await runDueJobs(db());
    expect(runs).toContainEqual({ job: name, status: 'failed', error: `function ${fn}() does not exist` });
  });

  it('a server that was down for hours runs a missed job once, and keeps the job on its beat', async () => {
    const name = await job({ every: '1 hour', firstRun: `now() - interval '3 hours 30 minutes'` });
    await runDueJobs(db());
    expect(await runsOf(name)).toBe(1);
    const r = await db().query<{ minutes: number }>(
      `select round(extract(epoch from next_run_at - now()) / 60)::int as minutes
         from app.scheduled_jobs where name = $1`,
      [name],
    );
    // Beats at -3h30, -2h30, -1h30, -0h30 were missed; the next one is in 30 minutes.
    expect(r.rows[0].minutes).toBe(30);
  });

  it('registering a job again (a migration run twice) keeps its state; an unknown function is refused', async () => {
    const name = await job({ firstRun: `now() - interval '1 second'` });
    await runDueJobs(db());
    const fn = `jobs_test.job_${counter}`;
    await db().query(`select app.register_job($1, $2, interval '2 hours')`, [name, fn]);
    const r = await db().query<{ run_every: string; run_count: string }>(
      'select run_every::text, run_count from app.scheduled_jobs where name = $1',
      [name],
    );
    expect(r.rows[0]).toEqual({ run_every: '02:00:00', run_count: '1' });

    await expect(
      db().query(`select app.register_job('test.nothing', 'jobs_test.no_such_function', interval '1 hour')`),
    ).rejects.toThrow(/does not exist/);
  });

  it('no API role may run jobs, register them or read the job table', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const sql of [
        'select * from app.run_due_jobs()',
        'select * from app.scheduled_jobs',
        `select app.register_job('x.y', 'jobs_test.job_1', interval '1 hour')`,
      ]) {
        await expect(
          db().requestTransaction({ role, claims: { role } }, (tx) => tx.query(sql)),
          `${role}: ${sql}`,
        ).rejects.toThrow(/permission denied/);
      }
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)(
  'two servers on one PostgreSQL',
  () => {
    it('never run the same job twice: the second caller skips a job the first holds, and it is not due after', async () => {
      const name = await job({ firstRun: `now() - interval '1 second'` });
      const first = await fresh.connect();
      const second = await fresh.connect();

      await first.query('begin');
      const held = await first.query('select job from app.run_due_jobs()');
      expect(held.rows.map((r) => r.job)).toContain(name);
      // The first caller has not committed: the second does not wait for it, it skips the job.
      const skipped = await second.query('select job from app.run_due_jobs()');
      expect(skipped.rows.map((r) => r.job)).not.toContain(name);
      await first.query('commit');

      const after = await second.query('select job from app.run_due_jobs()');
      expect(after.rows.map((r) => r.job)).not.toContain(name);
      expect(await runsOf(name)).toBe(1);
    });

    it('run a due job once when four callers start at the same moment', async () => {
      const name = await job({ firstRun: `now() - interval '1 second'` });
      const callers = await Promise.all([1, 2, 3, 4].map(() => fresh.connect()));
      const results = await Promise.all(callers.map((c) => c.query('select job from app.run_due_jobs()')));
      const ranIt = results.filter((r) => r.rows.some((row) => row.job === name));
      expect(ranIt).toHaveLength(1);
      expect(await runsOf(name)).toBe(1);
    });
  },
);

describe('the kernel’s own scheduled jobs', () => {
  it('the notification retention job runs daily: read notifications go after 90 days, unread ones after a year', async () => {
    const user = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    await db().query(`insert into auth.users (id, email) values ($1, 'retention@example.test')`, [user]);
    await db().query(
      `insert into public.notifications (recipient, kind, title, created_at, read_at) values
         ($1, 'kernel.test', 'unread today', now(), null),
         ($1, 'kernel.test', 'read last week', now() - interval '8 days', now() - interval '7 days'),
         ($1, 'kernel.test', 'read 100 days ago', now() - interval '101 days', now() - interval '100 days'),
         ($1, 'kernel.test', 'unread for 200 days', now() - interval '200 days', null),
         ($1, 'kernel.test', 'unread for 400 days', now() - interval '400 days', null)`,
      [user],
    );
    const job = await db().query<{ function_name: string; run_every: string }>(
      `select function_name, run_every::text from app.scheduled_jobs where name = 'kernel.notifications-retention'`,
    );
    expect(job.rows).toEqual([{ function_name: 'app.sweep_old_notifications', run_every: '1 day' }]);
    await db().query(
      `update app.scheduled_jobs set next_run_at = now() - interval '1 second' where name = 'kernel.notifications-retention'`,
    );

    const runs = await runDueJobs(db());
    expect(runs).toContainEqual({ job: 'kernel.notifications-retention', status: 'succeeded', error: null });
    const left = await db().query<{ title: string }>(
      'select title from public.notifications where recipient = $1 order by created_at desc',
      [user],
    );
    expect(left.rows.map((r) => r.title)).toEqual(['unread today', 'read last week', 'unread for 200 days']);
  });
});
