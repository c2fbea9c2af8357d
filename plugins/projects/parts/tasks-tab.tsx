// The Tasks tab of a project: progress (done of all, a bar), the tasks as a
// list (tick one done) or a board (drag and drop or Shift + arrows; the view
// is kept in the URL as ?tasks=board), add / edit / remove a task (with Undo)
// and its checklist, and the project's milestones below. Staff off the team
// see everything read-only. Live: another person's change shows at once.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat } from '@kit/format/use-company-format.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Columns3, List, ListTodo, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { projectKeys } from '../data.ts';
import {
  canEditKey,
  canEditProject,
  column,
  deleteTask,
  listTasks,
  moveTask,
  progressOf,
  restoreTask,
  STATUS_LABELS,
  type Task,
  type TaskStatus,
  tasksOf,
} from '../tasks-data.ts';
import { MilestonesSection } from './milestones-section.tsx';
import { TaskBoardView } from './tasks-board.tsx';
import { TaskDialog } from './tasks-dialog.tsx';
import { TaskListView, TaskProgress } from './tasks-list.tsx';

/** The tasks after moving `task` to `status` at `position` (pure: what the board shows before the server answers). */
export function applyMove(tasks: readonly Task[], task: Task, status: TaskStatus, position: number): Task[] {
  const target = column(tasks, status).filter((t) => t.id !== task.id);
  const at = Math.min(Math.max(position, 0), target.length);
  target.splice(at, 0, { ...task, status });
  const source = task.status === status ? [] : column(tasks, task.status).filter((t) => t.id !== task.id);
  const placed = new Map<string, Task>();
  for (const list of [target, source])
    for (const [i, t] of list.entries()) placed.set(t.id, { ...t, position: i });
  return tasks.map((t) => placed.get(t.id) ?? t);
}

