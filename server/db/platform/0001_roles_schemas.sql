-- Platform bootstrap 1: what a Supabase project provides before any app
-- migration runs. Roles are cluster-wide on PostgreSQL, so every CREATE ROLE
-- is guarded (they may already exist from another database on the cluster).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    begin
      create role service_role nologin noinherit bypassrls;
    exception when insufficient_privilege then
      -- Only a superuser may grant BYPASSRLS; without it service_role is an
      -- ordinary role and policies must name it explicitly.
      create role service_role nologin noinherit;
    end;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

-- The server connects as the database owner and switches to these roles per
-- request (SET LOCAL ROLE), so the owner must be a member of each.
do $$
declare r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_has_role(current_user, r, 'member') then
      execute format('grant %I to %I', r, current_user);
    end if;
    if not pg_has_role('authenticator', r, 'member') then
      begin
        execute format('grant %I to authenticator', r);
      exception when insufficient_privilege then null;
      end;
    end if;
  end loop;
end
$$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;

-- As on Supabase: table privileges are granted broadly and row-level
-- security decides which rows each role sees.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- gen_random_uuid() is built in since PostgreSQL 13; pgcrypto is not needed.
