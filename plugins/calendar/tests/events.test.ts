// The calendar's tables and RPCs through supabase-js: who may read and change
// events, recurrence expanded by the database (occurrences, exceptions), the
// double-booking warning, "this and following" and reminders.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { iso, nairobi, newEvent } from './support.ts';

describe('who sees and changes calendar events', () => {
  it('staff read every event, change only the ones they created or attend; admins change all', async () => {
    const author = await userWithRole('staff');
    const attendee = await userWithRole('staff');
    const other = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const event = await newEvent(
      author.client,
      { title: 'Fire audit at Kakuzi', starts_at: nairobi(2, '09:00'), ends_at: nairobi(2, '11:00') },
      [attendee.id],
    );

    const seen = await other.client.from('calendar_events').select('id, title').eq('id', event.id);
    expect(seen.data).toEqual([{ id: event.id, title: 'Fire audit at Kakuzi' }]);

    const refused = await other.client
      .from('calendar_events')
      .update({ title: 'Hijacked' })
      .eq('id', event.id)
      .select('id');
    expect(refused.data).toEqual([]);
    const refusedDelete = await other.client.from('calendar_events').delete().eq('id', event.id).select('id');
    expect(refusedDelete.data).toEqual([]);
    const refusedAttendee = await other.client
      .from('calendar_event_attendees')
      .insert({ event_id: event.id, member_id: other.id });
    expect(refusedAttendee.error?.code).toBe('42501');

    for (const [who, title] of [
      [attendee, 'Fire audit (attendee)'],
      [author, 'Fire audit (author)'],
      [admin, 'Fire audit (admin)'],
    ] as const) {
      const changed = await who.client
        .from('calendar_events')
        .update({ title })
        .eq('id', event.id)
        .select('title');
      expect(changed.data).toEqual([{ title }]);
    }
  });

  it('a shop customer and a visitor see nothing and cannot create events', async () => {
    const staff = await userWithRole('staff');
    const customer = await userWithRole('customer');
    await newEvent(staff.client, { starts_at: nairobi(1, '10:00'), ends_at: nairobi(1, '11:00') });
    for (const client of [customer.client, anonClient()]) {
      const read = await client.from('calendar_events').select('id');
      expect(read.data ?? []).toEqual([]);
      const write = await client
        .from('calendar_events')
        .insert({ title: 'Sneaky', starts_at: nairobi(1, '10:00'), ends_at: nairobi(1, '11:00') });
      expect(write.error?.code).toBe('42501');
      const occurrences = await client.rpc('calendar_occurrences', {
        from_at: nairobi(0, '00:00'),
        to_at: nairobi(5, '00:00'),
      });
      expect(occurrences.data ?? []).toEqual([]);
    }
  });

  it('refuses a rule it does not understand, an end before the start and a site of another customer', async () => {
    const staff = await userWithRole('staff');
    const bad = await staff.client.from('calendar_events').insert({
      title: 'x',
      starts_at: nairobi(1, '10:00'),
      ends_at: nairobi(1, '11:00'),
      rrule: 'FREQ=HOURLY',
    });
    expect(bad.error?.code).toBe('23514');
    const backwards = await staff.client
      .from('calendar_events')
      .insert({ title: 'x', starts_at: nairobi(1, '10:00'), ends_at: nairobi(1, '09:00') });
    expect(backwards.error?.message).toContain('calendar_events_ends_after_start');
    const a = await staff.client
      .from('customers')
      .insert({ name: `Bidco ${Date.now()}` })
      .select('id')
      .single();
    const b = await staff.client
      .from('customers')
      .insert({ name: `Kapa ${Date.now()}` })
      .select('id')
      .single();
    const site = await staff.client
      .from('customer_sites')
      .insert({ customer_id: b.data?.id, name: 'Thika plant', county: 'Kiambu' })
      .select('id')
      .single();
    expect(site.error).toBeNull();
    const wrong = await staff.client.from('calendar_events').insert({
      title: 'x',
      starts_at: nairobi(1, '10:00'),
      ends_at: nairobi(1, '11:00'),
      customer_id: a.data?.id,
      site_id: site.data?.id,
    });
    expect(wrong.error).toMatchObject({
      code: '23514',
      message: "The site must belong to the event's customer",
    });
  });
});