export function TasksTab({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const [params, setParams] = useSearchParams();
  const view = params.get('tasks') === 'board' ? 'board' : 'list';
  const key = tasksOf(projectId);
  const tasks = useQuery({ queryKey: key, queryFn: () => listTasks(projectId) });
  const canEdit =
    useQuery({ queryKey: canEditKey(projectId), queryFn: () => canEditProject(projectId) }).data ?? false;
  const staff = useStaffMembers();
  useLiveInvalidation({ table: 'project_tasks', filter: `project_id=eq.${projectId}`, queryKey: key });
  useLiveInvalidation({ table: 'project_task_items', queryKey: key });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The Overview's progress ("40 % · 2 of 5") is the project row's: it follows every saved change.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
    ]);
  const nameOf = (id: string | null) =>
    id ? (staff.data?.find((s) => s.auth_id === id)?.name ?? null) : null;

  // A move is a mutation under the list's key, so live changes do not re-read the list while one is being
  // saved (useLiveInvalidation); a read already under way is cancelled and the list is read again when the
  // last move is saved: an answer from before a quick second tick never undoes it on screen.
  const saveMove = useMutation({
    mutationKey: [...key, 'move'],
    mutationFn: (m: { id: string; status: TaskStatus; position: number }) =>
      moveTask(m.id, m.status, m.position),
  });
  const pendingMoves = useRef(0);
  const move = async (task: Task, status: TaskStatus, position: number) => {
    pendingMoves.current += 1;
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<Task[]>(key) ?? [];
    const after = applyMove(before, task, status, position);
    queryClient.setQueryData(key, after);
    const moved = after.find((t) => t.id === task.id);
    const index = column(after, status).findIndex((t) => t.id === task.id);
    setAnnouncement(
      `${task.title} moved to ${STATUS_LABELS[status]}, ${index + 1} of ${column(after, status).length}.`,
    );
    try {
      await saveMove.mutateAsync({ id: task.id, status, position: moved?.position ?? position });
      if (status === 'done' && task.status !== 'done') toast.success(`${task.title} done`);
    } catch (e) {
      queryClient.setQueryData(key, before);
      toast.error(e instanceof Error && e.message ? e.message : 'The task could not be moved. Try again.');
    }
    pendingMoves.current -= 1;
    if (pendingMoves.current === 0) await refresh();
  };
  const toggleDone = (task: Task, done: boolean) =>
    void move(task, done ? 'done' : 'todo', Number.MAX_SAFE_INTEGER);

  const remove = useConfirmedAction<Task>({
    title: (t) => `Remove ${t.title}?`,
    description: () =>
      'The task and its checklist are taken off this project. The timeline keeps that it was here.',
    confirmLabel: 'Remove',
    run: (t) => deleteTask(t.id),
    undo: (t) => restoreTask(t),
    done: (t) => `${t.title} removed`,
    undone: (t) => `${t.title} is back`,
    onSettled: () => void refresh(),
  });

  const setView = (next: 'list' | 'board') =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'board') copy.set('tasks', 'board');
        else copy.delete('tasks');
        return copy;
      },
      { replace: true },
    );

  const data = tasks.data ?? [];
  const progress = progressOf(data);
  const current = editing && editing !== 'new' ? data.find((t) => t.id === editing) : undefined;

  let body: React.ReactNode;
  if (tasks.error)
    body = <LoadError what="The tasks" error={tasks.error} onRetry={() => void tasks.refetch()} />;
  else if (!tasks.data)
    body = (
      <div role="status" aria-label="Loading tasks" className="grid gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  else if (data.length === 0)
    body = (
      <EmptyState
        icon={ListTodo}
        title="No tasks yet"
        description="Break the work into tasks: who does what, by when."
        action={canEdit ? <AddButton onClick={() => setEditing('new')} /> : undefined}
      />
    );
  else if (view === 'board')
    body = (
      <TaskBoardView
        tasks={data}
        today={today}
        canEdit={canEdit}
        assigneeName={nameOf}
        onMove={(t, s, p) => void move(t, s, p)}
        onOpen={(t) => setEditing(t.id)}
      />
    );
  else
    body = (
      <TaskListView
        tasks={data}
        today={today}
        canEdit={canEdit}
        assigneeName={nameOf}
        onToggleDone={toggleDone}
        onOpen={(t) => setEditing(t.id)}
      />
    );

  return (
    <div className="grid gap-8">
      <section className="grid gap-4" aria-labelledby="tasks-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="tasks-heading" className="text-lg font-semibold">
            Tasks
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="flex rounded-md border p-0.5" aria-label="Show tasks as">
              <Button
                size="sm"
                variant={view === 'list' ? 'secondary' : 'ghost'}
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                <List aria-hidden="true" />
                List
              </Button>
              <Button
                size="sm"
                variant={view === 'board' ? 'secondary' : 'ghost'}
                aria-pressed={view === 'board'}
                onClick={() => setView('board')}
              >
                <Columns3 aria-hidden="true" />
                Board
              </Button>
            </fieldset>
            {canEdit && data.length > 0 && <AddButton onClick={() => setEditing('new')} />}
          </div>
        </div>
        {tasks.data && <TaskProgress {...progress} />}
        {body}
        <p className="sr-only" aria-live="polite" role="status">
          {announcement}
        </p>
      </section>
      <MilestonesSection projectId={projectId} canEdit={canEdit} />
      {(editing === 'new' || current) && (
        <TaskDialog
          key={editing ?? 'none'}
          projectId={projectId}
          task={current}
          canEdit={editing === 'new' || canEdit}
          staff={staff.data ?? []}
          nextPosition={column(data, 'todo').length}
          onClose={() => setEditing(null)}
          onSaved={refresh}
          onRemove={(t) => remove.ask(t)}
        />
      )}
      {remove.dialog}
    </div>
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="sm" onClick={onClick}>
      <Plus aria-hidden="true" />
      Add task
    </Button>
  );
}
