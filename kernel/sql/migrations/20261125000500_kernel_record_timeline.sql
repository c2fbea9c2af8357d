-- Record timelines (ADR 014): what happened to one record — field changes
-- written by a generic audit trigger, notes/calls/tasks added by staff, and
-- module events — shown newest first on the record's page
-- (kernel/record/record-timeline.tsx).
--
-- A module attaches the trigger to its table in its own migration:
--   select app.track_changes('public.customers');                          -- primary key column "id"
--   select app.track_changes('public.customers', array['search_vector']);  -- columns that are noise
-- and words its own events ('customers.merged') from its SECURITY DEFINER RPCs:
--   perform app.record_event('customers', c.id::text, 'customers.merged', 'Merged with Acme Ltd');
--
-- Who reads them: staff who can read the record itself. The check runs the
-- record's table's own row-level security as the caller
-- (app.can_read_record), so a timeline never says more than its record.
-- Customers never read timelines: staff notes about a customer are internal.
-- Nobody updates or deletes an event; notes go through add_record_note().

create table public.record_events (
  id bigint generated always as identity primary key,
  -- The table the record lives in (public schema), e.g. 'customers'.
  record_type text not null check (record_type ~ '^[a-z][a-z0-9_]{0,62}$'),
  -- Its primary key as text (uuid, bigint, … alike).
  record_id text not null check (length(record_id) between 1 and 100),
  -- created | changed | deleted (the trigger), note | call | task (people), '<module>.<event>' (modules).
  kind text not null check (
    kind in ('created', 'changed', 'deleted', 'note', 'call', 'task')
    or (length(kind) <= 100 and kind ~ '^[a-z][a-z0-9-]*\.[a-z0-9_-]+(\.[a-z0-9_-]+)*$')
  ),
  -- Who did it (null: the system — a migration, a job, the service role).
  actor uuid default auth.uid() references auth.users (id) on delete set null,
  at timestamptz not null default now(),
  body text check (body is null or length(body) <= 4000),
  -- {column: [old, new]} for 'changed'; only the columns that really changed.
  changes jsonb check (changes is null or jsonb_typeof(changes) = 'object'),
  -- A path inside the app ('/dashboard/…'), never another site (same rule as notifications.link).
  link text check (
    link is null or (length(link) <= 2000 and link ~ '^/([^/\\]|$)' and link !~ '[[:cntrl:][:space:]]')
  )
);
comment on table public.record_events is
  'Timeline of one record (field changes, notes, module events). Read by staff who can read the record; written by app.track_changes triggers, app.record_event and add_record_note.';
create index record_events_record_recent_idx on public.record_events (record_type, record_id, at desc, id desc);
create index record_events_actor_idx on public.record_events (actor);

-- ---------------------------------------------------------------- can the caller read this record?

-- SECURITY INVOKER on purpose: the lookup runs with the caller's privileges,
-- so the record's own table's RLS decides. Only an existing table in public
-- with a one-column primary key can be named, and every identifier goes
-- through format('%I'), so record_type cannot smuggle SQL in. A record_id
-- that is not a valid key of that type (a bad uuid) simply reads nothing.
create function app.can_read_record(record_type text, record_id text) returns boolean
language plpgsql stable
set search_path = ''
as $$
declare
  rel oid;
  key_column text;
  key_type text;
  found_it boolean;
begin
  if record_type is null or record_id is null or record_type !~ '^[a-z][a-z0-9_]{0,62}$' then
    return false;
  end if;
  select c.oid into rel
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relname = record_type and c.relkind in ('r', 'p');
  if rel is null then
    return false;
  end if;
  select a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod) into key_column, key_type
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
   where i.indrelid = rel and i.indisprimary and i.indnatts = 1;
  if key_column is null then
    return false;
  end if;
  execute format('select exists (select 1 from public.%I where %I = $1::%s)', record_type, key_column, key_type)
    into found_it using record_id;
  return found_it;
exception
  -- Not a valid key of that type, or a table the caller has no privilege on: not readable.
  when invalid_text_representation or insufficient_privilege or numeric_value_out_of_range
    or invalid_datetime_format then
    return false;
end
$$;

-- ---------------------------------------------------------------- writing events

-- The one writer (SECURITY DEFINER: nobody inserts through the API). Module
-- RPCs call it for their own events; add_record_note calls it after checking
-- the caller may read the record. The app schema is not exposed over REST.
create function app.record_event(
  record_type text,
  record_id text,
  kind text,
  body text default null,
  changes jsonb default null,
  link text default null
) returns public.record_events
language plpgsql security definer
set search_path = ''
as $$
declare
  written public.record_events;
begin
  insert into public.record_events (record_type, record_id, kind, body, changes, link)
  values (record_type, record_id, kind, nullif(btrim(body), ''), changes, link)
  returning * into written;
  return written;
