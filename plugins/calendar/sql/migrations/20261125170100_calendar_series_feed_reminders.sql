-- Calendar, part two: "this and following" edits (splitting a series), the
-- per-member iCal feed token and the feed's data, and reminders before each
-- occurrence (the scheduled job 'calendar.reminders').

-- ---------------------------------------------------------------- this and following

-- A rule without its COUNT and UNTIL.
create function app.calendar_rrule_open(rule text) returns text
language sql immutable
set search_path = ''
as $$
  select string_agg(item, ';' order by ord)
    from unnest(string_to_array(regexp_replace(upper(btrim(rule)), '^RRULE:', ''), ';')) with ordinality u (item, ord)
   where item !~ '^(COUNT|UNTIL)='
$$;

-- "This and following": the series ends before occurrence_start (an UNTIL one
-- second earlier) and a new series starts there with `changes` applied (any
-- column of calendar_events, plus "member_ids": the new series' attendees;
-- without them it keeps the old ones). A COUNT goes on with what was left.
-- Exceptions from occurrence_start on move to the new series when its times
-- of day are unchanged, and are dropped otherwise. delete_following ends the
-- series without a new one. At the first occurrence the whole series is
-- changed (or deleted) instead. Security invoker: who may change the event is
-- row-level security's answer. Returns the new (or changed) event's id.
create function public.calendar_split_series(
  event_id uuid,
  occurrence_start timestamptz,
  changes jsonb default '{}',
  delete_following boolean default false
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  old public.calendar_events;
  fresh public.calendar_events;
  parts jsonb;
  before_count int;
  tz text := app.calendar_tz();
  shift interval;
  new_rule text;
  edit jsonb := coalesce(changes, '{}') - 'member_ids' - 'id' - 'created_at' - 'created_by' - 'updated_at'
                - 'updated_by' - 'last_ends_at';
  members uuid[];
begin
  select * into old from public.calendar_events e where e.id = calendar_split_series.event_id;
  if not found then
    raise exception 'This event does not exist or you cannot see it' using errcode = 'P0002';
  end if;
  if not app.calendar_can_edit(old.id) then
    raise exception 'Only the people who created or attend this event, or an admin, can change it'
      using errcode = '42501';
  end if;
  perform 1 from public.calendar_events e where e.id = old.id for update;
  if old.rrule is null then
    raise exception 'This event does not repeat' using errcode = '22023';
  end if;
  if not exists (select 1 from app.calendar_expand(old.starts_at, old.ends_at, old.rrule, tz,
                   calendar_split_series.occurrence_start, calendar_split_series.occurrence_start + interval '1 second') x
                  where x.occurrence_start = calendar_split_series.occurrence_start) then
    raise exception 'The series has no occurrence at that time' using errcode = '22023';
  end if;
  if changes ? 'member_ids' then
    select coalesce(array_agg(distinct m::uuid), '{}') into members
      from jsonb_array_elements_text(changes -> 'member_ids') m;
  end if;

  -- The first occurrence: the whole series.
  if calendar_split_series.occurrence_start <= old.starts_at then
    if delete_following then
      delete from public.calendar_events e where e.id = old.id;
      return old.id;
    end if;
    fresh := jsonb_populate_record(old, edit);
    update public.calendar_events e
       set title = fresh.title, type = fresh.type, all_day = fresh.all_day, starts_at = fresh.starts_at,
           ends_at = fresh.ends_at, location = fresh.location, notes = fresh.notes,
           customer_id = fresh.customer_id, site_id = fresh.site_id, lead_id = fresh.lead_id,
           project_id = fresh.project_id, rrule = fresh.rrule, reminder_minutes = fresh.reminder_minutes
     where e.id = old.id;
    if members is not null then
      delete from public.calendar_event_attendees a where a.event_id = old.id and a.member_id <> all (members);
      insert into public.calendar_event_attendees (event_id, member_id)
      select old.id, m from unnest(members) m on conflict do nothing;
    end if;
    return old.id;
  end if;

  parts := app.calendar_rrule_parts(old.rrule);
  select count(*) into before_count
    from app.calendar_expand(old.starts_at, old.ends_at, old.rrule, tz, old.starts_at, calendar_split_series.occurrence_start) x
   where x.occurrence_start < calendar_split_series.occurrence_start;

  update public.calendar_events e
     set rrule = app.calendar_rrule_open(old.rrule) || ';UNTIL='
                 || to_char((calendar_split_series.occurrence_start - interval '1 second') at time zone 'UTC',
                            'YYYYMMDD"T"HH24MISS"Z"')
   where e.id = old.id;

  if delete_following then
    delete from public.calendar_event_exceptions ex
     where ex.event_id = old.id and ex.occurrence_start >= calendar_split_series.occurrence_start;
    return old.id;
  end if;

  new_rule := case when parts ? 'COUNT'
                   then app.calendar_rrule_open(old.rrule) || ';COUNT=' || ((parts ->> 'COUNT')::int - before_count)
                   else old.rrule end;
  fresh := jsonb_populate_record(old, jsonb_build_object(
             'id', gen_random_uuid(),
             'starts_at', calendar_split_series.occurrence_start,
             'ends_at', calendar_split_series.occurrence_start + (old.ends_at - old.starts_at),
             'rrule', new_rule) || edit);
  if fresh.rrule is not null and app.calendar_rrule_parts(fresh.rrule) ->> 'COUNT' = '1' then
    fresh.rrule := null;
  end if;
  insert into public.calendar_events (id, title, type, all_day, starts_at, ends_at, location, notes, customer_id,
                                      site_id, lead_id, project_id, rrule, reminder_minutes)
  values (fresh.id, fresh.title, fresh.type, fresh.all_day, fresh.starts_at, fresh.ends_at, fresh.location,
          fresh.notes, fresh.customer_id, fresh.site_id, fresh.lead_id, fresh.project_id, fresh.rrule,
          fresh.reminder_minutes);
  insert into public.calendar_event_attendees (event_id, member_id)
  select fresh.id, m from unnest(coalesce(members,
    (select array_agg(a.member_id) from public.calendar_event_attendees a where a.event_id = old.id))) m
  where m is not null;

  shift := fresh.starts_at - calendar_split_series.occurrence_start;
  if shift = interval '0' and fresh.rrule is not null then
    update public.calendar_event_exceptions ex set event_id = fresh.id
     where ex.event_id = old.id and ex.occurrence_start >= calendar_split_series.occurrence_start;
  else
    delete from public.calendar_event_exceptions ex
     where ex.event_id = old.id and ex.occurrence_start >= calendar_split_series.occurrence_start;
  end if;
  return fresh.id;
end
$$;
revoke execute on function public.calendar_split_series(uuid, timestamptz, jsonb, boolean) from public, anon;
grant execute on function public.calendar_split_series(uuid, timestamptz, jsonb, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------- iCal feed tokens

-- One secret per member; only its SHA-256 is kept, so the address is shown
-- once, when it is made, and a new one replaces (and so revokes) the old.
create table public.calendar_feed_tokens (
  member_id uuid primary key references auth.users (id) on delete cascade,
  token_hash text not null constraint calendar_feed_tokens_hash_key unique,
  created_at timestamptz not null default now()
);
comment on table public.calendar_feed_tokens is
  'Per-member iCal feed secrets, hashed (plugins/calendar). A member reads their own row; RPCs write.';
alter table public.calendar_feed_tokens enable row level security;
revoke all on public.calendar_feed_tokens from anon, authenticated;
grant select (member_id, created_at) on public.calendar_feed_tokens to authenticated;
grant all on public.calendar_feed_tokens to service_role;
create policy calendar_feed_tokens_own on public.calendar_feed_tokens for select to authenticated
  using (member_id = auth.uid() and app.has_role('staff'));
create policy calendar_feed_tokens_service on public.calendar_feed_tokens for all to service_role
  using (true) with check (true);

create function app.calendar_token_hash(token text) returns text
language sql immutable
set search_path = ''
as $$ select encode(sha256(convert_to(token, 'UTF8')), 'hex') $$;

-- A new secret for the caller's feed (the old address stops working).
create function public.regenerate_calendar_feed_token() returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if not app.has_role('staff') then
    raise exception 'Only staff members have a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_feed_tokens (member_id, token_hash)
  values (auth.uid(), app.calendar_token_hash(token))
  on conflict (member_id) do update set token_hash = excluded.token_hash, created_at = now();
  return token;
end
$$;
revoke execute on function public.regenerate_calendar_feed_token() from public, anon;
grant execute on function public.regenerate_calendar_feed_token() to authenticated;

-- Switch the caller's feed off.
create function public.revoke_calendar_feed_token() returns void
language sql security definer
set search_path = ''
as $$ delete from public.calendar_feed_tokens t where t.member_id = auth.uid() $$;
revoke execute on function public.revoke_calendar_feed_token() from public, anon;
grant execute on function public.revoke_calendar_feed_token() to authenticated;

-- The feed's data for a secret (the calendar-feed edge function turns it into
-- text/calendar): the events the member attends or created, whose last
-- occurrence ended at most 90 days ago, with their exceptions. Null for an
-- unknown secret or a member who is no longer active staff. Anon may call it:
-- calendar apps send no credentials, the secret is the credential.
create function public.calendar_feed(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  member uuid;
  who public.profiles;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select t.member_id into member from public.calendar_feed_tokens t
   where t.token_hash = app.calendar_token_hash(token);
  select * into who from public.profiles p
   where p.auth_id = member and p.is_active and p.role in ('staff', 'admin', 'superadmin');
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'member_name', coalesce(who.full_name, who.email),
    'timezone', app.calendar_tz(),
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', e.id, 'title', e.title, 'type', e.type, 'all_day', e.all_day,
        'starts_at', e.starts_at, 'ends_at', e.ends_at, 'location', e.location, 'notes', e.notes,
        'rrule', e.rrule, 'created_at', e.created_at, 'updated_at', e.updated_at,
        'customer_name', c.name, 'site_name', s.name, 'project_number', pr.number, 'project_title', pr.title,
        'exceptions', coalesce((
          select jsonb_agg(jsonb_build_object(
            'occurrence_start', x.occurrence_start, 'cancelled', x.cancelled, 'starts_at', x.starts_at,
            'ends_at', x.ends_at, 'title', x.title, 'location', x.location, 'notes', x.notes,
            'updated_at', x.updated_at) order by x.occurrence_start)
            from public.calendar_event_exceptions x where x.event_id = e.id), '[]'::jsonb)
      ) order by e.starts_at)
        from public.calendar_events e
        left join public.customers c on c.id = e.customer_id
        left join public.customer_sites s on s.id = e.site_id
        left join public.projects pr on pr.id = e.project_id
       where (e.last_ends_at is null or e.last_ends_at > now() - interval '90 days')
         and (exists (select 1 from public.calendar_event_attendees a where a.event_id = e.id and a.member_id = member)
              or (e.created_by = member
                  and not exists (select 1 from public.calendar_event_attendees a where a.event_id = e.id)))
    ), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- reminders

-- What was told, per occurrence (its start as it is now) and member, written
-- in the same transaction as the notification: a run twice, or cut short and
-- run again, tells nobody twice; moving an occurrence tells again.
create table app.calendar_reminders_sent (
  event_id uuid not null references public.calendar_events (id) on delete cascade,
  starts_at timestamptz not null,
  member_id uuid not null references auth.users (id) on delete cascade,
  notified_at timestamptz not null default now(),
  primary key (event_id, starts_at, member_id)
);
revoke all on app.calendar_reminders_sent from public, anon, authenticated, service_role;

-- Each reminder is due from `reminder_minutes` before the occurrence until it
-- starts (a server that was down catches up, but never after the start); it
-- goes to the attendees, or to the creator when there are none; disabled
-- accounts are skipped.
create function app.calendar_send_reminders() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/calendar/sql/repeatable/app.calendar_send_reminders.sql (ADR 043)';
end
$$;
revoke execute on function app.calendar_send_reminders() from public, anon, authenticated, service_role;

select app.register_job('calendar.reminders', 'app.calendar_send_reminders', interval '1 minute');
