-- The tags in use, for the list's tag filter: every distinct tag of the
-- customers the caller can see (SECURITY INVOKER: row-level security applies),
-- with how many customers carry it, most used first, at most 200.
create function public.customer_tags()
returns table (tag text, customers bigint)
language sql stable
set search_path = ''
as $$
  select t.tag, count(*) as customers
    from public.customers c cross join lateral unnest(c.tags) as t(tag)
   group by t.tag
   order by count(*) desc, t.tag
   limit 200
$$;
revoke execute on function public.customer_tags() from public, anon;
grant execute on function public.customer_tags() to authenticated, service_role;
