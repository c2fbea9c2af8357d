-- app.statement_ageing: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.
--
-- A payment stored as NaN before ADR 033 (money_anomalies() lists it) counts as what it
-- allocated, so its reversal nets it to zero and a statement never reads "NaN".

-- Each of the customer's invoices with what was open on `as_of`, and the money
-- received by then and not allocated by then (see the header for the rules).
create or replace function app.statement_ageing(p_customer uuid, p_currency text, as_of date) returns jsonb
language sql stable
set search_path = ''
as $$
  with tz as (
    select coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi') as name
  ),
  -- Payments that count on as_of: received by then and not reversed by then.
  live_payments as (
    select p.id, case when p.amount = 'NaN'::numeric then (select coalesce(sum(a.amount), 0) from public.payment_allocations a where a.payment_id = p.id) else p.amount end as amount
      from public.payments p
      left join public.payment_reversals r on r.payment_id = p.id
     where p.customer_id = p_customer and p.currency = p_currency and p.received_on <= as_of
       and (r.id is null or (r.reversed_at at time zone (select tz.name from tz))::date > as_of)
  ),
  -- Allocated by then, per invoice (from those payments).
  allocated as (
    select a.invoice_id, sum(a.amount) as amount
      from live_payments p join public.payment_allocations a on a.payment_id = p.id
     where (a.allocated_at at time zone (select tz.name from tz))::date <= as_of
     group by a.invoice_id
  ),
  credited as (
    select cn.invoice_id, sum(cn.total) as amount
      from public.credit_notes cn
     where cn.customer_id = p_customer and cn.issue_date <= as_of
     group by cn.invoice_id
  ),
  open_invoices as (
    select i.id, i.due_date,
           case when i.status = 'void' and (i.voided_at at time zone (select tz.name from tz))::date <= as_of then 0
                else i.total - coalesce(a.amount, 0) - coalesce(c.amount, 0)
           end as open
      from public.invoices i
      left join allocated a on a.invoice_id = i.id
      left join credited c on c.invoice_id = i.id
     where i.customer_id = p_customer and i.status <> 'draft' and i.currency = p_currency
       and i.issue_date <= as_of
  ),
  buckets as (
    select coalesce(sum(o.open) filter (where as_of - o.due_date <= 0), 0) as current,
           coalesce(sum(o.open) filter (where as_of - o.due_date between 1 and 30), 0) as d30,
           coalesce(sum(o.open) filter (where as_of - o.due_date between 31 and 60), 0) as d60,
           coalesce(sum(o.open) filter (where as_of - o.due_date between 61 and 90), 0) as d90,
           coalesce(sum(o.open) filter (where as_of - o.due_date > 90), 0) as d90plus,
           coalesce(sum(o.open), 0) as total,
           count(*) filter (where o.open > 0 and o.due_date < as_of) as overdue_count,
           count(*) filter (where o.open > 0) as open_count
      from open_invoices o
  )
  select jsonb_build_object(
           'current', b.current::numeric(14, 2)::text, 'days_1_30', b.d30::numeric(14, 2)::text,
           'days_31_60', b.d60::numeric(14, 2)::text, 'days_61_90', b.d90::numeric(14, 2)::text,
           'days_90_plus', b.d90plus::numeric(14, 2)::text, 'total', b.total::numeric(14, 2)::text,
           'overdue_count', b.overdue_count, 'open_count', b.open_count,
           'unapplied_credit', (
             (select coalesce(sum(p.amount), 0) from live_payments p)
             - (select coalesce(sum(a.amount), 0) from allocated a))::numeric(14, 2)::text)
    from buckets b
$$;
revoke execute on function app.statement_ageing(uuid, text, date) from public, anon, authenticated;
