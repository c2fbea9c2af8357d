-- Users: an administrator may send a member a password-reset e-mail or set a
-- temporary password that the member must change at the next sign-in (the
-- admin-reset-password edge function does the auth calls).
--
-- 1. admin_user_for_password_help(target): who may help whom, the same rule
--    as role changes and disabling — an admin for staff and customers, a
--    superadmin for anyone, nobody for themselves. Returns the member's
--    e-mail and role; raises 42501 / P0002 otherwise. The edge function calls
--    it as the caller, so the database decides.
-- 2. app_metadata.must_change_password: set by the function together with
--    the temporary password. When it is newly set, the member's sessions end
--    (whoever knew the old password is out). When the password changes while
--    the flag was already set (the member chose a new one, by the change
--    password screen or a recovery link), the flag is cleared, by the
--    database, so no client can skip it or forget it.

create function public.admin_user_for_password_help(target_auth_id uuid)
returns table (email text, role text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller text := app.user_role();
  target_role text;
  target_email text;
begin
  if caller is null or app.role_rank(caller) < 2 then
    raise exception 'Only administrators can reset passwords' using errcode = '42501';
  end if;
  if target_auth_id = auth.uid() then
    raise exception 'Use Change password for your own account' using errcode = '42501';
  end if;
  select p.role, coalesce(u.email, p.email) into target_role, target_email
    from public.profiles p left join auth.users u on u.id = p.auth_id
   where p.auth_id = target_auth_id;
  if not found then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if caller = 'admin' and target_role not in ('staff', 'customer') then
    raise exception 'Only a superadmin can reset the password of an administrator' using errcode = '42501';
  end if;
  return query select target_email, target_role;
end
$$;

revoke execute on function public.admin_user_for_password_help(uuid) from public, anon;
grant execute on function public.admin_user_for_password_help(uuid) to authenticated, service_role;

create function app.temporary_password_rules() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  was boolean := coalesce(old.raw_app_meta_data ->> 'must_change_password' = 'true', false);
  now_set boolean := coalesce(new.raw_app_meta_data ->> 'must_change_password' = 'true', false);
begin
  if now_set and not was then
    delete from auth.sessions where user_id = new.id;
  elsif was and now_set and new.encrypted_password is distinct from old.encrypted_password then
    new.raw_app_meta_data := new.raw_app_meta_data - 'must_change_password';
  end if;
  return new;
end
$$;
revoke execute on function app.temporary_password_rules() from public;

create trigger temporary_password_rules before update of encrypted_password, raw_app_meta_data on auth.users
  for each row execute function app.temporary_password_rules();
