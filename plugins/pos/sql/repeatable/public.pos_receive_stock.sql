-- public.pos_receive_stock: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Goods in (from a supplier, until purchase orders exist): a receipt movement at a cost, which
-- moves the item's average cost. Staff.
create or replace function public.pos_receive_stock(
  p_item uuid, p_location uuid, p_quantity numeric, p_unit_cost numeric, p_supplier uuid default null,
  p_reference text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  id bigint;
begin
  perform app.pos_guard('staff', 'receive stock');
  if p_quantity is null or p_quantity <= 0 then
    raise exception 'The quantity received must be above 0' using errcode = '22023';
  end if;
  if p_unit_cost is null then
    raise exception 'Give the unit cost (0 for free stock)' using errcode = '22023';
  end if;
  if p_supplier is not null and not exists (select 1 from public.pos_suppliers s where s.id = p_supplier) then
    raise exception 'No such supplier' using errcode = 'P0002';
  end if;
  perform app.pos_lock_items(array[p_item]);
  id := app.pos_post_movement(p_item, p_location, 'receipt', p_quantity, p_unit_cost, null, null, p_supplier, null,
                              p_reference);
  return app.pos_item_stock(p_item, id);
end
$$;
revoke execute on function public.pos_receive_stock(uuid, uuid, numeric, numeric, uuid, text) from public, anon;
grant execute on function public.pos_receive_stock(uuid, uuid, numeric, numeric, uuid, text) to authenticated, service_role;
