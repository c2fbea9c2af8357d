// Settings → Scheduled jobs, through supabase-js against a server of its own
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): a superadmin lists the jobs,
// runs one by hand and switches one off and on; nobody else may; every action
// is in the audit log. The test jobs are SQL functions made straight on the
// database, as a module's migration would make them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../server/jobs/runner.ts';
import { type OwnServer, ownServer } from '../support/own-server.ts';

let own: OwnServer;
const db = () => own.fresh.db;

beforeAll(async () => {
  own = await ownServer('jobs-admin');
  await db().exec(`
    create schema jobs_admin_test;
    create table jobs_admin_test.runs (job text not null);
    create function jobs_admin_test.ok() returns void language sql
      as $$ insert into jobs_admin_test.runs values ('ok') $$;
    create function jobs_admin_test.broken() returns void language plpgsql as $$
    begin
      insert into jobs_admin_test.runs values ('broken');
      raise exception 'the mail relay is away';
    end $$;
  `);
});

afterAll(async () => {
  await own?.close();
});

const anon = () => own.anon();
const signedIn = (role: 'superadmin' | 'admin' | 'staff' | 'customer') => own.signedIn(role);

async function register(name: string, fn: string, firstRun = `now() + interval '1 hour'`) {
  await db().query(`select app.register_job($1, $2, interval '15 minutes', ${firstRun})`, [name, fn]);
}

async function runsOf(job: string) {
  const r = await db().query<{ n: number }>(
    'select count(*)::int as n from jobs_admin_test.runs where job = $1',
    [job],
  );
  return r.rows[0].n;
}

async function auditOf(action: string, target: string) {
  const r = await db().query<{ actor: string; details: Record<string, unknown> }>(
    'select actor::text, details from public.audit_log where action = $1 and target = $2 order by id',
    [action, target],
  );
  return r.rows;
}

