// The Projects module's reads and writes: the only file that knows its tables,
// view and RPCs. Answers become values or DataErrors through the kernel's unwrap.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { Constants, type Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, searchFilter, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { ListState } from '@kit/list/list-state.ts';
import { decimalText, numericText } from '@kit/money/decimal-schema.ts';
import { z } from 'zod';
import type { ProjectHealth, ProjectStatus } from './schema.ts';

export const projectKeys = pluginKeys('projects');

/**
 * The columns screens read from `projects_list`. The REST API sends numeric as a JSON number (a
 * float): the budget is read as text, so money stays exact to the cent.
 */
export const PROJECT_COLUMNS =
  'id, number, title, customer_id, site_id, service_id, lead_id, manager_id, start_on, due_on, started_on, finished_on, status, health, budget:budget::text, tags, description, archived_at, created_at, created_by, updated_at, customer_name, site_name, service_name, manager_name, tasks_total, tasks_done, progress, overdue, next_milestone_on';

const text = z.string().nullable();
/** A row of the list view (its columns are all nullable in the generated types; these never are). */
const projectRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  customer_id: z.string(),
  site_id: text,
  service_id: text,
  lead_id: text,
  manager_id: text,
  start_on: text,
  due_on: text,
  started_on: text,
  finished_on: text,
  status: z.enum(Constants.public.Enums.project_status),
  health: z.enum(Constants.public.Enums.project_health),
  budget: decimalText.nullable(),
  tags: z.array(z.string()),
  description: text,
  archived_at: text,
  created_at: text,
  created_by: text,
  updated_at: text,
  customer_name: text,
  site_name: text,
  service_name: text,
  manager_name: text,
  tasks_total: z.number(),
  tasks_done: z.number(),
  progress: z.number(),
  overdue: z.boolean(),
  next_milestone_on: text,
});
export type ProjectRow = z.infer<typeof projectRowSchema>;

export const SEARCH_COLUMNS = ['search_text'] as const;

/** The list's and the board's filters (URL keys `f.<id>`). */
export const OVERDUE_OPTIONS = [
  { value: 'yes', label: 'Overdue' },
  { value: 'no', label: 'Not overdue' },
] as const;
export const ARCHIVE_OPTIONS = [
  { value: 'active', label: 'Not archived' },
  { value: 'archived', label: 'Archived' },
] as const;

type ProjectQuery = ReturnType<typeof baseQuery>;
function baseQuery(count?: 'exact') {
  return supabase.from('projects_list').select(PROJECT_COLUMNS, count ? { count } : undefined);
}

const DIRECT_FILTERS: Record<string, string> = {
  status: 'status',
  health: 'health',
  service: 'service_id',
  manager: 'manager_id',
  customer: 'customer_id',
};

function applyFilters(query: ProjectQuery, filters: Record<string, string[]>): ProjectQuery {
  let q = query;
  for (const [id, column] of Object.entries(DIRECT_FILTERS)) {
    const values = filters[id];
    if (values?.length) q = q.in(column, values);
  }
  const overdue = filters.overdue ?? [];
  if (overdue.length === 1) q = q.eq('overdue', overdue[0] === 'yes');
  const archive = filters.archive ?? [];
  if (archive.length === 1)
    q = archive[0] === 'archived' ? q.not('archived_at', 'is', null) : q.is('archived_at', null);
  return q;
}

/** The record list's source: search (number, title, customer, site), filters, sort, pages. */
export const projectsFetchPage: FetchPage<ProjectRow> = async (state: ListState, signal) => {
  const special = { overdue: state.filters.overdue ?? [], archive: state.filters.archive ?? [] };
  const { overdue: _o, archive: _a, ...plain } = state.filters;
  const query = applyListState(
    applyFilters(baseQuery('exact'), special).abortSignal(signal),
    { ...state, q: state.q.toLowerCase(), filters: plain },
    { searchColumns: SEARCH_COLUMNS, filterColumns: DIRECT_FILTERS, tieBreaker: 'id' },
  );
  return toListPage(await query, 'exact') as Awaited<ReturnType<FetchPage<ProjectRow>>>;
};

