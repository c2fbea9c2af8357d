// The Tasks tab as a project's team uses it: progress, ticking tasks done from
// the list, moving cards on the board with the keyboard, adding a task, a
// task's checklist, milestones with late ones marked, and read-only for staff
// off the team.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Milestone, Task, TaskItem } from '../tasks-data.ts';
import { applyMove, TasksTab } from './tasks-tab.tsx';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PROJECT = 'p1';

function task(over: Partial<Task>): Task {
  return {
    id: 't1',
    project_id: PROJECT,
    title: 'Walk the site',
    description: null,
    assignee_id: null,
    due_on: null,
    priority: 'normal',
    status: 'todo',
    position: 0,
    completed_at: null,
    created_at: '2026-11-20T08:00:00Z',
    created_by: null,
    updated_at: '2026-11-20T08:00:00Z',
    updated_by: null,
    project_task_items: [],
    ...over,
  };
}

function item(over: Partial<TaskItem>): TaskItem {
  return {
    id: 'i1',
    task_id: 't2',
    label: 'Book the room',
    done: false,
    position: 0,
    created_at: '2026-11-20T08:00:00Z',
    created_by: null,
    updated_at: '2026-11-20T08:00:00Z',
    updated_by: null,
    ...over,
  };
}

const TASKS: Task[] = [
  task({ id: 't1', title: 'Walk the site', position: 0, assignee_id: 'me', due_on: '2020-01-10' }),
  task({
    id: 't2',
    title: 'Check extinguishers',
    position: 1,
    priority: 'urgent',
    project_task_items: [
      item({ id: 'i1', label: 'Ground floor', position: 0, done: true }),
      item({ id: 'i2', label: 'First floor', position: 1 }),
      item({ id: 'i3', label: 'Kitchen', position: 2 }),
    ],
  }),
  task({ id: 't3', title: 'Write report', status: 'done', position: 0 }),
];

const MILESTONES: Milestone[] = [
  {
    id: 'm1',
    project_id: PROJECT,
    title: 'Site visit done',
    due_on: '2020-01-15',
    done_on: null,
    position: 0,
    created_at: '2026-11-20T08:00:00Z',
    created_by: null,
    updated_at: '2026-11-20T08:00:00Z',
    updated_by: null,
  },
  {
    id: 'm2',
    project_id: PROJECT,
    title: 'Report delivered',
    due_on: '2099-12-20',
    done_on: null,
    position: 1,
    created_at: '2026-11-20T08:00:00Z',
    created_by: null,
    updated_at: '2026-11-20T08:00:00Z',
    updated_by: null,
  },
];

/** A fake backend for one project: its tasks follow the moves it is asked for, as the database would. */
function serve(options: { canEdit?: boolean; onQuery?: (q: RecordedQuery) => unknown } = {}) {
  let tasks = TASKS;
  fakeSupabase.respond((q) => {
    const custom = options.onQuery?.(q);
    if (custom) return custom as { data: unknown };
    if (q.table === 'rpc/can_edit_project') return { data: options.canEdit ?? true };
    if (q.table === 'rpc/move_project_task') {
      const args = q.args as { task_id: string; status: Task['status']; position: number };
      const moving = tasks.find((t) => t.id === args.task_id);
      if (moving) tasks = applyMove(tasks, moving, args.status, args.position);
      return { data: tasks.find((t) => t.id === args.task_id) };
    }
    if (q.table === 'project_tasks' && q.calls[0]?.[0] === 'select') return { data: tasks };
    if (q.table === 'project_milestones' && q.calls[0]?.[0] === 'select') return { data: MILESTONES };
    if (q.table === 'profiles')
      return { data: [{ auth_id: 'me', full_name: 'Amina Hassan', email: 'amina@safeworks.example' }] };
    return { data: null };
  });
}

