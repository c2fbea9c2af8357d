// A project's tasks as a list, presentational: by column (to do, in progress,
// blocked, done) and board order; a checkbox ticks a task done (or opens it
// again), the title opens it; late ones (due before the company's today and
// not done) stand out.

import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { cn } from '@kit/ui/cn.ts';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { ListChecks } from 'lucide-react';
import {
  column,
  isTaskLate,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TASK_STATUSES,
  type Task,
} from '../tasks-data.ts';

export function TaskListView(props: {
  tasks: readonly Task[];
  today: string;
  canEdit: boolean;
  assigneeName: (id: string | null) => string | null;
  onToggleDone: (task: Task, done: boolean) => void;
  onOpen: (task: Task) => void;
}) {
  const { date } = useFormatters();
  const ordered = TASK_STATUSES.flatMap((s) => column(props.tasks, s));
  return (
    <ul className="divide-y rounded-lg border" aria-label="Tasks">
      {ordered.map((task) => {
        const late = isTaskLate(task, props.today);
        const done = task.status === 'done';
        const items = task.project_task_items ?? [];
        const assignee = props.assigneeName(task.assignee_id);
        return (
          <li key={task.id} className="flex items-start gap-3 p-3 text-sm" data-task-id={task.id}>
            <NativeCheckbox
              checked={done}
              disabled={!props.canEdit}
              aria-label={done ? `Reopen ${task.title}` : `Mark ${task.title} done`}
              onChange={(e) => props.onToggleDone(task, e.currentTarget.checked)}
            />
            <div className="grid min-w-0 flex-1 gap-1">
              <button
                type="button"
                onClick={() => props.onOpen(task)}
                className={cn(
                  'w-fit text-left font-medium hover:underline',
                  done && 'text-muted-foreground line-through',
                )}
              >
                {task.title}
              </button>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                <Badge variant="outline">{STATUS_LABELS[task.status]}</Badge>
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
                  <span className="inline-flex items-center gap-1">
                    <ListChecks className="size-3" aria-hidden="true" />
                    {items.filter((i) => i.done).length}/{items.length}
                  </span>
                )}
                <span>{assignee ?? 'Unassigned'}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "3 of 7 tasks done" with a bar (a real progressbar for screen readers). */
export function TaskProgress({ done, total, percent }: { done: number; total: number; percent: number }) {
  return (
    <div className="grid gap-1">
      <p className="text-sm" data-testid="task-progress">
        {total === 0 ? 'No tasks yet' : `${done} of ${total} tasks done (${percent}%)`}
      </p>
      <div
        role="progressbar"
        aria-label="Task progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
