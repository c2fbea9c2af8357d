// A project's task board, presentational: the kit's BoardView (ADR 045) with
// one column per status (to do, in progress, blocked, done), its count, the
// tasks as cards in their order. A card moves by drag and drop (onto a column:
// to its end; onto a card: just before it), by its "Move to…" menu, or from the
// keyboard on its focused title: Shift + ← / → to the neighbouring column,
// Shift + ↑ / ↓ within its column. The screen that owns the board announces
// every move. Read-only (no moves) for staff who cannot edit the project.
import { BoardView } from '@kit/board/board-view.tsx';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { cn } from '@kit/ui/cn.ts';
import { ListChecks } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  column,
  isTaskLate,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TASK_STATUSES,
  type Task,
  type TaskStatus,
} from '../tasks-data.ts';

export interface TaskBoardProps {
  tasks: readonly Task[];
  today: string;
  canEdit: boolean;
  assigneeName: (id: string | null) => string | null;
  /** Put `task` into `status` at index `position` of that column (without the task itself). */
  onMove: (task: Task, status: TaskStatus, position: number) => void;
  onOpen: (task: Task) => void;
}

export function TaskBoardView(props: TaskBoardProps) {
  // The board's order within a column is the tasks' position.
  const ordered = TASK_STATUSES.flatMap((status) => column(props.tasks, status));
  return (
    <BoardView
      label="Task board"
      ordered
      columns={TASK_STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] }))}
      items={ordered}
      keyOf={(t) => t.id}
      columnOf={(t) => t.status}
      onMove={props.canEdit ? props.onMove : undefined}
      focusIdOf={(t) => `task-title-${t.id}`}
      columnAttribute="status"
      columnClassName="w-64"
      listLabel={(c) => `${c.label} tasks`}
      emptyText="No tasks"
      renderHeader={(c, tasks, headingId) => (
        <h3 id={headingId} className="flex items-center justify-between px-1 pt-1 text-sm font-semibold">
          {c.label}
          <Badge variant="secondary" aria-label={`${tasks.length} tasks`}>
            {tasks.length}
          </Badge>
        </h3>
      )}
      renderCard={(task, tools) => (
        <TaskCard
          {...props}
          task={task}
          index={tools.index}
          columnSize={tools.count}
          onKeyDown={tools.onKeyDown}
          moveMenu={tools.moveMenu(task.title)}
        />
      )}
    />
  );
}

function TaskCard(
  props: Omit<TaskBoardProps, 'tasks' | 'onMove'> & {
    task: Task;
    index: number;
    columnSize: number;
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
    moveMenu: ReactNode;
  },
) {
  const { date } = useFormatters();
  const { task } = props;
  const late = isTaskLate(task, props.today);
  const hintId = `task-hint-${task.id}`;
  const items = task.project_task_items ?? [];
  const assignee = props.assigneeName(task.assignee_id);
  return (
    <article
      aria-labelledby={`task-title-${task.id}`}
      className={cn(
        'grid gap-1.5 rounded-md border bg-card p-3 text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring',
        late && 'border-destructive/60',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          id={`task-title-${task.id}`}
          aria-describedby={hintId}
          onKeyDown={props.onKeyDown}
          onClick={() => props.onOpen(task)}
          className={cn(
            'text-left font-medium leading-snug hover:underline focus-visible:outline-none',
            task.status === 'done' && 'text-muted-foreground line-through',
          )}
        >
          {task.title}
        </button>
        {props.moveMenu}
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        {task.priority !== 'normal' && (
          <Badge variant={task.priority === 'urgent' ? 'destructive' : 'outline'}>
            {PRIORITY_LABELS[task.priority]}
          </Badge>
        )}
        {task.due_on && (
          <Badge variant={late ? 'destructive' : 'secondary'}>
            {late ? `Late · due ${date(task.due_on)}` : `Due ${date(task.due_on)}`}
          </Badge>
        )}
        {items.length > 0 && (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <ListChecks className="size-3" aria-hidden="true" />
            {items.filter((i) => i.done).length}/{items.length}
          </span>
        )}
        <span className="text-muted-foreground">{assignee ?? 'Unassigned'}</span>
      </div>
      <span id={hintId} className="sr-only">
        {STATUS_LABELS[task.status]}, {props.index + 1} of {props.columnSize}.
        {props.canEdit
          ? ' Shift and arrow keys move it: left and right between columns, up and down within one.'
          : ''}
      </span>
    </article>
  );
}
