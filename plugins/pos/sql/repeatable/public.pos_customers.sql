-- public.pos_customers: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The shop's customer accounts (spec §6: auth users with user_metadata.is_pos_customer, who never
-- enter the dashboard) with what they bought at the till. Staff, while the module is on. The
-- list screen filters, sorts and pages it through PostgREST (select, or, order, range).
create or replace function public.pos_customers()
returns table (user_id uuid, email text, full_name text, phone text, created_at timestamptz,
               last_sign_in_at timestamptz, sales_count bigint, sales_total numeric, last_sale_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.pos_guard('staff', 'read POS customers');
  return query
    select u.id, lower(u.email)::text,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), '')::text,
           coalesce(u.phone, u.raw_user_meta_data ->> 'phone')::text,
           u.created_at, u.last_sign_in_at,
           coalesce(t.n, 0), coalesce(t.total, 0), t.last_at
      from auth.users u
      left join lateral (
        select count(*) as n, sum(s.total) as total, max(s.created_at) as last_at
          from public.pos_sales s where s.customer_user_id = u.id
      ) t on true
     where coalesce((u.raw_user_meta_data ->> 'is_pos_customer')::boolean, false);
end
$$;
revoke execute on function public.pos_customers() from public, anon;
grant execute on function public.pos_customers() to authenticated, service_role;
