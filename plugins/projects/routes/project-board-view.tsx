// The projects board, presentational: one column per status with its count,
// the projects as cards (number, title, customer, due date, progress, health),
// soonest due first, on the kit's BoardView (read-only: status changes happen on the project's page).
import { BoardView } from '@kit/board/board-view.tsx';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { cn } from '@kit/ui/cn.ts';
import { Link } from 'react-router-dom';
import type { ProjectRow } from '../data.ts';
import { HEALTH_LABELS, HEALTH_TONE, STATUS_LABELS, STATUSES } from '../schema.ts';

const COLUMNS = STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] }));

export function ProjectBoardView(props: { projects: readonly ProjectRow[] }) {
  const { date } = useFormatters();
  return (
    <BoardView
      label="Projects board"
      columns={COLUMNS}
      items={props.projects}
      keyOf={(p) => p.id}
      columnOf={(p) => p.status}
      columnAttribute="status"
      renderCard={(p) => (
        <div className="rounded-md border bg-background p-3 text-sm shadow-sm">
          <Link to={`/dashboard/projects/${p.id}`} className="font-medium hover:underline">
            {p.title}
          </Link>
          <p className="text-xs text-muted-foreground">
            {p.number} · {p.customer_name}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-1">
            <Badge variant="outline" className={HEALTH_TONE[p.health]}>
              {HEALTH_LABELS[p.health]}
            </Badge>
            {p.overdue && <Badge variant="destructive">Overdue</Badge>}
            {p.due_on && (
              <span className={cn('text-xs', p.overdue && 'font-medium text-destructive')}>
                Due {date(p.due_on)}
              </span>
            )}
          </div>
          <ProgressBar value={p.progress} label={`${p.tasks_done} of ${p.tasks_total} tasks done`} />
        </div>
      )}
    />
  );
}

export function ProgressBar(props: { value: number; label: string; className?: string }) {
  return (
    <div className={cn('mt-2 grid gap-1', props.className)}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={props.value}
        aria-label={props.label}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ width: `${props.value}%` }} />
      </div>
      <span className="text-xs text-muted-foreground">
        {props.value}% · {props.label}
      </span>
    </div>
  );
}
