// The projects timeline as a manager reads it: bars from start to due date
// coloured by health, each a link to its project with a spoken summary,
// milestone diamonds (late ones marked), a today line, and zoom kept in the URL.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, columnsOf, daysBetween, mondayOf, windowOf } from '../parts/timeline-chart.tsx';
import ProjectsTimelinePage from './projects-timeline-page.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

const today = new Date().toISOString().slice(0, 10);

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond((q) => {
    if (q.table === 'projects_list')
      return {
        data: [
          {
            id: 'p1',
            number: 'PRJ-2026-0001',
            title: 'Fire safety audit — Nyali Hotel',
            customer_name: 'Nyali Hotel',
            start_on: addDays(today, -10),
            due_on: addDays(today, 20),
            status: 'in_progress',
            health: 'at_risk',
            progress: 40,
          },
          {
            id: 'p2',
            number: 'PRJ-2026-0002',
            title: 'Noise survey — Bidco',
            customer_name: 'Bidco Africa',
            start_on: addDays(today, 5),
            due_on: null,
            status: 'planned',
            health: 'on_track',
            progress: 0,
          },
        ],
      };
    if (q.table === 'project_milestones')
      return {
        data: [
          { id: 'm1', project_id: 'p1', title: 'Site visit done', due_on: addDays(today, -3), done_on: null },
          {
            id: 'm2',
            project_id: 'p1',
            title: 'Report delivered',
            due_on: addDays(today, 18),
            done_on: null,
          },
        ],
      };
    return { data: [] };
  });
});

describe('the projects timeline', () => {
  it('draws each project as a bar coloured by health that links to it, with milestones and today', async () => {
    renderWithKernel(<ProjectsTimelinePage />, {
      path: '/dashboard/projects/timeline',
      profile: fakeProfile('me'),
    });
    const bar = await screen.findByRole('link', {
      name: /^PRJ-2026-0001 Fire safety audit — Nyali Hotel: .* At risk, 40% done$/,
    });
    expect(bar).toHaveAttribute('href', '/dashboard/projects/p1');
    expect(bar).toHaveAttribute('data-health', 'at_risk');
    expect(screen.getByRole('link', { name: /^PRJ-2026-0002 .*no due date, On track/ })).toHaveAttribute(
      'href',
      '/dashboard/projects/p2',
    );
    expect(
      screen.getByRole('link', { name: /Milestone Site visit done of PRJ-2026-0001, due .*, late$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Milestone Report delivered .*, open$/ })).toBeInTheDocument();
    expect(screen.getByTestId('today-line')).toBeInTheDocument();
    // Cancelled and archived projects are left out in the query itself.
    const query = fakeSupabase.queries.find((q) => q.table === 'projects_list');
    expect(query?.calls).toContainEqual(['is', 'archived_at', null]);
    expect(query?.calls).toContainEqual(['neq', 'status', 'cancelled']);
  });

  it('zooms between week, month and quarter, kept in the URL; Tab reaches the bars in order', async () => {
    const user = userEvent.setup();
    const view = renderWithKernel(<ProjectsTimelinePage />, {
      path: '/dashboard/projects/timeline',
      profile: fakeProfile('me'),
    });
    await screen.findByRole('link', { name: /^PRJ-2026-0001/ });
    const zoom = screen.getByRole('group', { name: 'Zoom' });
    expect(within(zoom).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('link', { name: /^PRJ-2026-0001/ });
    const monthWidth = Number.parseFloat(bar.style.width);
    await user.click(within(zoom).getByRole('button', { name: 'Week' }));
    expect(view.location().search).toBe('?zoom=week');
    expect(
      Number.parseFloat(screen.getByRole('link', { name: /^PRJ-2026-0001/ }).style.width),
    ).toBeGreaterThan(monthWidth);
    await user.click(within(zoom).getByRole('button', { name: 'Quarter' }));
    expect(Number.parseFloat(screen.getByRole('link', { name: /^PRJ-2026-0001/ }).style.width)).toBeLessThan(
      monthWidth,
    );
    // Keyboard: from the zoom buttons, Tab goes on through the page's controls to the first bar.
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await user.tab();
    expect(document.activeElement).toHaveAttribute('href', '/dashboard/projects/p1');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/^Milestone Site visit done/);
  });

  it('says so when nothing is planned', async () => {
    fakeSupabase.respond(() => ({ data: [] }));
    renderWithKernel(<ProjectsTimelinePage />, {
      path: '/dashboard/projects/timeline',
      profile: fakeProfile('me'),
    });
    expect(await screen.findByText('Nothing planned')).toBeInTheDocument();
  });
});

describe('the timeline scale', () => {
  it('counts days, finds Mondays and splits a window into days, weeks or months', () => {
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(columnsOf('2026-11-23', 14, 'month')).toEqual([
      { start: '2026-11-23', days: 7 },
      { start: '2026-11-30', days: 7 },
    ]);
    expect(columnsOf('2026-11-23', 40, 'quarter')).toEqual([
      { start: '2026-11-23', days: 8 },
      { start: '2026-12-01', days: 31 },
      { start: '2027-01-01', days: 1 },
    ]);
    expect(columnsOf('2026-11-23', 3, 'week')).toHaveLength(3);
  });

  it('opens a window from before the first start to after the last due date or milestone', () => {
    const w = windowOf(
      [
        {
          id: 'p',
          number: 'PRJ-2026-0001',
          title: 'x',
          customer_name: null,
          start_on: '2026-10-01',
          due_on: '2027-03-01',
          status: 'planned',
          health: 'on_track',
          progress: 0,
          milestones: [{ id: 'm', title: 'm', due_on: '2027-04-01', done_on: null }],
        },
      ],
      '2026-11-25',
      'month',
    );
    expect(w.from <= '2026-09-17').toBe(true);
    expect(addDays(w.from, w.days) >= '2027-04-01').toBe(true);
  });
});