/** Every project on the board (by due date in each column), filtered like the list. */
export async function listBoardProjects(
  params: { q: string; filters: Record<string, string[]> },
  signal?: AbortSignal,
): Promise<ProjectRow[]> {
  let query = applyFilters(baseQuery(), params.filters);
  if (params.q) query = query.or(searchFilter(params.q.toLowerCase(), SEARCH_COLUMNS));
  query = query.order('due_on', { ascending: true, nullsFirst: false }).order('id').limit(1000);
  if (signal) query = query.abortSignal(signal);
  return rpcResult('The projects (projects_list)', z.array(projectRowSchema), await query);
}

export async function getProject(id: string): Promise<ProjectRow | null> {
  return rpcResult(
    'The project (projects_list)',
    projectRowSchema.nullable(),
    await baseQuery().eq('id', id).maybeSingle(),
  );
}

export type ProjectWrite = {
  title: string;
  customer_id: string;
  site_id: string | null;
  service_id: string | null;
  manager_id: string | null;
  start_on: string | null;
  due_on: string | null;
  status: ProjectStatus;
  budget: string | null;
  tags: string[];
  description: string | null;
  lead_id?: string | null;
};

/** create_project: the project, its team and (when asked) its service's template, in one transaction. */
export async function createProject(
  project: ProjectWrite,
  options: { memberIds?: string[]; applyTemplate: boolean },
): Promise<Tables<'projects'>> {
  const { lead_id, ...rest } = project;
  return unwrap(
    await supabase.rpc('create_project', {
      project: { ...rest, ...(lead_id ? { lead_id } : {}) },
      member_ids: options.memberIds ?? [],
      apply_template: options.applyTemplate,
    }),
  ) as Tables<'projects'>;
}

export async function updateProject(id: string, row: Partial<ProjectWrite>): Promise<void> {
  const { lead_id: _l, budget, ...rest } = row;
  // numeric travels as a decimal string (exact); the generated type says number.
  const patch = budget === undefined ? rest : { ...rest, budget: numericText(budget) };
  const updated = unwrap(await supabase.from('projects').update(patch).eq('id', id).select('id'));
  if (updated.length === 0) throw new Error('You can edit only the projects you manage or are a member of');
}

export async function setProjectStatus(id: string, status: ProjectStatus): Promise<void> {
  await updateProject(id, { status });
}

export async function setArchived(id: string, archived: boolean): Promise<void> {
  const updated = unwrap(
    await supabase
      .from('projects')
      .update({ archived_at: archived ? new Date().toISOString() : null })
      .eq('id', id)
      .select('id'),
  );
  if (updated.length === 0) throw new Error('You can edit only the projects you manage or are a member of');
}

/** Whether the signed-in user may edit the project (manager, member, admin). */
export async function canEditProject(id: string): Promise<boolean> {
  return unwrap(await supabase.rpc('can_edit_project', { p_project: id })) === true;
}

export async function applyTemplate(projectId: string): Promise<{ tasks: number; milestones: number }> {
  return unwrap(await supabase.rpc('apply_project_template', { project_id: projectId })) as {
    tasks: number;
    milestones: number;
  };
}

/** create_project_from_lead: the lead's project (made now, or the one it already has). */
export async function createProjectFromLead(
  leadId: string,
  project: Partial<ProjectWrite> = {},
): Promise<Tables<'projects'>> {
  const { lead_id: _l, ...fields } = project;
  return unwrap(
    await supabase.rpc('create_project_from_lead', { lead_id: leadId, project: fields }),
  ) as Tables<'projects'>;
}

// ---------------------------------------------------------------- health updates and team

export type StatusUpdate = Tables<'project_status_updates'>;

export async function listStatusUpdates(projectId: string): Promise<StatusUpdate[]> {
  return unwrap(
    await supabase
      .from('project_status_updates')
      .select('*')
      .eq('project_id', projectId)
      .order('created_at', { ascending: false })
      .limit(100),
  );
}

