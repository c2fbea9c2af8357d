-- public.pos_add_product_image: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Registers an image staff have just uploaded to the product-images bucket on its stocked item (issue 25,
-- ADR 078). The object must be in the bucket under the item's folder (storage has already checked its type and
-- size); at most 8 images per item; the new one goes last (the first is the primary). Idempotent on the path.
-- Answers the item's images, in order.
create or replace function public.pos_add_product_image(p_item uuid, p_path text, p_alt text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  alt text := nullif(btrim(coalesce(p_alt, '')), '');
begin
  perform app.pos_guard('staff', 'add product images');
  perform 1 from public.pos_stock_items s where s.catalog_item_id = p_item for update;
  if not found then
    raise exception 'Stock the product first (POS → Catalogue), then add its images' using errcode = 'P0002';
  end if;
  if coalesce(p_path, '') !~ ('^' || p_item::text || '/[0-9a-f-]{36}\.(jpg|png|webp)$') then
    raise exception 'The image must be uploaded to the product''s own folder' using errcode = '22023', detail = 'path';
  end if;
  if length(coalesce(alt, '')) > 200 then
    raise exception 'Describe the image in at most 200 characters' using errcode = '22023', detail = 'alt';
  end if;
  if not exists (select 1 from public.pos_product_images i where i.storage_path = p_path) then
    if not exists (select 1 from storage.objects o where o.bucket_id = 'product-images' and o.name = p_path) then
      raise exception 'The image was not uploaded: choose the file again' using errcode = 'P0002', detail = 'path';
    end if;
    if (select count(*) from public.pos_product_images i where i.catalog_item_id = p_item) >= 8 then
      raise exception 'A product has at most 8 images: remove one first' using errcode = '23514';
    end if;
    insert into public.pos_product_images (catalog_item_id, storage_path, alt_text, position)
    values (p_item, p_path, alt,
            coalesce((select max(i.position) + 1 from public.pos_product_images i where i.catalog_item_id = p_item), 0));
  end if;
  return app.pos_item_images(p_item);
end
$$;
revoke execute on function public.pos_add_product_image(uuid, text, text) from public, anon;
grant execute on function public.pos_add_product_image(uuid, text, text) to authenticated, service_role;
