-- public.pos_remove_product_image: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Takes an image off its product (staff; ADR 078). Answers {path, images}: the screen then removes the object
-- through the storage API (only the API removes the bytes; until then it is an unlisted public file). An image
-- already gone answers the item's images with a null path.
create or replace function public.pos_remove_product_image(p_image uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  gone public.pos_product_images;
begin
  perform app.pos_guard('staff', 'remove product images');
  delete from public.pos_product_images i where i.id = p_image returning * into gone;
  return jsonb_build_object('path', gone.storage_path,
                            'images', case when gone.id is null then '[]'::jsonb
                                           else app.pos_item_images(gone.catalog_item_id) end);
end
$$;
revoke execute on function public.pos_remove_product_image(uuid) from public, anon;
grant execute on function public.pos_remove_product_image(uuid) to authenticated, service_role;