export async function postStatusUpdate(
  projectId: string,
  health: ProjectHealth,
  comment: string,
): Promise<void> {
  unwrap(
    await supabase
      .from('project_status_updates')
      .insert({ project_id: projectId, health, comment: comment.trim() || null }),
  );
}

export async function listMembers(projectId: string): Promise<string[]> {
  const rows = unwrap(
    await supabase
      .from('project_members')
      .select('member_id')
      .eq('project_id', projectId)
      .order('created_at'),
  );
  return rows.map((r) => r.member_id);
}

export async function addMember(projectId: string, memberId: string): Promise<void> {
  unwrap(await supabase.from('project_members').insert({ project_id: projectId, member_id: memberId }));
}

export async function removeMember(projectId: string, memberId: string): Promise<void> {
  unwrap(
    await supabase.from('project_members').delete().eq('project_id', projectId).eq('member_id', memberId),
  );
}

export type MilestoneRow = Pick<Tables<'project_milestones'>, 'id' | 'title' | 'due_on' | 'done_on'>;

export async function listMilestones(projectId: string): Promise<MilestoneRow[]> {
  return unwrap(
    await supabase
      .from('project_milestones')
      .select('id, title, due_on, done_on')
      .eq('project_id', projectId)
      .order('due_on', { ascending: true, nullsFirst: false })
      .order('position'),
  );
}

// ---------------------------------------------------------------- the form's choices

export type Choice = { value: string; label: string };

export async function listSiteChoices(customerId: string): Promise<Choice[]> {
  if (!customerId) return [];
  const rows = unwrap(
    await supabase
      .from('customer_sites')
      .select('id, name, town')
      .eq('customer_id', customerId)
      .order('name'),
  );
  return rows.map((s) => ({ value: s.id, label: s.town ? `${s.name} (${s.town})` : s.name }));
}

export type ServiceChoice = Choice & { hasTemplate: boolean };

/** Active services, areas then their sub-services ("Audits › Fire safety audit"), with whether a template exists. */
export async function listServiceChoices(): Promise<ServiceChoice[]> {
  const rows = unwrap(
    await supabase
      .from('services')
      .select('id, parent_id, name, sort_order, is_active, project_templates(id, is_active)')
      .order('sort_order'),
  );
  const has = (r: (typeof rows)[number]) => {
    const t = r.project_templates;
    return Array.isArray(t) ? t.some((x) => x.is_active) : !!t?.is_active;
  };
  const out: ServiceChoice[] = [];
  for (const area of rows.filter((r) => !r.parent_id && r.is_active)) {
    out.push({ value: area.id, label: area.name, hasTemplate: has(area) });
    for (const t of rows.filter((r) => r.parent_id === area.id && r.is_active))
      out.push({ value: t.id, label: `${area.name} › ${t.name}`, hasTemplate: has(t) });
  }
  return out;
}

/** What a lead gives a new project (`?lead=<id>`): its customer, service, value and owner. */
const leadPrefillSchema = z.object({
  id: z.string(),
  reference: z.string(),
  company: z.string().nullable(),
  contact_name: z.string(),
  customer_id: z.string().nullable(),
  service_id: z.string().nullable(),
  expected_value: decimalText.nullable(),
  owner_id: z.string().nullable(),
});

export async function getLeadPrefill(leadId: string) {
  return rpcResult(
    'The lead (leads)',
    leadPrefillSchema.nullable(),
    await supabase
      .from('leads')
      .select(
        'id, reference, company, contact_name, customer_id, service_id, expected_value:expected_value::text, owner_id',
      )
      .eq('id', leadId)
      .maybeSingle(),
  );
}

/** Deleting needs admin; the database refuses it once other records (invoices) refer to the project. */
export async function deleteProject(id: string): Promise<void> {
  const deleted = unwrap(await supabase.from('projects').delete().eq('id', id).select('id'));
  if (deleted.length === 0) throw new Error('Only admins delete projects; archive it instead');
}
