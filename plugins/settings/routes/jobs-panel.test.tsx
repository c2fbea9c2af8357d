// Settings → Scheduled jobs on the kernel's test harness: the fake supabase client plays the
// admin_list_jobs / admin_run_job_now / admin_set_job_enabled RPCs, so the screen's real calls are checked.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJob } from '../jobs-data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { JobsPanel } from './jobs-panel.tsx';

let jobs: ScheduledJob[];
const job = (over: Partial<ScheduledJob>): ScheduledJob => ({
  name: 'kernel.notifications-retention',
  function_name: 'app.sweep_old_notifications',
  run_every: '1 day',
  run_every_seconds: 86_400,
  enabled: true,
  next_run_at: '2026-11-26T00:00:00Z',
  last_run_at: null,
  last_status: null,
  last_error: null,
  run_count: 0,
  failure_count: 0,
  ...over,
});

function database(q: RecordedQuery) {
  if (q.table === 'rpc/admin_list_jobs') return { data: jobs.map((j) => ({ ...j })) };
  if (q.table === 'rpc/admin_run_job_now') {
    const name = (q.args as { job_name: string }).job_name;
    jobs = jobs.map((j) =>
      j.name === name
        ? {
            ...j,
            last_status: 'succeeded',
            last_run_at: new Date().toISOString(),
            run_count: j.run_count + 1,
          }
        : j,
    );
    return { data: [{ job: name, status: 'succeeded', error: null }] };
  }
  if (q.table === 'rpc/admin_set_job_enabled') {
    const { job_name, enabled } = q.args as { job_name: string; enabled: boolean };
    jobs = jobs.map((j) => (j.name === job_name ? { ...j, enabled } : j));
    return { data: null };
  }
  return { data: null };
}
const calls = (name: string) => fakeSupabase.rpcCalls().filter(([n]) => n === name);
const rowOf = (name: string) => screen.getByRole('row', { name });

function renderPanel() {
  return renderWithKernel(<JobsPanel />, {
    path: '/dashboard/settings?tab=jobs',
    profile: fakeProfile('u-grace', 'superadmin'),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  jobs = [
    job({}),
    job({
      name: 'leads.follow-up-reminders',
      function_name: 'app.leads_follow_up_reminders',
      run_every: '00:15:00',
      run_every_seconds: 900,
      last_run_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      last_status: 'failed',
      last_error: 'the mail relay is away',
      run_count: 12,
      failure_count: 2,
    }),
  ];
  fakeSupabase.respond(database);
});

describe('a superadmin looking after scheduled jobs', () => {
  it('sees every job with how often it runs, its last outcome, its next run and its counts', async () => {
    renderPanel();
    const leads = await screen.findByRole('row', { name: 'leads.follow-up-reminders' });
    expect(leads).toHaveTextContent('every 15 minutes');
    expect(leads).toHaveTextContent('Failed');
    expect(leads).toHaveTextContent('5 minutes ago');
    expect(leads).toHaveTextContent('12 runs');
    expect(leads).toHaveTextContent('2 failed');
    // The error waits in a disclosure.
    expect(within(leads).getByText('Why it failed')).toBeInTheDocument();
    expect(within(leads).getByText('the mail relay is away')).not.toBeVisible();
    const sweep = rowOf('kernel.notifications-retention');
    expect(sweep).toHaveTextContent('every day');
    expect(sweep).toHaveTextContent('Not run yet');
    expect(
      within(sweep).getByRole('switch', { name: 'Enabled: kernel.notifications-retention' }),
    ).toBeChecked();
    expect(calls('admin_list_jobs')).toHaveLength(1);
  });

  it('runs a job now, once even when double-clicked, hears how it went and sees the list refreshed', async () => {
    let release!: () => void;
    fakeSupabase.respond((q) =>
      q.table === 'rpc/admin_run_job_now'
        ? new Promise((r) => (release = () => r(database(q))))
        : database(q),
    );
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Run now: kernel.notifications-retention' });
    await userEvent.dblClick(button);
    expect(screen.getByRole('button', { name: 'Running: kernel.notifications-retention' })).toBeDisabled();
    expect(calls('admin_run_job_now')).toEqual([
      ['admin_run_job_now', { job_name: 'kernel.notifications-retention' }],
    ]);
    act(() => release());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('kernel.notifications-retention ran and succeeded'),
    );
    await waitFor(() => expect(rowOf('kernel.notifications-retention')).toHaveTextContent('Succeeded'));
    expect(rowOf('kernel.notifications-retention')).toHaveTextContent('just now');
    expect(rowOf('kernel.notifications-retention')).toHaveTextContent('1 run');
    expect(screen.getByRole('button', { name: 'Run now: kernel.notifications-retention' })).toBeEnabled();
  });

  it('is told when the job failed, and when another runner has it', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'rpc/admin_run_job_now'
        ? { data: [{ job: 'leads.follow-up-reminders', status: 'failed', error: 'the mail relay is away' }] }
        : database(q),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Run now: leads.follow-up-reminders' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'leads.follow-up-reminders ran and failed: the mail relay is away',
      ),
    );
    fakeSupabase.respond((q) =>
      q.table === 'rpc/admin_run_job_now'
        ? {
            data: null,
            error: { message: 'Job leads.follow-up-reminders is already running', code: '55P03' },
          }
        : database(q),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run now: leads.follow-up-reminders' })).toBeEnabled(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run now: leads.follow-up-reminders' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Could not run leads.follow-up-reminders: Job leads.follow-up-reminders is already running',
      ),
    );
  });

  it('turns a job off after confirming, can undo it, and turns it on without asking', async () => {
    renderPanel();
    const name = 'Enabled: kernel.notifications-retention';
    await userEvent.click(await screen.findByRole('switch', { name }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('stop running on its schedule');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'kernel.notifications-retention turned off',
        expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }),
      ),
    );
    expect(calls('admin_set_job_enabled')).toEqual([
      ['admin_set_job_enabled', { job_name: 'kernel.notifications-retention', enabled: false }],
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name })).not.toBeChecked());
    expect(rowOf('kernel.notifications-retention')).toHaveTextContent('Off: runs only by hand');
    act(() => toast.success.mock.calls[0][1].action.onClick());
    await waitFor(() => expect(screen.getByRole('switch', { name })).toBeChecked());
    expect(calls('admin_set_job_enabled')[1]).toEqual([
      'admin_set_job_enabled',
      { job_name: 'kernel.notifications-retention', enabled: true },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a job on when the question is cancelled', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('switch', { name: 'Enabled: leads.follow-up-reminders' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(calls('admin_set_job_enabled')).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Enabled: leads.follow-up-reminders' })).toBeChecked();
  });

  it('sees a message when there are no jobs, and a way to try again when the list fails', async () => {
    const all = jobs;
    jobs = [];
    const { unmount } = renderPanel();
    expect(await screen.findByText('No scheduled jobs')).toBeInTheDocument();
    unmount();
    fakeSupabase.respond((q) =>
      q.table === 'rpc/admin_list_jobs'
        ? { data: null, error: { message: 'Only a superadmin can manage scheduled jobs', code: '42501' } }
        : database(q),
    );
    renderPanel();
    expect(
      await screen.findByText(/could not be loaded: Only a superadmin/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    jobs = all;
    fakeSupabase.respond(database);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'kernel.notifications-retention' })).toBeInTheDocument();
  });
});
