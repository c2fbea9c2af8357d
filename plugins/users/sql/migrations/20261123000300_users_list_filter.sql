-- The users list gets a filter: a firm with a web shop soon has far more
-- customer accounts than staff, and administrators mostly look for one or
-- the other (or for the accounts they disabled). `show`:
--   null or ''  everyone
--   'staff'     superadmin, admin and staff
--   'customers' shop / POS customers
--   'disabled'  accounts an administrator switched off
-- The argument list changes, so the function is dropped and created again
-- (an overload would make calls without `show` ambiguous).

drop function public.admin_list_users(text, integer, integer);

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
  role text,
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
