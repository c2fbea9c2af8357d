-- app.shop_cancel_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Cancels an order the caller has locked and gives its stock back to the shop as 'order_release' movements
-- (items locked in id order, as every stock change does). Used by staff (public.shop_set_order_status) and the
-- expiry job (app.shop_expire_orders).
create or replace function app.shop_cancel_order(order_id uuid, reason text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.shop_orders;
  l record;
begin
  select * into o from public.shop_orders x where x.id = shop_cancel_order.order_id;
  perform app.pos_lock_items(array(select x.catalog_item_id from public.shop_order_lines x where x.order_id = o.id));
  for l in
    select x.catalog_item_id, x.quantity from public.shop_order_lines x
      join public.pos_stock_items s on s.catalog_item_id = x.catalog_item_id
     where x.order_id = o.id and s.is_stocked
       -- Only what this order took (an item stocked after the order was placed took nothing).
       and exists (select 1 from public.pos_stock_movements m
                    where m.catalog_item_id = x.catalog_item_id and m.kind = 'order' and m.reference = o.number)
     order by x.line_no
  loop
    perform app.pos_post_movement(l.catalog_item_id, o.location_id, 'order_release', l.quantity, null,
                                  'Order ' || o.number || ' cancelled', null, null, null, o.number);
  end loop;
  update public.shop_orders x
     set status = 'cancelled', cancelled_at = now(), cancel_reason = left(reason, 500), status_changed_at = now(),
         updated_at = now(), updated_by = auth.uid()
   where x.id = o.id;
end
$$;
revoke execute on function app.shop_cancel_order(uuid, text) from public, anon, authenticated;
