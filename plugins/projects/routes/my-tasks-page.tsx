// "My tasks" (/dashboard/projects/my-tasks): the signed-in member's open tasks
// across every project that is not archived, overdue first, then by due date;
// filter by status and priority, search by task, project or customer; each
// row leads to its project's Tasks tab. Live: a task assigned to me, moved or
// ticked elsewhere, shows at once.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Link } from 'react-router-dom';
import {
  fetchMyTasks,
  type MyTask,
  myTaskHref,
  myTaskKeys,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '../tasks-data.ts';

const OPEN_STATUSES = TASK_STATUSES.filter((s) => s !== 'done');

export default function MyTasksPage() {
  const { date } = useFormatters();
  useLiveInvalidation({ table: 'project_tasks', queryKey: myTaskKeys.all });
  const columns: ListColumn<MyTask>[] = [
    { id: 'title', header: 'Task', priority: 'key', sortable: true },
    {
      id: 'project',
      header: 'Project',
      priority: 'high',
      sortable: true,
      value: (t) => `${t.project_number} ${t.project_title}`,
      cell: (t) => (
        <Link to={myTaskHref(t)} className="hover:underline" onClick={(e) => e.stopPropagation()}>
          <span className="text-muted-foreground">{t.project_number}</span> {t.project_title}
        </Link>
      ),
    },
    { id: 'customer_name', header: 'Customer' },
    {
      id: 'due_on',
      header: 'Due',
      sortable: true,
      priority: 'high',
      cell: (t) =>
        t.due_on ? (
          t.overdue ? (
            <Badge variant="destructive">Overdue · {date(t.due_on)}</Badge>
          ) : (
            date(t.due_on)
          )
        ) : (
          '—'
        ),
    },
    {
      id: 'overdue',
      header: 'Overdue',
      sortable: true,
      value: (t) => (t.overdue ? 'Yes' : 'No'),
    },
    {
      id: 'status',
      header: 'Status',
      value: (t) => (t.status ? STATUS_LABELS[t.status] : ''),
      cell: (t) => (t.status ? <Badge variant="outline">{STATUS_LABELS[t.status]}</Badge> : '—'),
    },
    {
      id: 'priority',
      header: 'Priority',
      sortable: true,
      value: (t) => (t.priority ? PRIORITY_LABELS[t.priority] : ''),
      cell: (t) =>
        t.priority ? (
          <Badge variant={t.priority === 'urgent' ? 'destructive' : 'secondary'}>
            {PRIORITY_LABELS[t.priority]}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      id: 'checklist',
      header: 'Checklist',
      value: (t) => (t.items_total ? `${t.items_done}/${t.items_total}` : ''),
    },
  ];
  return (
    <>
      <PageHeader
        title="My tasks"
        description="Your open tasks across projects: overdue first, then by due date."
      />
      <RecordList<MyTask>
        name="tasks"
        columns={columns}
        filters={[
          {
            id: 'status',
            label: 'Status',
            options: OPEN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          },
          {
            id: 'priority',
            label: 'Priority',
            options: TASK_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
          },
        ]}
        defaults={{
          sort: [
            { id: 'overdue', desc: true },
            { id: 'due_on', desc: false },
          ],
          hidden: ['overdue'],
        }}
        fetchPage={fetchMyTasks}
        rowId={(t) => t.id ?? ''}
        rowHref={myTaskHref}
        queryKey={myTaskKeys.lists()}
        searchPlaceholder="Search tasks, projects, customers"
        empty={{ title: 'No open tasks', description: 'Nothing is assigned to you. Enjoy the quiet.' }}
      />
    </>
  );
}
