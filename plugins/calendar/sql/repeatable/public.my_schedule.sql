-- public.my_schedule: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The signed-in member's occurrences overlapping [from_at, to_at): the events they attend, or created
-- without attendees (as the iCal feed and the reminders count them), with a moved or renamed
-- occurrence's own title and location, all-day ones first, then by start. The dashboard's "Today's
-- schedule" reads it in one round trip (it took calendar_occurrences and then calendar_events one after
-- the other: issue 22 item 17). Security invoker: row-level security decides the events, as in
-- calendar_occurrences.
create or replace function public.my_schedule(from_at timestamptz, to_at timestamptz)
returns table (event_id uuid, occurrence_start timestamptz, starts_at timestamptz, ends_at timestamptz,
               title text, type public.calendar_event_type, all_day boolean, location text)
language sql stable
set search_path = ''
as $$
  select o.event_id, o.occurrence_start, o.starts_at, o.ends_at,
         coalesce(ex.title, e.title), e.type, e.all_day, coalesce(ex.location, e.location)
    from public.calendar_occurrences(from_at, to_at) o
    join public.calendar_events e on e.id = o.event_id
    left join public.calendar_event_exceptions ex
           on ex.event_id = o.event_id and ex.occurrence_start = o.occurrence_start
   where case when exists (select 1 from public.calendar_event_attendees a where a.event_id = e.id)
              then exists (select 1 from public.calendar_event_attendees a
                            where a.event_id = e.id and a.member_id = (select auth.uid()))
              else e.created_by = (select auth.uid()) end
   order by e.all_day desc, o.starts_at, coalesce(ex.title, e.title)
$$;
revoke execute on function public.my_schedule(timestamptz, timestamptz) from public, anon;
grant execute on function public.my_schedule(timestamptz, timestamptz) to authenticated, service_role;
