-- Platform bootstrap 4: the storage schema, shaped like Supabase Storage's
-- (buckets, objects, helper functions, grants, RLS on with no policies), so
-- an app's storage policies written for Supabase run here unchanged. The
-- /storage/v1 API runs every metadata statement as the caller's role.

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type text not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");

-- Supabase's helpers, as policies use them:
-- (storage.foldername(name))[1] = auth.uid()::text
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- What Supabase grants: everything, with RLS (and no default policy) deciding.
grant all on storage.buckets to anon, authenticated, service_role;
grant all on storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- service_role bypasses RLS on Supabase. Where the server could not give it
-- BYPASSRLS (a non-superuser owner), these policies stand in for it; they
-- concern service_role only, so they change nothing for anon/authenticated.
do $$
begin
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    if not exists (select 1 from pg_policies where schemaname = 'storage' and policyname = 'service_role all buckets') then
      create policy "service_role all buckets" on storage.buckets for all to service_role using (true) with check (true);
    end if;
    if not exists (select 1 from pg_policies where schemaname = 'storage' and policyname = 'service_role all objects') then
      create policy "service_role all objects" on storage.objects for all to service_role using (true) with check (true);
    end if;
  end if;
end
$$;
