// /dashboard/projects/:id (and the alias /dashboard/project/:id): one project —
// number, status and health in the header; Edit, change status and post a
// health update; its facts; tabs Overview (progress, milestones, health
// updates), Tasks (plugins/projects/parts/tasks-tab.tsx), Team, Documents
// (parts/documents-tab.tsx) and Timeline.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import type { TimelineFields } from '@kit/record/describe-record-event.ts';
import { RecordLoader } from '@kit/record/record-loader.tsx';
import { type OverflowAction, RecordPage } from '@kit/record/record-page.tsx';
import { RecordTimeline } from '@kit/record/record-timeline.tsx';
import { ConfirmDialog } from '@kit/ui/alert-dialog.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@kit/ui/dropdown-menu.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity, ArrowRightLeft, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  addMember,
  applyTemplate,
  canEditProject,
  deleteProject,
  getProject,
  listMembers,
  listMilestones,
  listStatusUpdates,
  type ProjectRow,
  projectKeys,
  removeMember,
  setArchived,
  setProjectStatus,
} from '../data.ts';
import { DocumentsTab } from '../parts/documents-tab.tsx';
import { TasksTab } from '../parts/tasks-tab.tsx';
import {
  HEALTH_LABELS,
  HEALTH_TONE,
  isLateMilestone,
  type ProjectHealth,
  type ProjectStatus,
  STATUS_LABELS,
  STATUSES,
} from '../schema.ts';
import { HealthUpdateDialog } from './health-update-dialog.tsx';
import { ProgressBar } from './project-board-view.tsx';

const back = { to: '/dashboard/projects', label: 'All projects' };

