// Dates and times as the firm reads them: in its own time zone, whatever the
// zone of the computer showing them (a consultant abroad sees Nairobi times
// on a Nairobi audit). The database stores timestamptz (UTC instants).
import type { CompanyFormat } from './company-format.ts';

export type DateStyle = 'date' | 'datetime' | 'time' | 'month';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  datetime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  month: { month: 'long', year: 'numeric' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function toDate(value: string | number | Date): Date {
  // A bare "2026-11-25" is a calendar date (a date column): show that day, not UTC midnight moved.
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  if (Number.isNaN(d.getTime())) throw new TypeError(`Not a date: "${String(value)}"`);
  return d;
}

/** "25 Nov 2026", "25 Nov 2026, 14:05", "14:05" or "November 2026" in the company's zone and locale. */
export function formatDate(
  value: string | number | Date,
  fmt: Pick<CompanyFormat, 'timezone' | 'locale'>,
  style: DateStyle = 'date',
): string {
  const key = `${fmt.locale}|${fmt.timezone}|${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(fmt.locale, { ...OPTIONS[style], timeZone: fmt.timezone });
    cache.set(key, f);
  }
  return f.format(toDate(value));
}

/** The calendar date (YYYY-MM-DD) an instant falls on in the company's zone: "today" for due dates. */
export function calendarDate(value: string | number | Date, fmt: Pick<CompanyFormat, 'timezone'>): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: fmt.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(toDate(value));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The calendar date (YYYY-MM-DD) `days` after another (before, for a negative count). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
