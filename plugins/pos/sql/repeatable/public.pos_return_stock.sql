-- public.pos_return_stock: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Goods back on the shelf (a customer's return; refunds by receipt come later): a return
-- movement at the average cost, with a reason. Staff.
create or replace function public.pos_return_stock(p_item uuid, p_location uuid, p_quantity numeric, p_reason text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  id bigint;
begin
  perform app.pos_guard('staff', 'return stock');
  if p_quantity is null or p_quantity <= 0 then
    raise exception 'The quantity returned must be above 0' using errcode = '22023';
  end if;
  if length(btrim(coalesce(p_reason, ''))) = 0 then
    raise exception 'Say why the goods came back' using errcode = '22023';
  end if;
  perform app.pos_lock_items(array[p_item]);
  id := app.pos_post_movement(p_item, p_location, 'return', p_quantity, null, p_reason);
  return app.pos_item_stock(p_item, id);
end
$$;
revoke execute on function public.pos_return_stock(uuid, uuid, numeric, text) from public, anon;
grant execute on function public.pos_return_stock(uuid, uuid, numeric, text) to authenticated, service_role;
