// The iCal feed through HTTP as a calendar app reads it (GET, no credentials):
// parsed with node-ical, a real RFC 5545 parser, it has exactly the member's
// occurrences — the series' RRULE, a cancelled one left out (EXDATE), a moved
// one at its new time (RECURRENCE-ID), a split series as two — and nobody
// else's; a new secret stops the old address.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, apiUrl } from '../../../tests/support/clients.ts';
import { iso, newEvent } from './support.ts';

async function feed(token: string) {
  return fetch(`${apiUrl()}/functions/v1/calendar-feed?token=${token}`);
}

function occurrences(text: string, from: Date, to: Date) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((e): e is VEvent => e?.type === 'VEVENT' && !e.recurrenceid);
  return events
    .flatMap((e) => ical.expandRecurringEvent(e, { from, to }))
    .map((o) => ({ title: String(o.summary), start: iso(o.start) }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

describe('the iCal feed', () => {
  it('serves text/calendar with exactly the member’s occurrences, exceptions and split series', async () => {
    const member = await userWithRole('staff');
    const other = await userWithRole('staff');
    const token = (await member.client.rpc('regenerate_calendar_feed_token')).data as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    // A weekly site visit on Mondays, 09:00 Nairobi, six times from 2 Dec 2030.
    const weekly = await newEvent(
      member.client,
      {
        title: 'Weekly site visit',
        starts_at: '2030-12-02T09:00:00+03:00',
        ends_at: '2030-12-02T10:00:00+03:00',
        rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6',
      },
      [member.id],
    );
    // The second moved to Tuesday 14:00, the third cancelled.
    await member.client.from('calendar_event_exceptions').insert({
      event_id: weekly.id,
      occurrence_start: '2030-12-09T09:00:00+03:00',
      cancelled: false,
      starts_at: '2030-12-10T14:00:00+03:00',
      ends_at: '2030-12-10T15:00:00+03:00',
    });
    await member.client.from('calendar_event_exceptions').insert({
      event_id: weekly.id,
      occurrence_start: '2030-12-16T09:00:00+03:00',
      cancelled: true,
      starts_at: null,
      ends_at: null,
    });
    // From the fifth on, afternoons.
    const split = await member.client.rpc('calendar_split_series', {
      event_id: weekly.id,
      occurrence_start: '2030-12-30T09:00:00+03:00',
      changes: {
        title: 'Weekly site visit (pm)',
        starts_at: '2030-12-30T15:00:00+03:00',
        ends_at: '2030-12-30T16:00:00+03:00',
      },
    });
    expect(split.error).toBeNull();
    // An all-day training and someone else's meeting.
    await newEvent(
      member.client,
      {
        title: 'First aid training',
        type: 'training',
        all_day: true,
        starts_at: '2030-12-04T00:00:00+03:00',
        ends_at: '2030-12-06T00:00:00+03:00',
      },
      [member.id],
    );
    await newEvent(other.client, {
      title: 'Not mine',
      starts_at: '2030-12-03T09:00:00+03:00',
      ends_at: '2030-12-03T10:00:00+03:00',
    });

    const answer = await feed(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await answer.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('RRULE:FREQ=WEEKLY;UNTIL=20301230T055959Z;BYDAY=MO;WKST=MO');
    // On the company's wall clock (Nairobi), with its VTIMEZONE; UNTIL stays in UTC.
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Nairobi');
    expect(text).toContain('DTSTART;TZID=Africa/Nairobi:20301202T090000');
    expect(text).toContain('EXDATE;TZID=Africa/Nairobi:20301216T090000');
    expect(text).toContain('RECURRENCE-ID;TZID=Africa/Nairobi:20301209T090000');
    expect(text).toContain('DTSTART;VALUE=DATE:20301204');

    const got = occurrences(text, new Date('2030-11-01T00:00:00Z'), new Date('2031-03-01T00:00:00Z'));
    expect(got).toEqual([
      { title: 'Weekly site visit', start: iso('2030-12-02T09:00:00+03:00') },
      { title: 'First aid training', start: expect.stringMatching(/^2030-12-0[34]/) },
      { title: 'Weekly site visit', start: iso('2030-12-10T14:00:00+03:00') },
      { title: 'Weekly site visit', start: iso('2030-12-23T09:00:00+03:00') },
      { title: 'Weekly site visit (pm)', start: iso('2030-12-30T15:00:00+03:00') },
      { title: 'Weekly site visit (pm)', start: iso('2031-01-06T15:00:00+03:00') },
    ]);
    const training = Object.values(ical.sync.parseICS(text)).find(
      (e): e is VEvent => e?.type === 'VEVENT' && e.summary === 'First aid training',
    );
    expect(training?.datetype).toBe('date');
  });

  it('refuses an unknown secret and stops the old one when a new one is made', async () => {
    const member = await userWithRole('staff');
    const first = (await member.client.rpc('regenerate_calendar_feed_token')).data as string;
    expect((await feed(first)).status).toBe(200);
    const second = (await member.client.rpc('regenerate_calendar_feed_token')).data as string;
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    expect((await feed('0'.repeat(64))).status).toBe(404);
    expect((await feed('')).status).toBe(404);

    // A shop customer has no feed; a visitor cannot make one; nobody reads the hashes.
    const customer = await userWithRole('customer');
    expect((await customer.client.rpc('regenerate_calendar_feed_token')).error?.code).toBe('42501');
    expect((await anonClient().rpc('regenerate_calendar_feed_token')).error).not.toBeNull();
    const hashes = await member.client.from('calendar_feed_tokens').select('token_hash');
    expect(hashes.error?.code).toBe('42501');
    await member.client.rpc('revoke_calendar_feed_token');
    expect((await feed(second)).status).toBe(404);
  });
});
