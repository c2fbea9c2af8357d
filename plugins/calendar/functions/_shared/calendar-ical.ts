// The calendar feed's text: public.calendar_feed's answer as an RFC 5545
// VCALENDAR, written by ical-generator. Timed events are on the company's
// wall clock (DTSTART;TZID=Africa/Nairobi:20301202T090000, with the zone's
// VTIMEZONE from timezones-ical-library), so a calendar app expands a weekly
// series at 09:00 local on both sides of a daylight-saving change; a series
// carries its RRULE (UNTIL in UTC, as RFC 5545 asks), its cancelled occurrences
// as EXDATE;TZID and each moved or retitled one as its own VEVENT with
// RECURRENCE-ID;TZID. All-day events are DATE values on the company's calendar.
// DTSTAMP, CREATED and LAST-MODIFIED stay in UTC. Pure.
import { TZDate } from '@date-fns/tz';
import ical, { type ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export interface FeedException {
  occurrence_start: string;
  cancelled: boolean;
  starts_at: string | null;
  ends_at: string | null;
  title: string | null;
  location: string | null;
  notes: string | null;
  updated_at: string;
}

export interface FeedEvent {
  id: string;
  title: string;
  type: string;
  all_day: boolean;
  starts_at: string;
  ends_at: string;
  location: string | null;
  notes: string | null;
  rrule: string | null;
  created_at: string;
  updated_at: string;
  customer_name: string | null;
  site_name: string | null;
  exceptions: FeedException[];
}

export interface Feed {
  member_name: string;
  timezone: string;
  events: FeedEvent[];
}

const TYPE_LABELS: Record<string, string> = {
  site_visit: 'Site visit',
  training: 'Training',
  meeting: 'Meeting',
  call: 'Call',
  other: 'Other',
};

/** The calendar date an instant falls on in the zone, as a UTC-midnight Date (what DATE values print). */
function dayOf(at: string, tz: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
  return new Date(`${parts}T00:00:00Z`);
}

function offsetMs(tz: string, at: Date): number {
  const p: Record<string, number> = {};
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of f.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000
  );
}

/** UNTIL as an instant: a UTC date-time, or a bare date meaning the end of that day in the zone. */
function untilOf(v: string, tz: string): Date {
  if (v.length === 8) {
    const wall = new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T23:59:59Z`);
    return new Date(wall.getTime() - offsetMs(tz, new Date(wall.getTime() - offsetMs(tz, wall))));
  }
  return new Date(
    `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T${v.slice(9, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`,
  );
}

function describe(e: FeedEvent, notes: string | null) {
  const about = [TYPE_LABELS[e.type] ?? e.type, e.customer_name, e.site_name].filter(Boolean).join(' · ');
  return [about, notes].filter(Boolean).join('\n\n');
}

export function feedCalendar(feed: Feed, options: { prodId?: string; name?: string } = {}): string {
  const tz = feed.timezone;
  const cal = ical({
    name: options.name ?? `Safeworks — ${feed.member_name}`,
    prodId: { company: 'Safeworks', product: 'Calendar', language: 'EN' },
    ttl: 15 * 60,
  });
  // The VTIMEZONE of every zone an event names (the calendar itself has none: its DTSTAMPs stay in UTC).
  cal.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] || null });
  for (const e of feed.events) {
    const time = (at: string) => (e.all_day ? dayOf(at, tz) : new TZDate(at, tz));
    const base = {
      id: `${e.id}@safeworks`,
      allDay: e.all_day,
      timezone: e.all_day ? null : tz,
      created: new Date(e.created_at),
      lastModified: new Date(e.updated_at),
      stamp: new Date(e.updated_at),
      categories: [{ name: TYPE_LABELS[e.type] ?? e.type }],
    };
    let repeating = null;
    if (e.rrule) {
      const parts = new Map(e.rrule.split(';').map((item) => item.split('=') as [string, string]));
      const until = parts.get('UNTIL');
      repeating = {
        freq: parts.get('FREQ') as ICalEventRepeatingFreq,
        ...(parts.has('INTERVAL') ? { interval: Number(parts.get('INTERVAL')) } : {}),
        ...(parts.has('COUNT') ? { count: Number(parts.get('COUNT')) } : {}),
        ...(until ? { until: untilOf(until, tz) } : {}),
        ...(parts.has('BYDAY') ? { byDay: (parts.get('BYDAY') ?? '').split(',') as ICalWeekday[] } : {}),
        startOfWeek: ICalWeekday.MO,
        exclude: e.exceptions.filter((x) => x.cancelled).map((x) => time(x.occurrence_start)),
      };
      if (repeating.exclude.length === 0) delete (repeating as { exclude?: Date[] }).exclude;
    }
    cal.createEvent({
      ...base,
      start: time(e.starts_at),
      end: time(e.ends_at),
      summary: e.title,
      location: e.location,
      description: describe(e, e.notes),
      repeating,
    });
    for (const x of e.exceptions) {
      if (x.cancelled || !x.starts_at || !x.ends_at) continue;
      cal.createEvent({
        ...base,
        lastModified: new Date(x.updated_at),
        stamp: new Date(x.updated_at),
        recurrenceId: time(x.occurrence_start),
        start: time(x.starts_at),
        end: time(x.ends_at),
        summary: x.title ?? e.title,
        location: x.location ?? e.location,
        description: describe(e, x.notes ?? e.notes),
      });
    }
  }
  return cal.toString();
}
