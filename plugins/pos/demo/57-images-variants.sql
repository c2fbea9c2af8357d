-- Demo product images and variants (issue 25, ADR 078; server/demo/demo-sql.ts runs this once on a new demo
-- database, after 55-stock.sql and 56-shop.sql), as the demo admin through the RPCs the screens call:
-- - disposable nitrile gloves in four sizes (S, M, L, XL), each its own catalogue item, SKU and stock at the
--   shop (XL sold out, L nearly), grouped under one product and sold online: the shop's size picker;
-- - the images: plugins/pos/demo/files/product-images/demo/*.webp (drawn by scripts/make-pos-demo-images.ts with
--   sharp: generated, no photos), which the demo loader stores in the bucket before this file runs; here each is
--   moved into its product's folder (its bytes stay) and registered. Without those objects (the demo SQL run on
--   its own, as tests do) no image is added.
do $$
declare
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  shop uuid;
  kamili uuid;
  r record;
  item uuid;
  obj uuid;
  path text;
begin
  if admin_id is null or to_regclass('public.pos_product_images') is null then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', admin_id, 'role', 'authenticated')::text, true);
  shop := (select id from public.pos_locations where code = 'shop');
  kamili := (select id from public.pos_suppliers where name = 'Kamili Safety Supplies Ltd');

  for r in
    select * from (values
      ('S', 0, 12), ('M', 1, 30), ('L', 2, 3), ('XL', 3, 0)
    ) as v (size, ord, qty)
  loop
    insert into public.catalog_items (kind, name, description, unit, unit_price, tax_code, sku, is_active)
    values ('product', 'Disposable nitrile gloves, size ' || r.size,
            'Powder-free, 0.1 mm, food-safe; box of 100. For cleaning, first aid and light chemical handling.',
            'box', 1150.00, 'VAT', 'PPE-GLV-DSP-' || r.size, true)
    returning id into item;
    perform public.pos_save_stock_item(item, null, 'Hand protection', 2, true);
    if r.qty > 0 then
      perform public.pos_receive_stock(item, shop, r.qty, 640.00, kamili, 'DN-1207');
    end if;
    perform public.pos_set_sold_online(item, true);
    perform public.pos_set_variant(item, 'Disposable nitrile gloves', r.size, 'Size', r.ord);
  end loop;

  for r in
    select * from (values
      ('PPE-HLM-WHT', 'helmet-white.webp', 'White safety helmet with a ratchet harness'),
      ('PPE-HLM-YLW', 'helmet-yellow.webp', 'Yellow safety helmet with a ratchet harness'),
      ('PPE-VST-ORG', 'vest-orange.webp', 'Orange reflective vest with two reflective bands'),
      ('PPE-BOOT-S3', 'boots-s3.webp', 'Brown leather safety boot with a steel toe cap'),
      ('PPE-GLV-NIT', 'gloves-nitrile.webp', 'Blue chemical-resistant nitrile glove'),
      ('PPE-GLV-DSP-M', 'gloves-disposable.webp', 'Purple disposable nitrile glove'),
      ('PPE-EYE-GOG', 'goggles.webp', 'Clear anti-fog safety goggles'),
      ('FIRE-EXT-DP6', 'extinguisher-6kg.webp', 'Red 6 kg dry powder fire extinguisher'),
      ('FAK-SML', 'first-aid-kit.webp', 'Green first-aid kit with a white cross')
    ) as v (sku, file, alt)
  loop
    item := (select c.id from public.catalog_items c join public.pos_stock_items s on s.catalog_item_id = c.id
              where c.sku = r.sku);
    obj := (select o.id from storage.objects o where o.bucket_id = 'product-images' and o.name = 'demo/' || r.file);
    continue when item is null or obj is null;
    path := item || '/' || gen_random_uuid() || '.webp';
    update storage.objects set name = path, owner = admin_id, owner_id = admin_id::text where id = obj;
    perform public.pos_add_product_image(item, path, r.alt);
  end loop;
end
$$;
