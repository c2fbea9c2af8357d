-- Role rules the database keeps whatever path changes a role (hardening).
--
-- 1. There is always one active superadmin. Two superadmins demoting or
--    disabling each other at the same moment used to both succeed on
--    PostgreSQL (each transaction still saw the other as superadmin) and
--    leave nobody able to run the firm. Every change that can remove a
--    superadmin now takes one transaction-level advisory lock first, and the
--    RPCs read the caller's role only after it, so the second change sees the
--    first one committed. A trigger on profiles refuses the change that would
--    leave no active superadmin, whoever makes it (RPC, service role, SQL).
-- 2. The POS-customer flag (user_metadata.is_pos_customer, read by the UI's
--    route guard) and app_metadata.role follow profiles.role however the role
--    changes: profiles → auth.users and auth.users' app_metadata role →
--    profiles, each only when different, so the two triggers stop at once.
--    (A member may still edit the flag in their own user_metadata: it only
--    decides which screen they see; RLS on profiles.role is the lock.)

-- ---------------------------------------------------------------- 1. one active superadmin

-- One lock for every change to who is an active superadmin.
create function app.lock_superadmins() returns void
language sql volatile
set search_path = ''
as $$ select pg_advisory_xact_lock(hashtext('safeworks.superadmins')::bigint) $$;
revoke execute on function app.lock_superadmins() from public;

create function app.keep_one_superadmin() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform app.lock_superadmins();
  -- A new statement, a new snapshot: changes committed while we waited count.
  if not exists (select 1 from public.profiles where role = 'superadmin' and is_active) then
    raise exception 'There must always be at least one active superadmin'
      using errcode = 'P0001', hint = 'Make another member superadmin first.';
  end if;
  return null;
end
$$;
revoke execute on function app.keep_one_superadmin() from public;

create trigger profiles_keep_one_superadmin after update of role, is_active on public.profiles
  for each row when (old.role = 'superadmin' and old.is_active and (new.role <> 'superadmin' or not new.is_active))
  execute function app.keep_one_superadmin();

-- public.admin_set_user_role: its definition here was a copy; it is stated once in plugins/users/sql/repeatable/public.admin_set_user_role.sql (ADR 040).

-- public.admin_set_user_active: its definition here was a copy; it is stated once in plugins/users/sql/repeatable/public.admin_set_user_active.sql (ADR 040).

revoke execute on function public.admin_set_user_role(uuid, text), public.admin_set_user_active(uuid, boolean)
  from public, anon;
grant execute on function public.admin_set_user_role(uuid, text), public.admin_set_user_active(uuid, boolean)
  to authenticated, service_role;

-- ---------------------------------------------------------------- 2. role, app_metadata and the flag in step

-- profiles.role → auth.users.raw_app_meta_data.role (the flag follows in the BEFORE trigger below).
create function app.role_to_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in kernel/sql/repeatable/app.role_to_auth_user.sql (ADR 043)';
end
$$;
revoke execute on function app.role_to_auth_user() from public;

create trigger profiles_role_to_auth_user after update of role on public.profiles
  for each row when (old.role is distinct from new.role)
  execute function app.role_to_auth_user();

-- auth.users.raw_app_meta_data.role (set by the service role) → profiles.role.
create function app.role_from_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in kernel/sql/repeatable/app.role_from_auth_user.sql (ADR 043)';
end
$$;
revoke execute on function app.role_from_auth_user() from public;

create trigger auth_user_role_to_profile after update of raw_app_meta_data on auth.users
  for each row when ((old.raw_app_meta_data ->> 'role') is distinct from (new.raw_app_meta_data ->> 'role'))
  execute function app.role_from_auth_user();

-- The flag follows every role change, not only sign-up (app.mark_customer_signup, 20261123000200).
create trigger mark_customer_on_role_change before update of raw_app_meta_data on auth.users
  for each row when ((old.raw_app_meta_data ->> 'role') is distinct from (new.raw_app_meta_data ->> 'role'))
  execute function app.mark_customer_signup();
