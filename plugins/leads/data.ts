// The Leads module's reads and writes: the only file that knows its tables and
// RPCs. Answers become values or DataErrors through the kernel's unwrap.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Database, Tables, TablesInsert } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, searchFilter, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { ListState } from '@kit/list/list-state.ts';
import { z } from 'zod';
import type { LeadStage } from './schema.ts';

export const leadKeys = pluginKeys('leads');

export type Lead = Tables<'leads'>;
export type Activity = Tables<'activities'>;

/**
 * The columns screens read. The REST API sends numeric as a JSON number (a float, 15–16 digits): the
 * expected value is read as text (`::text`), so money stays exact to the cent all the way to the screen.
 */
export const LEAD_COLUMNS =
  'id, reference, contact_name, company, email, phone, source, stage, expected_value:expected_value::text, probability, owner_id, follow_up_on, created_at, first_response_at, service_id, customer_id, lost_reason, message, stage_changed_at, updated_at';
export type LeadRow = Pick<
  Lead,
  | 'id'
  | 'reference'
  | 'contact_name'
  | 'company'
  | 'email'
  | 'phone'
  | 'source'
  | 'stage'
  | 'probability'
  | 'owner_id'
  | 'follow_up_on'
  | 'created_at'
  | 'first_response_at'
  | 'service_id'
  | 'customer_id'
  | 'lost_reason'
  | 'message'
  | 'stage_changed_at'
  | 'updated_at'
> & { expected_value: string | null };

/** The list's and the board's filters (URL keys `f.<id>`). */
export const FOLLOW_UP_OPTIONS = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'upcoming', label: 'Later' },
  { value: 'none', label: 'No follow-up date' },
] as const;

/** A PostgREST condition per follow-up choice, relative to the company's today. */
function followUpCondition(choice: string, today: string): string | null {
  switch (choice) {
    case 'overdue':
      return `and(follow_up_on.lt.${today},stage.not.in.(won,lost))`;
    case 'today':
      return `follow_up_on.eq.${today}`;
    case 'upcoming':
      return `follow_up_on.gt.${today}`;
    case 'none':
      return 'follow_up_on.is.null';
    default:
      return null;
  }
}

type LeadQuery = ReturnType<typeof baseQuery>;
function baseQuery(count?: 'exact') {
  return supabase.from('leads').select(LEAD_COLUMNS, count ? { count } : undefined);
}

function applyFilters(query: LeadQuery, filters: Record<string, string[]>, today: string): LeadQuery {
  let q = query;
  const direct: Record<string, string> = {
    owner: 'owner_id',
    source: 'source',
    service: 'service_id',
    stage: 'stage',
  };
  for (const [id, column] of Object.entries(direct)) {
    const values = filters[id];
    if (!values?.length) continue;
    if (id === 'owner' && values.includes('none')) {
      const others = values.filter((v) => v !== 'none');
      q = q.or(
        ['owner_id.is.null', ...(others.length ? [`owner_id.in.(${others.join(',')})`] : [])].join(','),
      );
    } else q = q.in(column, values);
  }
  const conditions = (filters.follow_up ?? []).map((c) => followUpCondition(c, today)).filter(Boolean);
  if (conditions.length) q = q.or(conditions.join(','));
  return q;
}

const SEARCH_COLUMNS = ['reference', 'contact_name', 'company', 'email', 'phone'] as const;

/** The record list's source: search, filters (owner, source, service, stage, follow-up), sort, pages. */
export function leadsFetchPage(today: string): FetchPage<LeadRow> {
  return async (state: ListState, signal) => {
    const { follow_up: _f, owner: _o, ...plain } = state.filters;
    let query = applyFilters(
      baseQuery('exact'),
      { follow_up: state.filters.follow_up ?? [], owner: state.filters.owner ?? [] },
      today,
    );
    query = applyListState(
      query.abortSignal(signal),
      { ...state, filters: plain },
      {
        searchColumns: SEARCH_COLUMNS,
        filterColumns: { source: 'source', service: 'service_id', stage: 'stage' },
        tieBreaker: 'id',
      },
    );
    return toListPage(await query, 'exact') as Awaited<ReturnType<FetchPage<LeadRow>>>;
  };
}

/** Every lead on the board (newest first in each column), filtered like the list. */
export async function listBoardLeads(
  params: { q: string; filters: Record<string, string[]>; today: string },
  signal?: AbortSignal,
): Promise<LeadRow[]> {
  let query = applyFilters(baseQuery(), params.filters, params.today);
  if (params.q) {
    query = query.or(searchFilter(params.q, SEARCH_COLUMNS));
  }
  query = query.order('created_at', { ascending: false }).order('id').limit(1000);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query) as LeadRow[];
}

export async function getLead(id: string): Promise<LeadRow | null> {
  return unwrap(await baseQuery().eq('id', id).maybeSingle()) as LeadRow | null;
}

