-- public.pos_draft_purchase_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- "Draft purchase order" from the low-stock list (staff): a draft to the chosen supplier, delivered to
-- p_location, with a line per low item — p_items when given (the rows chosen on the list), otherwise the
-- counted items at or under their reorder level whose latest receipt came from that supplier. Each line
-- orders enough to reach twice the reorder level (at least 1, whole units), at the supplier's latest
-- cost for the item, else the average cost. Idempotent on p_order (the screen's id).
create or replace function public.pos_draft_purchase_order(
  p_order uuid, p_supplier uuid, p_location uuid, p_items uuid[] default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  lines jsonb;
begin
  perform app.pos_guard('staff', 'write purchase orders');
  if exists (select 1 from public.pos_purchase_orders o where o.id = p_order) then
    return app.pos_purchase_order_document(p_order);
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'catalog_item_id', v.id,
           'quantity', greatest(ceil(v.reorder_level * 2 - v.on_hand), 1),
           'unit_cost', coalesce((
             select m.unit_cost from public.pos_stock_movements m
              where m.catalog_item_id = v.id and m.kind = 'receipt' and m.supplier_id = p_supplier
              order by m.id desc limit 1), v.average_cost)) order by v.name), '[]'::jsonb)
    into lines
    from public.pos_stock_levels v
   where v.is_stocked and v.is_active
     and (case when p_items is not null then v.id = any (p_items)
               else v.is_low and p_supplier = (
                 select m.supplier_id from public.pos_stock_movements m
                  where m.catalog_item_id = v.id and m.kind = 'receipt' and m.supplier_id is not null
                  order by m.id desc limit 1) end);
  if jsonb_array_length(lines) = 0 then
    raise exception 'No low-stock items to order from this supplier: choose the items on the list' using errcode = '22023';
  end if;
  return public.pos_save_purchase_order(jsonb_build_object(
    'id', p_order, 'supplier_id', p_supplier, 'location_id', p_location, 'lines', lines,
    'notes', 'Drafted from the low-stock list'));
end
$$;
revoke execute on function public.pos_draft_purchase_order(uuid, uuid, uuid, uuid[]) from public, anon;
grant execute on function public.pos_draft_purchase_order(uuid, uuid, uuid, uuid[]) to authenticated, service_role;
