// The Calendar module's reads and writes: the only file that knows its tables
// and RPCs. Answers become values or DataErrors through the kernel's unwrap.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { Constants, type Tables, type TablesInsert } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';
import type { ExceptionRow, SeriesRow } from './recurrence.ts';

export const calendarKeys = pluginKeys('calendar');

export type EventType = Tables<'calendar_events'>['type'];

import { EVENT_COLUMNS } from './columns.ts';

export { EVENT_COLUMNS };

const text = z.string().nullable();
const eventTypeSchema = z.enum(Constants.public.Enums.calendar_event_type);
const exceptionRowSchema = z.object({
  occurrence_start: z.string(),
  cancelled: z.boolean(),
  starts_at: text,
  ends_at: text,
  title: text,
  location: text,
  notes: text,
}) satisfies z.ZodType<ExceptionRow>;
/** An event (a series when it has an rrule) as EVENT_COLUMNS reads it. */
const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: eventTypeSchema,
  all_day: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  location: text,
  notes: text,
  customer_id: text,
  site_id: text,
  lead_id: text,
  project_id: text,
  rrule: text,
  reminder_minutes: z.number().nullable(),
  created_by: text,
  updated_at: z.string(),
  attendees: z.array(z.object({ member_id: z.string() })),
  exceptions: z.array(exceptionRowSchema),
}) satisfies z.ZodType<SeriesRow>;
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
const calendarEventsSchema = z.array(calendarEventSchema);

/** Rows per request: the REST API answers at most 1,000 (REST_MAX_ROWS). */
export const EVENTS_PAGE = 1000;

/**
 * The events and series that may have an occurrence in [from, to) (the screen expands them): the first page
 * with an exact count, then the other pages at once.
 */
export async function fetchEvents(from: Date, to: Date, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const page = (offset: number, count: boolean) => {
    let query = supabase
      .from('calendar_events')
      .select(EVENT_COLUMNS, count ? { count: 'exact' } : undefined)
      .lt('starts_at', to.toISOString())
      .or(`last_ends_at.is.null,last_ends_at.gt.${from.toISOString()}`)
      .order('starts_at')
      .order('id')
      .range(offset, offset + EVENTS_PAGE - 1);
    if (signal) query = query.abortSignal(signal);
    return query;
  };
  const first = await page(0, true);
  const rows = rpcResult('The calendar (calendar_events)', calendarEventsSchema, first);
  const total = first.count ?? rows.length;
  if (total <= rows.length) return rows;
  const offsets: number[] = [];
  for (let offset = EVENTS_PAGE; offset < total; offset += EVENTS_PAGE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map(async (offset) =>
      rpcResult('The calendar (calendar_events)', calendarEventsSchema, await page(offset, false)),
    ),
  );
  return rows.concat(...rest);
}

export type EventFields = {
  title: string;
  type: EventType;
  all_day: boolean;
  starts_at: string;
  ends_at: string;
  location: string | null;
  notes: string | null;
  customer_id: string | null;
  site_id: string | null;
  lead_id: string | null;
  project_id: string | null;
  rrule: string | null;
  reminder_minutes: number | null;
};

async function setAttendees(eventId: string, memberIds: readonly string[]) {
  const current = unwrap(
    await supabase.from('calendar_event_attendees').select('member_id').eq('event_id', eventId),
  ).map((a) => a.member_id);
  const gone = current.filter((m) => !memberIds.includes(m));
  const added = memberIds.filter((m) => !current.includes(m));
  // Add first: an attendee who removes themselves must still be allowed to.
  if (added.length > 0) {
    unwrap(
      await supabase
        .from('calendar_event_attendees')
        .insert(added.map((member_id) => ({ event_id: eventId, member_id }))),
    );
  }
  if (gone.length > 0) {
    unwrap(
      await supabase.from('calendar_event_attendees').delete().eq('event_id', eventId).in('member_id', gone),
    );
  }
}

export async function createEvent(fields: EventFields, memberIds: readonly string[], id?: string) {
  const insert: TablesInsert<'calendar_events'> = id ? { ...fields, id } : { ...fields };
  const row = unwrap(await supabase.from('calendar_events').insert(insert).select('id').single()) as {
    id: string;
  };
  await setAttendees(row.id, memberIds);
  return row.id;
}

