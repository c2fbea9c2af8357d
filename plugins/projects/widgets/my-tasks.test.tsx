import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import MyTasksWidget from './my-tasks.tsx';

beforeEach(() => fakeSupabase.reset());

describe('the My tasks widget on Home', () => {
  it('shows my first open tasks, overdue ones marked, each linking to its project, and the whole list', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'my_project_tasks'
        ? {
            data: [
              {
                id: 't1',
                project_id: 'p1',
                title: 'Check extinguishers',
                due_on: '2026-11-01',
                priority: 'urgent',
                status: 'todo',
                project_number: 'PRJ-2026-0003',
                project_title: 'Fire safety audit — Nyali Hotel',
                overdue: true,
              },
              {
                id: 't2',
                project_id: 'p2',
                title: 'Book the training room',
                due_on: null,
                priority: 'normal',
                status: 'todo',
                project_number: 'PRJ-2026-0004',
                project_title: 'Fire marshal training',
                overdue: false,
              },
            ],
          }
        : { data: [] },
    );
    renderWithKernel(<MyTasksWidget />, { path: '/dashboard', profile: fakeProfile('me') });
    expect(await screen.findByRole('link', { name: 'Check extinguishers' })).toHaveAttribute(
      'href',
      '/dashboard/projects/p1?tab=tasks',
    );
    expect(screen.getByRole('link', { name: 'Book the training room' })).toHaveAttribute(
      'href',
      '/dashboard/projects/p2?tab=tasks',
    );
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my tasks' })).toHaveAttribute(
      'href',
      '/dashboard/projects/my-tasks',
    );
  });

  it('says so when nothing is assigned, and shows a failure with a retry', async () => {
    fakeSupabase.respond(() => ({ data: [] }));
    const first = renderWithKernel(<MyTasksWidget />, { path: '/dashboard', profile: fakeProfile('me') });
    expect(await screen.findByText('No open tasks assigned to you.')).toBeInTheDocument();
    first.unmount();
    fakeSupabase.respond(() => ({ error: { message: 'The server is not answering', code: '08006' } }));
    renderWithKernel(<MyTasksWidget />, { path: '/dashboard', profile: fakeProfile('me') });
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
