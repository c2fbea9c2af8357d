-- merge_customers(p_keep, p_merge): two records of one client become one
-- (issue 11, "Duplicates"; Twenty's most asked-for fix: merge with the whole
-- history). In one transaction:
--   1. both customers are row-locked, the smaller id first, so two merges
--      touching the same customers queue instead of deadlocking, and a
--      concurrent merge of the same pair finds the merged one gone (P0002);
--   2. every row of every table whose foreign key references customers(id)
--      — contacts, sites, and whatever later modules add (leads, projects,
--      invoices), found in pg_catalog at run time — moves to the kept one;
--      the merged customer's primary contact stays primary only if the kept
--      one has none;
--   3. the merged customer's notes, calls, tasks and module events move to the
--      kept customer's timeline (its field-change history stays with it);
--   4. the merged customer is deleted, then the kept customer's empty fields
--      are filled from it and the tags united;
--   5. customers.merged is recorded on the kept customer's timeline, with the
--      merged customer's name as its body.
-- Staff only. SECURITY DEFINER: staff may not delete customers, and every
-- referring row must move whatever its own table's policies say.

create function public.merge_customers(p_keep uuid, p_merge uuid)
returns public.customers
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/customers/sql/repeatable/public.merge_customers.sql (ADR 043)';
end
$$;
revoke execute on function public.merge_customers(uuid, uuid) from public, anon;
grant execute on function public.merge_customers(uuid, uuid) to authenticated, service_role;
comment on function public.merge_customers(uuid, uuid) is
  'Merges p_merge into p_keep in one transaction: every row referring to it moves (found in pg_catalog), empty fields are filled, tags united, the timeline records customers.merged; staff only.';
