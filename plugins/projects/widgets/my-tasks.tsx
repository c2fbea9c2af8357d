// "My tasks" on the dashboard home: the signed-in member's first open tasks
// across projects, overdue ones first and marked, each linking to its
// project's Tasks tab, and a link to the whole list.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { HomeWidgetContext } from '@kernel/registry/extension-points.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { ListCard } from '@kit/ui/list-card.tsx';
import { useQuery } from '@tanstack/react-query';
import { ListTodo } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type MyTask, myTaskHref, myTaskKeys, myTasksPreview, PRIORITY_LABELS } from '../tasks-data.ts';

const previewKey = [...myTaskKeys.all, 'preview'] as const;
const previewQuery = { queryKey: previewKey, queryFn: () => myTasksPreview() };

/** Home opened: the tasks are read as soon as the role allows the card, before it renders. */
export function prefetch({ queryClient }: HomeWidgetContext) {
  void queryClient.prefetchQuery(previewQuery);
}

export function MyTasksView(props: {
  items: MyTask[] | undefined;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { date } = useFormatters();
  return (
    <ListCard
      title="My tasks"
      icon={ListTodo}
      what="Your tasks"
      empty="No open tasks assigned to you."
      items={props.items}
      error={props.error}
      onRetry={props.onRetry}
      renderItem={(t) => (
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
      )}
      footer={
        <Link to="/dashboard/projects/my-tasks" className="text-sm text-primary hover:underline">
          All my tasks
        </Link>
      }
    />
  );
}

export default function MyTasksWidget() {
  const items = useQuery(previewQuery);
  useLiveInvalidation({ table: 'project_tasks', queryKey: myTaskKeys.all });
  return <MyTasksView items={items.data} error={items.error} onRetry={() => void items.refetch()} />;
}
