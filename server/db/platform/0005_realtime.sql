-- Platform bootstrap 5: Realtime postgres_changes without logical replication.
--
-- Tables opt in as on Supabase, with `alter publication supabase_realtime add
-- table x`. A row trigger (installed on every table of the publication by
-- realtime.sync_triggers()) turns each change into a pg_notify on the
-- `realtime_changes` channel (signed, see change_secret); notifications are delivered after commit only.
-- NOTIFY payloads are limited to 8000 bytes, so bigger changes are parked in
-- realtime.change_outbox and only their id is notified.
--
-- sync_triggers() runs from an event trigger where the migration role may
-- create one (superuser, PGlite), and also at server start and on every
-- schema reload (NOTIFY pgrst), so it works without superuser too.

create schema if not exists realtime;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create unlogged table if not exists realtime.change_outbox (
  id bigint generated always as identity primary key,
  payload text not null,
  created_at timestamptz not null default now()
);
revoke all on realtime.change_outbox from public;

-- Any session may NOTIFY any channel, so every notification is signed:
-- sha256(secret || body), the secret readable by the owner only.
create table if not exists realtime.change_secret (secret text not null);
revoke all on realtime.change_secret from public;
insert into realtime.change_secret (secret)
select encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')
 where not exists (select 1 from realtime.change_secret);

-- Numbers every change: PostgreSQL folds identical NOTIFY payloads of one
-- transaction into one, and two changes must never look identical.
create sequence if not exists realtime.change_seq;
revoke all on sequence realtime.change_seq from public;

-- Realtime Authorization for private channels, as on Supabase: policies on
-- realtime.messages decide who may read (select) and write (insert)
-- broadcast and presence messages of a topic; realtime.topic() names the
-- topic being checked. The server checks in a transaction it rolls back.
create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid() primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now()
);
alter table realtime.messages enable row level security;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- One change as JSON: what the server needs to route it, check it against
-- row-level security and send it in the shape realtime-js parses.
create or replace function realtime.capture_change() returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  ident "char";
  rls boolean;
  pk text[];
  ident_cols text[];
  cols jsonb;
  new_j jsonb;
  old_j jsonb;
  old_ident jsonb;
  body text;
  key text;
  outbox_id bigint;
begin
  select c.relreplident, c.relrowsecurity into ident, rls from pg_class c where c.oid = TG_RELID;

  select coalesce(array_agg(a.attname::text order by k.ord), '{}')
    into pk
    from pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
   where i.indrelid = TG_RELID and i.indisprimary;

  select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
    into cols
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
   where a.attrelid = TG_RELID and a.attnum > 0 and not a.attisdropped;

  if TG_OP <> 'DELETE' then
    new_j := to_jsonb(NEW);
  end if;

  if TG_OP <> 'INSERT' then
    old_j := to_jsonb(OLD);
    -- What logical replication would carry as the old row: the replica identity.
    if ident = 'f' then
      old_ident := old_j;
    elsif ident = 'n' then
      old_ident := '{}'::jsonb;
    else
      if ident = 'i' then
        select coalesce(array_agg(a.attname::text), '{}')
          into ident_cols
          from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
         where i.indrelid = TG_RELID and i.indisreplident;
      else
        ident_cols := pk;
      end if;
      select coalesce(jsonb_object_agg(k, old_j -> k), '{}'::jsonb)
        into old_ident
        from unnest(ident_cols) as k;
    end if;
  end if;

  -- commit_timestamp: one value for all changes of a transaction, as the commit time is on Supabase
  -- (here the transaction's start; the commit itself is not visible to a trigger).
  body := jsonb_build_object(
    'schema', TG_TABLE_SCHEMA,
    'table', TG_TABLE_NAME,
    'type', TG_OP,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'columns', coalesce(cols, '[]'::jsonb),
    'record', new_j,
    'old_record', old_ident,
    'pk', to_jsonb(pk),
    -- Key values as text, exact (JSON numbers would lose int8 precision in JavaScript).
    'pk_values', (select coalesce(jsonb_agg(coalesce(new_j, old_j) ->> u.k order by u.o), '[]'::jsonb)
                    from unnest(pk) with ordinality as u(k, o)),
    'rls', rls,
    'full_identity', ident = 'f',
    'seq', nextval('realtime.change_seq')
  )::text;

  select s.secret into key from realtime.change_secret s limit 1;
  if octet_length(body) > 7800 then
    insert into realtime.change_outbox (payload) values (body) returning id into outbox_id;
    body := jsonb_build_object('outbox', outbox_id)::text;
  end if;
  -- 64 hex characters of signature, then the body.
  perform pg_notify('realtime_changes', encode(sha256(convert_to(key || body, 'UTF8')), 'hex') || body);
  return null;
end
$$;

-- Keeps the capture trigger on exactly the tables of the publication.
create or replace function realtime.sync_triggers() returns void
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  r record;
begin
  for r in
    select n.nspname, c.relname
      from pg_publication_tables pt
      join pg_namespace n on n.nspname = pt.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime'
       and c.relkind = 'r'
       and not exists (
         select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture_changes'
       )
  loop
    begin
      execute format(
        'create trigger realtime_capture_changes after insert or update or delete on %I.%I '
        'for each row execute function realtime.capture_change()',
        r.nspname, r.relname);
    exception when insufficient_privilege then
      raise warning 'realtime: cannot add the change trigger to %.%', r.nspname, r.relname;
    end;
  end loop;

  for r in
    select n.nspname, c.relname
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'realtime_capture_changes'
       and not exists (
         select 1 from pg_publication_tables pt
          where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname
       )
  loop
    begin
      execute format('drop trigger realtime_capture_changes on %I.%I', r.nspname, r.relname);
    exception when insufficient_privilege then
      raise warning 'realtime: cannot remove the change trigger from %.%', r.nspname, r.relname;
    end;
  end loop;
end
$$;

revoke all on function realtime.capture_change() from public;
revoke all on function realtime.sync_triggers() from public;

-- Runs for whoever issued the DDL (a temp table in an RPC, say): definer rights,
-- and a failure to sync never fails their statement.
create or replace function realtime.sync_triggers_on_ddl() returns event_trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  perform realtime.sync_triggers();
exception when others then
  raise warning 'realtime: could not sync change triggers: %', sqlerrm;
end
$$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_sync_triggers') then
    begin
      create event trigger realtime_sync_triggers on ddl_command_end
        when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE',
                     'CREATE TABLE AS', 'SELECT INTO')
        execute function realtime.sync_triggers_on_ddl();
    exception when insufficient_privilege then
      -- Not a superuser: the server runs sync_triggers() on every schema reload instead.
      null;
    end;
  end if;
end
$$;

select realtime.sync_triggers();
