-- app.quotation_deposit_amount: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The deposit a quotation asks on acceptance (ADR 075): its percent of the total, rounded to the cent half away
-- from zero (numeric round); null when it asks none. The document shows it and the deposit invoice totals it.
create or replace function app.quotation_deposit_amount(q public.quotations) returns numeric
language sql immutable
set search_path = ''
as $$
  select case when q.deposit_percent > 0 then round(q.total * q.deposit_percent / 100, 2) end
$$;
revoke execute on function app.quotation_deposit_amount(public.quotations) from public, anon, authenticated;