describe('a superadmin manages scheduled jobs through RPCs', () => {
  it('lists the jobs, the kernel’s own included, with their interval as text and seconds', async () => {
    await register('test.listed', 'jobs_admin_test.ok');
    const boss = await signedIn('superadmin');
    const { data, error } = await boss.client.rpc('admin_list_jobs');
    expect(error).toBeNull();
    const names = (data as { name: string }[]).map((j) => j.name);
    expect(names).toContain('kernel.notifications-retention');
    expect(names).toEqual([...names].sort());
    expect((data as { name: string }[]).find((j) => j.name === 'test.listed')).toMatchObject({
      function_name: 'jobs_admin_test.ok',
      run_every: '00:15:00',
      run_every_seconds: 900,
      enabled: true,
      last_run_at: null,
      last_status: null,
      last_error: null,
      run_count: 0,
      failure_count: 0,
    });
  });

  it('runs a job now: its work is done, its state recorded, it stays on its beat, and the log says who', async () => {
    await register('test.run-now', 'jobs_admin_test.ok');
    const before = await db().query<{ next_run_at: string }>(
      `select next_run_at::text from app.scheduled_jobs where name = 'test.run-now'`,
    );
    const boss = await signedIn('superadmin');
    const { data, error } = await boss.client.rpc('admin_run_job_now', { job_name: 'test.run-now' });
    expect(error).toBeNull();
    expect(data).toEqual([{ job: 'test.run-now', status: 'succeeded', error: null }]);
    expect(await runsOf('ok')).toBeGreaterThanOrEqual(1);
    const listed = (await boss.client.rpc('admin_list_jobs')).data as {
      name: string;
      last_status: string;
      run_count: number;
      last_run_at: string | null;
    }[];
    const row = listed.find((j) => j.name === 'test.run-now');
    expect(row).toMatchObject({ last_status: 'succeeded', run_count: 1 });
    expect(row?.last_run_at).not.toBeNull();
    // Not yet due when run by hand: its next scheduled run is unchanged.
    const after = await db().query<{ next_run_at: string }>(
      `select next_run_at::text from app.scheduled_jobs where name = 'test.run-now'`,
    );
    expect(after.rows[0].next_run_at).toBe(before.rows[0].next_run_at);
    expect(await auditOf('job.run_now', 'test.run-now')).toEqual([
      { actor: boss.id, details: { status: 'succeeded', error: null } },
    ]);
  });

  it('a failing job records its error and its work is rolled back; the other jobs are unaffected', async () => {
    await register('test.broken', 'jobs_admin_test.broken', `now() - interval '1 second'`);
    await register('test.healthy', 'jobs_admin_test.ok', `now() - interval '1 second'`);
    const boss = await signedIn('superadmin');
    const { data, error } = await boss.client.rpc('admin_run_job_now', { job_name: 'test.broken' });
    expect(error).toBeNull();
    expect(data).toEqual([{ job: 'test.broken', status: 'failed', error: 'the mail relay is away' }]);
    expect(await runsOf('broken')).toBe(0);
    const state = await db().query(
      `select name, last_status, last_error, run_count::int, failure_count::int, next_run_at > now() as next_is_future
         from app.scheduled_jobs where name in ('test.broken', 'test.healthy') order by name`,
    );
    expect(state.rows).toEqual([
      {
        name: 'test.broken',
        last_status: 'failed',
        last_error: 'the mail relay is away',
        run_count: 1,
        failure_count: 1,
        // Run by hand while due: moved on to its next beat.
        next_is_future: true,
      },
      {
        name: 'test.healthy',
        last_status: null,
        last_error: null,
        run_count: 0,
        failure_count: 0,
        next_is_future: false,
      },
    ]);
    // The scheduled runner (the shared one-job runner) still runs the healthy one.
    const runs = await runDueJobs(db());
    expect(runs).toContainEqual({ job: 'test.healthy', status: 'succeeded', error: null });
    expect(runs.map((r) => r.job)).not.toContain('test.broken');
    expect((await auditOf('job.run_now', 'test.broken'))[0].details).toEqual({
      status: 'failed',
      error: 'the mail relay is away',
    });
  });

  it('a disabled job is skipped by run_due_jobs until it is enabled again; each switch is audited once', async () => {
    await register('test.switched', 'jobs_admin_test.ok', `now() - interval '1 second'`);
    const boss = await signedIn('superadmin');
    const off = await boss.client.rpc('admin_set_job_enabled', { job_name: 'test.switched', enabled: false });
    expect(off.error).toBeNull();
    // Switching it off again changes nothing and writes no second entry.
    await boss.client.rpc('admin_set_job_enabled', { job_name: 'test.switched', enabled: false });
    expect((await runDueJobs(db())).map((r) => r.job)).not.toContain('test.switched');
    const on = await boss.client.rpc('admin_set_job_enabled', { job_name: 'test.switched', enabled: true });
    expect(on.error).toBeNull();
    expect((await runDueJobs(db())).map((r) => r.job)).toContain('test.switched');
    expect(await auditOf('job.disabled', 'test.switched')).toEqual([{ actor: boss.id, details: {} }]);
    expect(await auditOf('job.enabled', 'test.switched')).toEqual([{ actor: boss.id, details: {} }]);
  });

  it('an unknown job name is refused with P0002', async () => {
    const boss = await signedIn('superadmin');
    const run = await boss.client.rpc('admin_run_job_now', { job_name: 'no.such-job' });
    expect(run.error?.code).toBe('P0002');
    expect(run.error?.message).toMatch(/no\.such-job/);
    const set = await boss.client.rpc('admin_set_job_enabled', { job_name: 'no.such-job', enabled: false });
    expect(set.error?.code).toBe('P0002');
  });

  it('admins, staff, customers and visitors are refused, and nothing runs or changes', async () => {
    await register('test.guarded', 'jobs_admin_test.ok', `now() - interval '1 second'`);
    for (const role of ['admin', 'staff', 'customer'] as const) {
      const { client } = await signedIn(role);
      expect((await client.rpc('admin_list_jobs')).error?.code, role).toBe('42501');
      expect((await client.rpc('admin_run_job_now', { job_name: 'test.guarded' })).error?.code, role).toBe(
        '42501',
      );
      expect(
        (await client.rpc('admin_set_job_enabled', { job_name: 'test.guarded', enabled: false })).error?.code,
        role,
      ).toBe('42501');
    }
    const visitor = anon();
    expect((await visitor.rpc('admin_list_jobs')).error).not.toBeNull();
    expect((await visitor.rpc('admin_run_job_now', { job_name: 'test.guarded' })).error).not.toBeNull();
    const r = await db().query(
      `select enabled, run_count::int from app.scheduled_jobs where name = 'test.guarded'`,
    );
    expect(r.rows[0]).toEqual({ enabled: true, run_count: 0 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)(
  'a job another runner holds',
  () => {
    it('is not run by hand at the same time: the superadmin is told it is already running', async () => {
      await register('test.held', 'jobs_admin_test.ok');
      const other = await own.fresh.connect();
      await other.query('begin');
      await other.query(`select 1 from app.scheduled_jobs where name = 'test.held' for update`);
      try {
        const boss = await signedIn('superadmin');
        const { error } = await boss.client.rpc('admin_run_job_now', { job_name: 'test.held' });
        expect(error?.code).toBe('55P03');
        expect(error?.message).toMatch(/already running/);
      } finally {
        await other.query('rollback');
        await other.end();
      }
    });
  },
);