export async function updateEvent(id: string, fields: Partial<EventFields>, memberIds?: readonly string[]) {
  const rows = unwrap(await supabase.from('calendar_events').update(fields).eq('id', id).select('id'));
  if (rows.length === 0) {
    throw new Error('Only the people who created or attend this event, or an admin, can change it.');
  }
  if (memberIds) await setAttendees(id, memberIds);
}

export async function deleteEvent(id: string) {
  const rows = unwrap(await supabase.from('calendar_events').delete().eq('id', id).select('id'));
  if (rows.length === 0) {
    throw new Error('Only the people who created or attend this event, or an admin, can delete it.');
  }
}

/** "This event": one occurrence moved, retitled or cancelled. */
export async function saveException(eventId: string, exception: ExceptionRow) {
  unwrap(
    await supabase
      .from('calendar_event_exceptions')
      .upsert({ event_id: eventId, ...exception }, { onConflict: 'event_id,occurrence_start' }),
  );
}

export async function deleteException(eventId: string, occurrenceStart: string) {
  unwrap(
    await supabase
      .from('calendar_event_exceptions')
      .delete()
      .eq('event_id', eventId)
      .eq('occurrence_start', occurrenceStart),
  );
}

/** "This and following": see public.calendar_split_series. Returns the new series' id. */
export async function splitSeries(
  eventId: string,
  occurrenceStart: string,
  changes: Partial<EventFields> & { member_ids?: string[] },
  deleteFollowing = false,
): Promise<string> {
  return unwrap(
    await supabase.rpc('calendar_split_series', {
      event_id: eventId,
      occurrence_start: occurrenceStart,
      changes,
      delete_following: deleteFollowing,
    }),
  ) as string;
}

export interface Conflict {
  event_id: string;
  title: string;
  member_id: string;
  member_name: string | null;
  starts_at: string;
  ends_at: string;
}

/** Who of `memberIds` is already booked then (the event being edited left out). */
export async function fetchConflicts(
  memberIds: readonly string[],
  startsAt: string,
  endsAt: string,
  excludeEvent?: string,
): Promise<Conflict[]> {
  if (memberIds.length === 0) return [];
  return unwrap(
    await supabase.rpc('calendar_conflicts', {
      member_ids: [...memberIds],
      starts_at: startsAt,
      ends_at: endsAt,
      ...(excludeEvent ? { exclude_event: excludeEvent } : {}),
    }),
  ) as Conflict[];
}

/** A new secret for the signed-in member's iCal feed (the old address stops working). */
export async function regenerateFeedToken(): Promise<string> {
  return unwrap(await supabase.rpc('regenerate_calendar_feed_token')) as string;
}

export async function revokeFeedToken() {
  unwrap(await supabase.rpc('revoke_calendar_feed_token'));
}

export async function fetchFeedToken(memberId: string): Promise<{ created_at: string } | null> {
  return unwrap(
    await supabase.from('calendar_feed_tokens').select('created_at').eq('member_id', memberId).maybeSingle(),
  ) as { created_at: string } | null;
}

/** The feed's address for a secret: the calendar-feed edge function on this server. */
export function feedUrl(token: string, origin = window.location.origin) {
  return `${origin}/functions/v1/calendar-feed?token=${token}`;
}

export interface PickOption {
  value: string;
  label: string;
  customer_id?: string;
}

export async function listSites(): Promise<PickOption[]> {
  const rows = unwrap(
    await supabase.from('customer_sites').select('id, name, customer_id').order('name').limit(2000),
  );
  return rows.map((r) => ({ value: r.id, label: r.name, customer_id: r.customer_id }));
}

export async function listOpenLeads(): Promise<PickOption[]> {
  const rows = unwrap(
    await supabase
      .from('leads')
      .select('id, reference, contact_name, company')
      .not('stage', 'in', '(won,lost)')
      .order('created_at', { ascending: false })
      .limit(300),
  );
  return rows.map((r) => ({
    value: r.id,
    label: `${r.reference} — ${[r.contact_name, r.company].filter(Boolean).join(', ')}`,
  }));
}

export async function listProjects(): Promise<PickOption[]> {
  const rows = unwrap(
    await supabase
      .from('projects')
      .select('id, number, title, customer_id')
      .is('archived_at', null)
      .order('created_at', { ascending: false })
      .limit(500),
  );
  return rows.map((r) => ({ value: r.id, label: `${r.number} — ${r.title}`, customer_id: r.customer_id }));
}

