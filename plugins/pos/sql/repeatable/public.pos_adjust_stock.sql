-- public.pos_adjust_stock: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin corrects stock (breakage, loss, a count difference) by a signed quantity, with the
-- reason the ledger keeps. Never below zero at the location.
create or replace function public.pos_adjust_stock(p_item uuid, p_location uuid, p_quantity numeric, p_reason text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  id bigint;
begin
  perform app.pos_guard('admin', 'adjust stock');
  if length(btrim(coalesce(p_reason, ''))) = 0 then
    raise exception 'Say why the stock is adjusted (breakage, loss, count difference…)' using errcode = '22023';
  end if;
  if length(p_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  perform app.pos_lock_items(array[p_item]);
  id := app.pos_post_movement(p_item, p_location, 'adjustment', p_quantity, null, p_reason);
  return app.pos_item_stock(p_item, id);
end
$$;
revoke execute on function public.pos_adjust_stock(uuid, uuid, numeric, text) from public, anon;
grant execute on function public.pos_adjust_stock(uuid, uuid, numeric, text) to authenticated, service_role;
