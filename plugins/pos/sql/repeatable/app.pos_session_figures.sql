-- app.pos_session_figures: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A session's figures: the X report while it is open, the Z report once closed. Money as text
-- (exact). Per method: sales (what the payments settled), refunds given back by it, and what the
-- till should hold: cash = float + cash sales − cash refunds + cash in − cash out; M-Pesa and card =
-- sales − refunds. A closed session adds its counts (expected, counted, difference).
create or replace function app.pos_session_figures(session uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with s as (
    select x.*, l.name as location_name, l.code as location_code
      from public.pos_sessions x join public.pos_locations l on l.id = x.location_id
     where x.id = session
  ), methods as (
    select m::public.pos_payment_method as method from unnest(enum_range(null::public.pos_payment_method)) m
  ), sales as (
    select p.method, sum(p.amount) as amount
      from public.pos_sale_payments p join public.pos_sales x on x.id = p.sale_id
     where x.session_id = session group by p.method
  ), refunds as (
    select r.method, sum(r.total) as amount from public.pos_refunds r where r.session_id = session group by r.method
  ), moves as (
    select coalesce(sum(c.amount) filter (where c.kind = 'in'), 0) as cash_in,
           coalesce(sum(c.amount) filter (where c.kind = 'out'), 0) as cash_out
      from public.pos_session_cash_moves c where c.session_id = session
  ), per as (
    select m.method, coalesce(sa.amount, 0.00) as sales, coalesce(rf.amount, 0.00) as refunds,
           coalesce(sa.amount, 0.00) - coalesce(rf.amount, 0.00)
             + case when m.method = 'cash' then (select opening_float from s) + mv.cash_in - mv.cash_out else 0 end
             as expected
      from methods m cross join moves mv
      left join sales sa on sa.method = m.method
      left join refunds rf on rf.method = m.method
  )
  select jsonb_build_object(
    'id', s.id, 'status', case when s.closed_at is null then 'open' else 'closed' end,
    'report', case when s.closed_at is null then 'X' else 'Z' end,
    'z_number', s.z_number, 'location_id', s.location_id, 'location_name', s.location_name,
    'opening_float', s.opening_float::text, 'opened_at', s.opened_at, 'closed_at', s.closed_at, 'note', s.note,
    'opened_by_name', (select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.auth_id = s.opened_by),
    'closed_by_name', (select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.auth_id = s.closed_by),
    'sales_count', (select count(*) from public.pos_sales x where x.session_id = s.id),
    'sales_total', (select coalesce(sum(x.total), 0) from public.pos_sales x where x.session_id = s.id)::text,
    'tax_total', (select coalesce(sum(x.tax), 0) from public.pos_sales x where x.session_id = s.id)::text,
    'refunds_count', (select count(*) from public.pos_refunds r where r.session_id = s.id),
    'refunds_total', (select coalesce(sum(r.total), 0.00) from public.pos_refunds r where r.session_id = s.id)::text,
    'cash_in', (select cash_in from moves)::text,
    'cash_out', (select cash_out from moves)::text,
    'cash_moves', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'amount', c.amount::text, 'reason', c.reason,
                                          'created_at', c.created_at) order by c.created_at, c.id)
        from public.pos_session_cash_moves c where c.session_id = s.id), '[]'::jsonb),
    'methods', (
      select jsonb_agg(jsonb_build_object(
               'method', per.method, 'sales', per.sales::text, 'refunds', per.refunds::text,
               'expected', coalesce(c.expected, per.expected)::text,
               'counted', c.counted::text, 'difference', c.difference::text) order by per.method)
        from per left join public.pos_session_counts c on c.session_id = s.id and c.method = per.method),
    'expected_cash', (select per.expected from per where per.method = 'cash')::text,
    'difference', (select sum(c.difference) from public.pos_session_counts c where c.session_id = s.id)::text,
    'company', app.document_letterhead()
  )
  from s
$$;
revoke execute on function app.pos_session_figures(uuid) from public, anon, authenticated;
grant execute on function app.pos_session_figures(uuid) to service_role;
