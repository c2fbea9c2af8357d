-- Users: one member's record page (/dashboard/users/:id) needs the same facts
-- a row of admin_list_users shows — last sign-in lives in auth.users, which
-- only a SECURITY DEFINER function may read — plus the profile's own id, the
-- key its timeline (public.record_events, record_type 'profiles') uses.
create function public.admin_get_user(target_auth_id uuid)
returns table (
  profile_id uuid,
  auth_id uuid,
  email text,
  phone text,
  full_name text,
  role public.app_role,
  job_title text,
  is_active boolean,
  last_sign_in_at timestamptz,
  created_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not app.has_role('admin') then
    raise exception 'Only administrators can see user accounts' using errcode = '42501';
  end if;
  return query
    select p.id, p.auth_id, coalesce(u.email, p.email)::text, coalesce(p.phone, u.phone)::text, p.full_name,
           p.role, p.job_title, p.is_active, u.last_sign_in_at, p.created_at
      from public.profiles p
      left join auth.users u on u.id = p.auth_id
     where p.auth_id = target_auth_id;
end
$$;

revoke execute on function public.admin_get_user(uuid) from public, anon;
grant execute on function public.admin_get_user(uuid) to authenticated, service_role;
