-- public.pos_set_primary_image: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Makes an image its product's primary one (first: the till, the lists, the shop's card; ADR 078). Staff.
-- Answers the item's images in their new order.
create or replace function public.pos_set_primary_image(p_image uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  item uuid;
begin
  perform app.pos_guard('staff', 'change product images');
  select i.catalog_item_id into item from public.pos_product_images i where i.id = p_image;
  if item is null then
    raise exception 'This image was removed meanwhile: reload the product' using errcode = 'P0002';
  end if;
  perform 1 from public.pos_stock_items s where s.catalog_item_id = item for update;
  update public.pos_product_images i
     set position = (select min(x.position) - 1 from public.pos_product_images x where x.catalog_item_id = item)
   where i.id = p_image
     and i.position >= (select min(x.position) from public.pos_product_images x
                         where x.catalog_item_id = item and x.id <> p_image);
  return app.pos_item_images(item);
end
$$;
revoke execute on function public.pos_set_primary_image(uuid) from public, anon;
grant execute on function public.pos_set_primary_image(uuid) to authenticated, service_role;
