// Settings → Scheduled jobs: the wording of a job's interval and of the audit
// entries a superadmin's job actions leave (job.run_now, job.enabled, job.disabled,
// written by the RPCs of 20261125130000_kernel_jobs_admin.sql).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const UNITS: [seconds: number, one: string][] = [
  [7 * 86_400, 'week'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** "every 15 minutes", "every hour", "every day"; an interval of mixed units reads in its largest whole unit. */
export function describeInterval(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'by hand only';
  for (const [size, unit] of UNITS) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
    }
  }
  return `every ${seconds} seconds`;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** "Grace Wanjiru ran kernel.notifications-retention by hand (failed: the relay is away)". */
export const jobEvents: EventDescriber = {
  family: 'job',
  label: 'Scheduled jobs',
  describe(entry, people) {
    const job = entry.target ?? 'a scheduled job';
    if (entry.action === 'job.run_now') {
      const status = text(entry.details?.status);
      const error = text(entry.details?.error);
      const outcome = status === 'failed' ? ` (failed${error ? `: ${error}` : ''})` : '';
      return `${people.actor} ran ${job} by hand${outcome}`;
    }
    if (entry.action === 'job.enabled') return `${people.actor} turned on the scheduled job ${job}`;
    if (entry.action === 'job.disabled') return `${people.actor} turned off the scheduled job ${job}`;
    return null;
  },
};
