// The columns the calendar reads for an event (with its attendees and exceptions): shared by data.ts and
// bench/calendar.ts, which sends the same request. Pure.
export const EVENT_COLUMNS =
  'id, title, type, all_day, starts_at, ends_at, location, notes, customer_id, site_id, lead_id, project_id, rrule, reminder_minutes, created_by, updated_at, attendees:calendar_event_attendees(member_id), exceptions:calendar_event_exceptions(occurrence_start, cancelled, starts_at, ends_at, title, location, notes)';
