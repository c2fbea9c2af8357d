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
  -- app_metadata.role and the POS-customer flag follow by trigger (section 2).
  update public.profiles set role = new_role where auth_id = target_auth_id;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'user.role_changed', target_auth_id::text, jsonb_build_object('from', old_role, 'to', new_role));
end
$$;

create or replace function public.admin_set_user_active(target_auth_id uuid, active boolean) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text;
  target_role text;
begin
  if active is null then
    raise exception 'active must be true or false' using errcode = '22023';
  end if;
  perform app.lock_superadmins();
  caller := app.user_role();
  if caller is null or app.role_rank(caller) < 2 then
    raise exception 'Only administrators can enable or disable accounts' using errcode = '42501';
  end if;
  if target_auth_id = auth.uid() then
    raise exception 'You cannot disable your own account' using errcode = '42501';
  end if;
  select p.role into target_role from public.profiles p where p.auth_id = target_auth_id for update;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if caller = 'admin' and target_role not in ('staff', 'customer') then
    raise exception 'Only a superadmin can disable an administrator' using errcode = '42501';
  end if;
  update public.profiles set is_active = active where auth_id = target_auth_id;
  update auth.users
     set banned_until = case when active then null else now() + interval '100 years' end
   where id = target_auth_id;
  if not active then
    delete from auth.sessions where user_id = target_auth_id;
    update auth.refresh_tokens set revoked = true where user_id = target_auth_id::text;
  end if;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), case when active then 'user.enabled' else 'user.disabled' end, target_auth_id::text, '{}'::jsonb);
end
$$;

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
  update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', new.role),
         updated_at = now()
   where id = new.auth_id
     and (raw_app_meta_data ->> 'role') is distinct from new.role;
  return null;
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
declare
  r text := new.raw_app_meta_data ->> 'role';
begin
  if r in ('superadmin', 'admin', 'staff', 'customer') then
    update public.profiles set role = r where auth_id = new.id and role is distinct from r;
  end if;
  return null;
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
