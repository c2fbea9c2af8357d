// A project's task board, presentational: one column per status (to do, in
// progress, blocked, done) with its count, the tasks as cards in their order.
// A card moves by drag and drop (onto a column: to its end; onto a card: just
// before it), by its "Move to…" menu, or from the keyboard on its focused
// title: Shift + ← / → to the neighbouring column, Shift + ↑ / ↓ within its
// column. The screen that owns the board announces every move. Read-only
// (no moves) for staff who cannot edit the project.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { ArrowRightLeft, ListChecks } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
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

const DRAG_TYPE = 'application/x-safeworks-task';

export function TaskBoardView(props: TaskBoardProps) {
  const [over, setOver] = useState<TaskStatus | null>(null);
  const move = (id: string, status: TaskStatus, beforeId?: string) => {
    const task = props.tasks.find((t) => t.id === id);
    if (!task || id === beforeId) return;
    const others = column(props.tasks, status).filter((t) => t.id !== id);
    const at = beforeId ? others.findIndex((t) => t.id === beforeId) : -1;
    const position = at === -1 ? others.length : at;
    const current = column(props.tasks, task.status).findIndex((t) => t.id === id);
    if (task.status === status && current === position) return;
    props.onMove(task, status, position);
  };
  return (
    <section
      className="relative flex min-w-0 max-w-full snap-x gap-3 overflow-x-auto pb-3"
      aria-label="Task board"
    >
      {TASK_STATUSES.map((status) => {
        const tasks = column(props.tasks, status);
        const headingId = `task-board-${status}`;
        return (
          <section
            key={status}
            aria-labelledby={headingId}
            data-status={status}
            className={cn(
              'flex w-64 shrink-0 snap-start flex-col gap-2 rounded-lg border bg-muted/40 p-2',
              over === status && 'ring-2 ring-primary',
            )}
            onDragOver={(e: DragEvent) => {
              if (!props.canEdit || !e.dataTransfer.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(status);
            }}
            onDragLeave={() => setOver((s) => (s === status ? null : s))}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              setOver(null);
              const id = e.dataTransfer.getData(DRAG_TYPE);
              const before = (e.target as HTMLElement).closest<HTMLElement>('[data-task-id]')?.dataset.taskId;
              if (id) move(id, status, before);
            }}
          >
            <h3 id={headingId} className="flex items-center justify-between px-1 pt-1 text-sm font-semibold">
              {STATUS_LABELS[status]}
              <Badge variant="secondary" aria-label={`${tasks.length} tasks`}>
                {tasks.length}
              </Badge>
            </h3>
            <ul className="flex min-h-16 flex-col gap-2" aria-label={`${STATUS_LABELS[status]} tasks`}>
              {tasks.map((task, index) => (
                <li key={task.id} data-task-id={task.id}>
                  <TaskCard
                    {...props}
                    task={task}
                    index={index}
                    columnSize={tasks.length}
                    onMoveTo={(s, position) => props.onMove(task, s, position)}
                  />
                </li>
              ))}
            </ul>
            {tasks.length === 0 && <p className="px-1 pb-2 text-xs text-muted-foreground">No tasks</p>}
          </section>
        );
      })}
    </section>
  );
}

function TaskCard(
  props: Omit<TaskBoardProps, 'tasks' | 'onMove'> & {
    task: Task;
    index: number;
    columnSize: number;
    onMoveTo: (status: TaskStatus, position: number) => void;
  },
) {
  const { date } = useFormatters();
  const { task } = props;
  const late = isTaskLate(task, props.today);
  const statusIndex = TASK_STATUSES.indexOf(task.status);
  const hintId = `task-hint-${task.id}`;
  const items = task.project_task_items ?? [];
  const onKeyDown = (e: KeyboardEvent) => {
    if (!props.canEdit || !e.shiftKey) return;
    let target: [TaskStatus, number] | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = TASK_STATUSES[statusIndex + (e.key === 'ArrowRight' ? 1 : -1)];
      if (next) target = [next, Number.MAX_SAFE_INTEGER];
    } else if (e.key === 'ArrowUp' && props.index > 0) target = [task.status, props.index - 1];
    else if (e.key === 'ArrowDown' && props.index < props.columnSize - 1)
      target = [task.status, props.index + 1];
    if (!target) return;
    e.preventDefault();
    props.onMoveTo(target[0], target[1]);
    // The card is re-rendered elsewhere (a new element): keep the keyboard on it. The document is taken
    // from the event: the timer may fire after the page (or a test's DOM) is gone.
    const doc = e.currentTarget.ownerDocument;
    setTimeout(() => doc.getElementById(`task-title-${task.id}`)?.focus(), 50);
  };
  const assignee = props.assigneeName(task.assignee_id);
  return (
    <article
      draggable={props.canEdit}
      aria-labelledby={`task-title-${task.id}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, task.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        'grid gap-1.5 rounded-md border bg-card p-3 text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring',
        props.canEdit && 'cursor-grab',
        late && 'border-destructive/60',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          id={`task-title-${task.id}`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onClick={() => props.onOpen(task)}
          className={cn(
            'text-left font-medium leading-snug hover:underline focus-visible:outline-none',
            task.status === 'done' && 'text-muted-foreground line-through',
          )}
        >
          {task.title}
        </button>
        {props.canEdit && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                aria-label={`Move ${task.title} to…`}
              >
                <ArrowRightLeft className="size-4" aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>Move to…</DropdownMenuLabel>
              {TASK_STATUSES.filter((s) => s !== task.status).map((s) => (
                <DropdownMenuItem key={s} onSelect={() => props.onMoveTo(s, Number.MAX_SAFE_INTEGER)}>
                  {STATUS_LABELS[s]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
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
