-- public.pos_slow_movers: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Slow movers (issue 25): the stocked, active products with something on hand now (at p_location; null:
-- every location) that sold none or fewest in the period — quantity sold between the two company dates less
-- what was refunded in it (by the refund's date, ADR 077) — fewest first, then the longest unsold, then the
-- most money tied up. Each with its last sale ever (company day, at the location) and the days since then,
-- on hand, the average cost and the stock value (on hand × average cost, to the cent). A page of p_limit
-- (1–100) from p_offset; `total` counts every such product and `stock_value` adds up all their values.
-- p_category: only that stock category. Staff.
create or replace function public.pos_slow_movers(
  p_from date, p_to date, p_location uuid default null, p_limit integer default 20, p_offset integer default 0,
  p_category text default null
)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_today date := (now() at time zone tz)::date;
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
  if p_limit is null or p_limit not between 1 and 100 or p_offset is null or p_offset < 0 then
    raise exception 'Ask for 1 to 100 slow movers at a time, from the first on' using errcode = '22023';
  end if;
  if p_location is not null then
    select jsonb_build_object('id', l.id, 'name', l.name) into v_location
      from public.pos_locations l where l.id = p_location;
    if v_location is null then
      raise exception 'No such location: choose the shop, the van or every location' using errcode = '22023';
    end if;
  end if;

  with held as (
    select b.catalog_item_id as item, sum(b.on_hand) as on_hand
      from public.pos_stock_balances b
     where p_location is null or b.location_id = p_location
     group by b.catalog_item_id
    having sum(b.on_hand) > 0
  ), stocked as (
    select h.item, h.on_hand, ci.name, ci.sku, si.category, si.average_cost,
           round(h.on_hand * si.average_cost, 2) as value
      from held h
      join public.pos_stock_items si on si.catalog_item_id = h.item and si.is_stocked
      join public.catalog_items ci on ci.id = h.item and ci.is_active
     where p_category is null or si.category = p_category
  ), sold as (
    select l.catalog_item_id as item, sum(l.quantity) as qty
      from public.pos_sale_lines l join public.pos_sales s on s.id = l.sale_id
     where s.created_at >= (p_from::timestamp at time zone tz)
       and s.created_at < ((p_to + 1)::timestamp at time zone tz)
       and (p_location is null or s.location_id = p_location)
       and l.catalog_item_id in (select st.item from stocked st)
     group by l.catalog_item_id
  ), refunded as (
    select x.catalog_item_id as item, sum(x.quantity) as qty
      from app.pos_report_refund_lines(p_from, p_to, p_location, tz) x
     group by x.catalog_item_id
  ), ranked as (
    select st.*, coalesce(so.qty, 0) - coalesce(rf.qty, 0) as sold,
           (select max(s.created_at) from public.pos_sale_lines l join public.pos_sales s on s.id = l.sale_id
             where l.catalog_item_id = st.item and (p_location is null or s.location_id = p_location)) as last_sale
      from stocked st
      left join sold so on so.item = st.item
      left join refunded rf on rf.item = st.item
  )
  select jsonb_build_object(
    'from', p_from, 'to', p_to, 'location', v_location,
    'total', (select count(*) from ranked),
    'stock_value', (select coalesce(sum(r.value), 0) from ranked r)::text,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'item_id', p.item, 'name', p.name, 'sku', p.sku, 'category', p.category,
               'sold', trim_scale(p.sold)::text, 'on_hand', trim_scale(p.on_hand)::text,
               'last_sold_on', (p.last_sale at time zone tz)::date,
               'days_since_sale', v_today - (p.last_sale at time zone tz)::date,
               'average_cost', p.average_cost::text, 'stock_value', p.value::text) order by p.n)
        from (select r.*, row_number() over (
                       order by r.sold, r.last_sale nulls first, r.value desc, r.name, r.item) as n
                from ranked r
               order by n offset p_offset limit p_limit) p), '[]'::jsonb))
    into out;
  return out;
end
$$;
revoke execute on function public.pos_slow_movers(date, date, uuid, integer, integer, text) from public, anon;
grant execute on function public.pos_slow_movers(date, date, uuid, integer, integer, text) to authenticated, service_role;
comment on function public.pos_slow_movers(date, date, uuid, integer, integer, text) is
  'Stocked products on hand that sold none or fewest in a period (net of refunds), with days since the last sale and the stock value (staff).';
