-- public.pos_stock_value: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- What the stock was worth at the end of a company day (issue 25: "stock value at any date"): per stocked
-- item, the quantity on hand then (the ledger's sum up to that moment, every location) at the moving-average
-- cost after its last movement up to then (each movement keeps the average it left). Items with nothing on
-- hand are left out. Amounts are text (exact); value rounded to the cent per item, the total their sum.
-- p_at defaults to today; a day in the future is refused. Staff.
create or replace function public.pos_stock_value(p_at date default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  v_today date := (now() at time zone tz)::date;
  v_at date := coalesce(p_at, v_today);
  v_end timestamptz;
  out jsonb;
begin
  perform app.pos_guard('staff', 'read the stock value');
  if v_at > v_today then
    raise exception 'Choose today or an earlier day: the stock value of a day to come is not known'
      using errcode = '22023';
  end if;
  v_end := ((v_at + 1)::timestamp at time zone tz);
  with held as (
    select m.catalog_item_id as item, sum(m.quantity) as qty
      from public.pos_stock_movements m
     where m.created_at < v_end
     group by m.catalog_item_id
    having sum(m.quantity) <> 0
  ), costed as (
    select h.item, h.qty,
           (select m.average_cost_after from public.pos_stock_movements m
             where m.catalog_item_id = h.item and m.created_at < v_end
             order by m.created_at desc, m.id desc limit 1) as unit_cost
      from held h
  ), valued as (
    select c.item, c.qty, c.unit_cost, round(c.qty * c.unit_cost, 2) as value,
           ci.name, ci.sku, si.category
      from costed c
      join public.pos_stock_items si on si.catalog_item_id = c.item
      join public.catalog_items ci on ci.id = c.item
  )
  select jsonb_build_object(
           'at', v_at,
           'total', coalesce((select sum(v.value) from valued v), 0)::text,
           'items', coalesce((select jsonb_agg(jsonb_build_object(
                                'item_id', v.item, 'name', v.name, 'sku', v.sku, 'category', v.category,
                                'quantity', trim_scale(v.qty)::text, 'unit_cost', v.unit_cost::text,
                                'value', v.value::text) order by v.value desc, v.name)
                               from valued v), '[]'::jsonb))
    into out;
  return out;
end
$$;
revoke execute on function public.pos_stock_value(date) from public, anon;
grant execute on function public.pos_stock_value(date) to authenticated, service_role;
comment on function public.pos_stock_value(date) is
  'The stock on hand at the end of a company day at the moving-average cost it then had, per item (staff).';
