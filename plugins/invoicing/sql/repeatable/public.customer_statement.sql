-- public.customer_statement: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.
--
-- STAFF: the statement of one customer for [from_date, to_date] (at most 5 years),
-- in `currency` (default: the currency of their latest invoice, else KES).
-- Amounts are numeric (PostgREST sends them as decimal strings). What a client may read
-- (no staff notes, reversed payments paired or hidden): app.statement_entries.

create or replace function public.customer_statement(customer_id uuid, from_date date, to_date date,
                                          currency text default null) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  cust public.customers;
  v_currency text := upper(nullif(btrim(customer_statement.currency), ''));
  opening numeric;
  result jsonb;
  ageing jsonb;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read statements of account' using errcode = '42501';
  end if;
  if from_date is null or to_date is null then
    raise exception 'Give the first and last day of the statement' using errcode = '22023';
  end if;
  if from_date > to_date then
    raise exception 'The statement starts after it ends: choose a start on or before %',
      to_char(to_date, 'DD Mon YYYY') using errcode = '22023';
  end if;
  if to_date > from_date + interval '5 years' then
    raise exception 'A statement covers at most 5 years: choose a shorter period' using errcode = '22023';
  end if;
  select * into cust from public.customers c where c.id = customer_statement.customer_id;
  if not found then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  if v_currency is null then
    select i.currency into v_currency from public.invoices i
     where i.customer_id = cust.id and i.status <> 'draft'
     order by i.issue_date desc, i.created_at desc limit 1;
    v_currency := coalesce(v_currency, 'KES');
  elsif v_currency !~ '^[A-Z]{3}$' then
    raise exception 'The currency is a 3-letter code such as KES' using errcode = '22023';
  end if;

  ageing := app.statement_ageing(cust.id, v_currency, to_date);
  -- One pass over the entries: the opening sum, then the period's lines with the running balance.
  with entries as materialized (
    select * from app.statement_entries(cust.id, v_currency, to_date) e where e.entry_date <= to_date
  ),
  opening_sum as (
    select coalesce(sum(e.debit - e.credit), 0) as amount from entries e where e.entry_date < from_date
  ),
  period_lines as (
    -- range, not rows: lines equal in all four keys (a payment and its reversal when statements pair
    -- them, app.statement_entries) are peers and both show the balance after them.
    select e.*, (select o.amount from opening_sum o) + sum(e.debit - e.credit) over (
                  order by e.entry_date, e.kind_order, e.reference, e.record_id
                  range between unbounded preceding and current row) as balance
      from entries e
     where e.entry_date >= from_date
  )
  select jsonb_build_object(
           'opening_balance', (select o.amount from opening_sum o)::numeric(14, 2)::text,
           'lines', coalesce(jsonb_agg(jsonb_build_object(
               'date', l.entry_date, 'kind', l.kind, 'reference', l.reference, 'description', l.description,
               'debit', l.debit::numeric(14, 2)::text, 'credit', l.credit::numeric(14, 2)::text,
               'balance', l.balance::numeric(14, 2)::text, 'record_id', l.record_id, 'link', l.link)
             order by l.entry_date, l.kind_order, l.reference, l.record_id, l.kind), '[]'::jsonb),
           'total_debits', coalesce(sum(l.debit), 0)::numeric(14, 2)::text,
           'total_credits', coalesce(sum(l.credit), 0)::numeric(14, 2)::text)
    into result
    from period_lines l;
  opening := (result ->> 'opening_balance')::numeric;

  return result || jsonb_build_object(
    'customer', jsonb_build_object(
      'id', cust.id, 'name', cust.name, 'kra_pin', cust.kra_pin, 'email', cust.email, 'phone', cust.phone,
      'postal_address', cust.postal_address, 'physical_address', cust.physical_address,
      'address', nullif(concat_ws(E'\n', cust.physical_address, cust.postal_address), '')),
    'company', (
      select app.document_letterhead() || jsonb_build_object(
               'bank', case when s.bank_name is not null and s.bank_account_number is not null then jsonb_build_object(
                   'bank_name', s.bank_name, 'branch', s.bank_branch,
                   'account_name', coalesce(s.bank_account_name, s.legal_name, o.name),
                   'account_number', s.bank_account_number, 'swift', s.bank_swift) end,
               -- The account a statement payment is made to: the fixed one, else the customer's name.
               'mpesa', case when s.mpesa_paybill is not null then jsonb_build_object(
                   'paybill', s.mpesa_paybill,
                   'account', coalesce(s.mpesa_account, left(upper(regexp_replace(cust.name, '[^A-Za-z0-9]+', '', 'g')), 20))) end)
        from public.organizations o cross join public.sales_settings s
       where o.id = 1 and s.id),
    'currency', v_currency,
    'from', from_date,
    'to', to_date,
    'today', app.company_today(),
    'closing_balance', (opening + (result ->> 'total_debits')::numeric - (result ->> 'total_credits')::numeric)::numeric(14, 2)::text,
    'ageing', ageing - 'unapplied_credit',
    'unapplied_credit', ageing -> 'unapplied_credit');
end
$$;
revoke execute on function public.customer_statement(uuid, date, date, text) from public, anon;
grant execute on function public.customer_statement(uuid, date, date, text) to authenticated, service_role;
