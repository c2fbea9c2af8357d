// plugins/calendar/demo/40-calendar.sql on a new database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), after the customers and leads demos, as
// the demo runner loads it: a month of events around today on demo customers,
// attended by demo staff, with a weekly site visit (one moved, one cancelled)
// and a monthly toolbox talk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_calendar_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

const one = async <T>(sql: string) => (await fresh.db.query<T>(sql)).rows[0] as T;

describe('the calendar demo data', () => {
  it('loads after the customers and leads demos', () => {
    expect(applied.indexOf('calendar/40-calendar.sql')).toBeGreaterThan(
      applied.indexOf('leads/20-leads.sql'),
    );
  });

  it('stamps each event with the member who made it, not “the system”', async () => {
    const r = await one<{ events: number; unstamped: number; mismatched: number }>(`
      select count(*)::int as events,
             count(*) filter (where created_by is null or updated_by is null)::int as unstamped,
             count(*) filter (where created_by is distinct from updated_by)::int as mismatched
        from public.calendar_events`);
    expect(r.events).toBeGreaterThan(10);
    expect(r).toMatchObject({ unstamped: 0, mismatched: 0 });
  });

  it('fills the month around today with every type, on demo customers, attended by demo staff', async () => {
    const r = await one<{
      events: number;
      types: number;
      with_customer: number;
      strangers: number;
      series: number;
    }>(`
      select count(*)::int as events, count(distinct type)::int as types,
             count(*) filter (where customer_id is not null)::int as with_customer,
             (select count(*)::int from public.calendar_event_attendees a
               where a.member_id not in ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000d002')) as strangers,
             count(*) filter (where rrule is not null)::int as series
        from public.calendar_events`);
    expect(r).toEqual({ events: 16, types: 5, with_customer: expect.any(Number), strangers: 0, series: 2 });
    expect(r.with_customer).toBeGreaterThan(5);
    const around = await one<{ n: number; weekly: number }>(`
      select count(*)::int as n,
             count(*) filter (where e.title = 'Weekly site inspection')::int as weekly
        from public.calendar_occurrences(now() - interval '15 days', now() + interval '15 days') o
        join public.calendar_events e on e.id = o.event_id`);
    expect(around.n).toBeGreaterThan(15);
    // Of the four or five Mondays in the window one is cancelled and one moved to Tuesday.
    expect(around.weekly).toBeGreaterThanOrEqual(3);
    const moved = await one<{ n: number }>(`
      select count(*)::int as n from public.calendar_event_exceptions where not cancelled and starts_at is not null`);
    expect(moved.n).toBe(1);
  });
});
