-- app.pos_item_images: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A stocked item's images in order, the primary first: [{id, path, alt}] (ADR 078). The path is the object's
-- name in the public product-images bucket; the screens make the URLs and sizes from it.
create or replace function app.pos_item_images(p_item uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', i.id, 'path', i.storage_path, 'alt', i.alt_text)
                            order by i.position, i.created_at, i.id), '[]'::jsonb)
    from public.pos_product_images i
   where i.catalog_item_id = p_item
$$;
revoke execute on function app.pos_item_images(uuid) from public, anon, authenticated;
grant execute on function app.pos_item_images(uuid) to service_role;
