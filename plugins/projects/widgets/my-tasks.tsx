// "My tasks" on the dashboard home: the signed-in member's first open tasks
// across projects, overdue ones first and marked, each linking to its
// project's Tasks tab, and a link to the whole list.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kernel/format/use-company-format.ts';
import { Badge } from '@kernel/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@kernel/ui/card.tsx';
import { LoadError } from '@kernel/ui/load-error.tsx';
import { Skeleton } from '@kernel/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { ListTodo } from 'lucide-react';
import { Link } from 'react-router-dom';
import { myTaskHref } from '../routes/my-tasks-page.tsx';
import { type MyTask, myTaskKeys, myTasksPreview, PRIORITY_LABELS } from '../tasks-data.ts';

const previewKey = [...myTaskKeys.all, 'preview'] as const;

export function MyTasksView(props: {
  items: MyTask[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { date } = useFormatters();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ListTodo className="size-5 text-primary" aria-hidden="true" />
          My tasks
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {props.error ? (
          <LoadError what="Your tasks" error={props.error} onRetry={props.onRetry} />
        ) : !props.items ? (
          <div role="status" aria-label="Loading your tasks" className="grid gap-2">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        ) : props.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No open tasks assigned to you.</p>
        ) : (
          <ul className="grid gap-2">
            {props.items.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="grid min-w-0">
                  <Link to={myTaskHref(t)} className="truncate font-medium hover:underline">
                    {t.title}
                  </Link>
                  <span className="truncate text-xs text-muted-foreground">
                    {t.project_number} · {t.project_title}
                    {t.due_on ? ` · due ${date(t.due_on)}` : ''}
                  </span>
                </span>
                <span className="flex gap-1">
                  {(t.priority === 'urgent' || t.priority === 'high') && (
                    <Badge variant="outline">{PRIORITY_LABELS[t.priority]}</Badge>
                  )}
                  {t.overdue && <Badge variant="destructive">Overdue</Badge>}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/dashboard/projects/my-tasks" className="text-sm text-primary hover:underline">
          All my tasks
        </Link>
      </CardContent>
    </Card>
  );
}

export default function MyTasksWidget() {
  const items = useQuery({ queryKey: previewKey, queryFn: () => myTasksPreview() });
  useLiveInvalidation({ table: 'project_tasks', queryKey: myTaskKeys.all });
  return <MyTasksView items={items.data} error={items.error} onRetry={() => void items.refetch()} />;
}
