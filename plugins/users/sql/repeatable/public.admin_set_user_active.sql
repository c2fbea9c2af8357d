-- public.admin_set_user_active: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
