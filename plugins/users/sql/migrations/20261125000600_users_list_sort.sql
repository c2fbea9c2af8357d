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
declare
  pattern text;
  wanted text[];
  part text;
  col text;
  order_by text := '';
begin
  if not app.has_role('admin') then
    raise exception 'Only administrators can list users' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct btrim(v)), '{}')
    into wanted
    from unnest(string_to_array(coalesce(show, ''), ',')) v
   where btrim(v) <> '';
  foreach part in array wanted loop
    if part not in ('staff', 'customers', 'disabled') then
      raise exception 'Unknown filter: % (use staff, customers or disabled)', part using errcode = '22023';
    end if;
  end loop;
  foreach part in array string_to_array(coalesce(btrim(sort), ''), ',') loop
    part := btrim(part);
    continue when part = '';
    col := case ltrim(part, '-')
      when 'name' then 'p.full_name'
      when 'contact' then 'coalesce(u.email, p.email, u.phone, p.phone)'
      when 'role' then 'p.role'
      when 'job_title' then 'p.job_title'
      when 'is_active' then 'p.is_active'
      when 'last_sign_in_at' then 'u.last_sign_in_at'
      when 'created_at' then 'p.created_at'
    end;
    if col is null then
      raise exception 'Unknown sort: % (use name, contact, role, job_title, is_active, last_sign_in_at or created_at)',
        part using errcode = '22023';
    end if;
    order_by := order_by || col || case when part like '-%' then ' desc' else ' asc' end || ' nulls last, ';
  end loop;
  page_size := least(greatest(coalesce(page_size, 25), 1), 1000);
  page_offset := greatest(coalesce(page_offset, 0), 0);
  if search is not null and btrim(search) <> '' then
    pattern := '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  -- Only the whitelisted expressions above reach the statement's text; the values travel as parameters.
  return query execute format(
    $q$
    select p.auth_id, coalesce(u.email, p.email)::text, coalesce(u.phone, p.phone)::text, p.full_name, p.role,
           p.job_title, p.is_active, u.last_sign_in_at, p.created_at, count(*) over ()
      from public.profiles p
      join auth.users u on u.id = p.auth_id
     where ($1::text is null
            or p.full_name ilike $1
            or u.email ilike $1
            or u.phone ilike $1)
       and (cardinality($2::text[]) = 0
            or ('staff' = any($2) and p.role <> 'customer')
            or ('customers' = any($2) and p.role = 'customer')
            or ('disabled' = any($2) and not p.is_active))
     order by %s p.created_at desc, p.auth_id
     limit $3 offset $4
    $q$, order_by)
    using pattern, wanted, page_size, page_offset;
end
$$;

revoke execute on function public.admin_list_users(text, text, integer, integer, text) from public, anon;
grant execute on function public.admin_list_users(text, text, integer, integer, text) to authenticated, service_role;
