-- public.pos_sales_report: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Sales between two company dates (inclusive) at one location (p_location; null: every location): per day,
-- per product and per category with cost and margin (the moving-average cost each line was sold at), per
-- cashier and per payment method (what was settled by each: cash net of change). Every figure is net of the
-- refunds given in the period, by the refund's date (ADR 077): a refund counts on the day the money went back,
-- at the sale's location, to the cashier who gave it and the method it went back by; a refunded line takes
-- off its quantity, its part of the line's amount before VAT (app.pos_report_refund_lines) and its cost at
-- the average the line was sold at. Each row also says what it was before refunds and what was refunded.
-- Amounts are text (exact). Staff.
create or replace function public.pos_sales_report(p_from date, p_to date, p_location uuid default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_start timestamptz;
  v_end timestamptz;
  v_location jsonb;
  out jsonb;
begin
  perform app.pos_guard('staff', 'read sales reports');
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period: from a date to the same or a later one' using errcode = '22023';
  end if;
  if p_to - p_from > 366 then
    raise exception 'A report covers at most a year' using errcode = '22023';
  end if;
  if p_location is not null then
    select jsonb_build_object('id', l.id, 'name', l.name) into v_location
      from public.pos_locations l where l.id = p_location;
    if v_location is null then
      raise exception 'No such location: choose the shop, the van or every location' using errcode = '22023';
    end if;
  end if;
  v_start := (p_from::timestamp at time zone tz);
  v_end := ((p_to + 1)::timestamp at time zone tz);

  with sales as (
    select s.id, s.created_by, (s.created_at at time zone tz)::date as day, s.total, s.tax
      from public.pos_sales s
     where s.created_at >= v_start and s.created_at < v_end
       and (p_location is null or s.location_id = p_location)
  ), refund_lines as (
    select * from app.pos_report_refund_lines(p_from, p_to, p_location, tz)
  ), refunds as (
    select r.id, r.created_by, (r.created_at at time zone tz)::date as day, r.method, r.total,
           r.total - coalesce((select sum(x.amount) from refund_lines x where x.refund_id = r.id), 0) as tax
      from public.pos_refunds r join public.pos_sales s on s.id = r.sale_id
     where r.created_at >= v_start and r.created_at < v_end
       and (p_location is null or s.location_id = p_location)
  ), lines as (
    -- Sold (+) and refunded (−) quantities, amounts before VAT and costs, per item.
    select l.catalog_item_id as item, l.name, l.sku, l.quantity as qty, l.amount,
           l.quantity * coalesce(l.unit_cost, 0) as cost, 0::numeric as back_qty, 0::numeric as back_amount
      from public.pos_sale_lines l join sales s on s.id = l.sale_id
    union all
    select x.catalog_item_id, x.name, x.sku, -x.quantity, -x.amount, -x.cost, x.quantity, x.amount
      from refund_lines x
  ), by_item as (
    select ln.item, min(ln.name) as name, min(ln.sku) as sku, sum(ln.qty) as qty, sum(ln.amount) as amount,
           round(sum(ln.cost), 2) as cost, sum(ln.back_qty) as back_qty, sum(ln.back_amount) as back_amount
      from lines ln group by ln.item
  ), by_category as (
    select coalesce(i.category, 'Services and uncategorised') as category, sum(ln.qty) as qty,
           sum(ln.amount) as amount, round(sum(ln.cost), 2) as cost, sum(ln.back_qty) as back_qty,
           sum(ln.back_amount) as back_amount
      from lines ln left join public.pos_stock_items i on i.catalog_item_id = ln.item
     group by 1
  ), by_day as (
    select d.day, sum(d.n)::int as n, sum(d.gross) as gross, sum(d.back) as back
      from (select s.day, 1 as n, s.total as gross, 0::numeric as back from sales s
            union all
            select r.day, 0, 0, r.total from refunds r) d
     group by d.day
  ), by_cashier as (
    select c.uid, sum(c.n)::int as n, sum(c.gross) as gross, sum(c.refunds)::int as refunds, sum(c.back) as back
      from (select s.created_by as uid, 1 as n, s.total as gross, 0 as refunds, 0::numeric as back from sales s
            union all
            select r.created_by, 0, 0, 1, r.total from refunds r) c
     group by c.uid
  ), by_method as (
    select m.method, sum(m.n)::int as n, sum(m.gross) as gross, sum(m.refunds)::int as refunds,
           sum(m.back) as back
      from (select pm.method, 1 as n, pm.amount as gross, 0 as refunds, 0::numeric as back
              from public.pos_sale_payments pm join sales s on s.id = pm.sale_id
            union all
            select r.method, 0, 0, 1, r.total from refunds r) m
     group by m.method
  )
  select jsonb_build_object(
    'from', p_from, 'to', p_to, 'location', v_location,
    'totals', (
      select jsonb_build_object(
               'sales', (select count(*) from sales),
               'gross', (select coalesce(sum(s.total), 0) from sales s)::text,
               'refunds', (select count(*) from refunds),
               'refunded', (select coalesce(sum(r.total), 0) from refunds r)::text,
               'total', ((select coalesce(sum(s.total), 0) from sales s)
                         - (select coalesce(sum(r.total), 0) from refunds r))::text,
               'tax', ((select coalesce(sum(s.tax), 0) from sales s)
                       - (select coalesce(sum(r.tax), 0) from refunds r))::text)),
    'by_day', coalesce((
      select jsonb_agg(jsonb_build_object('day', d.day, 'sales', d.n, 'gross', d.gross::text,
               'refunded', d.back::text, 'total', (d.gross - d.back)::text) order by d.day)
        from by_day d), '[]'::jsonb),
    'by_product', coalesce((
      select jsonb_agg(jsonb_build_object('item_id', x.item, 'name', x.name, 'sku', x.sku,
               'quantity', trim_scale(x.qty)::text, 'amount', x.amount::text, 'cost', x.cost::text,
               'margin', (x.amount - x.cost)::text, 'refunded_quantity', trim_scale(x.back_qty)::text,
               'refunded_amount', x.back_amount::text)
               order by x.amount desc, x.name)
        from by_item x), '[]'::jsonb),
    'by_category', coalesce((
      select jsonb_agg(jsonb_build_object('category', c.category, 'quantity', trim_scale(c.qty)::text,
               'amount', c.amount::text, 'cost', c.cost::text, 'margin', (c.amount - c.cost)::text,
               'refunded_quantity', trim_scale(c.back_qty)::text, 'refunded_amount', c.back_amount::text)
               order by c.amount desc, c.category)
        from by_category c), '[]'::jsonb),
    'by_cashier', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', c.uid, 'name', c.name, 'sales', c.n,
               'gross', c.gross::text, 'refunds', c.refunds, 'refunded', c.back::text,
               'total', (c.gross - c.back)::text)
               order by c.gross - c.back desc, c.name)
        from (select b.*, coalesce((select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p
                                     where p.auth_id = b.uid), 'Former staff member') as name
                from by_cashier b) c), '[]'::jsonb),
    'by_method', coalesce((
      select jsonb_agg(jsonb_build_object('method', m.method::text, 'payments', m.n, 'gross', m.gross::text,
               'refunds', m.refunds, 'refunded', m.back::text, 'amount', (m.gross - m.back)::text)
               order by m.gross - m.back desc, m.method)
        from by_method m), '[]'::jsonb))
    into out;
  return out;
end
$$;
revoke execute on function public.pos_sales_report(date, date, uuid) from public, anon;
grant execute on function public.pos_sales_report(date, date, uuid) to authenticated, service_role;
comment on function public.pos_sales_report(date, date, uuid) is
  'Till sales in a period at a location (null: all), per day, product, category, cashier and payment method, net of the refunds given in the period (staff).';
