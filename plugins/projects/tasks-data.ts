// Projects' tasks, checklists, milestones, "my tasks" and the timeline: the
// only file that knows those tables, the view my_project_tasks and the RPCs
// move_project_task / reorder_task_items (migration 20261125165000). Answers
// become values or DataErrors through the kernel's unwrap.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Enums, Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';

export type TaskStatus = Enums<'task_status'>;
export type TaskPriority = Enums<'task_priority'>;
export type ProjectHealth = Enums<'project_health'>;
export type TaskItem = Tables<'project_task_items'>;
export type Task = Tables<'project_tasks'> & { project_task_items: TaskItem[] };
export type Milestone = Tables<'project_milestones'>;
export type MyTask = Tables<'my_project_tasks'>;

export const TASK_STATUSES: readonly TaskStatus[] = ['todo', 'in_progress', 'blocked', 'done'];
export const STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  blocked: 'Blocked',
  done: 'Done',
};
export const TASK_PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'high', 'urgent'];
export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
export const HEALTH_LABELS: Record<ProjectHealth, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
};

/** Everything of one project's tasks and milestones, and every "my tasks" list. */
export const taskKeys = pluginKeys('projects', 'tasks');
export const tasksOf = (projectId: string) => [...taskKeys.all, 'project', projectId] as const;
export const milestonesOf = (projectId: string) => [...taskKeys.all, 'milestones', projectId] as const;
export const canEditKey = (projectId: string) => [...taskKeys.all, 'can-edit', projectId] as const;
export const myTaskKeys = pluginKeys('projects', 'my-tasks');
/** Where a task of "My tasks" opens: its project's Tasks tab. Here, not in the page, so the Home widget does not load the page's list. */
export const myTaskHref = (t: Pick<MyTask, 'project_id'>) => `/dashboard/projects/${t.project_id}?tab=tasks`;
export const timelineKeys = pluginKeys('projects', 'timeline');

// ---------------------------------------------------------------- pure helpers

/** A project's tasks in one status column, in board order. */
export function column(tasks: readonly Task[], status: TaskStatus): Task[] {
  return tasks
    .filter((t) => t.status === status)
    .sort(
      (a, b) =>
        a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
    );
}

/** Done out of all, and the share as a whole percentage (rounded down, as projects_list does). */
export function progressOf(tasks: readonly { status: TaskStatus }[]) {
  const total = tasks.length;
  const done = tasks.filter((t) => t.status === 'done').length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((100 * done) / total) };
}

/** Late: a due date before the company's today and still open. */
export function isTaskLate(task: Pick<Task, 'due_on' | 'status'>, today: string) {
  return task.status !== 'done' && task.due_on != null && task.due_on < today;
}
export function isMilestoneLate(m: Pick<Milestone, 'due_on' | 'done_on'>, today: string) {
  return m.done_on == null && m.due_on != null && m.due_on < today;
}

