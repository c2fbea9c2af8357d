-- public.pos_transfer_stock: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Stock moves between locations (the shop loads the van): two movements with one transfer id,
-- at the average cost, in one transaction. Staff.
create or replace function public.pos_transfer_stock(p_item uuid, p_from uuid, p_to uuid, p_quantity numeric)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  t uuid := gen_random_uuid();
  id bigint;
begin
  perform app.pos_guard('staff', 'transfer stock');
  if p_from is null or p_to is null or p_from = p_to then
    raise exception 'Choose two different locations' using errcode = '22023';
  end if;
  if p_quantity is null or p_quantity <= 0 then
    raise exception 'The quantity to transfer must be above 0' using errcode = '22023';
  end if;
  perform app.pos_lock_items(array[p_item]);
  perform app.pos_post_movement(p_item, p_from, 'transfer_out', -p_quantity, null, null, null, null, t);
  id := app.pos_post_movement(p_item, p_to, 'transfer_in', p_quantity, null, null, null, null, t);
  return app.pos_item_stock(p_item, id);
end
$$;
revoke execute on function public.pos_transfer_stock(uuid, uuid, uuid, numeric) from public, anon;
grant execute on function public.pos_transfer_stock(uuid, uuid, uuid, numeric) to authenticated, service_role;
