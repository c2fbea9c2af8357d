import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ScheduledJob } from '../jobs-data.ts';
import { JobsList } from './jobs-list.tsx';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const minutesAhead = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const jobs: ScheduledJob[] = [
  {
    name: 'kernel.notifications-retention',
    function_name: 'app.sweep_old_notifications',
    run_every: '1 day',
    run_every_seconds: 86_400,
    enabled: true,
    next_run_at: minutesAhead(600),
    last_run_at: minutesAgo(840),
    last_status: 'succeeded',
    last_error: null,
    run_count: 41,
    failure_count: 0,
  },
  {
    name: 'leads.follow-up-reminders',
    function_name: 'app.leads_follow_up_reminders',
    run_every: '00:15:00',
    run_every_seconds: 900,
    enabled: true,
    next_run_at: minutesAhead(9),
    last_run_at: minutesAgo(6),
    last_status: 'failed',
    last_error: 'could not reach the SMS gateway: connection timed out after 10 s',
    run_count: 1_204,
    failure_count: 3,
  },
  {
    name: 'invoices.overdue-reminders',
    function_name: 'app.invoices_overdue_reminders',
    run_every: '1 day',
    run_every_seconds: 86_400,
    enabled: false,
    next_run_at: minutesAhead(300),
    last_run_at: null,
    last_status: null,
    last_error: null,
    run_count: 0,
    failure_count: 0,
  },
];

const meta = {
  title: 'Plugins/Settings/Scheduled jobs list',
  component: JobsList,
  args: {
    rows: jobs,
    runningNames: new Set<string>(),
    switchingNames: new Set<string>(),
    onRunNow: () => {},
    onToggle: () => {},
  },
} satisfies Meta<typeof JobsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As a superadmin sees them; switching here only changes the story's state. */
export const Interactive: Story = {
  render: (args) => {
    const [rows, setRows] = useState(args.rows);
    return (
      <JobsList
        {...args}
        rows={rows}
        onToggle={(row, enabled) =>
          setRows((rs) => rs.map((r) => (r.name === row.name ? { ...r, enabled } : r)))
        }
      />
    );
  },
};

/** One job is running by hand and another's switch is being saved. */
export const Busy: Story = {
  args: {
    runningNames: new Set(['kernel.notifications-retention']),
    switchingNames: new Set(['invoices.overdue-reminders']),
  },
};

/** On a phone the table scrolls sideways inside its frame. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
