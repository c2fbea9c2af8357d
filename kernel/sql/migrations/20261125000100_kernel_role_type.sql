-- profiles.role becomes a real type: the enum public.app_role. It was text
-- with a check constraint, so the generated TypeScript said `string` and
-- every screen cast it; an enum is a closed set both in SQL and in
-- kernel/database.types.ts (`supabase gen types` renders enums as unions, so
-- the same holds on a hosted Supabase project). Labels go from least to most
-- power, so `order by role` sorts by rank; app.role_rank() stays the rule.
--
-- What an enum changes, and what this migration therefore redoes:
--  - A column used by a policy or a trigger cannot change type: profiles_read and the two role
--    triggers on profiles are dropped first and created again unchanged.
--  - A quoted literal (`role = 'customer'`) becomes the enum by itself; a text value does not
--    (there is no implicit text → enum cast), so every function that writes a text role into
--    the column, or compares the column with a text value, casts explicitly:
--    app.handle_new_user, admin_set_user_role, app.role_from_auth_user, app.role_to_auth_user.
--  - Reading the column into a text variable is an assignment (enum → text is allowed), so the
--    RPCs that only read it (admin_set_user_active, admin_user_for_password_help) stay as they are;
--    app.user_role() keeps returning text (app.role_rank and has_role take text).
--  - admin_list_users returns the enum, so its rows are typed with the union too.

create type public.app_role as enum ('customer', 'staff', 'admin', 'superadmin');
comment on type public.app_role is 'What an account may do: customer (shop/POS), staff ⊂ admin ⊂ superadmin.';

drop policy profiles_read on public.profiles;
drop trigger profiles_keep_one_superadmin on public.profiles;
drop trigger profiles_role_to_auth_user on public.profiles;

alter table public.profiles drop constraint profiles_role_check;
alter table public.profiles alter column role drop default;
alter table public.profiles alter column role type public.app_role using role::public.app_role;
alter table public.profiles alter column role set default 'customer';

create policy profiles_read on public.profiles for select to authenticated
  using (
    auth_id = (select auth.uid())
    or app.has_role('admin')
    or (app.has_role('staff') and role <> 'customer')
  );

create trigger profiles_keep_one_superadmin after update of role, is_active on public.profiles
  for each row when (old.role = 'superadmin' and old.is_active and (new.role <> 'superadmin' or not new.is_active))
  execute function app.keep_one_superadmin();

create trigger profiles_role_to_auth_user after update of role on public.profiles
  for each row when (old.role is distinct from new.role)
  execute function app.role_to_auth_user();

-- ---------------------------------------------------------------- functions that hand a text role to the column

create or replace function app.user_role() returns text
language sql stable security definer
set search_path = ''
as $$
  select p.role::text from public.profiles p where p.auth_id = auth.uid() and p.is_active
$$;

create or replace function app.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  r text := new.raw_app_meta_data ->> 'role';
begin
  if r is null or r not in ('superadmin', 'admin', 'staff', 'customer') then
    r := 'customer';
  end if;
  insert into public.profiles (auth_id, role, full_name, email, phone)
  values (
    new.id,
    r::public.app_role,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), 200), ''),
    new.email,
    nullif(left(coalesce(new.phone, ''), 32), '')
  )
  on conflict (auth_id) do nothing;
  return new;
end
$$;

-- The argument stays text, so an unknown role gets its own message rather than an enum input error.
create or replace function public.admin_set_user_role(target_auth_id uuid, new_role text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text;
  old_role text;
begin
  if new_role is null or new_role not in ('superadmin', 'admin', 'staff', 'customer') then
    raise exception 'Unknown role: %', coalesce(new_role, 'null') using errcode = '22023';
  end if;
  -- First the lock, then who the caller is: a concurrent demotion of the caller has committed by now.
  perform app.lock_superadmins();
  caller := app.user_role();
  if caller is null or app.role_rank(caller) < 2 then
    raise exception 'Only administrators can change roles' using errcode = '42501';
  end if;
  if target_auth_id = auth.uid() then
    raise exception 'You cannot change your own role' using errcode = '42501';
  end if;
  select p.role into old_role from public.profiles p where p.auth_id = target_auth_id for update;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if caller = 'admin' and (old_role not in ('staff', 'customer') or new_role not in ('staff', 'customer')) then
    raise exception 'Only a superadmin can grant or remove the admin and superadmin roles' using errcode = '42501';
  end if;
  if old_role = new_role then
    return;
  end if;
  -- app_metadata.role and the POS-customer flag follow by trigger (20261124000100, section 2).
  update public.profiles set role = new_role::public.app_role where auth_id = target_auth_id;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'user.role_changed', target_auth_id::text, jsonb_build_object('from', old_role, 'to', new_role));
end
$$;

create or replace function app.role_to_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', new.role::text),
         updated_at = now()
   where id = new.auth_id
     and (raw_app_meta_data ->> 'role') is distinct from new.role::text;
  return null;
end
$$;

create or replace function app.role_from_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  r text := new.raw_app_meta_data ->> 'role';
begin
  if r in ('superadmin', 'admin', 'staff', 'customer') then
    update public.profiles set role = r::public.app_role
     where auth_id = new.id and role is distinct from r::public.app_role;
  end if;
  return null;
end
$$;

-- ---------------------------------------------------------------- admin_list_users returns the enum

drop function public.admin_list_users(text, text, integer, integer);

create function public.admin_list_users(
  search text default null,
  show text default null,
  page_size integer default 25,
  page_offset integer default 0
)
returns table (
  auth_id uuid,
  email text,
  phone text,
  full_name text,
  role public.app_role,
  job_title text,
  is_active boolean,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  total_count bigint
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  pattern text;
  wanted text := nullif(btrim(coalesce(show, '')), '');
begin
  if not app.has_role('admin') then
    raise exception 'Only administrators can list users' using errcode = '42501';
  end if;
  if wanted is not null and wanted not in ('staff', 'customers', 'disabled') then
    raise exception 'Unknown filter: % (use staff, customers or disabled)', wanted using errcode = '22023';
  end if;
  page_size := least(greatest(coalesce(page_size, 25), 1), 200);
  page_offset := greatest(coalesce(page_offset, 0), 0);
  if search is not null and btrim(search) <> '' then
    pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
    select p.auth_id, coalesce(u.email, p.email)::text, coalesce(u.phone, p.phone)::text, p.full_name, p.role,
           p.job_title, p.is_active, u.last_sign_in_at, p.created_at, count(*) over ()
      from public.profiles p
      join auth.users u on u.id = p.auth_id
     where (pattern is null
            or p.full_name ilike pattern
            or u.email ilike pattern
            or u.phone ilike pattern)
       and (wanted is null
            or (wanted = 'staff' and p.role <> 'customer')
            or (wanted = 'customers' and p.role = 'customer')
            or (wanted = 'disabled' and not p.is_active))
     order by p.created_at desc, p.auth_id
     limit page_size offset page_offset;
end
$$;

revoke execute on function public.admin_list_users(text, text, integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, text, integer, integer) to authenticated, service_role;