describe('recurring events', () => {
  it('a weekly visit on Mondays and Thursdays for 5 times, one cancelled and one moved', async () => {
    const staff = await userWithRole('staff');
    // 2030-03-04 is a Monday.
    const event = await newEvent(staff.client, {
      title: 'Weekly site visit',
      starts_at: '2030-03-04T09:00:00+03:00',
      ends_at: '2030-03-04T10:00:00+03:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=5',
    });
    expect(iso(event.last_ends_at ?? '')).toBe(iso('2030-03-18T10:00:00+03:00'));
    const cancelled = await staff.client.from('calendar_event_exceptions').insert([
      {
        event_id: event.id,
        occurrence_start: '2030-03-07T09:00:00+03:00',
        cancelled: true,
        starts_at: null,
        ends_at: null,
      },
      {
        event_id: event.id,
        cancelled: false,
        occurrence_start: '2030-03-11T09:00:00+03:00',
        starts_at: '2030-03-12T14:00:00+03:00',
        ends_at: '2030-03-12T15:00:00+03:00',
      },
    ]);
    expect(cancelled.error).toBeNull();
    const { data, error } = await staff.client
      .rpc('calendar_occurrences', { from_at: '2030-03-01T00:00:00Z', to_at: '2030-04-01T00:00:00Z' })
      .eq('event_id', event.id)
      .order('starts_at');
    expect(error).toBeNull();
    // Thursday the 7th cancelled, Monday the 11th moved to Tuesday afternoon.
    expect(data?.map((o: { starts_at: string }) => iso(o.starts_at))).toEqual([
      iso('2030-03-04T09:00:00+03:00'),
      iso('2030-03-12T14:00:00+03:00'),
      iso('2030-03-14T09:00:00+03:00'),
      iso('2030-03-18T09:00:00+03:00'),
    ]);
  });

  it('monthly on the 31st skips months without one; daily with UNTIL stops on that day', async () => {
    const staff = await userWithRole('staff');
    const monthly = await newEvent(staff.client, {
      title: 'Toolbox talk',
      starts_at: '2030-01-31T08:00:00+03:00',
      ends_at: '2030-01-31T08:30:00+03:00',
      rrule: 'FREQ=MONTHLY;COUNT=3',
    });
    const daily = await newEvent(staff.client, {
      title: 'Noise survey',
      starts_at: '2030-01-01T07:00:00+03:00',
      ends_at: '2030-01-01T08:00:00+03:00',
      rrule: 'FREQ=DAILY;INTERVAL=2;UNTIL=20300107T235959Z',
    });
    const { data } = await staff.client
      .rpc('calendar_occurrences', { from_at: '2030-01-01T00:00:00Z', to_at: '2031-01-01T00:00:00Z' })
      .in('event_id', [monthly.id, daily.id])
      .order('starts_at');
    expect(data?.map((o: { starts_at: string }) => iso(o.starts_at))).toEqual([
      iso('2030-01-01T07:00:00+03:00'),
      iso('2030-01-03T07:00:00+03:00'),
      iso('2030-01-05T07:00:00+03:00'),
      iso('2030-01-07T07:00:00+03:00'),
      iso('2030-01-31T08:00:00+03:00'),
      iso('2030-03-31T08:00:00+03:00'),
      iso('2030-05-31T08:00:00+03:00'),
    ]);
  });

  it('"this and following" ends the series before the occurrence and starts a new one there', async () => {
    const staff = await userWithRole('staff');
    const other = await userWithRole('staff');
    const series = await newEvent(
      staff.client,
      {
        title: 'Weekly visit',
        starts_at: '2030-06-03T09:00:00+03:00',
        ends_at: '2030-06-03T10:00:00+03:00',
        rrule: 'FREQ=WEEKLY;COUNT=6',
      },
      [staff.id],
    );
    await staff.client.from('calendar_event_exceptions').insert({
      event_id: series.id,
      occurrence_start: '2030-07-01T09:00:00+03:00',
      cancelled: true,
    });

    const refused = await other.client.rpc('calendar_split_series', {
      event_id: series.id,
      occurrence_start: '2030-06-17T09:00:00+03:00',
      changes: { title: 'Nope' },
    });
    expect(refused.error?.code).toBe('42501');

    const split = await staff.client.rpc('calendar_split_series', {
      event_id: series.id,
      occurrence_start: '2030-06-17T09:00:00+03:00',
      changes: {
        title: 'Weekly visit (afternoons)',
        starts_at: '2030-06-17T14:00:00+03:00',
        ends_at: '2030-06-17T15:30:00+03:00',
      },
    });
    expect(split.error).toBeNull();
    const rows = await staff.client
      .from('calendar_events')
      .select(
        'id, title, rrule, starts_at, calendar_event_attendees(member_id), calendar_event_exceptions(occurrence_start)',
      )
      .in('id', [series.id, split.data])
      .order('starts_at');
    expect(rows.data).toEqual([
      {
        id: series.id,
        title: 'Weekly visit',
        rrule: 'FREQ=WEEKLY;UNTIL=20300617T055959Z',
        starts_at: expect.any(String),
        calendar_event_attendees: [{ member_id: staff.id }],
        calendar_event_exceptions: [],
      },
      {
        id: split.data,
        title: 'Weekly visit (afternoons)',
        rrule: 'FREQ=WEEKLY;COUNT=4',
        starts_at: expect.any(String),
        calendar_event_attendees: [{ member_id: staff.id }],
        // The cancelled 1 July at 09:00 no longer exists once the times change.
        calendar_event_exceptions: [],
      },
    ]);
    const { data } = await staff.client
      .rpc('calendar_occurrences', { from_at: '2030-06-01T00:00:00Z', to_at: '2030-08-01T00:00:00Z' })
      .in('event_id', [series.id, split.data])
      .order('starts_at');
    expect(data?.map((o: { starts_at: string }) => iso(o.starts_at))).toEqual([
      iso('2030-06-03T09:00:00+03:00'),
      iso('2030-06-10T09:00:00+03:00'),
      iso('2030-06-17T14:00:00+03:00'),
      iso('2030-06-24T14:00:00+03:00'),
      iso('2030-07-01T14:00:00+03:00'),
      iso('2030-07-08T14:00:00+03:00'),
    ]);
  });
});

