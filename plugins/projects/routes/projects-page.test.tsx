// The projects screen: the list over projects_list with its filters reaching
// the query, and the board by status switched in the URL.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { BOARD } from './fixtures.ts';
import ProjectsPage from './projects-page.tsx';

function answer(q: RecordedQuery) {
  if (q.table === 'projects_list') return { data: BOARD, count: BOARD.length };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const listQueries = () => fakeSupabase.queries.filter((q) => q.table === 'projects_list');

describe('the projects screen', () => {
  it('lists projects soonest due first, overdue marked, and filters overdue ones from the URL', async () => {
    renderWithKernel(<ProjectsPage />, {
      path: '/dashboard/projects?f.overdue=yes&f.status=in_progress',
      profile: fakeProfile('me', 'staff'),
    });
    expect(await screen.findByText('Annual noise survey — rolling mill')).toBeInTheDocument();
    expect(screen.getAllByText('(overdue)').length).toBeGreaterThan(0);
    const calls = listQueries()[0]?.calls ?? [];
    expect(calls).toContainEqual(['eq', 'overdue', true]);
    expect(calls).toContainEqual(['in', 'status', ['in_progress']]);
    expect(calls).toContainEqual(['order', 'due_on', expect.objectContaining({ ascending: true })]);
  });

  it('switches to the board by status, kept in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderWithKernel(<ProjectsPage />, {
      path: '/dashboard/projects',
      profile: fakeProfile('me', 'staff'),
    });
    await user.click(await screen.findByRole('button', { name: 'Board' }));
    expect(location().search).toBe('?view=board');
    const done = await screen.findByRole('region', { name: /^Done/ });
    expect(within(done).getByText('Fire safety audit 2026')).toBeInTheDocument();
    const planned = screen.getByRole('region', { name: /^Planned/ });
    expect(within(planned).getByText('Food safety audit — Ruiru creamery')).toBeInTheDocument();
  });

  it('offers admins the service templates, and staff not', async () => {
    const admin = renderWithKernel(<ProjectsPage />, {
      path: '/dashboard/projects',
      profile: fakeProfile('boss', 'admin'),
    });
    expect(await screen.findByRole('link', { name: 'Service templates' })).toHaveAttribute(
      'href',
      '/dashboard/projects/templates',
    );
    admin.unmount();
    renderWithKernel(<ProjectsPage />, { path: '/dashboard/projects', profile: fakeProfile('me', 'staff') });
    expect(await screen.findByRole('link', { name: 'New project' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service templates' })).not.toBeInTheDocument();
  });
});
