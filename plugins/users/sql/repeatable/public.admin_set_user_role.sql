-- public.admin_set_user_role: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
