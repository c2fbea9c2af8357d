// A project's page on the kernel's test harness: header, facts, the Overview
// (progress, late milestones, health updates), status changes for those who
// may edit it, and no editing controls for the others.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { PROJECT } from './fixtures.ts';
import ProjectPage from './project-page.tsx';

let editable = true;
function answer(q: RecordedQuery) {
  if (q.table === 'projects_list') return { data: PROJECT };
  if (q.table === 'rpc/can_edit_project') return { data: editable };
  if (q.table === 'project_milestones')
    return {
      data: [
        { id: 'm1', title: 'Measurements done', due_on: '2020-01-05', done_on: null },
        { id: 'm2', title: 'Kick-off', due_on: '2020-01-01', done_on: '2020-01-01' },
      ],
    };
  if (q.table === 'project_status_updates')
    return {
      data: [
        {
          id: 'u1',
          project_id: 'p1',
          health: 'at_risk',
          comment: 'Laboratory results are late.',
          created_at: '2026-11-20T08:00:00Z',
          created_by: 'me',
        },
      ],
    };
  if (q.table === 'projects') return { data: [{ id: 'p1' }] };
  return { data: [] };
}

beforeEach(() => {
  editable = true;
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const renderProject = (path = '/dashboard/projects/p1', route = '/dashboard/projects/:id') =>
  renderWithKernel(<ProjectPage />, {
    path,
    route,
    profile: fakeProfile('me', 'staff'),
  });

describe('a staff member opening a project', () => {
  it('sees its number, health, overdue due date, progress, late milestones and health updates', async () => {
    renderProject();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Annual noise survey — rolling mill' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('PRJ-2026-0007').length).toBeGreaterThan(0);
    expect(screen.getAllByText('At risk').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: '4 of 7 tasks done' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
    const milestones = await screen.findByRole('list', { name: '2 milestones' });
    expect(milestones).toHaveTextContent('Measurements done');
    expect(milestones).toHaveTextContent('(late)');
    expect(await screen.findByText('Laboratory results are late.')).toBeInTheDocument();
  });

  it('sees the progress follow a task ticked done, without a reload', async () => {
    renderProject();
    expect(await screen.findByRole('progressbar', { name: '4 of 7 tasks done' })).toBeInTheDocument();
    fakeSupabase.respond((q) =>
      q.table === 'projects_list' ? { data: { ...PROJECT, tasks_done: 5, progress: 71 } } : answer(q),
    );
    act(() => fakeSupabase.change({ table: 'project_tasks', eventType: 'UPDATE' }));
    expect(await screen.findByRole('progressbar', { name: '5 of 7 tasks done' })).toHaveAttribute(
      'aria-valuenow',
      '71',
    );
  });

  it('as its manager, moves it on hold from Change status', async () => {
    const user = userEvent.setup();
    renderProject();
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'On hold' }));
    await waitFor(() => {
      const update = fakeSupabase.queries.find(
        (q) => q.table === 'projects' && q.calls.some(([m]) => m === 'update'),
      );
      expect(update?.calls).toContainEqual(['update', { status: 'on_hold' }]);
      expect(update?.calls).toContainEqual(['eq', 'id', 'p1']);
    });
  });

  it('who is not on its team sees no Edit, status or health controls', async () => {
    editable = false;
    renderProject('/dashboard/project/p1', '/dashboard/project/:id');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Annual noise survey');
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls().some(([name]) => name === 'can_edit_project')).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Health update' })).not.toBeInTheDocument();
  });
});