/** A project's milestone or task due on a day: the calendar's read-only layer. */
export interface ProjectDue {
  kind: 'milestone' | 'task';
  id: string;
  title: string;
  due_on: string;
  done: boolean;
  project_id: string;
  project: string;
  assignee_id: string | null;
}

// The filters on due_on make it non-null; the embedded project is one row (projects!inner).
const dueRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  due_on: z.string(),
  project_id: z.string(),
  project: z.object({ number: z.string() }).nullable(),
});
type DueRow = z.infer<typeof dueRowSchema>;
const milestoneDueSchema = dueRowSchema.extend({ done_on: z.string().nullable() });
const taskDueSchema = dueRowSchema.extend({ status: z.string(), assignee_id: z.string().nullable() });

/** Milestones and task due dates from `fromDay` to `toDay` (YYYY-MM-DD, inclusive), of projects not archived. */
export async function fetchProjectLayer(
  fromDay: string,
  toDay: string,
  signal?: AbortSignal,
): Promise<ProjectDue[]> {
  const [milestones, tasks] = await Promise.all([
    supabase
      .from('project_milestones')
      .select('id, title, due_on, done_on, project_id, project:projects!inner(number, archived_at)')
      .gte('due_on', fromDay)
      .lte('due_on', toDay)
      .is('project.archived_at', null)
      .limit(2000)
      .abortSignal(signal ?? new AbortController().signal),
    supabase
      .from('project_tasks')
      .select(
        'id, title, due_on, status, assignee_id, project_id, project:projects!inner(number, archived_at)',
      )
      .gte('due_on', fromDay)
      .lte('due_on', toDay)
      .is('project.archived_at', null)
      .limit(2000)
      .abortSignal(signal ?? new AbortController().signal),
  ]);
  const numberOf = (r: DueRow) => r.project?.number ?? '';
  return [
    ...rpcResult('Milestones (project_milestones)', z.array(milestoneDueSchema), milestones).map((m) => ({
      kind: 'milestone' as const,
      id: m.id,
      title: m.title,
      due_on: m.due_on,
      done: !!m.done_on,
      project_id: m.project_id,
      project: numberOf(m),
      assignee_id: null,
    })),
    ...rpcResult('Task due dates (project_tasks)', z.array(taskDueSchema), tasks).map((t) => ({
      kind: 'task' as const,
      id: t.id,
      title: t.title,
      due_on: t.due_on,
      done: t.status === 'done',
      project_id: t.project_id,
      project: numberOf(t),
      assignee_id: t.assignee_id,
    })),
  ];
}

/** One occurrence of the signed-in member's day (Home's "Today's schedule"). */
export interface ScheduleItem {
  event_id: string;
  /** The occurrence's original start (ISO), the key of its exception: the calendar page opens it by this. */
  occurrence_start: string;
  starts_at: string;
  ends_at: string;
  title: string;
  type: EventType;
  all_day: boolean;
  location: string | null;
}

/**
 * The member's occurrences in [from, to) — the database expands the series, applies the exceptions and keeps
 * the events they attend, or created without attendees (as the feed and reminders count them) — all-day ones
 * first, then by start. One round trip (`my_schedule`).
 */
const scheduleSchema = z.array(
  z.object({
    event_id: z.string(),
    occurrence_start: z.string().transform((at) => new Date(at).toISOString()),
    starts_at: z.string(),
    ends_at: z.string(),
    title: z.string(),
    type: eventTypeSchema,
    all_day: z.boolean(),
    location: text,
  }),
) satisfies z.ZodType<ScheduleItem[], unknown>;

export async function fetchMySchedule(from: Date, to: Date): Promise<ScheduleItem[]> {
  return rpcResult(
    'Your schedule (my_schedule)',
    scheduleSchema,
    await supabase.rpc('my_schedule', { from_at: from.toISOString(), to_at: to.toISOString() }),
  );
}

/** The calendar page at an occurrence's day with its dialog open. */
export function occurrenceHref(item: { event_id: string; occurrence_start: string }, day: string) {
  const params = new URLSearchParams({
    view: 'day',
    date: day,
    event: item.event_id,
    occurrence: item.occurrence_start,
  });
  return `/dashboard/calendar?${params.toString()}`;
}