export function sortedItems(items: readonly TaskItem[]): TaskItem[] {
  return [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------- tasks

const TASK_COLUMNS = '*, project_task_items(*)';

export async function listTasks(projectId: string): Promise<Task[]> {
  return unwrap(
    await supabase
      .from('project_tasks')
      .select(TASK_COLUMNS)
      .eq('project_id', projectId)
      .order('position')
      .order('created_at'),
  ) as Task[];
}

export async function canEditProject(projectId: string): Promise<boolean> {
  return Boolean(unwrap(await supabase.rpc('can_edit_project', { p_project: projectId })));
}

export interface TaskInput {
  title: string;
  description: string | null;
  assignee_id: string | null;
  due_on: string | null;
  priority: TaskPriority;
}

/** Adds a task at the bottom of its column (position = how many the column holds). */
export async function createTask(
  projectId: string,
  input: TaskInput,
  status: TaskStatus = 'todo',
  position = 0,
) {
  return unwrap(
    await supabase
      .from('project_tasks')
      .insert({ project_id: projectId, ...input, status, position })
      .select(TASK_COLUMNS)
      .single(),
  ) as Task;
}

export const NOT_ON_TEAM =
  'Only the project’s manager, its team or an admin can change its tasks and milestones.';

export async function updateTask(id: string, input: TaskInput) {
  const row = unwrap(
    await supabase.from('project_tasks').update(input).eq('id', id).select(TASK_COLUMNS).maybeSingle(),
  );
  // RLS hides the row from an update by someone off the team: say why rather than "no rows".
  if (!row) throw new Error(NOT_ON_TEAM);
  return row as Task;
}

/** A board move (or a tick): the database renumbers both columns under one lock. */
export async function moveTask(id: string, status: TaskStatus, position: number) {
  return unwrap(await supabase.rpc('move_project_task', { task_id: id, status, position }));
}

export async function deleteTask(id: string) {
  unwrap(await supabase.from('project_tasks').delete().eq('id', id));
}

/** Undo of a removal: the task and its checklist come back as they were. */
export async function restoreTask(task: Task) {
  const { project_task_items: items, ...row } = task;
  unwrap(await supabase.from('project_tasks').insert(row));
  if (items.length > 0) unwrap(await supabase.from('project_task_items').insert(items));
}

// ---------------------------------------------------------------- checklist

export async function addItem(taskId: string, label: string, position: number) {
  return unwrap(
    await supabase.from('project_task_items').insert({ task_id: taskId, label, position }).select().single(),
  );
}

export async function setItemDone(id: string, done: boolean) {
  unwrap(await supabase.from('project_task_items').update({ done }).eq('id', id));
}

export async function deleteItem(id: string) {
  unwrap(await supabase.from('project_task_items').delete().eq('id', id));
}

export async function reorderItems(taskId: string, itemIds: string[]) {
  return unwrap(await supabase.rpc('reorder_task_items', { task_id: taskId, item_ids: itemIds }));
}

// ---------------------------------------------------------------- milestones

export async function listMilestones(projectId: string): Promise<Milestone[]> {
  return unwrap(
    await supabase
      .from('project_milestones')
      .select('*')
      .eq('project_id', projectId)
      .order('due_on', { nullsFirst: false })
      .order('position'),
  );
}

export interface MilestoneInput {
  title: string;
  due_on: string | null;
}

export async function saveMilestone(projectId: string, input: MilestoneInput, id?: string) {
  if (id) {
    const rows = unwrap(await supabase.from('project_milestones').update(input).eq('id', id).select('id'));
    if (rows.length === 0) throw new Error(NOT_ON_TEAM);
  } else unwrap(await supabase.from('project_milestones').insert({ project_id: projectId, ...input }));
}

export async function setMilestoneDone(id: string, doneOn: string | null) {
  const rows = unwrap(
    await supabase.from('project_milestones').update({ done_on: doneOn }).eq('id', id).select('id'),
  );
  if (rows.length === 0) throw new Error(NOT_ON_TEAM);
}

export async function deleteMilestone(id: string) {
  unwrap(await supabase.from('project_milestones').delete().eq('id', id));
}

export async function restoreMilestone(m: Milestone) {
  unwrap(await supabase.from('project_milestones').insert(m));
}

// ---------------------------------------------------------------- my tasks

export const MY_TASK_COLUMNS =
  'id, project_id, title, due_on, priority, status, project_number, project_title, customer_name, overdue, priority_rank, items_total, items_done';

/** The signed-in member's open tasks (my_project_tasks): overdue first, then by due date. */
export const fetchMyTasks: FetchPage<MyTask> = async (state, signal) => {
  const query = supabase
    .from('my_project_tasks')
    .select(MY_TASK_COLUMNS, { count: 'exact' })
    .abortSignal(signal);
  return toListPage(
    await applyListState(query, state, {
      searchColumns: ['search_text'],
      filterColumns: { status: 'status', priority: 'priority' },
      sortColumns: { priority: 'priority_rank', project: 'project_number' },
      tieBreaker: 'id',
    }),
    'exact',
  ) as Awaited<ReturnType<FetchPage<MyTask>>>;
};

/** The Home widget: the first few, overdue first. */
export async function myTasksPreview(limit = 8) {
  return unwrap(
    await supabase
      .from('my_project_tasks')
      .select(MY_TASK_COLUMNS, { count: 'exact' })
      .order('overdue', { ascending: false })
      .order('due_on', { ascending: true, nullsFirst: false })
      .order('priority_rank', { ascending: false })
      .limit(limit),
  ) as MyTask[];
}

// ---------------------------------------------------------------- timeline

export interface TimelineProject {
  id: string;
  number: string;
  title: string;
  customer_name: string | null;
  start_on: string | null;
  due_on: string | null;
  status: Enums<'project_status'>;
  health: ProjectHealth;
  progress: number;
  milestones: Pick<Milestone, 'id' | 'title' | 'due_on' | 'done_on'>[];
}

/**
 * Projects whose planned dates meet [from, to] (either end inside, or spanning it), not archived nor
 * cancelled, by start; with their milestones.
 */
export async function listTimeline(from: string, to: string): Promise<TimelineProject[]> {
  const projects = unwrap(
    await supabase
      .from('projects_list')
      .select('id, number, title, customer_name, start_on, due_on, status, health, progress')
      .is('archived_at', null)
      .neq('status', 'cancelled')
      .not('start_on', 'is', null)
      .lte('start_on', to)
      .or(`due_on.gte.${from},due_on.is.null`)
      .order('start_on')
      .order('number')
      .limit(500),
  ) as Omit<TimelineProject, 'milestones'>[];
  if (projects.length === 0) return [];
  const milestones = unwrap(
    await supabase
      .from('project_milestones')
      .select('id, project_id, title, due_on, done_on')
      .in(
        'project_id',
        projects.map((p) => p.id),
      )
      .not('due_on', 'is', null)
      .order('due_on'),
  );
  return projects.map((p) => ({ ...p, milestones: milestones.filter((m) => m.project_id === p.id) }));
}
