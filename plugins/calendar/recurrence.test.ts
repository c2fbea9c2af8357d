// Recurrence on the screen: the same occurrences the database's
// app.calendar_expand gives for the same rules (plugins/calendar/tests/events.test.ts
// checks those), on the company's wall clock whatever the browser's zone.
import { describe, expect, it } from 'vitest';
import { expandEvents, occurrenceStarts, parseRule, ruleText, type SeriesRow } from './recurrence.ts';
import { fromWall, toWall } from './zone.ts';

const NAIROBI = 'Africa/Nairobi';
const iso = (s: string) => new Date(s).toISOString();
const series = (over: Partial<SeriesRow>): SeriesRow => ({
  id: 'e1',
  title: 'Weekly site visit',
  starts_at: '2030-03-04T09:00:00+03:00',
  ends_at: '2030-03-04T10:00:00+03:00',
  rrule: null,
  location: null,
  notes: null,
  exceptions: [],
  ...over,
});

describe('a series on the company calendar', () => {
  it('a weekly visit on Mondays and Thursdays, five times, with one cancelled and one moved', () => {
    const event = series({
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5',
      exceptions: [
        {
          occurrence_start: '2030-03-07T06:00:00Z',
          cancelled: true,
          starts_at: null,
          ends_at: null,
          title: null,
          location: null,
          notes: null,
        },
        {
          occurrence_start: '2030-03-11T06:00:00Z',
          cancelled: false,
          starts_at: '2030-03-12T14:00:00+03:00',
          ends_at: '2030-03-12T15:00:00+03:00',
          title: 'Moved visit',
          location: null,
          notes: null,
        },
      ],
    });
    const got = expandEvents(
      [event],
      new Date('2030-03-01T00:00:00Z'),
      new Date('2030-04-01T00:00:00Z'),
      NAIROBI,
    );
    expect(got.map((o) => [o.start.toISOString(), o.title])).toEqual([
      [iso('2030-03-04T09:00:00+03:00'), 'Weekly site visit'],
      [iso('2030-03-12T14:00:00+03:00'), 'Moved visit'],
      [iso('2030-03-14T09:00:00+03:00'), 'Weekly site visit'],
      [iso('2030-03-18T09:00:00+03:00'), 'Weekly site visit'],
    ]);
    expect(got[1]).toMatchObject({
      occurrenceStart: iso('2030-03-11T09:00:00+03:00'),
      moved: true,
      recurring: true,
    });
  });

  it('monthly on the 31st skips months without one; every other day until a UTC instant', () => {
    const monthly = occurrenceStarts(
      { starts_at: '2030-01-31T08:00:00+03:00', rrule: 'FREQ=MONTHLY;COUNT=3' },
      new Date('2030-01-01T00:00:00Z'),
      new Date('2031-01-01T00:00:00Z'),
      NAIROBI,
    );
    expect(monthly.map((d) => d.toISOString())).toEqual([
      iso('2030-01-31T08:00:00+03:00'),
      iso('2030-03-31T08:00:00+03:00'),
      iso('2030-05-31T08:00:00+03:00'),
    ]);
    const daily = occurrenceStarts(
      { starts_at: '2030-01-01T07:00:00+03:00', rrule: 'FREQ=DAILY;INTERVAL=2;UNTIL=20300107T235959Z' },
      new Date('2030-01-01T00:00:00Z'),
      new Date('2031-01-01T00:00:00Z'),
      NAIROBI,
    );
    expect(daily).toHaveLength(4);
  });

  it('keeps 09:00 on the wall clock across a daylight-saving change (Europe/London)', () => {
    const starts = occurrenceStarts(
      { starts_at: '2030-03-25T09:00:00Z', rrule: 'FREQ=WEEKLY;COUNT=2' },
      new Date('2030-03-01T00:00:00Z'),
      new Date('2030-05-01T00:00:00Z'),
      'Europe/London',
    );
    // 25 March is GMT, 1 April is BST: the same 09:00 is an hour earlier in UTC.
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2030-03-25T09:00:00.000Z',
      '2030-04-01T08:00:00.000Z',
    ]);
  });

  it('an event overlapping the start of the range is shown; one ending at the start is not', () => {
    const from = new Date('2030-03-04T09:30:00+03:00');
    const to = new Date('2030-03-05T00:00:00+03:00');
    expect(expandEvents([series({})], from, to, NAIROBI)).toHaveLength(1);
    expect(expandEvents([series({})], new Date('2030-03-04T10:00:00+03:00'), to, NAIROBI)).toHaveLength(0);
  });
});

describe('the repeat choices and the rule text', () => {
  it('round-trips the dialog’s choices, and reads UNTIL as the company day it falls on', () => {
    const rule = ruleText({
      freq: 'weekly',
      interval: 2,
      byday: ['TH', 'MO'],
      end: 'until',
      count: 10,
      until: '2030-06-30',
    });
    expect(rule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20300630');
    expect(parseRule(rule, NAIROBI)).toEqual({
      freq: 'weekly',
      interval: 2,
      byday: ['MO', 'TH'],
      end: 'until',
      count: 10,
      until: '2030-06-30',
    });
    expect(parseRule('FREQ=WEEKLY;UNTIL=20300616T205959Z', NAIROBI).until).toBe('2030-06-16');
    expect(ruleText({ freq: 'none', interval: 1, byday: [], end: 'never', count: 1, until: '' })).toBeNull();
  });

  it('crosses between instants and the wall clock', () => {
    const wall = toWall('2030-03-04T06:00:00Z', NAIROBI);
    expect(wall.toISOString()).toBe('2030-03-04T09:00:00.000Z');
    expect(fromWall(wall, NAIROBI).toISOString()).toBe('2030-03-04T06:00:00.000Z');
  });
});
