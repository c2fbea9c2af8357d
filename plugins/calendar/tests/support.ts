// Helpers for the calendar's API tests: events made through supabase-js as the
// member who owns `client`.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';

export type NewEvent = {
  title?: string;
  type?: 'site_visit' | 'training' | 'meeting' | 'call' | 'other';
  starts_at: string;
  ends_at: string;
  all_day?: boolean;
  rrule?: string | null;
  reminder_minutes?: number | null;
  customer_id?: string | null;
  site_id?: string | null;
  location?: string | null;
};

export async function newEvent(client: SupabaseClient, event: NewEvent, attendees: string[] = []) {
  const { data, error } = await client
    .from('calendar_events')
    .insert({ title: 'Site visit', type: 'site_visit', ...event })
    .select('*')
    .single();
  expect(error).toBeNull();
  if (attendees.length > 0) {
    const added = await client
      .from('calendar_event_attendees')
      .insert(attendees.map((member_id) => ({ event_id: data.id, member_id })));
    expect(added.error).toBeNull();
  }
  return data as {
    id: string;
    starts_at: string;
    ends_at: string;
    rrule: string | null;
    last_ends_at: string | null;
  };
}

/** An instant as PostgREST writes it back, for comparing. */
export const iso = (at: string | Date) => new Date(at).toISOString();

/** A date some days from now at a Nairobi (UTC+3) wall-clock time, as an ISO instant. */
export function nairobi(dayOffset: number, hhmm: string) {
  const base = new Date(Date.now() + dayOffset * 86_400_000);
  const day = new Date(base.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T${hhmm}:00+03:00`).toISOString();
}
