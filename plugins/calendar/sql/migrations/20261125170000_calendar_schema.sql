-- Calendar (plugins/calendar/): site visits, trainings, meetings and calls of
-- the whole team, with attendees, recurrence (a subset of RFC 5545 RRULE:
-- DAILY / WEEKLY on days / MONTHLY, INTERVAL, COUNT or UNTIL), exceptions
-- (one occurrence cancelled or moved), reminders and a per-member iCal feed.
--
-- Times: starts_at/ends_at are instants (timestamptz). An all-day event runs
-- from midnight of its first day to midnight after its last day in the
-- company's time zone (Settings → Company). A series repeats on the company's
-- wall clock (a 09:00 weekly visit stays at 09:00 across a DST change), the
-- same rule the screen applies with the rrule library (ADR 020).
--
-- Who may do what (RLS below):
-- - staff, admin and superadmin read every event, attendee and exception;
-- - staff create events; they edit and delete the ones they created or attend;
-- - admins and superadmins edit and delete all;
-- - shop customers and visitors: nothing (the feed is reached only through
--   public.calendar_feed with a member's secret token).

-- ---------------------------------------------------------------- closed lists

create type public.calendar_event_type as enum ('site_visit', 'training', 'meeting', 'call', 'other');

-- ---------------------------------------------------------------- the company's zone

create function app.calendar_tz() returns text
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi')
$$;
revoke execute on function app.calendar_tz() from public;
grant execute on function app.calendar_tz() to authenticated, service_role;

-- ---------------------------------------------------------------- recurrence rules

-- The parts of a rule as a json object ({"FREQ":"WEEKLY","BYDAY":"MO,TH",…});
-- null when the text is not a rule this calendar understands.
create function app.calendar_rrule_parts(rule text) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
declare
  parts jsonb := '{}';
  item text;
  k text;
  v text;
begin
  if rule is null then
    return null;
  end if;
  if length(rule) > 300 then
    return null;
  end if;
  foreach item in array string_to_array(regexp_replace(upper(btrim(rule)), '^RRULE:', ''), ';') loop
    if item !~ '^[A-Z]+=[A-Z0-9,]+$' then
      return null;
    end if;
    k := split_part(item, '=', 1);
    v := split_part(item, '=', 2);
    if parts ? k then
      return null;
    end if;
    if k = 'FREQ' and v in ('DAILY', 'WEEKLY', 'MONTHLY') then null;
    elsif k = 'INTERVAL' and v ~ '^[1-9][0-9]{0,2}$' then null;
    elsif k = 'COUNT' and v ~ '^[1-9][0-9]{0,3}$' then null;
    elsif k = 'UNTIL' and v ~ '^[0-9]{8}(T[0-9]{6}Z)?$' then null;
    elsif k = 'BYDAY' and v ~ '^(MO|TU|WE|TH|FR|SA|SU)(,(MO|TU|WE|TH|FR|SA|SU))*$' then null;
    elsif k = 'WKST' and v = 'MO' then null;
    else
      return null;
    end if;
    parts := parts || jsonb_build_object(k, v);
  end loop;
  if not parts ? 'FREQ' or (parts ? 'COUNT' and parts ? 'UNTIL')
     or (parts ? 'BYDAY' and parts ->> 'FREQ' <> 'WEEKLY') then
    return null;
  end if;
  return parts;
end
$$;

create function app.calendar_rrule_valid(rule text) returns boolean
language sql immutable
set search_path = ''
as $$ select rule is null or app.calendar_rrule_parts(rule) is not null $$;

-- UNTIL as an instant: a UTC date-time, or a bare date meaning the end of that
-- day in the company's zone.
create function app.calendar_rrule_until(v text, tz text) returns timestamptz
language sql immutable
set search_path = ''
as $$
  select case
    when v is null then null
    when length(v) = 8 then ((to_date(v, 'YYYYMMDD') + 1)::timestamp at time zone tz) - interval '1 second'
    else to_timestamp(v, 'YYYYMMDD"T"HH24MISS"Z"')::timestamp at time zone 'UTC'
  end
$$;

-- The occurrences of one event (a series or a single event) that overlap
-- [from_at, to_at), before exceptions: (original start, its end).
create function app.calendar_expand(
  starts_at timestamptz,
  ends_at timestamptz,
  rule text,
  tz text,
  from_at timestamptz,
  to_at timestamptz
) returns table (occurrence_start timestamptz, occurrence_end timestamptz)
language plpgsql stable
set search_path = ''
as $$
declare
  parts jsonb := app.calendar_rrule_parts(rule);
  freq text := parts ->> 'FREQ';
  step int := coalesce((parts ->> 'INTERVAL')::int, 1);
  wanted int := (parts ->> 'COUNT')::int;
  until_at timestamptz := app.calendar_rrule_until(parts ->> 'UNTIL', tz);
  local_start timestamp := starts_at at time zone tz;
  dur interval := ends_at - starts_at;
  stop_at timestamptz := to_at;
  stop_local timestamp;
  days int[];
begin
  if rule is null or parts is null then
    if starts_at < to_at and ends_at > from_at then
      return query select starts_at, ends_at;
    end if;
    return;
  end if;
  if until_at is not null and until_at < stop_at then
    stop_at := until_at + interval '1 second';
  end if;
  if stop_at <= starts_at then
    return;
  end if;
  stop_local := stop_at at time zone tz;
  if parts ? 'BYDAY' then
    select array_agg(case d when 'MO' then 1 when 'TU' then 2 when 'WE' then 3 when 'TH' then 4
                            when 'FR' then 5 when 'SA' then 6 else 7 end)
      into days from unnest(string_to_array(parts ->> 'BYDAY', ',')) d;
  else
    days := array[extract(isodow from local_start)::int];
  end if;
  return query
  with candidates as (
    select t.local_t
      from generate_series(local_start, stop_local, make_interval(days => step)) t (local_t)
     where freq = 'DAILY'
    union all
    select t.local_t
      from generate_series(local_start, stop_local, interval '1 day') t (local_t)
     where freq = 'WEEKLY'
       and extract(isodow from t.local_t)::int = any (days)
       and ((date_trunc('week', t.local_t)::date - date_trunc('week', local_start)::date) / 7) % step = 0
    union all
    select local_start + make_interval(months => k * step)
      from generate_series(0, ((extract(year from age(stop_local, local_start)) * 12
                              + extract(month from age(stop_local, local_start)))::int / step) + 1) k
     where freq = 'MONTHLY'
       -- months without that day (the 31st in April) are skipped, as RFC 5545 says
       and extract(day from local_start + make_interval(months => k * step)) = extract(day from local_start)
  ),
  numbered as (
    select c.local_t at time zone tz as occ, row_number() over (order by c.local_t) as n
      from candidates c
  )
  select nb.occ, nb.occ + dur
    from numbered nb
   where nb.occ < stop_at
     and (wanted is null or nb.n <= wanted)
     and (until_at is null or nb.occ <= until_at)
     and nb.occ < to_at and nb.occ + dur > from_at
   order by nb.occ;
end
$$;

-- ---------------------------------------------------------------- events

create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint calendar_events_title_length check (length(btrim(title)) between 1 and 200),
  type public.calendar_event_type not null default 'meeting',
  all_day boolean not null default false,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  constraint calendar_events_ends_after_start check (ends_at > starts_at),
  constraint calendar_events_not_too_long check (ends_at - starts_at <= interval '62 days'),
  location text constraint calendar_events_location_length check (location is null or length(location) <= 300),
  notes text constraint calendar_events_notes_length check (notes is null or length(notes) <= 4000),
  customer_id uuid references public.customers (id) on delete set null,
  site_id uuid references public.customer_sites (id) on delete set null,
  lead_id uuid references public.leads (id) on delete set null,
  project_id uuid references public.projects (id) on delete set null,
  rrule text constraint calendar_events_rrule_valid check (app.calendar_rrule_valid(rrule)),
  -- The end of the last occurrence (null: the series never ends); kept by a
  -- trigger, so a visible range is one indexed query.
  last_ends_at timestamptz,
  reminder_minutes integer
    constraint calendar_events_reminder_range check (reminder_minutes is null or reminder_minutes between 0 and 10080),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.calendar_events is
  'Calendar events and series (plugins/calendar). Staff read all; edit what they created or attend; admins all.';
create index calendar_events_range_idx on public.calendar_events (starts_at, last_ends_at);
create index calendar_events_open_series_idx on public.calendar_events (starts_at) where last_ends_at is null;
create index calendar_events_customer_idx on public.calendar_events (customer_id);
create index calendar_events_lead_idx on public.calendar_events (lead_id);
create index calendar_events_project_idx on public.calendar_events (project_id);
create index calendar_events_created_by_idx on public.calendar_events (created_by);

create table public.calendar_event_attendees (
  event_id uuid not null references public.calendar_events (id) on delete cascade,
  member_id uuid not null references auth.users (id) on delete cascade,
  primary key (event_id, member_id)
);
comment on table public.calendar_event_attendees is 'Staff attending a calendar event (plugins/calendar).';
create index calendar_event_attendees_member_idx on public.calendar_event_attendees (member_id, event_id);

-- One occurrence of a series, cancelled or moved (and optionally retitled).
create table public.calendar_event_exceptions (
  event_id uuid not null references public.calendar_events (id) on delete cascade,
  occurrence_start timestamptz not null,
  cancelled boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  title text constraint calendar_event_exceptions_title_length check (title is null or length(btrim(title)) between 1 and 200),
  location text constraint calendar_event_exceptions_location_length check (location is null or length(location) <= 300),
  notes text constraint calendar_event_exceptions_notes_length check (notes is null or length(notes) <= 4000),
  constraint calendar_event_exceptions_moved_times check (
    cancelled or (starts_at is not null and ends_at is not null and ends_at > starts_at)
  ),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  primary key (event_id, occurrence_start)
);
comment on table public.calendar_event_exceptions is
  'One occurrence of a calendar series cancelled or moved (plugins/calendar).';

create trigger calendar_events_stamp before insert or update on public.calendar_events
  for each row execute function app.stamp_row();
create trigger calendar_event_exceptions_stamp before insert or update on public.calendar_event_exceptions
  for each row execute function app.stamp_row();

-- Tidy the text, normalise the rule, check the site belongs to the customer,
-- and keep last_ends_at.
create function app.calendar_events_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parts jsonb;
  tz text := app.calendar_tz();
  horizon timestamptz;
begin
  new.title := btrim(new.title);
  new.location := nullif(btrim(coalesce(new.location, '')), '');
  new.notes := nullif(btrim(coalesce(new.notes, '')), '');
  new.rrule := nullif(regexp_replace(upper(btrim(coalesce(new.rrule, ''))), '^RRULE:', ''), '');
  if new.site_id is not null and (new.customer_id is null or not exists (
       select 1 from public.customer_sites s where s.id = new.site_id and s.customer_id = new.customer_id)) then
    raise exception 'The site must belong to the event''s customer'
      using errcode = '23514', constraint = 'calendar_events_site_of_customer';
  end if;
  parts := app.calendar_rrule_parts(new.rrule);
  if new.rrule is null or parts is null then
    new.last_ends_at := new.ends_at;
  elsif not (parts ? 'COUNT' or parts ? 'UNTIL') then
    new.last_ends_at := null;
  else
    horizon := coalesce(app.calendar_rrule_until(parts ->> 'UNTIL', tz) + interval '1 second',
                        new.starts_at + interval '1 month' * coalesce((parts ->> 'INTERVAL')::int, 1)
                                        * ((parts ->> 'COUNT')::int + 1) * 12);
    select coalesce(max(x.occurrence_end), new.ends_at) into new.last_ends_at
      from app.calendar_expand(new.starts_at, new.ends_at, new.rrule, tz, new.starts_at, horizon) x;
  end if;
  return new;
end
$$;
revoke execute on function app.calendar_events_tidy() from public, anon, authenticated;
create trigger calendar_events_tidy before insert or update on public.calendar_events
  for each row execute function app.calendar_events_tidy();

-- Attendees are active staff members.
create function app.calendar_attendee_is_staff() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles p
                  where p.auth_id = new.member_id and p.is_active and p.role in ('staff', 'admin', 'superadmin')) then
    raise exception 'An attendee must be an active staff member'
      using errcode = '23514', constraint = 'calendar_event_attendees_staff';
  end if;
  return new;
