-- public.pos_sales_report: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Sales between two company dates (inclusive): per day and per product, with cost and margin
-- (the moving-average cost each line was sold at), and the refunds given in the period (not yet
-- taken off the per-day and per-product figures); per cashier (who made the sale), per category
-- (the stock item's, "Services and uncategorised" for the rest) with cost and margin, and per payment
-- method (what was settled by each: cash net of change). Amounts are text (exact). Staff.
create or replace function public.pos_sales_report(p_from date, p_to date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
begin
  perform app.pos_guard('staff', 'read sales reports');
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a period: from a date to the same or a later one' using errcode = '22023';
  end if;
  if p_to - p_from > 366 then
    raise exception 'A report covers at most a year' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'from', p_from, 'to', p_to,
    'totals', (
      select jsonb_build_object('sales', count(*), 'total', coalesce(sum(s.total), 0)::text, 'tax', coalesce(sum(s.tax), 0)::text,
               'refunded', (select coalesce(sum(r.total), 0)::text from public.pos_refunds r
                             where (r.created_at at time zone tz)::date between p_from and p_to))
        from public.pos_sales s where (s.created_at at time zone tz)::date between p_from and p_to),
    'by_day', coalesce((
      select jsonb_agg(jsonb_build_object('day', d.day, 'sales', d.n, 'total', d.total::text) order by d.day)
        from (select (s.created_at at time zone tz)::date as day, count(*) as n, sum(s.total) as total
                from public.pos_sales s where (s.created_at at time zone tz)::date between p_from and p_to
               group by 1) d), '[]'::jsonb),
    'by_product', coalesce((
      select jsonb_agg(jsonb_build_object('item_id', x.item, 'name', x.name, 'sku', x.sku,
               'quantity', trim_scale(x.qty)::text,
               'amount', x.amount::text, 'cost', x.cost::text, 'margin', (x.amount - x.cost)::text)
               order by x.amount desc, x.name)
        from (select l.catalog_item_id as item, min(l.name) as name, min(l.sku) as sku, sum(l.quantity) as qty,
                     sum(l.amount) as amount, round(sum(l.quantity * coalesce(l.unit_cost, 0)), 2) as cost
                from public.pos_sale_lines l join public.pos_sales s on s.id = l.sale_id
               where (s.created_at at time zone tz)::date between p_from and p_to
               group by l.catalog_item_id) x), '[]'::jsonb),
    'by_cashier', coalesce((
      select jsonb_agg(jsonb_build_object('user_id', c.uid, 'name', c.name, 'sales', c.n, 'total', c.total::text)
               order by c.total desc, c.name)
        from (select s.created_by as uid,
                     coalesce((select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p
                                where p.auth_id = s.created_by), 'Former staff member') as name,
                     count(*) as n, sum(s.total) as total
                from public.pos_sales s where (s.created_at at time zone tz)::date between p_from and p_to
               group by s.created_by) c), '[]'::jsonb),
    'by_category', coalesce((
      select jsonb_agg(jsonb_build_object('category', c.category, 'quantity', trim_scale(c.qty)::text,
               'amount', c.amount::text, 'cost', c.cost::text, 'margin', (c.amount - c.cost)::text)
               order by c.amount desc, c.category)
        from (select coalesce(i.category, 'Services and uncategorised') as category, sum(l.quantity) as qty,
                     sum(l.amount) as amount, round(sum(l.quantity * coalesce(l.unit_cost, 0)), 2) as cost
                from public.pos_sale_lines l join public.pos_sales s on s.id = l.sale_id
                left join public.pos_stock_items i on i.catalog_item_id = l.catalog_item_id
               where (s.created_at at time zone tz)::date between p_from and p_to
               group by 1) c), '[]'::jsonb),
    'by_method', coalesce((
      select jsonb_agg(jsonb_build_object('method', m.method, 'payments', m.n, 'amount', m.amount::text)
               order by m.amount desc, m.method)
        from (select pm.method::text as method, count(*) as n, sum(pm.amount) as amount
                from public.pos_sale_payments pm join public.pos_sales s on s.id = pm.sale_id
               where (s.created_at at time zone tz)::date between p_from and p_to
               group by pm.method) m), '[]'::jsonb));
end
$$;
revoke execute on function public.pos_sales_report(date, date) from public, anon;
grant execute on function public.pos_sales_report(date, date) to authenticated, service_role;
