// "Today's schedule" on Home: the signed-in member's occurrences of today in one
// call (my_schedule), each linking to its dialog on the calendar; loading and empty.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import TodayScheduleWidget, { TodayScheduleView, todayIn } from './today-schedule.tsx';

beforeEach(() => fakeSupabase.reset());

describe('Today’s schedule on Home', () => {
  it('lists my occurrences of today as the database orders them, each linking to its dialog', async () => {
    // Which events are mine, moved titles and the order are the database's (my_schedule, tested in
    // plugins/calendar/tests/my-schedule.test.ts); the widget asks for today in the company zone and shows them.
    const { day, from, to } = todayIn('Africa/Nairobi');
    const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+03:00`).toISOString();
    const row = (fields: Record<string, unknown>) => ({
      type: 'site_visit',
      all_day: false,
      location: null,
      ...fields,
    });
    fakeSupabase.respond((q) =>
      q.table === 'rpc/my_schedule'
        ? {
            data: [
              row({
                event_id: 'training',
                occurrence_start: at('00:00'),
                starts_at: at('00:00'),
                ends_at: at('23:59'),
                title: 'First aid training',
                type: 'training',
                all_day: true,
              }),
              row({
                event_id: 'visit',
                // PostgREST writes instants with an offset: the link carries them as ISO.
                occurrence_start: `${day}T06:00:00+00:00`,
                starts_at: at('10:00'),
                ends_at: at('11:00'),
                title: 'Weekly visit (late start)',
                location: 'Kakuzi, Thika',
              }),
              row({
                event_id: 'call',
                occurrence_start: at('14:00'),
                starts_at: at('14:00'),
                ends_at: at('14:30'),
                title: 'Call with Bidco',
                type: 'call',
              }),
            ],
          }
        : { data: [] },
    );
    renderWithKernel(<TodayScheduleWidget />, { path: '/dashboard', profile: fakeProfile('me') });

    await screen.findByRole('link', { name: 'First aid training' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'First aid training',
      'Weekly visit (late start)',
      'Call with Bidco',
      'My calendar',
    ]);
    const href = new URL(links[1].getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/dashboard/calendar');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      view: 'day',
      date: day,
      event: 'visit',
      occurrence: at('09:00'),
    });
    expect(screen.getByText('All day')).toBeInTheDocument();
    expect(screen.getByText(/Kakuzi, Thika/)).toBeInTheDocument();

    const calls = fakeSupabase.queries.filter(
      (q) =>
        q.table === 'rpc/my_schedule' ||
        q.table === 'rpc/calendar_occurrences' ||
        q.table === 'calendar_events',
    );
    // One RPC, never the two reads in series; it may be read again when the live channel joins while the
    // first read is still on its way (use-live-invalidation.ts).
    expect(new Set(calls.map((q) => q.table))).toEqual(new Set(['rpc/my_schedule']));
    expect(calls[0]?.args).toEqual({ from_at: from.toISOString(), to_at: to.toISOString() });
    expect(to.getTime() - from.getTime()).toBe(86_400_000);
  });

  it('says so when there is nothing today, and shows loading while it reads', async () => {
    fakeSupabase.respond(() => ({ data: [] }));
    renderWithKernel(<TodayScheduleWidget />, { path: '/dashboard', profile: fakeProfile('me') });
    expect(await screen.findByText('Nothing on your calendar today.')).toBeInTheDocument();

    renderWithKernel(<TodayScheduleView items={undefined} day="2026-11-26" />, { path: '/dashboard' });
    expect(screen.getByRole('status', { name: 'Loading your schedule' })).toBeInTheDocument();
  });

  it('counts a DST day in a zone that has one as 23 or 25 hours', () => {
    const spring = todayIn('Europe/London', new Date('2026-03-29T12:00:00Z'));
    expect(spring.day).toBe('2026-03-29');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = todayIn('Europe/London', new Date('2026-10-25T12:00:00Z'));
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });
});
