// /dashboard/projects: every engagement as a list (the kernel's RecordList
// over projects_list) or a board by status, switched in the URL
// (`?view=board`), searched by number, title, customer or site and filtered
// alike by status, health, service, manager, customer and overdue (`f.<id>=…`).

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { FilterBar } from '@kit/board/filter-bar.tsx';
import { useListOrBoard, ViewSwitch } from '@kit/board/view-switch.tsx';
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn, ListFilter } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardList, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ARCHIVE_OPTIONS,
  listBoardProjects,
  OVERDUE_OPTIONS,
  type ProjectRow,
  projectKeys,
  projectsFetchPage,
} from '../data.ts';
import { HEALTH_LABELS, HEALTH_TONE, options, STATUS_LABELS } from '../schema.ts';
import { ProjectBoardView } from './project-board-view.tsx';
import { useProjectOptions } from './use-project-options.ts';

/** The board's filters from the URL, in the list's format (`f.status=a,b`). */
function filtersFrom(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (key.startsWith('f.') && value) out[key.slice(2)] = value.split(',').filter(Boolean);
  }
  return out;
}

export default function ProjectsPage() {
  const [view, setView] = useListOrBoard();
  const { services, staff, customers } = useProjectOptions();
  const { profile } = useProfile();
  const isAdmin = hasRole(profile?.role, 'admin');

  useLiveInvalidation({ table: 'projects', queryKey: projectKeys.lists() });
  const pulse = useQuery({ queryKey: [...projectKeys.lists(), 'pulse'], queryFn: () => Date.now() });

  const filters: ListFilter[] = useMemo(
    () => [
      { id: 'status', label: 'Status', options: options(STATUS_LABELS) },
      { id: 'health', label: 'Health', options: options(HEALTH_LABELS) },
      { id: 'service', label: 'Service', options: services.map((s) => ({ value: s.value, label: s.label })) },
      { id: 'manager', label: 'Manager', options: staff.map((s) => ({ value: s.auth_id, label: s.name })) },
      { id: 'customer', label: 'Customer', options: customers },
      { id: 'overdue', label: 'Overdue', options: [...OVERDUE_OPTIONS] },
      { id: 'archive', label: 'Archived', options: [...ARCHIVE_OPTIONS] },
    ],
    [services, staff, customers],
  );

  return (
    <div className="grid min-w-0 gap-4">
      <PageHeader
        title="Projects"
        description="Audits, surveys and trainings for customers: who runs them, how far they are and what is late."
        actions={
          <>
            <ViewSwitch view={view} onChange={setView} />
            {isAdmin && (
              <Button asChild size="sm" variant="outline">
                <Link to="/dashboard/projects/templates">
                  <ClipboardList className="size-4" aria-hidden="true" />
                  Service templates
                </Link>
              </Button>
            )}
            <Button asChild size="sm">
              <Link to="/dashboard/projects/create">
                <Plus className="size-4" aria-hidden="true" />
                New project
              </Link>
            </Button>
          </>
        }
      />
      {view === 'list' ? (
        <ProjectsList filters={filters} refreshKey={pulse.data} />
      ) : (
        <ProjectsBoard filters={filters} />
      )}
    </div>
  );
}

