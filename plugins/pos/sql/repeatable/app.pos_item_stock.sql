-- app.pos_item_stock: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- What the stock RPCs answer: the movement written and the item's stock after it.
create or replace function app.pos_item_stock(item uuid, movement bigint)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'movement_id', movement,
    'item_id', s.catalog_item_id,
    'on_hand', coalesce((select sum(m.quantity) from public.pos_stock_movements m where m.catalog_item_id = item), 0)::text,
    'on_hand_by_location', coalesce((
      select jsonb_object_agg(l.code, h.on_hand::text) from public.pos_on_hand h
        join public.pos_locations l on l.id = h.location_id where h.catalog_item_id = item), '{}'::jsonb),
    'average_cost', s.average_cost::text)
  from public.pos_stock_items s where s.catalog_item_id = item
$$;
revoke execute on function app.pos_item_stock(uuid, bigint) from public, anon, authenticated;
grant execute on function app.pos_item_stock(uuid, bigint) to service_role;
