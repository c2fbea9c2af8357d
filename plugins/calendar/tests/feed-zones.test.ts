// The iCal feed in a zone with daylight saving: times are written on the
// company's wall clock (TZID + VTIMEZONE), so a calendar app — here node-ical,
// a real RFC 5545 parser — expands a weekly 09:00 series at 09:00 local on both
// sides of the change (London leaves summer time on 25 October 2026), and a
// Nairobi series (no DST) lands at the same instants as before.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { type FeedEvent, feedCalendar } from '../functions/_shared/calendar-ical.ts';

function event(fields: Partial<FeedEvent> & Pick<FeedEvent, 'starts_at' | 'ends_at'>): FeedEvent {
  return {
    id: crypto.randomUUID(),
    title: 'Weekly site visit',
    type: 'site_visit',
    all_day: false,
    location: null,
    notes: null,
    rrule: null,
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-10-01T00:00:00Z',
    customer_name: null,
    site_name: null,
    exceptions: [],
    ...fields,
  };
}

/** Every occurrence the parser expands, as instants, with the title it shows (moved ones replaced). */
function occurrences(text: string) {
  const parsed = ical.sync.parseICS(text);
  return Object.values(parsed)
    .filter((e): e is VEvent => e?.type === 'VEVENT' && !e.recurrenceid)
    .flatMap((e) =>
      ical.expandRecurringEvent(e, {
        from: new Date('2026-09-01T00:00:00Z'),
        to: new Date('2027-01-01T00:00:00Z'),
      }),
    )
    .map((o) => ({ title: String(o.summary), start: new Date(o.start).toISOString() }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

const local = (at: string, tz: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));

describe('the iCal feed across a daylight-saving change', () => {
  it('keeps a weekly 09:00 London series at 09:00 local before and after the end of October', async () => {
    const text = feedCalendar({
      member_name: 'Amina Otieno',
      timezone: 'Europe/London',
      events: [
        // Mondays at 09:00 BST (08:00 UTC) from 12 October, six times; 19 October cancelled, 2 November moved.
        event({
          starts_at: '2026-10-12T08:00:00Z',
          ends_at: '2026-10-12T09:00:00Z',
          rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6',
          exceptions: [
            {
              occurrence_start: '2026-10-19T08:00:00Z',
              cancelled: true,
              starts_at: null,
              ends_at: null,
              title: null,
              location: null,
              notes: null,
              updated_at: '2026-10-02T00:00:00Z',
            },
            {
              occurrence_start: '2026-11-02T09:00:00Z',
              cancelled: false,
              starts_at: '2026-11-03T14:00:00Z',
              ends_at: '2026-11-03T15:00:00Z',
              title: 'Weekly site visit (Tuesday)',
              location: null,
              notes: null,
              updated_at: '2026-10-02T00:00:00Z',
            },
          ],
        }),
      ],
    });
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(text).toContain('DTSTART;TZID=Europe/London:20261012T090000');
    expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=MO;WKST=MO');
    expect(text).toContain('EXDATE;TZID=Europe/London:20261019T090000');
    expect(text).toContain('RECURRENCE-ID;TZID=Europe/London:20261102T090000');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);

    const got = occurrences(text);
    expect(got).toEqual([
      { title: 'Weekly site visit', start: '2026-10-12T08:00:00.000Z' },
      { title: 'Weekly site visit', start: '2026-10-26T09:00:00.000Z' },
      { title: 'Weekly site visit (Tuesday)', start: '2026-11-03T14:00:00.000Z' },
      { title: 'Weekly site visit', start: '2026-11-09T09:00:00.000Z' },
      { title: 'Weekly site visit', start: '2026-11-16T09:00:00.000Z' },
    ]);
    expect(
      got.filter((o) => !o.title.includes('Tuesday')).map((o) => local(o.start, 'Europe/London')),
    ).toEqual(['Mon 09:00', 'Mon 09:00', 'Mon 09:00', 'Mon 09:00']);
  });

  it('ends a London series with UNTIL in UTC at the end of its last local day', () => {
    const text = feedCalendar({
      member_name: 'Amina Otieno',
      timezone: 'Europe/London',
      events: [
        event({
          starts_at: '2026-10-12T08:00:00Z',
          ends_at: '2026-10-12T09:00:00Z',
          rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261102',
        }),
      ],
    });
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261102T235959Z;BYDAY=MO;WKST=MO');
    expect(occurrences(text).map((o) => o.start)).toEqual([
      '2026-10-12T08:00:00.000Z',
      '2026-10-19T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
  });

  it('leaves a Nairobi series at the same instants (no daylight saving there)', () => {
    const text = feedCalendar({
      member_name: 'Amina Otieno',
      timezone: 'Africa/Nairobi',
      events: [
        event({
          starts_at: '2026-10-12T06:00:00Z',
          ends_at: '2026-10-12T07:00:00Z',
          rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4',
        }),
        event({
          title: 'First aid training',
          type: 'training',
          all_day: true,
          starts_at: '2026-10-13T21:00:00Z',
          ends_at: '2026-10-15T21:00:00Z',
        }),
      ],
    });
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Nairobi');
    expect(text).toContain('DTSTART;TZID=Africa/Nairobi:20261012T090000');
    expect(text).toContain('DTSTART;VALUE=DATE:20261014');
    expect(occurrences(text).filter((o) => o.title === 'Weekly site visit')).toEqual(
      ['2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02'].map((day) => ({
        title: 'Weekly site visit',
        start: `${day}T06:00:00.000Z`,
      })),
    );
  });
});