function open(path = `/dashboard/projects/${PROJECT}?tab=tasks`) {
  const view = renderWithKernel(<TasksTab projectId={PROJECT} />, {
    path,
    route: '/dashboard/projects/:id',
    profile: fakeProfile('me', 'staff'),
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  fakeSupabase.reset();
  toast.success.mockClear();
  toast.error.mockClear();
});

describe('the Tasks tab of a project', () => {
  it('a member sees progress and ticks a task done from the list; the bar moves at once', async () => {
    serve();
    const { user } = open();
    expect(await screen.findByTestId('task-progress')).toHaveTextContent('1 of 3 tasks done (33%)');
    expect(screen.getByRole('progressbar', { name: 'Task progress' })).toHaveAttribute('aria-valuenow', '33');
    // Late tasks stand out; the assignee is named.
    const list = screen.getByRole('list', { name: 'Tasks' });
    expect(within(list).getByText(/Late · due/)).toBeInTheDocument();
    expect(within(list).getByText('Amina Hassan')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mark Check extinguishers done' }));
    expect(screen.getByTestId('task-progress')).toHaveTextContent('2 of 3 tasks done (66%)');
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'move_project_task',
        { task_id: 't2', status: 'done', position: 1 },
      ]),
    );
  });

  it('a member moves a card on the board with Shift+arrow keys, and the move is announced', async () => {
    serve();
    const { user, location } = open();
    await user.click(await screen.findByRole('button', { name: 'Board' }));
    expect(location().search).toContain('tasks=board');
    const todo = screen.getByRole('region', { name: /To do/ });
    expect(within(todo).getByLabelText('2 tasks')).toBeInTheDocument();
    const title = screen.getByRole('button', { name: 'Walk the site' });
    expect(title).toHaveAccessibleDescription(/Shift and arrow keys move it/);
    title.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText('Walk the site moved to In progress, 1 of 1.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /In progress/ })).getByText('Walk the site'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'move_project_task',
        { task_id: 't1', status: 'in_progress', position: 0 },
      ]),
    );
    // Down within a column: Check extinguishers goes below… nothing (it is alone now): no call.
    const calls = fakeSupabase.rpcCalls().filter(([n]) => n === 'move_project_task').length;
    screen.getByRole('button', { name: 'Check extinguishers' }).focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(fakeSupabase.rpcCalls().filter(([n]) => n === 'move_project_task')).toHaveLength(calls);
  });

  it('a refused move puts the card back and says why', async () => {
    serve({
      onQuery: (q) =>
        q.table === 'rpc/move_project_task'
          ? {
              error: {
                code: '42501',
                message: 'Only the project’s manager, its team or an admin can move its tasks',
              },
            }
          : undefined,
    });
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Mark Walk the site done' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Only the project’s manager, its team or an admin can move its tasks',
      ),
    );
    expect(screen.getByTestId('task-progress')).toHaveTextContent('1 of 3 tasks done');
    expect(screen.getByRole('checkbox', { name: 'Mark Walk the site done' })).not.toBeChecked();
  });

  it('a member adds a task with assignee, due date and priority', async () => {
    const inserts: unknown[] = [];
    serve({
      onQuery: (q) => {
        if (q.table === 'project_tasks' && q.calls[0]?.[0] === 'insert') {
          inserts.push(q.calls[0][1]);
          return { data: task({ id: 'new' }) };
        }
        return undefined;
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Enter what needs doing')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Task'), 'Measure noise at the boiler house');
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), 'me');
    await user.type(within(dialog).getByLabelText('Due'), '2026-12-04');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(inserts).toEqual([
        {
          project_id: PROJECT,
          title: 'Measure noise at the boiler house',
          description: null,
          assignee_id: 'me',
          due_on: '2026-12-04',
          priority: 'high',
          status: 'todo',
          position: 2,
        },
      ]),
    );
  });

  it("a member ticks, reorders, adds and removes a task's checklist items", async () => {
    const writes: [string, unknown][] = [];
    serve({
      onQuery: (q) => {
        if (q.table === 'project_task_items') {
          writes.push([String(q.calls[0]?.[0]), q.calls[0]?.[1]]);
          return { data: item({ id: 'i4' }) };
        }
        if (q.table === 'rpc/reorder_task_items') return { data: [] };
        return undefined;
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Check extinguishers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Check extinguishers' });
    const checklist = within(dialog).getByRole('list', { name: 'Checklist' });
    expect(
      within(checklist)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Ground floor', 'First floor', 'Kitchen']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'First floor' }));
    await waitFor(() => expect(writes).toContainEqual(['update', { done: true }]));
    await user.click(within(dialog).getByRole('button', { name: 'Move Kitchen up' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'reorder_task_items',
        { task_id: 't2', item_ids: ['i1', 'i3', 'i2'] },
      ]),
    );
    expect(within(dialog).getByRole('button', { name: 'Move Ground floor up' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('New checklist item'), 'Generator room{Enter}');
    await waitFor(() =>
      expect(writes).toContainEqual(['insert', { task_id: 't2', label: 'Generator room', position: 3 }]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove Kitchen' }));
    await waitFor(() => expect(writes).toContainEqual(['delete', undefined]));
    // Enter in the checklist added an item; it did not submit the task form.
    expect(screen.getByRole('dialog', { name: 'Edit Check extinguishers' })).toBeInTheDocument();
  });

  it('late milestones stand out; a member marks one reached', async () => {
    const updates: unknown[] = [];
    serve({
      onQuery: (q) => {
        if (q.table === 'project_milestones' && q.calls[0]?.[0] === 'update') {
          updates.push(q.calls[0][1]);
          return { data: [{ id: 'm1' }] };
        }
        return undefined;
      },
    });
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Milestones' });
    const [late, later] = within(list).getAllByRole('listitem');
    expect(late).toHaveAttribute('data-late', 'true');
    expect(late).toHaveTextContent(/Late · due/);
    expect(later).not.toHaveAttribute('data-late');
    await user.click(within(list).getByRole('checkbox', { name: 'Mark Site visit done reached' }));
    await waitFor(() => expect(updates).toEqual([{ done_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]));
  });

  it('staff off the team see the tasks and milestones but cannot change them', async () => {
    serve({ canEdit: false });
    const { user } = open();
    expect(await screen.findByRole('checkbox', { name: 'Mark Walk the site done' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add milestone' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(screen.queryByRole('button', { name: /Move .* to…/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Walk the site' })).not.toHaveAccessibleDescription(/Shift/);
  });
});

describe('a board move before the server answers', () => {
  it('puts the task at its place and renumbers both columns from 0', () => {
    const a = task({ id: 'a', status: 'todo', position: 0 });
    const b = task({ id: 'b', status: 'todo', position: 1 });
    const c = task({ id: 'c', status: 'in_progress', position: 0 });
    const after = applyMove([a, b, c], a, 'in_progress', 0);
    expect(after.map((t) => [t.id, t.status, t.position])).toEqual([
      ['a', 'in_progress', 0],
      ['b', 'todo', 0],
      ['c', 'in_progress', 1],
    ]);
    expect(applyMove([a, b, c], a, 'todo', 99).map((t) => [t.id, t.position])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 0],
    ]);
  });
});
