-- Demo shop (issue 27, ADR 057; server/demo/demo-sql.ts runs this once on a new demo database, after
-- 55-stock.sql): a handful of the stocked PPE products are published in the online shop, through the RPC the
-- POS catalogue dialog calls, as the demo admin — so /shop has helmets, hi-vis vests, boots, gloves, goggles,
-- an extinguisher and a first-aid kit, with stock at the shop (fire blankets stay off: the till's low item).
do $$
declare
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  r record;
begin
  if admin_id is null or to_regclass('public.shop_orders') is null then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', admin_id, 'role', 'authenticated')::text, true);
  for r in
    select c.id from public.catalog_items c join public.pos_stock_items s on s.catalog_item_id = c.id
     where c.sku in ('PPE-HLM-WHT', 'PPE-HLM-YLW', 'PPE-VST-ORG', 'PPE-BOOT-S3', 'PPE-GLV-NIT', 'PPE-EYE-GOG',
                     'FIRE-EXT-DP6', 'FAK-SML')
  loop
    perform public.pos_set_sold_online(r.id, true);
  end loop;
end
$$;
