-- Platform bootstrap 1: what a Supabase project provides before any app
-- migration runs. Roles are cluster-wide on PostgreSQL, so every CREATE ROLE
-- is guarded (they may already exist from another database on the cluster).
-- The guard is not enough on its own: two databases migrated at the same
-- instant on one cluster (the test passes' shards, each with its own database)
-- both see no role and both create it, and the later one fails on the unique
-- index (23505) once the first commits. Migration locks are per database, so
-- a role that appears meanwhile is taken as created.

do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator'] loop
    if exists (select 1 from pg_roles where rolname = r) then
      continue;
    end if;
    begin
      if r = 'service_role' then
        begin
          create role service_role nologin noinherit bypassrls;
        exception when insufficient_privilege then
          -- Only a superuser may grant BYPASSRLS; without it service_role is an
          -- ordinary role and policies must name it explicitly.
          create role service_role nologin noinherit;
        end;
      else
        execute format('create role %I nologin noinherit', r);
      end if;
    exception when unique_violation or duplicate_object then
      null; -- created by another database's migration at the same instant
    end;
  end loop;
end
$$;

-- The server connects as the database owner and switches to these roles per
-- request (SET LOCAL ROLE), so the owner must be a member of each.
do $$
declare r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not pg_has_role(current_user, r, 'member') then
      begin
        execute format('grant %I to %I', r, current_user);
      exception when unique_violation then
        null; -- granted by another database's migration at the same instant
      end;
    end if;
    if not pg_has_role('authenticator', r, 'member') then
      begin
        execute format('grant %I to authenticator', r);
      exception when insufficient_privilege or unique_violation then null;
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