end
$$;
revoke execute on function app.record_event(text, text, text, text, jsonb, text) from public, anon;
grant execute on function app.record_event(text, text, text, text, jsonb, text) to authenticated, service_role;

-- The generic audit trigger. Arguments: the primary key column (default
-- 'id'), then columns to ignore. updated_at and created_at are always
-- ignored: they change on every save and say nothing to a reader. An update
-- that changes only ignored columns writes nothing.
create function app.track_record_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  key_column text := coalesce(tg_argv[0], 'id');
  ignored text[] := array['updated_at', 'created_at'] || coalesce(tg_argv[1:], array[]::text[]);
  before_row jsonb;
  after_row jsonb;
  diff jsonb;
begin
  if tg_table_schema <> 'public' then
    raise exception 'app.track_record_changes only tracks tables in public (got %.%)', tg_table_schema, tg_table_name;
  end if;
  if tg_op = 'INSERT' then
    after_row := to_jsonb(new);
    perform app.record_event(tg_table_name, after_row ->> key_column, 'created');
    return null;
  elsif tg_op = 'DELETE' then
    before_row := to_jsonb(old);
    perform app.record_event(tg_table_name, before_row ->> key_column, 'deleted');
    return null;
  end if;
  before_row := to_jsonb(old);
  after_row := to_jsonb(new);
  select jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value))
    into diff
    from jsonb_each(after_row) n
    join jsonb_each(before_row) o on o.key = n.key
   where o.value is distinct from n.value and not (n.key = any (ignored));
  if diff is not null then
    perform app.record_event(tg_table_name, after_row ->> key_column, 'changed', null, diff);
  end if;
  return null;
end
$$;
revoke execute on function app.track_record_changes() from public, anon, authenticated;

-- Attaches (or re-attaches with new arguments) the trigger: one line in a module's migration.
create function app.track_changes(target regclass, ignore text[] default '{}', key_column text default 'id')
returns void
language plpgsql
set search_path = ''
as $$
declare
  table_name text;
  args text;
begin
  select c.relname into table_name
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where c.oid = target and n.nspname = 'public';
  if table_name is null then
    raise exception 'app.track_changes: % is not a table in public', target;
  end if;
  select string_agg(quote_literal(a), ', ') into args from unnest(array[key_column] || ignore) a;
  execute format(
    'create or replace trigger %I after insert or update or delete on public.%I '
    'for each row execute function app.track_record_changes(%s)',
    table_name || '_record_events', table_name, args
  );
end
$$;
revoke execute on function app.track_changes(regclass, text[], text) from public, anon, authenticated;

-- ---------------------------------------------------------------- reading

alter table public.record_events enable row level security;
revoke all on public.record_events from anon, authenticated;
grant all on public.record_events to service_role;
grant select on public.record_events to authenticated;

revoke execute on function app.can_read_record(text, text) from public, anon;
grant execute on function app.can_read_record(text, text) to authenticated, service_role;

create policy record_events_read on public.record_events for select to authenticated
  using (app.has_role('staff') and app.can_read_record(record_type, record_id));
create policy record_events_service on public.record_events for all to service_role using (true) with check (true);

-- Open record pages follow their timeline live (realtime applies the policy per subscriber).
alter publication supabase_realtime add table public.record_events;

-- ---------------------------------------------------------------- notes, calls, tasks (RPC)

-- SECURITY INVOKER on purpose: app.can_read_record must run as the caller
-- (inside a definer function it would run as the owner and see everything);
-- the insert itself goes through the definer app.record_event.
create function public.add_record_note(record_type text, record_id text, kind text, body text)
returns public.record_events
language plpgsql
set search_path = ''
as $$
declare
  text_body text := btrim(coalesce(body, ''));
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can add notes' using errcode = '42501';
  end if;
  if kind is null or kind not in ('note', 'call', 'task') then
    raise exception 'A note is a note, a call or a task' using errcode = '22023';
  end if;
  if text_body = '' then
    raise exception 'Write something first' using errcode = '23514';
  end if;
  if length(text_body) > 4000 then
    raise exception 'A note holds at most 4000 characters' using errcode = '22001';
  end if;
  if not app.can_read_record(record_type, record_id) then
    raise exception 'No such record' using errcode = 'P0002';
  end if;
  return app.record_event(record_type, record_id, kind, text_body);
end
$$;
revoke execute on function public.add_record_note(text, text, text, text) from public, anon;
grant execute on function public.add_record_note(text, text, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------- the first tracked table

-- Staff profiles: role, name, phone, job title, active flag. avatar_url is
-- noise on a timeline (a new picture says nothing to a reader).
select app.track_changes('public.profiles', array['avatar_url']);
