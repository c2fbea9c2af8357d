-- public.pos_save_purchase_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Creates or changes a draft purchase order (staff). p_order: { id (made by the screen), supplier_id,
-- location_id, expected_on?, notes?, lines: [{ catalog_item_id, quantity, unit_cost }] }. The first
-- save of an id creates the order (PO-<year>-<6 digits>); a save of the same id replaces a draft's
-- header and lines (a double click saves the same thing twice, harmlessly). Only a draft changes.
create or replace function public.pos_save_purchase_order(p_order jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  oid uuid;
  sup uuid;
  loc uuid;
  expected date;
  existing public.pos_purchase_orders;
  l jsonb;
  i integer := 0;
  item uuid;
  qty numeric;
  cost numeric;
  item_name text;
begin
  perform app.pos_guard('staff', 'write purchase orders');
  if p_order is null or jsonb_typeof(p_order) <> 'object' then
    raise exception 'The purchase order must be an object' using errcode = '22023';
  end if;
  begin
    oid := (p_order ->> 'id')::uuid;
    sup := nullif(p_order ->> 'supplier_id', '')::uuid;
    loc := nullif(p_order ->> 'location_id', '')::uuid;
    expected := nullif(p_order ->> 'expected_on', '')::date;
  exception when invalid_text_representation or invalid_datetime_format then
    raise exception 'The order, supplier and location must be ids, the expected date a date' using errcode = '22023';
  end;
  if oid is null then
    raise exception 'The screen must give the purchase order an id' using errcode = '22023';
  end if;
  if sup is null or not exists (select 1 from public.pos_suppliers s where s.id = sup and s.is_active) then
    raise exception 'Choose a supplier that is in use' using errcode = '22023';
  end if;
  if loc is null or not exists (select 1 from public.pos_locations x where x.id = loc and x.is_active) then
    raise exception 'Choose where the goods are delivered' using errcode = '22023';
  end if;
  if length(coalesce(p_order ->> 'notes', '')) > 2000 then
    raise exception 'The notes can be at most 2000 characters' using errcode = '22023';
  end if;
  if jsonb_typeof(p_order -> 'lines') <> 'array' or jsonb_array_length(p_order -> 'lines') = 0 then
    raise exception 'Add at least one item to order' using errcode = '22023';
  end if;
  if jsonb_array_length(p_order -> 'lines') > 200 then
    raise exception 'A purchase order can have at most 200 lines' using errcode = '22023';
  end if;

  select * into existing from public.pos_purchase_orders o where o.id = oid for update;
  if existing.id is not null and existing.status <> 'draft' then
    raise exception 'Purchase order % is %: only a draft can be changed', existing.number,
      replace(existing.status::text, '_', ' ') using errcode = '55000';
  end if;
  if existing.id is null then
    insert into public.pos_purchase_orders (id, number, supplier_id, location_id, expected_on, notes)
    values (oid, 'PO-' || extract(year from app.company_today())::int || '-'
                 || lpad(nextval('app.pos_purchase_order_number_seq')::text, 6, '0'),
            sup, loc, expected, nullif(btrim(p_order ->> 'notes'), ''))
    on conflict (id) do nothing;
    -- Two first saves at once: the other made it; this one replaces its lines below, after its lock.
    perform 1 from public.pos_purchase_orders o where o.id = oid for update;
  end if;
  update public.pos_purchase_orders
     set supplier_id = sup, location_id = loc, expected_on = expected, notes = nullif(btrim(p_order ->> 'notes'), '')
   where id = oid;
  delete from public.pos_purchase_order_lines where order_id = oid;

  for l in select value from jsonb_array_elements(p_order -> 'lines') loop
    i := i + 1;
    begin
      item := (l ->> 'catalog_item_id')::uuid;
      qty := (l ->> 'quantity')::numeric;
      cost := (l ->> 'unit_cost')::numeric;
    exception when invalid_text_representation then
      raise exception 'Line %: the item, quantity and unit cost must be an id and numbers', i using errcode = '22023';
    end;
    select c.name into item_name from public.pos_stock_items s join public.catalog_items c on c.id = s.catalog_item_id
     where s.catalog_item_id = item and s.is_stocked;
    if item_name is null then
      raise exception 'Line %: order only items the shop stocks (POS catalogue)', i using errcode = '22023';
    end if;
    perform app.assert_number(qty, 'The quantity', 1000000000);
    if qty is null or qty <= 0 or qty <> round(qty, 3) then
      raise exception 'Line % (%): the quantity must be above 0 with at most 3 decimals', i, item_name using errcode = '22023';
    end if;
    perform app.assert_money(cost, 'The unit cost');
    if cost is null or cost < 0 or cost <> round(cost, 4) then
      raise exception 'Line % (%): the unit cost must be 0 or more with at most 4 decimals', i, item_name
        using errcode = '22023';
    end if;
    if exists (select 1 from public.pos_purchase_order_lines x where x.order_id = oid and x.catalog_item_id = item) then
      raise exception 'Line % (%): the item is on the order twice; put it on one line', i, item_name using errcode = '22023';
    end if;
    insert into public.pos_purchase_order_lines (order_id, line_no, catalog_item_id, quantity, unit_cost)
    values (oid, i, item, qty, cost);
    item_name := null;
  end loop;
  return app.pos_purchase_order_document(oid);
end
$$;
revoke execute on function public.pos_save_purchase_order(jsonb) from public, anon;
grant execute on function public.pos_save_purchase_order(jsonb) to authenticated, service_role;
