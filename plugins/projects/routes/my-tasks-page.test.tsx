// "My tasks" as a staff member uses it: my open tasks, overdue first, each
// leading to its project's Tasks tab; filters by status and priority reach the
// database as the view's columns.
import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTask } from '../tasks-data.ts';
import MyTasksPage from './my-tasks-page.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

const row = (over: Partial<MyTask>): MyTask => ({
  id: 't1',
  project_id: 'p1',
  title: 'Measure noise at the boiler house',
  description: null,
  assignee_id: 'me',
  due_on: '2026-11-01',
  priority: 'high',
  status: 'in_progress',
  position: 0,
  created_at: null,
  updated_at: null,
  project_number: 'PRJ-2026-0007',
  project_title: 'Noise survey — Bidco',
  customer_id: 'c1',
  customer_name: 'Bidco Africa',
  overdue: true,
  priority_rank: 2,
  items_total: 3,
  items_done: 1,
  search_text: null,
  ...over,
});

beforeEach(() => fakeSupabase.reset());

describe('My tasks', () => {
  it('lists my open tasks overdue first, each linking to its project', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'my_project_tasks'
        ? {
            data: [
              row({}),
              row({
                id: 't2',
                title: 'Write the report',
                overdue: false,
                due_on: '2099-01-05',
                priority: 'normal',
              }),
            ],
            count: 2,
          }
        : { data: [] },
    );
    renderWithKernel(<MyTasksPage />, { path: '/dashboard/projects/my-tasks', profile: fakeProfile('me') });
    const link = await screen.findByRole('link', { name: 'Measure noise at the boiler house' });
    expect(link).toHaveAttribute('href', '/dashboard/projects/p1?tab=tasks');
    expect(screen.getAllByText(/Overdue ·/)).toHaveLength(1);
    expect(screen.getAllByText('1/3').length).toBeGreaterThan(0);
    const query = fakeSupabase.queries.find((q) => q.table === 'my_project_tasks');
    const orders = query?.calls
      .filter(([m]) => m === 'order')
      .map(([, column, o]) => [column, (o as { ascending: boolean }).ascending]);
    expect(orders?.slice(0, 2)).toEqual([
      ['overdue', false],
      ['due_on', true],
    ]);
  });

  it('filters by status and priority through the URL', async () => {
    fakeSupabase.respond(() => ({ data: [], count: 0 }));
    renderWithKernel(<MyTasksPage />, {
      path: '/dashboard/projects/my-tasks?f.status=blocked&f.priority=urgent',
      profile: fakeProfile('me'),
    });
    await waitFor(() => {
      const query = fakeSupabase.queries.find((q) => q.table === 'my_project_tasks');
      expect(query?.calls).toContainEqual(['in', 'status', ['blocked']]);
      expect(query?.calls).toContainEqual(['in', 'priority', ['urgent']]);
    });
  });
});
