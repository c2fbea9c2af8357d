// The embedded server's clock for scheduled work (ADR 010): calls
// app.run_due_jobs() every JOBS_INTERVAL_SECONDS, on PGlite
// and PostgreSQL alike. Which jobs run, and that no two callers run the same
// job, is decided in SQL (kernel/sql/migrations/*_kernel_scheduled_jobs.sql);
// on a hosted Supabase, pg_cron calls the same function instead.
//
// The timer is unref'd, so it never keeps the process alive, and a run never
// overlaps the previous one: the next one is armed only when it has finished.
import type { Queryable } from '../db/types.ts';
import type { Logger } from '../log.ts';

export interface JobRun {
  job: string;
  status: 'succeeded' | 'failed';
  error: string | null;
}

export interface JobRunner {
  /** Stops the timer and waits for a run in progress (call before closing the database). */
  stop(): Promise<void>;
}

/** One call of app.run_due_jobs(): what ran, and how it ended. */
export async function runDueJobs(db: Queryable): Promise<JobRun[]> {
  const r = await db.query<JobRun>('select job, status, error from app.run_due_jobs()');
  return r.rows;
}

export function startJobRunner(opts: { db: Queryable; intervalMs: number; log: Logger }): JobRunner {
  const { db, intervalMs, log } = opts;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    timer = null;
    try {
      for (const run of await runDueJobs(db)) {
        if (run.status === 'failed') log.warn({ job: run.job, error: run.error }, 'scheduled job failed');
        else log.debug({ job: run.job }, 'scheduled job ran');
      }
    } catch (e) {
      // The database is away (restarting, a dropped connection): try again at the next beat.
      if (!stopped) log.error({ err: { message: (e as Error).message } }, 'running due jobs failed');
    }
    if (!stopped) arm(intervalMs);
  };
  const arm = (ms: number) => {
    timer = setTimeout(() => {
      current = tick();
    }, ms);
    timer.unref();
  };

  // The first beat comes one interval after start, not at once: start-up stays as fast as before,
  // and jobs that came due while the server was down still run within that interval.
  arm(intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
