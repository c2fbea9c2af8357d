// The calendar page opened from a link to one occurrence (a reminder, the Home
// widget): the occurrence's dialog opens by itself, and closing it takes the
// link's event off the URL.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

import { toast } from 'sonner';
import CalendarPage from './calendar-page.tsx';

/** A weekly toolbox talk on Mondays at 09:00 Nairobi (06:00 UTC) from 2 November 2026. */
const SERIES = {
  id: 'ev-1',
  title: 'Toolbox talk at Bamburi',
  type: 'meeting',
  all_day: false,
  starts_at: '2026-11-02T06:00:00+00:00',
  ends_at: '2026-11-02T07:00:00+00:00',
  location: 'Bamburi Cement, Mombasa',
  notes: null,
  customer_id: null,
  site_id: null,
  lead_id: null,
  project_id: null,
  rrule: 'FREQ=WEEKLY',
  reminder_minutes: 15,
  created_by: 'me',
  updated_at: '2026-11-01T00:00:00Z',
  attendees: [{ member_id: 'me' }],
  exceptions: [
    // The occurrence of 30 November was moved to 10:30.
    {
      occurrence_start: '2026-11-30T06:00:00+00:00',
      cancelled: false,
      starts_at: '2026-11-30T07:30:00+00:00',
      ends_at: '2026-11-30T08:30:00+00:00',
      title: 'Toolbox talk (moved)',
      location: null,
      notes: null,
    },
  ],
};

function answer(q: RecordedQuery) {
  if (q.table === 'calendar_events') return { data: [SERIES], count: 1 };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  vi.mocked(toast.info).mockClear();
});

describe('a link to one occurrence', () => {
  it('opens that occurrence’s dialog, and closing it takes the event off the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderWithKernel(<CalendarPage />, {
      path: '/dashboard/calendar?date=2026-11-30&event=ev-1&occurrence=2026-11-30T06:00:00.000Z',
      route: '/dashboard/calendar',
      profile: fakeProfile('me', 'staff'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Toolbox talk (moved)' });
    // The moved occurrence, at its new time, as "this event" of the series.
    expect(screen.getByLabelText('Title')).toHaveValue('Toolbox talk (moved)');
    expect(dialog).toHaveTextContent('This event');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const params = new URLSearchParams(location().search);
    expect(params.get('event')).toBeNull();
    expect(params.get('occurrence')).toBeNull();
    expect(params.get('date')).toMatch(/^2026-11-/);
  });

  it('says so when the occurrence is no longer there', async () => {
    const { location } = renderWithKernel(<CalendarPage />, {
      path: '/dashboard/calendar?date=2026-11-30&event=ev-1&occurrence=2026-11-24T06:00:00.000Z',
      route: '/dashboard/calendar',
      profile: fakeProfile('me', 'staff'),
    });
    await waitFor(() => expect(toast.info).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(new URLSearchParams(location().search).get('event')).toBeNull();
  });

  it('clicking an event puts it in the URL, so the open dialog can be shared or reloaded', async () => {
    const user = userEvent.setup();
    const { location } = renderWithKernel(<CalendarPage />, {
      path: '/dashboard/calendar?view=week&date=2026-11-16',
      route: '/dashboard/calendar',
      profile: fakeProfile('me', 'staff'),
    });
    await user.click(await screen.findByText('Toolbox talk at Bamburi'));
    await screen.findByRole('dialog', { name: 'Edit Toolbox talk at Bamburi' });
    const params = new URLSearchParams(location().search);
    expect(params.get('event')).toBe('ev-1');
    expect(new Date(params.get('occurrence') ?? '').toISOString()).toBe('2026-11-16T06:00:00.000Z');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new URLSearchParams(location().search).get('event')).toBeNull();
  });
});

describe('a staff member looking at a busy month of project dates', () => {
  const task = (id: string) => ({
    id,
    title: `Task ${id}`,
    due_on: '2026-11-18',
    status: 'todo',
    assignee_id: null,
    project_id: 'p1',
    project: { number: 'PRJ-2026-0007' },
  });
  beforeEach(() => {
    localStorage.clear();
    fakeSupabase.respond((q) => {
      if (q.table === 'project_tasks') return { data: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(task) };
      if (q.table === 'project_milestones')
        return {
          data: [
            {
              id: 'm1',
              title: 'Report sent',
              due_on: '2026-11-18',
              done_on: null,
              project_id: 'p1',
              project: { number: 'PRJ-2026-0007' },
            },
          ],
        };
      return answer(q);
    });
  });
  const renderMonth = () =>
    renderWithKernel(<CalendarPage />, {
      path: '/dashboard/calendar?view=month&date=2026-11-16',
      route: '/dashboard/calendar',
      profile: fakeProfile('me', 'staff'),
    });

  it('sees one "7 tasks due" for the day instead of seven chips, beside the milestone', async () => {
    renderMonth();
    expect(await screen.findByText('7 tasks due')).toBeInTheDocument();
    expect(screen.queryByText(/^Task due:/)).toBeNull();
    expect(screen.getByText('Milestone: Report sent (PRJ-2026-0007)')).toBeInTheDocument();
  });

  it('hides task due dates for themselves, and the choice is remembered for them', async () => {
    const user = userEvent.setup();
    const first = renderMonth();
    await screen.findByText('7 tasks due');
    await user.click(screen.getByRole('checkbox', { name: 'Tasks due' }));
    expect(screen.queryByText('7 tasks due')).toBeNull();
    expect(screen.getByText('Milestone: Report sent (PRJ-2026-0007)')).toBeInTheDocument();
    first.unmount();
    renderMonth();
    await screen.findByText('Milestone: Report sent (PRJ-2026-0007)');
    expect(screen.getByRole('checkbox', { name: 'Tasks due' })).not.toBeChecked();
    expect(screen.queryByText('7 tasks due')).toBeNull();
  });
});
