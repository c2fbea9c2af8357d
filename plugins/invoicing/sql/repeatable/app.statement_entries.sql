-- app.statement_entries: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.
--
-- A payment stored as NaN before ADR 033 (money_anomalies() lists it) counts as what it
-- allocated, so its reversal nets it to zero and a statement never reads "NaN".

-- Every money movement of one customer in one currency, dated (company time zone
-- for the moments — a void or a reversal — that have no business date of their own).
-- kind_order makes lines of one day print in a stable order.
--
-- Statements go to clients (issue 22 item 2): no line carries a staff note (a reversal's or a void's
-- reason stays on the payment's and the invoice's own pages). A reversed payment, by Settings → Sales
-- (statement_reversed_payments): 'pair' — its reversal is dated with it and shares its date, order and
-- reference, so the two stand together and customer_statement gives both the balance after the pair;
-- 'hide' — neither is listed (together they are zero, so every balance stays true). Only reversals made
-- by p_as_of (the statement's last day) count: a statement of an earlier period shows the payment as it
-- stood then, as the ageing of that day (app.statement_ageing) does.
create or replace function app.statement_entries(p_customer uuid, p_currency text, p_as_of date)
returns table (entry_date date, kind_order integer, kind text, reference text, description text,
               debit numeric, credit numeric, record_id uuid, link text)
language sql stable
set search_path = ''
as $$
  with tz as (
    select coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi') as name
  ),
  mode as (
    select coalesce((select ss.statement_reversed_payments from public.sales_settings ss where ss.id), 'pair') as reversed
  ),
  -- The reversals made by the statement's last day, with the day each was made.
  reversal as (
    select r.*, (r.reversed_at at time zone (select tz.name from tz))::date as made_on
      from public.payment_reversals r
     where (r.reversed_at at time zone (select tz.name from tz))::date <= p_as_of
  )
  select i.issue_date, 1, 'invoice', i.number,
         'Invoice' || ', due ' || to_char(i.due_date, 'DD Mon YYYY'),
         i.total, 0::numeric, i.id, '/dashboard/invoices/' || i.id
    from public.invoices i
   where i.customer_id = p_customer and i.status <> 'draft' and i.currency = p_currency
  union all
  select cn.issue_date, 2, 'credit_note', cn.number,
         'Credit note on ' || i.number || ': ' || cn.reason,
         0, cn.total, cn.id, '/dashboard/invoices/' || cn.invoice_id
    from public.credit_notes cn join public.invoices i on i.id = cn.invoice_id
   where cn.customer_id = p_customer and cn.currency = p_currency
  union all
  select p.received_on, 3, 'payment', p.number,
         'Payment — ' || case p.method when 'bank_transfer' then 'bank transfer' when 'mpesa' then 'M-Pesa'
                                       else p.method end
           || coalesce(' ' || p.transaction_code, '') || coalesce(' ' || p.reference, ''),
         0, case when p.amount = 'NaN'::numeric then (select coalesce(sum(a.amount), 0) from public.payment_allocations a where a.payment_id = p.id) else p.amount end,
         p.id, '/dashboard/customers/' || p.customer_id || '?tab=payments'
    from public.payments p
   where p.customer_id = p_customer and p.currency = p_currency
     and not ((select m.reversed from mode m) = 'hide'
              and exists (select 1 from reversal r where r.payment_id = p.id))
  union all
  select case when (select m.reversed from mode m) = 'pair' then p.received_on else r.made_on end,
         case when (select m.reversed from mode m) = 'pair' then 3 else 4 end,
         'reversal',
         case when (select m.reversed from mode m) = 'pair' then p.number else r.reference end,
         'Payment ' || p.number || ' reversed',
         r.amount, 0, p.id, '/dashboard/customers/' || p.customer_id || '?tab=payments'
    from public.payments p join reversal r on r.payment_id = p.id
   where p.customer_id = p_customer and p.currency = p_currency
     and (select m.reversed from mode m) <> 'hide'
  union all
  select (i.voided_at at time zone (select tz.name from tz))::date, 5, 'void', i.number,
         'Invoice void',
         0, i.total, i.id, '/dashboard/invoices/' || i.id
    from public.invoices i
   where i.customer_id = p_customer and i.status = 'void' and i.currency = p_currency
$$;
revoke execute on function app.statement_entries(uuid, text, date) from public, anon, authenticated;