end
$$;
revoke execute on function app.calendar_attendee_is_staff() from public, anon, authenticated;
create trigger calendar_event_attendees_staff before insert or update on public.calendar_event_attendees
  for each row execute function app.calendar_attendee_is_staff();

-- ---------------------------------------------------------------- who may edit

-- The caller created or attends the event, or is an admin. Security definer,
-- so the attendee policies may ask about the event and the event's policies
-- about attendees without recursion.
create function app.calendar_can_edit(event uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.has_role('admin') or (app.has_role('staff') and (
    exists (select 1 from public.calendar_events e where e.id = event and e.created_by = auth.uid())
    or exists (select 1 from public.calendar_event_attendees a where a.event_id = event and a.member_id = auth.uid())))
$$;
revoke execute on function app.calendar_can_edit(uuid) from public, anon;
grant execute on function app.calendar_can_edit(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- row-level security

-- `(select app.has_role(…))`, not a bare call: the sub-select is an init plan, asked once per statement
-- instead of once per row (ADR 015; a month of 5,000 events took seconds the other way).
alter table public.calendar_events enable row level security;
alter table public.calendar_event_attendees enable row level security;
alter table public.calendar_event_exceptions enable row level security;
revoke all on public.calendar_events, public.calendar_event_attendees, public.calendar_event_exceptions
  from anon, authenticated;
grant select, insert, update, delete on public.calendar_events, public.calendar_event_attendees,
  public.calendar_event_exceptions to authenticated;
grant all on public.calendar_events, public.calendar_event_attendees, public.calendar_event_exceptions to service_role;

create policy calendar_events_staff_read on public.calendar_events for select to authenticated
  using ((select app.has_role('staff')));
create policy calendar_events_staff_insert on public.calendar_events for insert to authenticated
  with check ((select app.has_role('staff')));  -- created_by is stamped with the caller
create policy calendar_events_edit on public.calendar_events for update to authenticated
  using (app.calendar_can_edit(id)) with check ((select app.has_role('staff')));
create policy calendar_events_delete on public.calendar_events for delete to authenticated
  using (app.calendar_can_edit(id));
create policy calendar_events_service on public.calendar_events for all to service_role using (true) with check (true);

create policy calendar_event_attendees_staff_read on public.calendar_event_attendees for select to authenticated
  using ((select app.has_role('staff')));
create policy calendar_event_attendees_insert on public.calendar_event_attendees for insert to authenticated
  with check (app.calendar_can_edit(event_id));
create policy calendar_event_attendees_delete on public.calendar_event_attendees for delete to authenticated
  using (app.calendar_can_edit(event_id));
create policy calendar_event_attendees_service on public.calendar_event_attendees for all to service_role
  using (true) with check (true);

create policy calendar_event_exceptions_staff_read on public.calendar_event_exceptions for select to authenticated
  using ((select app.has_role('staff')));
create policy calendar_event_exceptions_insert on public.calendar_event_exceptions for insert to authenticated
  with check (app.calendar_can_edit(event_id));
create policy calendar_event_exceptions_update on public.calendar_event_exceptions for update to authenticated
  using (app.calendar_can_edit(event_id)) with check (app.calendar_can_edit(event_id));
create policy calendar_event_exceptions_delete on public.calendar_event_exceptions for delete to authenticated
  using (app.calendar_can_edit(event_id));
create policy calendar_event_exceptions_service on public.calendar_event_exceptions for all to service_role
  using (true) with check (true);

alter publication supabase_realtime add table public.calendar_events, public.calendar_event_attendees,
  public.calendar_event_exceptions;

-- ---------------------------------------------------------------- occurrences

-- Every occurrence the caller can read that overlaps [from_at, to_at), with
-- exceptions applied (cancelled ones left out, moved ones at their new times).
-- Security invoker: row-level security decides the events.
create function public.calendar_occurrences(from_at timestamptz, to_at timestamptz)
returns table (event_id uuid, occurrence_start timestamptz, starts_at timestamptz, ends_at timestamptz)
language sql stable
set search_path = ''
as $$
  select e.id, x.occurrence_start, coalesce(ex.starts_at, x.occurrence_start), coalesce(ex.ends_at, x.occurrence_end)
    from public.calendar_events e
   cross join lateral app.calendar_expand(e.starts_at, e.ends_at, e.rrule, app.calendar_tz(),
                                          from_at - interval '62 days', to_at + interval '62 days') x
    left join public.calendar_event_exceptions ex
           on ex.event_id = e.id and ex.occurrence_start = x.occurrence_start
   where e.starts_at < to_at + interval '62 days'
     and (e.last_ends_at is null or e.last_ends_at > from_at - interval '62 days')
     and not coalesce(ex.cancelled, false)
     and coalesce(ex.starts_at, x.occurrence_start) < to_at
     and coalesce(ex.ends_at, x.occurrence_end) > from_at
$$;
revoke execute on function public.calendar_occurrences(timestamptz, timestamptz) from public, anon;
grant execute on function public.calendar_occurrences(timestamptz, timestamptz) to authenticated, service_role;

-- Who of member_ids is already booked between starts_at and ends_at (another
-- event they attend, or one they created without attendees), for the warning
-- before saving or moving an event. exclude_event leaves the event being
-- edited out.
create function public.calendar_conflicts(
  member_ids uuid[],
  starts_at timestamptz,
  ends_at timestamptz,
  exclude_event uuid default null
) returns table (
  event_id uuid,
  title text,
  member_id uuid,
  member_name text,
  starts_at timestamptz,
  ends_at timestamptz
)
language sql stable
set search_path = ''
as $$
  select o.event_id, e.title, m.member_id, coalesce(p.full_name, p.email), o.starts_at, o.ends_at
    from public.calendar_occurrences(calendar_conflicts.starts_at, calendar_conflicts.ends_at) o
    join public.calendar_events e on e.id = o.event_id
    join lateral (
      select a.member_id from public.calendar_event_attendees a where a.event_id = e.id
      union
      select e.created_by where not exists (select 1 from public.calendar_event_attendees a where a.event_id = e.id)
    ) m on m.member_id = any (calendar_conflicts.member_ids)
    left join public.profiles p on p.auth_id = m.member_id
   where e.id is distinct from calendar_conflicts.exclude_event
   order by o.starts_at, 4
$$;
revoke execute on function public.calendar_conflicts(uuid[], timestamptz, timestamptz, uuid) from public, anon;
grant execute on function public.calendar_conflicts(uuid[], timestamptz, timestamptz, uuid) to authenticated, service_role;
