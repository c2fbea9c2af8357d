import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { settingsKeys } from '../data.ts';
import { jobKeys, listJobs, runJobNow, type ScheduledJob, setJobEnabled } from '../jobs-data.ts';
import { JobsList } from './jobs-list.tsx';

const errorMessage = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));

interface Switching {
  name: string;
  enabled: boolean;
}

/**
 * Settings → Scheduled jobs (ADR 010): the jobs app.run_due_jobs() runs, as an operator sees them.
 * Run now runs one at once through admin_run_job_now (its outcome in a toast, the list read again);
 * the switch turns a job off (asked first, with Undo) or on. Every action is in Settings → Activity.
 */
export function JobsPanel() {
  const queryClient = useQueryClient();
  // The server's runner works on its own beat (a minute by default): read again every minute, so the
  // last and next runs and "3 minutes ago" follow it without a reload.
  const jobs = useQuery({ queryKey: jobKeys.list(), queryFn: listJobs, refetchInterval: 60_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.all });

  // A second click while the first run is on its way does nothing (the button is disabled too,
  // but a double click can land before React has re-rendered it).
  const inFlight = useRef(new Set<string>());
  const run = useMutation({
    mutationKey: [...jobKeys.all, 'run'],
    mutationFn: (name: string) => runJobNow(name),
    onSuccess: (outcome) => {
      if (outcome.status === 'succeeded') toast.success(`${outcome.job} ran and succeeded`);
      else toast.error(`${outcome.job} ran and failed: ${outcome.error ?? 'no message'}`);
    },
    onError: (e, name) => toast.error(`Could not run ${name}: ${errorMessage(e)}`),
    onSettled: (_data, _error, name) => {
      inFlight.current.delete(name);
      return refresh();
    },
  });
  const runNow = (row: ScheduledJob) => {
    if (inFlight.current.has(row.name)) return;
    inFlight.current.add(row.name);
    run.mutate(row.name);
  };
  const running = useMutationState({
    filters: { mutationKey: [...jobKeys.all, 'run'], status: 'pending' },
    select: (m) => m.state.variables as string,
  });

  const toggle = useMutation({
    mutationKey: [...jobKeys.all, 'switch'],
    mutationFn: (s: Switching) => setJobEnabled(s),
    // Returning the refresh keeps the switch pending until the fresh read is in: no flicker back.
    onSettled: refresh,
  });
  const switchJob = async (s: Switching) => {
    try {
      await toggle.mutateAsync(s);
    } catch (e) {
      throw new Error(`Could not change ${s.name}: ${errorMessage(e)}`);
    }
  };
  const change = useConfirmedAction<Switching>({
    title: (s) => `Turn off ${s.name}?`,
    description: (s) =>
      `${s.name} will stop running on its schedule until it is turned on again. You can still run it by hand.`,
    confirmLabel: 'Turn off',
    run: switchJob,
    undo: (s) => switchJob({ ...s, enabled: !s.enabled }),
    done: (s) => `${s.name} turned ${s.enabled ? 'on' : 'off'}`,
    undone: (s) => `${s.name} turned ${s.enabled ? 'off' : 'on'} again`,
  });
  const switching = useMutationState({
    filters: { mutationKey: [...jobKeys.all, 'switch'], status: 'pending' },
    select: (m) => m.state.variables as Switching,
  });

  if (jobs.error)
    return <LoadError what="the scheduled jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (!jobs.data)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  if (jobs.data.length === 0)
    return (
      <EmptyState
        icon={Clock}
        title="No scheduled jobs"
        description="Modules register their jobs in their migrations; none is installed yet."
      />
    );
  const rows = jobs.data.map((row) => {
    const pending = switching.findLast((s) => s.name === row.name);
    return pending ? { ...row, enabled: pending.enabled } : row;
  });
  return (
    <>
      <JobsList
        rows={rows}
        runningNames={new Set(running)}
        switchingNames={new Set(switching.map((s) => s.name))}
        onRunNow={runNow}
        onToggle={(row, enabled) => {
          const target = { name: row.name, enabled };
          if (enabled) change.runNow(target);
          else change.ask(target);
        }}
      />
      {change.dialog}
    </>
  );
}
