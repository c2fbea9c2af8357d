-- app.pos_post_movement: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- One line of the stock ledger. The caller has locked the item's pos_stock_items row
-- (app.pos_lock_items), so on hand cannot change underneath: an outgoing movement that would
-- take the location below zero is refused (a stocked item is never sold or moved when it is not
-- there). Costs: an incoming movement with a cost (a receipt) moves the average,
--   average = (on hand × average + quantity × cost) / (on hand + quantity),
-- kept to 4 decimals; everything else moves at the average. Each movement stores its cost and
-- the average after it, so stock value at any date is computable.
create or replace function app.pos_post_movement(
  item uuid, location uuid, kind public.pos_movement_kind, quantity numeric, unit_cost numeric default null,
  reason text default null, sale uuid default null, supplier uuid default null, transfer uuid default null,
  reference text default null)
returns bigint
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.pos_stock_items;
  here numeric;
  total numeric;
  cost numeric;
  average numeric;
  loc_name text;
  id bigint;
begin
  select * into s from public.pos_stock_items where catalog_item_id = item;
  if not found then
    raise exception 'This item is not stocked: set it up in the POS catalogue first' using errcode = '22023';
  end if;
  select l.name into loc_name from public.pos_locations l where l.id = location and l.is_active;
  if loc_name is null then
    raise exception 'Choose a location that is in use' using errcode = '22023';
  end if;
  perform app.assert_number(quantity, 'The quantity', 1000000000);
  if quantity is null or quantity = 0 or quantity <> round(quantity, 3) then
    raise exception 'The quantity must not be 0 and have at most 3 decimals' using errcode = '22023';
  end if;
  select coalesce(sum(m.quantity), 0) into here
    from public.pos_stock_movements m where m.catalog_item_id = item and m.location_id = location;
  if quantity < 0 and here + quantity < 0 then
    raise exception 'Only % of "%" in stock at % (asked for %)',
      trim_scale(here)::text,
      (select c.name from public.catalog_items c where c.id = item), loc_name,
      trim_scale((-quantity))::text
      using errcode = '23514', hint = 'pos_out_of_stock';
  end if;
  select coalesce(sum(m.quantity), 0) into total from public.pos_stock_movements m where m.catalog_item_id = item;
  if unit_cost is not null and quantity > 0 then
    perform app.assert_money(unit_cost, 'The unit cost');
    if unit_cost < 0 or unit_cost <> round(unit_cost, 4) then
      raise exception 'The unit cost must be 0 or more with at most 4 decimals' using errcode = '22023';
    end if;
    cost := unit_cost;
    average := case when total > 0 then round((total * s.average_cost + quantity * unit_cost) / (total + quantity), 4)
                    else unit_cost end;
  else
    cost := s.average_cost;
    average := s.average_cost;
  end if;
  insert into public.pos_stock_movements
    (catalog_item_id, location_id, kind, quantity, unit_cost, average_cost_after, reason, sale_id, supplier_id,
     transfer_id, reference)
  values (item, location, kind, quantity, cost, average, nullif(btrim(reason), ''), sale, supplier, transfer,
          nullif(btrim(reference), ''))
  returning pos_stock_movements.id into id;
  if average <> s.average_cost then
    update public.pos_stock_items set average_cost = average where catalog_item_id = item;
  end if;
  return id;
end
$$;
revoke execute on function app.pos_post_movement(uuid, uuid, public.pos_movement_kind, numeric, numeric, text, uuid, uuid, uuid, text) from public, anon, authenticated;
grant execute on function app.pos_post_movement(uuid, uuid, public.pos_movement_kind, numeric, numeric, text, uuid, uuid, uuid, text) to service_role;