describe('double booking', () => {
  it('names the attendee who is already booked then, including by a recurring event', async () => {
    const busy = await userWithRole('staff', { name: 'Grace Wanjiru' });
    const free = await userWithRole('staff');
    const weekly = await newEvent(
      busy.client,
      {
        title: 'Weekly training',
        starts_at: '2031-02-03T09:00:00+03:00',
        ends_at: '2031-02-03T12:00:00+03:00',
        rrule: 'FREQ=WEEKLY',
      },
      [busy.id],
    );
    const { data, error } = await free.client.rpc('calendar_conflicts', {
      member_ids: [busy.id, free.id],
      starts_at: '2031-03-03T11:00:00+03:00',
      ends_at: '2031-03-03T13:00:00+03:00',
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        event_id: weekly.id,
        title: 'Weekly training',
        member_id: busy.id,
        member_name: 'Grace Wanjiru',
        starts_at: expect.any(String),
        ends_at: expect.any(String),
      },
    ]);
    expect(iso(data?.[0].starts_at)).toBe(iso('2031-03-03T09:00:00+03:00'));
    const after = await free.client.rpc('calendar_conflicts', {
      member_ids: [busy.id],
      starts_at: '2031-03-03T12:00:00+03:00',
      ends_at: '2031-03-03T13:00:00+03:00',
    });
    expect(after.data).toEqual([]);
    const itself = await busy.client.rpc('calendar_conflicts', {
      member_ids: [busy.id],
      starts_at: '2031-03-03T11:00:00+03:00',
      ends_at: '2031-03-03T13:00:00+03:00',
      exclude_event: weekly.id,
    });
    expect(itself.data).toEqual([]);
  });
});