export default function ProjectPage() {
  const { id = '' } = useParams();
  const project = useQuery({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
  useLiveInvalidation({ table: 'projects', filter: `id=eq.${id}`, queryKey: projectKeys.detail(id) });
  // Progress counts the tasks: a task ticked here or in another session moves it without a reload.
  useLiveInvalidation({
    table: 'project_tasks',
    filter: `project_id=eq.${id}`,
    queryKey: projectKeys.detail(id),
  });

  return (
    <RecordLoader query={project} noun="project" back={back}>
      {(record) => <ProjectRecord project={record} />}
    </RecordLoader>
  );
}

function ProjectRecord({ project: p }: { project: ProjectRow }) {
  const { money, date } = useFormatters();
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const { profile } = useProfile();
  const staff = useStaffMembers().data ?? [];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [posting, setPosting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = useRef(false);
  const canEdit = useQuery({
    queryKey: [...projectKeys.detail(p.id), 'can-edit'],
    queryFn: () => canEditProject(p.id),
  });
  const editable = canEdit.data === true;
  const isAdmin = hasRole(profile?.role, 'admin');
  const isManager = !!profile && profile.auth_id === p.manager_id;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: projectKeys.all });

  const run = async (what: string, work: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
      toast.success(what);
      refresh();
    } catch (e) {
      toast.error(`${p.number}: ${(e as Error).message}`);
    } finally {
      busy.current = false;
    }
  };

  const nameOf = (id: unknown) =>
    id ? (staff.find((s) => s.auth_id === id)?.name ?? 'a former staff member') : 'nobody';
  const fields: TimelineFields = {
    status: { label: 'status', format: (v) => STATUS_LABELS[String(v) as ProjectStatus] ?? String(v) },
    health: { label: 'health', format: (v) => HEALTH_LABELS[String(v) as ProjectHealth] ?? String(v) },
    manager_id: { label: 'manager', format: nameOf },
    start_on: { label: 'planned start', format: (v) => (v ? date(String(v)) : 'none') },
    due_on: { label: 'due date', format: (v) => (v ? date(String(v)) : 'none') },
    started_on: { label: 'start date', format: (v) => (v ? date(String(v)) : 'none') },
    finished_on: { label: 'finish date', format: (v) => (v ? date(String(v)) : 'none') },
    budget: { label: 'budget', format: (v) => (v == null ? 'none' : money(String(v))) },
    customer_id: { label: 'customer', format: (v) => (v ? 'another customer' : 'none') },
    site_id: { label: 'site', format: (v) => (v ? 'another site' : 'none') },
    service_id: { label: 'service', format: (v) => (v ? 'another service' : 'none') },
    archived_at: { label: 'archived', format: (v) => (v ? 'yes' : 'no') },
    tags: { label: 'tags', format: (v) => (Array.isArray(v) && v.length ? v.join(', ') : 'none') },
  };

  const overflow: OverflowAction[] = [
    ...(editable
      ? [
          {
            label: p.archived_at ? 'Unarchive' : 'Archive',
            onSelect: () =>
              void run(p.archived_at ? `${p.number} unarchived` : `${p.number} archived`, () =>
                setArchived(p.id, !p.archived_at),
              ),
          },
        ]
      : []),
    ...(p.service_id && (isAdmin || isManager)
      ? [
          {
            label: 'Apply the service template',
            onSelect: () =>
              void run('Template applied', async () => {
                const added = await applyTemplate(p.id);
                if (added.tasks + added.milestones === 0)
                  throw new Error('The project already has the template’s tasks');
              }),
          },
        ]
      : []),
    ...(isAdmin ? [{ label: 'Delete…', destructive: true, onSelect: () => setDeleting(true) }] : []),
  ];

  return (
    <>
      <RecordPage
        back={back}
        title={p.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>{p.number}</span>
            <span>·</span>
            <Link to={`/dashboard/customers/${p.customer_id}`} className="hover:underline">
              {p.customer_name}
            </Link>
            <Badge variant="outline" className={HEALTH_TONE[p.health]}>
              {HEALTH_LABELS[p.health]}
            </Badge>
            {p.overdue && <Badge variant="destructive">Overdue</Badge>}
            {p.archived_at && <Badge variant="outline">Archived</Badge>}
          </span>
        }
        status={{ label: STATUS_LABELS[p.status], tone: p.status === 'cancelled' ? 'outline' : 'secondary' }}
        target={{
          type: 'projects',
          id: p.id,
          title: `${p.number} ${p.title}`,
          data: { project: { number: p.number, title: p.title }, customer: { name: p.customer_name } },
        }}
        actions={
          <>
            {editable && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm">
                    <ArrowRightLeft className="size-4" aria-hidden="true" />
                    Change status
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {STATUSES.filter((s) => s !== p.status).map((s) => (
                    <DropdownMenuItem
                      key={s}
                      onSelect={() =>
                        void run(`${p.number} is now ${STATUS_LABELS[s].toLowerCase()}`, () =>
                          setProjectStatus(p.id, s),
                        )
                      }
                    >
                      {STATUS_LABELS[s]}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
            {editable && (
              <Button variant="outline" size="sm" onClick={() => setPosting(true)}>
                <Activity className="size-4" aria-hidden="true" />
                Health update
              </Button>
            )}
            {editable && (
              <Button asChild size="sm">
                <Link to={`/dashboard/projects/${p.id}/edit`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            )}
          </>
        }
        overflow={overflow}
        facts={[
          { label: 'Number', value: p.number, copy: p.number },
          {
            label: 'Customer',
            value: <Link to={`/dashboard/customers/${p.customer_id}`}>{p.customer_name}</Link>,
          },
          { label: 'Site', value: p.site_name },
          { label: 'Service', value: p.service_name },
          { label: 'Manager', value: p.manager_name ?? 'Nobody' },
          { label: 'Planned start', value: p.start_on ? date(p.start_on) : null },
          {
            label: 'Due',
            value: p.due_on ? (
              <span className={cn(p.overdue && 'font-medium text-destructive')}>
                {date(p.due_on)}
                {p.overdue ? ' (overdue)' : ''}
              </span>
            ) : null,
          },
          { label: 'Started', value: p.started_on ? date(p.started_on) : null },
          { label: 'Finished', value: p.finished_on ? date(p.finished_on) : null },
          { label: 'Budget', value: p.budget == null ? null : money(p.budget) },
          { label: 'Progress', value: `${p.progress}% (${p.tasks_done} of ${p.tasks_total} tasks)` },
          { label: 'Next milestone', value: p.next_milestone_on ? date(p.next_milestone_on) : null },
          {
            label: 'Lead',
            value: p.lead_id ? (
              <Link to={`/dashboard/leads/${p.lead_id}`}>The enquiry it came from</Link>
            ) : null,
          },
          { label: 'Tags', value: p.tags.length ? p.tags.join(', ') : null },
        ]}
        tabs={[
          { id: 'overview', label: 'Overview', content: <OverviewTab project={p} today={today} /> },
          { id: 'tasks', label: 'Tasks', content: <TasksTab projectId={p.id} /> },
          { id: 'team', label: 'Team', content: <TeamTab project={p} editable={editable} /> },
          { id: 'documents', label: 'Documents', content: <DocumentsTab projectId={p.id} /> },
          {
            id: 'timeline',
            label: 'Timeline',
            content: <RecordTimeline recordType="projects" recordId={p.id} fields={fields} noun="project" />,
          },
        ]}
      />
      {posting && (
        <HealthUpdateDialog
          open={posting}
          onOpenChange={setPosting}
          projectId={p.id}
          health={p.health}
          onPosted={refresh}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${p.number}?`}
        description="Its tasks, milestones, team and health updates are deleted with it. A project other records refer to cannot be deleted: archive it instead."
        confirmLabel="Delete project"
        destructive
        onConfirm={() =>
          void run(`${p.number} deleted`, async () => {
            await deleteProject(p.id);
            navigate('/dashboard/projects');
          })
        }
      />
    </>
  );
}

function OverviewTab({ project: p, today }: { project: ProjectRow; today: string }) {
  const { date } = useFormatters();
  const staff = useStaffMembers().data ?? [];
  const milestones = useQuery({
    queryKey: [...projectKeys.detail(p.id), 'milestones'],
    queryFn: () => listMilestones(p.id),
  });
  const updates = useQuery({
    queryKey: [...projectKeys.detail(p.id), 'status-updates'],
    queryFn: () => listStatusUpdates(p.id),
  });
  useLiveInvalidation({
    table: 'project_status_updates',
    filter: `project_id=eq.${p.id}`,
    queryKey: [...projectKeys.detail(p.id), 'status-updates'],
  });
  return (
    <div className="grid gap-6">
      <section aria-labelledby="progress-heading" className="grid gap-1">
        <h2 id="progress-heading" className="text-sm font-semibold">
          Progress
        </h2>
        <ProgressBar value={p.progress} label={`${p.tasks_done} of ${p.tasks_total} tasks done`} />
      </section>
      <section aria-labelledby="milestones-heading" className="grid gap-2">
        <h2 id="milestones-heading" className="text-sm font-semibold">
          Milestones
        </h2>
        {milestones.error ? (
          <LoadError
            what="The milestones"
            error={milestones.error}
            onRetry={() => void milestones.refetch()}
          />
        ) : milestones.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : milestones.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No milestones.</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label={`${milestones.data.length} milestones`}>
            {milestones.data.map((m) => {
              const late = isLateMilestone(m, today);
              return (
                <li key={m.id} className="flex flex-wrap items-center gap-2">
                  <span className={cn(m.done_on && 'text-muted-foreground line-through')}>{m.title}</span>
                  <span
                    className={cn('text-xs', late ? 'font-medium text-destructive' : 'text-muted-foreground')}
                  >
                    {m.done_on
                      ? `reached ${date(m.done_on)}`
                      : m.due_on
                        ? `due ${date(m.due_on)}`
                        : 'no date'}
                    {late ? ' (late)' : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="updates-heading" className="grid gap-2">
        <h2 id="updates-heading" className="text-sm font-semibold">
          Health updates
        </h2>
        {updates.error ? (
          <LoadError what="The health updates" error={updates.error} onRetry={() => void updates.refetch()} />
        ) : updates.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : updates.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No health updates yet.</p>
        ) : (
          <ol className="grid gap-3">
            {updates.data.map((u) => (
              <li key={u.id} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline" className={HEALTH_TONE[u.health]}>
                    {HEALTH_LABELS[u.health]}
                  </Badge>
                  <span className="text-xs text-muted-foreground">
                    {date(u.created_at, 'datetime')} ·{' '}
                    {u.created_by
                      ? (staff.find((s) => s.auth_id === u.created_by)?.name ?? 'A former staff member')
                      : 'The system'}
                  </span>
                </div>
                {u.comment && <p className="mt-1 whitespace-pre-wrap">{u.comment}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function TeamTab({ project: p, editable }: { project: ProjectRow; editable: boolean }) {
  const staff = useStaffMembers().data ?? [];
  const queryClient = useQueryClient();
  const key = [...projectKeys.detail(p.id), 'members'];
  const members = useQuery({ queryKey: key, queryFn: () => listMembers(p.id) });
  const [adding, setAdding] = useState('');
  const nameOf = (id: string) => staff.find((s) => s.auth_id === id)?.name ?? 'A former staff member';
  const change = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  if (members.error)
    return <LoadError what="The team" error={members.error} onRetry={() => void members.refetch()} />;
  if (members.isPending) return <Skeleton className="h-24 w-full" />;
  const candidates = staff.filter((s) => s.auth_id !== p.manager_id && !members.data.includes(s.auth_id));
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2 text-sm" aria-label="Team">
        <li className="flex items-center gap-2">
          <span className="font-medium">{p.manager_name ?? 'No manager'}</span>
          <Badge variant="secondary">Manager</Badge>
        </li>
        {members.data.map((m) => (
          <li key={m} className="flex items-center gap-2">
            <span>{nameOf(m)}</span>
            {editable && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${nameOf(m)} from the team`}
                onClick={() => void change(() => removeMember(p.id, m), `${nameOf(m)} left the team`)}
              >
                <UserMinus className="size-4" aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editable && candidates.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!adding) return;
            const who = adding;
            setAdding('');
            void change(() => addMember(p.id, who), `${nameOf(who)} joined the team`);
          }}
        >
          <label htmlFor="project-add-member" className="grid gap-1 text-xs font-medium">
            Add a team member
            <NativeSelect
              id="project-add-member"
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              className="w-64"
            >
              <option value="">Choose a staff member</option>
              {candidates.map((s) => (
                <option key={s.auth_id} value={s.auth_id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={!adding}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add
          </Button>
        </form>
      )}
    </div>
  );
}
