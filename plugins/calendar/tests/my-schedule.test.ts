// The dashboard's "Today's schedule" in one round trip: my_schedule answers the signed-in member's occurrences
// of a day, with a moved occurrence's own title and place, through supabase-js.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { iso, nairobi, newEvent } from './support.ts';

type Row = {
  event_id: string;
  occurrence_start: string;
  starts_at: string;
  title: string;
  type: string;
  all_day: boolean;
  location: string | null;
};
const dayOf = (offset: number) => ({
  from_at: nairobi(offset, '00:00'),
  to_at: nairobi(offset + 1, '00:00'),
});

describe('my schedule for a day', () => {
  it('lists the events I attend or made without attendees — all-day first — and not colleagues’ own', async () => {
    const me = await userWithRole('staff');
    const colleague = await userWithRole('staff');
    const visit = await newEvent(
      colleague.client,
      { title: 'Noise survey at Bidco', starts_at: nairobi(40, '09:00'), ends_at: nairobi(40, '11:00') },
      [me.id],
    );
    const mine = await newEvent(me.client, {
      title: 'Write the Kakuzi report',
      type: 'other',
      starts_at: nairobi(40, '14:00'),
      ends_at: nairobi(40, '16:00'),
    });
    const allDay = await newEvent(me.client, {
      title: 'First-aid training',
      type: 'training',
      all_day: true,
      starts_at: nairobi(40, '00:00'),
      ends_at: nairobi(41, '00:00'),
    });
    await newEvent(colleague.client, {
      title: 'Colleague’s own call',
      starts_at: nairobi(40, '10:00'),
      ends_at: nairobi(40, '10:30'),
    });

    const { data: rows, error } = await me.client.rpc('my_schedule', dayOf(40));
    const data = rows as Row[] | null;
    expect(error).toBeNull();
    expect(data?.map((r) => [r.title, r.event_id, r.all_day])).toEqual([
      ['First-aid training', allDay.id, true],
      ['Noise survey at Bidco', visit.id, false],
      ['Write the Kakuzi report', mine.id, false],
    ]);
    expect(data?.[1]?.type).toBe('site_visit');
    expect(iso(data?.[1]?.starts_at ?? '')).toBe(iso(visit.starts_at));
  });

  it('shows a moved occurrence of a weekly series at its new time, title and place, and leaves out a cancelled one', async () => {
    const me = await userWithRole('staff');
    const series = await newEvent(me.client, {
      title: 'Weekly toolbox talk',
      starts_at: nairobi(50, '08:00'),
      ends_at: nairobi(50, '08:30'),
      rrule: 'FREQ=WEEKLY;COUNT=3',
    });
    const moved = await me.client.from('calendar_event_exceptions').insert({
      event_id: series.id,
      occurrence_start: nairobi(57, '08:00'),
      starts_at: nairobi(57, '10:00'),
      ends_at: nairobi(57, '10:30'),
      title: 'Toolbox talk (moved)',
      location: 'Yard B',
    });
    expect(moved.error).toBeNull();
    const cancelled = await me.client
      .from('calendar_event_exceptions')
      .insert({ event_id: series.id, occurrence_start: nairobi(64, '08:00'), cancelled: true });
    expect(cancelled.error).toBeNull();

    const week2 = { data: (await me.client.rpc('my_schedule', dayOf(57))).data as Row[] | null };
    expect(
      week2.data?.map((r) => [r.event_id, iso(r.occurrence_start), iso(r.starts_at), r.title, r.location]),
    ).toEqual([
      [series.id, iso(nairobi(57, '08:00')), iso(nairobi(57, '10:00')), 'Toolbox talk (moved)', 'Yard B'],
    ]);
    expect((await me.client.rpc('my_schedule', dayOf(64))).data).toEqual([]);
  });

  it('is not open to visitors', async () => {
    const { error } = await anonClient().rpc('my_schedule', dayOf(1));
    expect(error?.code).toBe('42501');
  });
});