export type LeadWrite = Omit<TablesInsert<'leads'>, 'expected_value'> & { expected_value?: string | null };

export async function createLead(row: LeadWrite): Promise<LeadRow> {
  return unwrap(
    await supabase
      .from('leads')
      .insert(row as TablesInsert<'leads'>)
      .select(LEAD_COLUMNS)
      .single(),
  ) as LeadRow;
}

export async function updateLead(id: string, row: Partial<LeadWrite>): Promise<LeadRow> {
  return unwrap(
    await supabase
      .from('leads')
      .update(row as TablesInsert<'leads'>)
      .eq('id', id)
      .select(LEAD_COLUMNS)
      .single(),
  ) as LeadRow;
}

/** Moves a lead to a stage; a lost lead needs its reason (the database refuses it otherwise). */
export async function moveLead(id: string, stage: LeadStage, lostReason?: string): Promise<LeadRow> {
  return updateLead(id, stage === 'lost' ? { stage, lost_reason: lostReason ?? null } : { stage });
}

export interface ServiceOption {
  id: string;
  slug: string;
  label: string;
  is_active: boolean;
}

/** Services as one list, areas first then their sub-services ("Audits › Fire safety audit"). */
export async function listServices(): Promise<ServiceOption[]> {
  const rows = unwrap(
    await supabase
      .from('services')
      .select('id, parent_id, slug, name, sort_order, is_active')
      .order('sort_order'),
  ) as Pick<Tables<'services'>, 'id' | 'parent_id' | 'slug' | 'name' | 'sort_order' | 'is_active'>[];
  const out: ServiceOption[] = [];
  for (const area of rows.filter((r) => !r.parent_id)) {
    out.push({ id: area.id, slug: area.slug, label: area.name, is_active: area.is_active });
    for (const t of rows.filter((r) => r.parent_id === area.id))
      out.push({ id: t.id, slug: t.slug, label: `${area.name} › ${t.name}`, is_active: t.is_active });
  }
  return out;
}

// ---------------------------------------------------------------- activities

export async function listActivities(leadId: string): Promise<Activity[]> {
  return unwrap(
    await supabase
      .from('activities')
      .select('*')
      .eq('lead_id', leadId)
      .order('done_at', { ascending: true, nullsFirst: true })
      .order('due_at', { ascending: true, nullsFirst: false }),
  ) as Activity[];
}

export async function addActivity(row: TablesInsert<'activities'>): Promise<Activity> {
  return unwrap(await supabase.from('activities').insert(row).select('*').single()) as Activity;
}

export async function setActivityDone(id: string, done: boolean): Promise<void> {
  unwrap(
    await supabase
      .from('activities')
      .update({ done_at: done ? new Date().toISOString() : null })
      .eq('id', id),
  );
}

// ---------------------------------------------------------------- follow-ups

export type FollowUp = {
  item_type: 'lead' | 'activity';
  id: string;
  lead_id: string | null;
  customer_id: string | null;
  title: string;
  subtitle: string | null;
  due_on: string | null;
  due_at: string | null;
  overdue: boolean;
};

export async function myFollowUps(): Promise<FollowUp[]> {
  return unwrap(await supabase.rpc('my_follow_ups')) as FollowUp[];
}

// ---------------------------------------------------------------- convert

const convertAnswerSchema = z.object({
  customer_id: z.string(),
  created: z.boolean(),
  already: z.boolean(),
});
export type ConvertAnswer = z.infer<typeof convertAnswerSchema>;

export interface NewCustomer {
  name: string;
  kra_pin?: string;
  email?: string;
  phone?: string;
  county?: string;
  site?: { name: string; county: string; town?: string } | null;
}

export async function convertLead(
  leadId: string,
  target: { customerId: string } | { newCustomer: NewCustomer },
): Promise<ConvertAnswer> {
  const args =
    'customerId' in target
      ? { p_lead: leadId, p_customer: target.customerId }
      : { p_lead: leadId, p_new_customer: JSON.parse(JSON.stringify(target.newCustomer)) };
  return rpcResult(
    'The converted lead (convert_lead)',
    convertAnswerSchema,
    await supabase.rpc('convert_lead', args),
  );
}

type DuplicateRow = Database['public']['Functions']['find_customer_duplicates']['Returns'][number];
/** A proposed customer: the generated row type, its always-present columns made non-null. */
export type DuplicateCustomer = DuplicateRow & { id: string; name: string };

/** Likely duplicates of the customer a lead would become (plugins/customers' find_customer_duplicates). */
export async function findDuplicates(p: {
  name: string;
  email: string | null;
  phone: string | null;
}): Promise<DuplicateCustomer[]> {
  const rows = unwrap(
    await supabase.rpc('find_customer_duplicates', { p_name: p.name, p_email: p.email, p_phone: p.phone }),
  ) as DuplicateRow[];
  return rows.filter((r): r is DuplicateCustomer => !!r.id && !!r.name);
}
