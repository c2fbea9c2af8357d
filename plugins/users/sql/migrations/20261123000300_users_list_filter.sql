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
begin
  raise exception 'defined in plugins/users/sql/repeatable/public.admin_list_users.sql (ADR 043)';
end
$$;

revoke execute on function public.admin_list_users(text, text, integer, integer) from public, anon;
grant execute on function public.admin_list_users(text, text, integer, integer) to authenticated, service_role;
