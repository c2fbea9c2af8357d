// Recurrence: the RFC 5545 rules this calendar writes (DAILY, WEEKLY on days,
// MONTHLY; INTERVAL; COUNT or UNTIL) and their occurrences in a visible range,
// expanded with the rrule library on the company's wall clock (zone.ts), with
// exceptions applied: the same answer as the database's
// app.calendar_expand (plugins/calendar/tests checks both against one another).
import type { Frequency, Weekday } from 'rrule';
import * as rruleModule from 'rrule';
import { fromWall, toWall, wallDate } from './zone.ts';

// The browser build reads rrule's ES module; Node (the benchmark) reads its UMD build, whose names sit on
// `default` only.
const { RRule } = (Reflect.get(rruleModule, 'default') ?? rruleModule) as typeof rruleModule;

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number];

export interface Repeat {
  freq: 'none' | 'daily' | 'weekly' | 'monthly';
  interval: number;
  byday: WeekdayCode[];
  end: 'never' | 'count' | 'until';
  count: number;
  /** The last day (YYYY-MM-DD, company zone), for end = 'until'. */
  until: string;
}

export const NO_REPEAT: Repeat = { freq: 'none', interval: 1, byday: [], end: 'never', count: 10, until: '' };

/** The rule text stored in calendar_events.rrule (null: does not repeat). */
export function ruleText(repeat: Repeat): string | null {
  if (repeat.freq === 'none') return null;
  const parts = [`FREQ=${repeat.freq.toUpperCase()}`];
  if (repeat.interval > 1) parts.push(`INTERVAL=${repeat.interval}`);
  if (repeat.freq === 'weekly' && repeat.byday.length > 0) {
    parts.push(`BYDAY=${WEEKDAYS.filter((d) => repeat.byday.includes(d)).join(',')}`);
  }
  if (repeat.end === 'count') parts.push(`COUNT=${repeat.count}`);
  if (repeat.end === 'until' && repeat.until) parts.push(`UNTIL=${repeat.until.replaceAll('-', '')}`);
  return parts.join(';');
}

function partsOf(rule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const item of rule.replace(/^RRULE:/i, '').split(';')) {
    const [k, v] = item.split('=');
    if (k && v) parts.set(k.toUpperCase(), v.toUpperCase());
  }
  return parts;
}

/** A stored rule back into the dialog's choices; UNTIL as the company-zone day it falls on. */
export function parseRule(rule: string | null | undefined, tz: string): Repeat {
  if (!rule) return { ...NO_REPEAT };
  const p = partsOf(rule);
  const until = p.get('UNTIL');
  return {
    freq: (p.get('FREQ')?.toLowerCase() as Repeat['freq']) ?? 'none',
    interval: Number(p.get('INTERVAL') ?? 1),
    byday: (p.get('BYDAY')?.split(',') ?? []) as WeekdayCode[],
    end: p.has('COUNT') ? 'count' : until ? 'until' : 'never',
    count: Number(p.get('COUNT') ?? 10),
    until: until ? untilDay(until, tz) : '',
  };
}

function untilDay(v: string, tz: string): string {
  if (v.length === 8) return `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
  return wallDate(toWall(untilInstant(v, tz), tz));
}

/** UNTIL as an instant: a UTC date-time, or a bare date meaning the end of that day in the zone. */
export function untilInstant(v: string, tz: string): Date {
  if (v.length === 8) {
    const endOfDay = new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T23:59:59Z`);
    return fromWall(endOfDay, tz);
  }
  return new Date(
    `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`,
  );
}

