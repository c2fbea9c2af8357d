-- The users list moves onto the kernel's RecordList (ADR 011), which sorts by
-- any column it declares sortable, lets a filter hold several values ("any of
-- them") and exports every matching row in pages of 500. admin_list_users
-- learns all three:
--   sort        comma-separated column ids, `-` for descending: 'name',
--               '-last_sign_in_at,name'. Ids: name, contact, role, job_title,
--               is_active, last_sign_in_at, created_at. Empty values sort last
--               either way; newest first, then auth_id, break ties so pages
--               never overlap. An unknown id is refused (22023), like an
--               unknown filter.
--   show        one filter value as before, or several separated by commas
--               ('staff,disabled': staff accounts or disabled ones).
--   page_size   capped at 1000 (PostgREST's max-rows) instead of 200: the
--               export reads 500 rows a page and would otherwise skip rows.
-- The argument list changes, so the function is dropped and created again
-- (an overload would make calls without `sort` ambiguous).

drop function public.admin_list_users(text, text, integer, integer);

create function public.admin_list_users(
  search text default null,
  show text default null,
  page_size integer default 25,
  page_offset integer default 0,
  sort text default null
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

revoke execute on function public.admin_list_users(text, text, integer, integer, text) from public, anon;
grant execute on function public.admin_list_users(text, text, integer, integer, text) to authenticated, service_role;
