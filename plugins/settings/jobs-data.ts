// Settings → Scheduled jobs: reads and actions through the superadmin RPCs of
// 20261125130000_kernel_jobs_admin.sql (app.scheduled_jobs itself is not exposed).
import { DataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Database } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';

/** Under Settings' keys (`settingsKeys.all`), so anything that refreshes Settings refreshes the jobs too. */
export const jobKeys = pluginKeys('settings', 'jobs');

type Listed = Database['public']['Functions']['admin_list_jobs']['Returns'][number];
/** One job as the RPC returns it; the columns that are never null are typed so. */
export type ScheduledJob = Omit<
  Listed,
  | 'name'
  | 'function_name'
  | 'run_every'
  | 'run_every_seconds'
  | 'enabled'
  | 'next_run_at'
  | 'run_count'
  | 'failure_count'
> & {
  name: string;
  function_name: string;
  run_every: string;
  run_every_seconds: number;
  enabled: boolean;
  next_run_at: string;
  last_status: 'succeeded' | 'failed' | null;
  run_count: number;
  failure_count: number;
};

export async function listJobs(): Promise<ScheduledJob[]> {
  return unwrap(await supabase.rpc('admin_list_jobs')) as ScheduledJob[];
}

export interface JobOutcome {
  job: string;
  status: 'succeeded' | 'failed';
  error: string | null;
}

/** Runs the job at once; a job that fails is an outcome (status 'failed'), a refusal throws. */
export async function runJobNow(name: string): Promise<JobOutcome> {
  const rows = unwrap(await supabase.rpc('admin_run_job_now', { job_name: name })) as JobOutcome[];
  const outcome = rows[0];
  if (!outcome) throw new DataError({ message: `${name} did not run`, code: 'P0002' });
  return outcome;
}

export async function setJobEnabled({ name, enabled }: { name: string; enabled: boolean }): Promise<void> {
  unwrap(await supabase.rpc('admin_set_job_enabled', { job_name: name, enabled }));
}