function ProjectsList(props: { filters: ListFilter[]; refreshKey: unknown }) {
  const { money, date } = useFormatters();
  const columns: ListColumn<ProjectRow>[] = [
    {
      id: 'title',
      header: 'Project',
      priority: 'key',
      sortable: true,
      cell: (p) => (
        <span className="grid">
          <span className="font-medium">{p.title}</span>
          <span className="text-xs text-muted-foreground">{p.number}</span>
        </span>
      ),
      exportValue: (p) => p.title,
    },
    { id: 'number', header: 'Number', priority: 'low', sortable: true },
    { id: 'customer_name', header: 'Customer', priority: 'high', sortable: true },
    { id: 'site_name', header: 'Site', priority: 'low' },
    { id: 'service_name', header: 'Service', priority: 'low' },
    {
      id: 'status',
      header: 'Status',
      priority: 'high',
      sortable: true,
      cell: (p) => (
        <Badge variant={p.status === 'cancelled' ? 'outline' : 'secondary'}>{STATUS_LABELS[p.status]}</Badge>
      ),
      exportValue: (p) => STATUS_LABELS[p.status],
    },
    {
      id: 'health',
      header: 'Health',
      sortable: true,
      cell: (p) => (
        <Badge variant="outline" className={HEALTH_TONE[p.health]}>
          {HEALTH_LABELS[p.health]}
        </Badge>
      ),
      exportValue: (p) => HEALTH_LABELS[p.health],
    },
    { id: 'manager_name', header: 'Manager', value: (p) => p.manager_name ?? '—' },
    {
      id: 'progress',
      header: 'Progress',
      align: 'end',
      sortable: true,
      cell: (p) => `${p.progress}% (${p.tasks_done}/${p.tasks_total})`,
      exportValue: (p) => String(p.progress),
    },
    {
      id: 'due_on',
      header: 'Due',
      sortable: true,
      cell: (p) =>
        p.due_on ? (
          <span className={cn(p.overdue && 'font-medium text-destructive')}>
            {date(p.due_on)}
            {p.overdue && <span> (overdue)</span>}
          </span>
        ) : (
          '—'
        ),
      exportValue: (p) => p.due_on ?? '',
    },
    {
      id: 'next_milestone_on',
      header: 'Next milestone',
      priority: 'low',
      sortable: true,
      cell: (p) => (p.next_milestone_on ? date(p.next_milestone_on) : '—'),
    },
    {
      id: 'budget',
      header: 'Budget (KES)',
      align: 'end',
      priority: 'low',
      sortable: true,
      cell: (p) => (p.budget == null ? '—' : money(p.budget, 'none')),
      exportValue: (p) => p.budget ?? '',
    },
    {
      id: 'start_on',
      header: 'Start',
      priority: 'low',
      sortable: true,
      cell: (p) => (p.start_on ? date(p.start_on) : '—'),
    },
  ];
  return (
    <RecordList<ProjectRow>
      name="projects"
      columns={columns}
      filters={props.filters}
      fetchPage={projectsFetchPage}
      queryKey={projectKeys.lists()}
      rowId={(p) => p.id}
      rowHref={(p) => `/dashboard/projects/${p.id}`}
      defaults={{
        sort: [{ id: 'due_on', desc: false }],
        hidden: ['number', 'site_name', 'service_name', 'next_milestone_on', 'budget', 'start_on'],
      }}
      refreshKey={props.refreshKey}
      searchPlaceholder="Search number, title, customer or site"
      empty={{
        title: 'No projects yet',
        description: 'Create one from scratch, from a customer, or from a won lead.',
        action: (
          <Button asChild size="sm">
            <Link to="/dashboard/projects/create">New project</Link>
          </Button>
        ),
      }}
    />
  );
}

function ProjectsBoard(props: { filters: ListFilter[] }) {
  const [params] = useSearchParams();
  const filters = filtersFrom(params);
  const q = params.get('q') ?? '';
  const projects = useQuery({
    queryKey: projectKeys.list({ view: 'board', q, filters }),
    queryFn: ({ signal }) => listBoardProjects({ q, filters }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="grid min-w-0 gap-3">
      <FilterBar filters={props.filters} omit={['status']} searchPlaceholder="Number, title, customer…" />
      {projects.isPending ? (
        <div role="status" aria-label="Loading the board" className="flex gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-64 w-72" />
          ))}
        </div>
      ) : projects.error ? (
        <LoadError what="The board" error={projects.error} onRetry={() => void projects.refetch()} />
      ) : (
        <ProjectBoardView projects={projects.data} />
      )}
    </div>
  );
}
