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

-- app.user_role: its definition here was a copy; it is stated once in kernel/sql/repeatable/app.user_role.sql (ADR 040).

-- app.handle_new_user: its definition here was a copy; it is stated once in kernel/sql/repeatable/app.handle_new_user.sql (ADR 040).

-- public.admin_set_user_role: its definition here was a copy; it is stated once in plugins/users/sql/repeatable/public.admin_set_user_role.sql (ADR 040).

-- app.role_to_auth_user: its definition here was a copy; it is stated once in kernel/sql/repeatable/app.role_to_auth_user.sql (ADR 040).

-- app.role_from_auth_user: its definition here was a copy; it is stated once in kernel/sql/repeatable/app.role_from_auth_user.sql (ADR 040).

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
begin
  raise exception 'defined in plugins/users/sql/repeatable/public.admin_list_users.sql (ADR 043)';
end
$$;

revoke execute on function public.admin_list_users(text, text, integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, text, integer, integer) to authenticated, service_role;