const FREQ: Record<string, Frequency> = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY };
const DAY: Record<WeekdayCode, Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/** The original starts (instants) of a series' occurrences beginning in [from, to). */
export function occurrenceStarts(
  series: { starts_at: string; rrule: string | null },
  from: Date,
  to: Date,
  tz: string,
): Date[] {
  const start = new Date(series.starts_at);
  if (!series.rrule) return start >= from && start < to ? [start] : [];
  const p = partsOf(series.rrule);
  const until = p.get('UNTIL');
  const rule = new RRule({
    freq: FREQ[p.get('FREQ') ?? 'DAILY'],
    interval: Number(p.get('INTERVAL') ?? 1),
    byweekday: p.has('BYDAY') ? (p.get('BYDAY')?.split(',') ?? []).map((d) => DAY[d as WeekdayCode]) : null,
    count: p.has('COUNT') ? Number(p.get('COUNT')) : null,
    until: until ? toWall(untilInstant(until, tz), tz) : null,
    wkst: RRule.MO,
    dtstart: toWall(start, tz),
    tzid: null,
  });
  return rule
    .between(toWall(from, tz), toWall(new Date(to.getTime() - 1), tz), true)
    .map((wall) => fromWall(wall, tz))
    .filter((at) => at >= from && at < to);
}

export interface ExceptionRow {
  occurrence_start: string;
  cancelled: boolean;
  starts_at: string | null;
  ends_at: string | null;
  title: string | null;
  location: string | null;
  notes: string | null;
}

export interface SeriesRow {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  rrule: string | null;
  location: string | null;
  notes: string | null;
  exceptions: ExceptionRow[];
}

export interface Occurrence<E extends SeriesRow> {
  /** Unique per occurrence: the event id and its original start. */
  key: string;
  event: E;
  /** The original start (the exception's key), ISO. */
  occurrenceStart: string;
  start: Date;
  end: Date;
  title: string;
  location: string | null;
  notes: string | null;
  recurring: boolean;
  moved: boolean;
}

/**
 * Every occurrence overlapping [from, to), exceptions applied: cancelled ones left out, moved ones at their
 * new times (a moved occurrence is found when its original start is within two months of the range).
 */
export function expandEvents<E extends SeriesRow>(events: readonly E[], from: Date, to: Date, tz: string) {
  const out: Occurrence<E>[] = [];
  const margin = 62 * 86_400_000;
  const fromMs = from.getTime();
  const toMs = to.getTime();
  for (const event of events) {
    const startMs = Date.parse(event.starts_at);
    const duration = Date.parse(event.ends_at) - startMs;
    if (!event.rrule && event.exceptions.length === 0) {
      // A single event (most of a busy month): no rule to expand, no exception to look up.
      if (startMs >= toMs || startMs + duration <= fromMs) continue;
      const original = new Date(startMs);
      const at = original.toISOString();
      out.push({
        key: `${event.id}@${at}`,
        event,
        occurrenceStart: at,
        start: original,
        end: new Date(startMs + duration),
        title: event.title,
        location: event.location,
        notes: event.notes,
        recurring: false,
        moved: false,
      });
      continue;
    }
    const hasMoves = event.exceptions.some((x) => !x.cancelled);
    const searchFrom = new Date(fromMs - duration - (hasMoves ? margin : 0));
    const searchTo = new Date(toMs + (hasMoves ? margin : 0));
    const byStart = new Map(event.exceptions.map((x) => [Date.parse(x.occurrence_start), x]));
    for (const original of occurrenceStarts(event, searchFrom, searchTo, tz)) {
      const x = byStart.get(original.getTime());
      if (x?.cancelled) continue;
      const start = x?.starts_at ? new Date(x.starts_at) : original;
      const end = x?.ends_at ? new Date(x.ends_at) : new Date(original.getTime() + duration);
      if (start >= to || end <= from) continue;
      const at = original.toISOString();
      out.push({
        key: `${event.id}@${at}`,
        event,
        occurrenceStart: at,
        start,
        end,
        title: x?.title ?? event.title,
        location: x?.location ?? event.location,
        notes: x?.notes ?? event.notes,
        recurring: !!event.rrule,
        moved: !!x && !x.cancelled,
      });
    }
  }
  return out;
}
