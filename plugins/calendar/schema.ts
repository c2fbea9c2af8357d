// The event form: its zod schema, its values from an event (or a clicked
// range), and the columns it writes. Pure: the dialog and tests share it.
import { z } from 'zod';
import type { EventFields, EventType } from './data.ts';
import { NO_REPEAT, parseRule, ruleText, WEEKDAYS, type WeekdayCode } from './recurrence.ts';
import { fromWall, toWall, wallDate, wallOf, wallTime } from './zone.ts';

export const TYPE_LABELS: Record<EventType, string> = {
  site_visit: 'Site visit',
  training: 'Training',
  meeting: 'Meeting',
  call: 'Call',
  other: 'Other',
};
export const EVENT_TYPES = Object.keys(TYPE_LABELS) as EventType[];

export const REMINDER_OPTIONS = [
  { value: '', label: 'No reminder' },
  { value: '0', label: 'When it starts' },
  { value: '10', label: '10 minutes before' },
  { value: '30', label: '30 minutes before' },
  { value: '60', label: '1 hour before' },
  { value: '1440', label: '1 day before' },
];

export const DAY_LABELS: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

export type Scope = 'this' | 'following' | 'all';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date');

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the event a title').max(200, 'At most 200 characters'),
    type: z.enum(['site_visit', 'training', 'meeting', 'call', 'other']),
    all_day: z.boolean(),
    start_date: date,
    start_time: z.string(),
    end_date: date,
    end_time: z.string(),
    location: z.string().max(300, 'At most 300 characters'),
    notes: z.string().max(4000, 'At most 4000 characters'),
    customer_id: z.string(),
    site_id: z.string(),
    lead_id: z.string(),
    project_id: z.string(),
    member_ids: z.array(z.string()),
    freq: z.enum(['none', 'daily', 'weekly', 'monthly']),
    interval: z.string().regex(/^[1-9]\d{0,2}$/, 'A whole number from 1 to 999'),
    byday: z.array(z.enum(WEEKDAYS)),
    end: z.enum(['never', 'count', 'until']),
    count: z.string(),
    until: z.string(),
    reminder: z.string(),
    scope: z.enum(['this', 'following', 'all']),
  })
  .superRefine((v, ctx) => {
    if (!v.all_day) {
      if (!/^\d{2}:\d{2}$/.test(v.start_time))
        ctx.addIssue({ code: 'custom', path: ['start_time'], message: 'Choose a time' });
      if (!/^\d{2}:\d{2}$/.test(v.end_time))
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'Choose a time' });
    }
    const start = `${v.start_date}T${v.all_day ? '00:00' : v.start_time}`;
    const end = `${v.end_date}T${v.all_day ? '00:00' : v.end_time}`;
    if (v.all_day ? end < start : end <= start) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end must be after the start' });
    }
    if (v.freq !== 'none' && v.end === 'count' && !/^[1-9]\d{0,3}$/.test(v.count)) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'A whole number from 1 to 9999' });
    }
    if (
      v.freq !== 'none' &&
      v.end === 'until' &&
      (!/^\d{4}-\d{2}-\d{2}$/.test(v.until) || v.until < v.start_date)
    ) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'A day on or after the start' });
    }
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;

/** Values for a new event over a clicked or dragged range (floating wall-clock dates). */
export function newEventValues(start: Date, end: Date, allDay: boolean, me?: string): EventFormValues {
  const lastDay = allDay ? new Date(end.getTime() - 86_400_000) : end;
  return {
    title: '',
    type: 'site_visit',
    all_day: allDay,
    start_date: wallDate(start),
    start_time: allDay ? '09:00' : wallTime(start),
    end_date: wallDate(lastDay),
    end_time: allDay ? '10:00' : wallTime(end),
    location: '',
    notes: '',
    customer_id: '',
    site_id: '',
    lead_id: '',
    project_id: '',
    member_ids: me ? [me] : [],
    ...repeatValues(null, 'Africa/Nairobi'),
    reminder: '30',
    scope: 'all',
  };
}

function repeatValues(rule: string | null, tz: string) {
  const r = rule ? parseRule(rule, tz) : NO_REPEAT;
  return {
    freq: r.freq,
    interval: String(r.interval),
    byday: r.byday,
    end: r.end,
    count: String(r.count),
    until: r.until,
  };
}

/** Values to edit one occurrence (or a single event) that runs from `start` to `end` (instants). */
export function eventValues(
  event: {
    title: string;
    type: EventType;
    all_day: boolean;
    location: string | null;
    notes: string | null;
    customer_id: string | null;
    site_id: string | null;
    lead_id: string | null;
    project_id: string | null;
    rrule: string | null;
    reminder_minutes: number | null;
    attendees: { member_id: string }[];
  },
  occurrence: { start: Date; end: Date; title: string; location: string | null; notes: string | null },
  tz: string,
): EventFormValues {
  const start = toWall(occurrence.start, tz);
  const end = toWall(occurrence.end, tz);
  const lastDay = event.all_day ? new Date(end.getTime() - 86_400_000) : end;
  return {
    title: occurrence.title,
    type: event.type,
    all_day: event.all_day,
    start_date: wallDate(start),
    start_time: wallTime(start),
    end_date: wallDate(lastDay),
    end_time: wallTime(end),
    location: occurrence.location ?? '',
    notes: occurrence.notes ?? '',
    customer_id: event.customer_id ?? '',
    site_id: event.site_id ?? '',
    lead_id: event.lead_id ?? '',
    project_id: event.project_id ?? '',
    member_ids: event.attendees.map((a) => a.member_id),
    ...repeatValues(event.rrule, tz),
    reminder: event.reminder_minutes == null ? '' : String(event.reminder_minutes),
    scope: event.rrule ? 'this' : 'all',
  };
}

/** The instants the form's dates and times mean in the company's zone. */
export function formTimes(v: EventFormValues, tz: string) {
  if (v.all_day) {
    const start = fromWall(wallOf(v.start_date), tz);
    const end = fromWall(new Date(wallOf(v.end_date).getTime() + 86_400_000), tz);
    return { starts_at: start.toISOString(), ends_at: end.toISOString() };
  }
  return {
    starts_at: fromWall(wallOf(v.start_date, v.start_time), tz).toISOString(),
    ends_at: fromWall(wallOf(v.end_date, v.end_time), tz).toISOString(),
  };
}

/** The columns the form writes. */
export function formToFields(v: EventFormValues, tz: string): EventFields {
  return {
    title: v.title.trim(),
    type: v.type,
    all_day: v.all_day,
    ...formTimes(v, tz),
    location: v.location.trim() || null,
    notes: v.notes.trim() || null,
    customer_id: v.customer_id || null,
    site_id: v.customer_id ? v.site_id || null : null,
    lead_id: v.lead_id || null,
    project_id: v.project_id || null,
    rrule: ruleText({
      freq: v.freq,
      interval: Number(v.interval),
      byday: v.byday,
      end: v.end,
      count: Number(v.count),
      until: v.until,
    }),
    reminder_minutes: v.reminder === '' ? null : Number(v.reminder),
  };
}
