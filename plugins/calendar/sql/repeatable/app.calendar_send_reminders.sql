-- app.calendar_send_reminders: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Calendar reminders open the event, not only its day: the notification's link names the occurrence too
-- (/dashboard/calendar?date=2026-11-30&event=<id>&occurrence=2026-11-30T06:00:00.000Z), and the calendar page
-- opens that occurrence's dialog from the URL. `occurrence` is the occurrence's ORIGINAL start (the key of
-- calendar_event_exceptions, in the same ISO form the screen uses), `date` the company-zone day it now starts
-- on (a moved occurrence opens on its new day). Replaces the function of 20261125170100; same rules otherwise.

create or replace function app.calendar_send_reminders() returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  r record;
  tz text := app.calendar_tz();
begin
  for r in
    with candidates as (
      select e.id as event_id, x.occurrence_start, o.starts_at, m.member_id
        from public.calendar_events e
       cross join lateral app.calendar_expand(e.starts_at, e.ends_at, e.rrule, tz,
                                              now() - interval '62 days', now() + interval '69 days') x
        left join public.calendar_event_exceptions ex
               on ex.event_id = e.id and ex.occurrence_start = x.occurrence_start
       cross join lateral (select coalesce(ex.starts_at, x.occurrence_start) as starts_at) o
        join lateral (
          select a.member_id from public.calendar_event_attendees a where a.event_id = e.id
          union
          select e.created_by where not exists (select 1 from public.calendar_event_attendees a where a.event_id = e.id)
        ) m on true
        join public.profiles p on p.auth_id = m.member_id and p.is_active and p.role in ('staff', 'admin', 'superadmin')
       where e.reminder_minutes is not null
         and e.starts_at < now() + interval '69 days'
         and (e.last_ends_at is null or e.last_ends_at > now() - interval '62 days')
         and not coalesce(ex.cancelled, false)
         and o.starts_at > now()
         and o.starts_at - make_interval(mins => e.reminder_minutes) <= now()
    ),
    due as (
      insert into app.calendar_reminders_sent (event_id, starts_at, member_id)
      select event_id, starts_at, member_id from candidates
      on conflict do nothing
      returning event_id, starts_at, member_id
    )
    select distinct on (due.event_id, due.starts_at, due.member_id)
           due.*, c.occurrence_start, e.title, e.all_day, e.location
      from due
      join candidates c using (event_id, starts_at, member_id)
      join public.calendar_events e on e.id = due.event_id
     order by due.event_id, due.starts_at, due.member_id, c.occurrence_start
  loop
    perform app.notify(r.member_id, 'calendar.reminder',
      r.title || case when r.all_day then ' — ' || to_char(r.starts_at at time zone tz, 'DD Mon')
                      else ' at ' || to_char(r.starts_at at time zone tz, 'HH24:MI') end,
      r.location,
      '/dashboard/calendar?date=' || to_char(r.starts_at at time zone tz, 'YYYY-MM-DD')
        || '&event=' || r.event_id
        || '&occurrence=' || to_char(r.occurrence_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'calendar_events', r.event_id::text);
  end loop;
end
$$;
revoke execute on function app.calendar_send_reminders() from public, anon, authenticated, service_role;
