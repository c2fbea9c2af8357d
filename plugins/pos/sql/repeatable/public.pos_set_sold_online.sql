-- public.pos_set_sold_online: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin publishes a stocked product in the online shop (/shop) or takes it off (issue 27, ADR 057). Only an
-- active, priced catalogue product that POS stocks can be sold online.
create or replace function public.pos_set_sold_online(p_item uuid, p_sold_online boolean)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.catalog_items;
  s public.pos_stock_items;
begin
  perform app.pos_guard('admin', 'choose what is sold online');
  select * into c from public.catalog_items x where x.id = p_item;
  select * into s from public.pos_stock_items x where x.catalog_item_id = p_item for update;
  if c.id is null or s.catalog_item_id is null then
    raise exception 'Stock this product in the POS catalogue first' using errcode = 'P0002';
  end if;
  if coalesce(p_sold_online, false) and (not c.is_active or c.unit_price <= 0) then
    raise exception '"%" needs to be active with a price above 0 to be sold online', c.name using errcode = '22023';
  end if;
  update public.pos_stock_items x set sold_online = coalesce(p_sold_online, false), updated_at = now()
   where x.catalog_item_id = p_item returning * into s;
  return jsonb_build_object('id', s.catalog_item_id, 'sold_online', s.sold_online);
end
$$;
revoke execute on function public.pos_set_sold_online(uuid, boolean) from public, anon;
grant execute on function public.pos_set_sold_online(uuid, boolean) to authenticated, service_role;
