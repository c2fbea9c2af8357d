-- app.pos_take_stock: stated once here (ADR 040, ADR 065). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Takes the stocked lines of a sale or an online order off the shelf at one location, in the caller's
-- transaction: every stocked item's row is locked first, in one order (app.pos_lock_items: two tills, or a
-- till and the shop, selling the last unit queue there and the second sees the first's movement), then each
-- line is checked against on hand and written to the ledger (app.pos_post_movement) in the lines' order.
-- Unstocked lines (services, items not counted) are passed over.
-- p_lines: [{ catalog_item_id, name, quantity }]; p_for_buyer: the refusal speaks to a shop buyer ("sold out:
-- remove it from your cart", hint shop_out_of_stock, the SKU as detail) rather than to the cashier ("Only 2 of
-- … in stock at Shop", hint pos_out_of_stock).
-- Answers { "<catalog_item_id>": average cost before the movement } for the stocked items (a sale line's cost,
-- for margins).
create or replace function app.pos_take_stock(
  p_location uuid, p_kind public.pos_movement_kind, p_lines jsonb, p_sale uuid default null,
  p_reference text default null, p_for_buyer boolean default false)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  l jsonb;
  item uuid;
  qty numeric;
  here numeric;
  stock public.pos_stock_items;
  costs jsonb := '{}'::jsonb;
begin
  perform app.pos_lock_items(array(select distinct (x ->> 'catalog_item_id')::uuid
                                     from jsonb_array_elements(p_lines) x));
  for l in select value from jsonb_array_elements(p_lines) loop
    item := (l ->> 'catalog_item_id')::uuid;
    qty := (l ->> 'quantity')::numeric;
    select * into stock from public.pos_stock_items s where s.catalog_item_id = item;
    continue when stock.catalog_item_id is null or not stock.is_stocked;
    if not costs ? item::text then
      costs := costs || jsonb_build_object(item::text, stock.average_cost);
    end if;
    if p_for_buyer then
      select coalesce(sum(m.quantity), 0) into here
        from public.pos_stock_movements m where m.catalog_item_id = item and m.location_id = p_location;
      if here < qty then
        raise exception '%', case when here <= 0 then '"' || (l ->> 'name') || '" is sold out: remove it from your cart'
                                  else 'Only ' || trim_scale(here) || ' of "' || (l ->> 'name')
                                       || '" left: lower the quantity in your cart (you asked for ' || trim_scale(qty) || ')' end
          using errcode = '23514', hint = 'shop_out_of_stock', detail = coalesce(l ->> 'sku', '');
      end if;
    end if;
    -- The cashier's refusal ("Only 0 of … in stock at Van (asked for 1)") is the ledger writer's own.
    perform app.pos_post_movement(item, p_location, p_kind, -qty, null, null, p_sale, null, null, p_reference);
  end loop;
  return costs;
end
$$;
revoke execute on function app.pos_take_stock(uuid, public.pos_movement_kind, jsonb, uuid, text, boolean) from public, anon, authenticated;
grant execute on function app.pos_take_stock(uuid, public.pos_movement_kind, jsonb, uuid, text, boolean) to service_role;
