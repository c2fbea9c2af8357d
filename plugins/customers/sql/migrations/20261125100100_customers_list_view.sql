-- The customer list reads from this view, not from the table (ADR 015).
--
-- Why: under row-level security PostgreSQL applies a user's filter before
-- the policy only when the filter's operator is leakproof. `ilike` (the
-- list's search), enum equality (sector, county, status filters) and the
-- trigram and array operators are not, so on the table itself none of them
-- can use an index: a search over 100,000 customers took 250–400 ms as staff
-- against 12–20 ms as the owner (npm run bench:lists, docs/benchmarks.md).
--
-- How it stays safe: the view is owned by the table owner (it reads past
-- RLS) and lets rows through only when `app.has_role('staff')` holds for the
-- caller — the same rule as the table's select policy — or the caller is the
-- service role. That check has no column in it, so the planner runs it once,
-- before reading any row ("One-Time Filter"): a customer account or a visitor
-- gets no row and reads none. Every API role may only SELECT from it; writes
-- go to public.customers and its policies. The view lists its columns: a new
-- column of customers appears here only when this view is re-created.

create view public.customers_list as
  select c.id, c.kind, c.name, c.kra_pin, c.sector, c.email, c.phone, c.website, c.postal_address,
         c.physical_address, c.county, c.tags, c.owner_id, c.status, c.notes, c.search_text,
         c.created_at, c.created_by, c.updated_at, c.updated_by
    from public.customers c
   where (select app.has_role('staff') or auth.role() = 'service_role');
comment on view public.customers_list is
  'Read-only list of customers for staff (ADR 015): same rows as customers'' select policy, with indexes usable by filters.';

revoke all on public.customers_list from public, anon, authenticated, service_role;
grant select on public.customers_list to authenticated, service_role;