describe('reminders', () => {
  it('tell each attendee once per occurrence, from N minutes before until it starts', async () => {
    const author = await userWithRole('staff');
    const attendee = await userWithRole('staff');
    const soon = new Date(Date.now() + 10 * 60_000);
    soon.setUTCSeconds(0, 0);
    await newEvent(
      author.client,
      {
        title: 'Call with Bidco',
        type: 'call',
        starts_at: soon.toISOString(),
        ends_at: new Date(soon.getTime() + 30 * 60_000).toISOString(),
        reminder_minutes: 15,
      },
      [attendee.id],
    );
    await newEvent(author.client, {
      title: 'Later meeting',
      starts_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 4 * 3_600_000).toISOString(),
      reminder_minutes: 15,
    });
    for (let i = 0; i < 2; i++) {
      const run = await serviceClient().rpc('test_run_calendar_reminders');
      expect(run.error).toBeNull();
    }
    const told = await attendee.client
      .from('notifications')
      .select('kind, title')
      .eq('kind', 'calendar.reminder');
    expect(told.data).toEqual([
      { kind: 'calendar.reminder', title: expect.stringMatching(/^Call with Bidco at \d\d:\d\d$/) },
    ]);
    const authorTold = await author.client
      .from('notifications')
      .select('title')
      .eq('kind', 'calendar.reminder');
    expect(authorTold.data).toEqual([]);
  });

  it('link to the occurrence itself: its day, the event and its original start, also when it was moved', async () => {
    const author = await userWithRole('staff');
    const soon = new Date(Date.now() + 10 * 60_000);
    soon.setUTCSeconds(0, 0);
    // A weekly series whose occurrence of today was moved from an hour earlier to `soon`.
    const original = new Date(soon.getTime() - 3_600_000);
    const firstStart = new Date(original.getTime() - 7 * 86_400_000);
    const series = await newEvent(author.client, {
      title: 'Weekly toolbox talk',
      type: 'meeting',
      starts_at: firstStart.toISOString(),
      ends_at: new Date(firstStart.getTime() + 30 * 60_000).toISOString(),
      rrule: 'FREQ=WEEKLY',
      reminder_minutes: 15,
    });
    const moved = await author.client.from('calendar_event_exceptions').insert({
      event_id: series.id,
      occurrence_start: original.toISOString(),
      cancelled: false,
      starts_at: soon.toISOString(),
      ends_at: new Date(soon.getTime() + 30 * 60_000).toISOString(),
    });
    expect(moved.error).toBeNull();
    const single = await newEvent(author.client, {
      title: 'Call with Bamburi',
      type: 'call',
      starts_at: new Date(soon.getTime() + 60_000).toISOString(),
      ends_at: new Date(soon.getTime() + 31 * 60_000).toISOString(),
      reminder_minutes: 30,
    });

    const run = await serviceClient().rpc('test_run_calendar_reminders');
    expect(run.error).toBeNull();
    const told = await author.client
      .from('notifications')
      .select('title, link')
      .eq('kind', 'calendar.reminder')
      .order('title');
    const day = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(at);
    expect(told.data).toEqual([
      {
        title: expect.stringMatching(/^Call with Bamburi at /),
        link: `/dashboard/calendar?date=${day(soon)}&event=${single.id}&occurrence=${new Date(single.starts_at).toISOString()}`,
      },
      {
        title: expect.stringMatching(/^Weekly toolbox talk at /),
        link: `/dashboard/calendar?date=${day(soon)}&event=${series.id}&occurrence=${original.toISOString()}`,
      },
    ]);
  });
});
