-- Kernel schema follow-ups (20261123000000 has landed on existing databases,
-- so changes come as a new file).
--
-- 1. app.current_role(): the name module policies are written against
--    (design docs); the same answer as app.user_role() — the caller's
--    profiles.role, null without a user or for a disabled account.
-- 2. admin_set_user_role keeps the UI's POS-customer flag in step with the
--    role. The route guard (spec §6) bars sessions whose
--    user_metadata.is_pos_customer is true; without this, a customer promoted
--    to staff would still be turned away at /dashboard, and a staff member
--    demoted to customer would still see the shell (RLS would refuse the
--    data either way: the flag is a convenience, profiles.role is the lock).

create function app.current_role() returns text
language sql stable
set search_path = ''
as $$ select app.user_role() $$;

revoke execute on function app.current_role() from public;
grant execute on function app.current_role() to anon, authenticated, service_role;

create or replace function public.admin_set_user_role(target_auth_id uuid, new_role text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  caller text := app.user_role();
  old_role text;
begin
  if new_role is null or new_role not in ('superadmin', 'admin', 'staff', 'customer') then
    raise exception 'Unknown role: %', coalesce(new_role, 'null') using errcode = '22023';
  end if;
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
  update public.profiles set role = new_role where auth_id = target_auth_id;
  update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', new_role),
         raw_user_meta_data = case
           when new_role = 'customer'
             then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"is_pos_customer": true}'::jsonb
           else coalesce(raw_user_meta_data, '{}'::jsonb) - 'is_pos_customer'
         end,
         updated_at = now()
   where id = target_auth_id;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'user.role_changed', target_auth_id::text, jsonb_build_object('from', old_role, 'to', new_role));
end
$$;

-- create or replace keeps the grants, but say them again so this file reads whole.
revoke execute on function public.admin_set_user_role(uuid, text) from public, anon;
grant execute on function public.admin_set_user_role(uuid, text) to authenticated, service_role;
