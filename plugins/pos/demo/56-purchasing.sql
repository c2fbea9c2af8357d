-- Demo purchasing (ADR 059; server/demo/demo-sql.ts runs this once, as the owner, after 55-stock.sql):
-- a purchase order to Usalama Fire Equipment for extinguishers and fire blankets, sent and partly
-- received (two of six extinguishers arrived; the blankets are still to come), written by the same RPCs
-- the screens call, as the demo admin. The fire blankets stay on the low-stock list.
do $$
declare
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  usalama uuid;
  shop uuid;
  dp9 uuid := (select id from public.catalog_items where sku = 'FIRE-EXT-DP9');
  blanket uuid := (select id from public.catalog_items where sku = 'FIRE-BLK-12');
  po uuid := 'b7f3c1d2-0007-4000-8000-000000000001';
begin
  if admin_id is null or to_regclass('public.pos_purchase_orders') is null or dp9 is null or blanket is null then
    return;
  end if;
  usalama := (select id from public.pos_suppliers where name = 'Usalama Fire Equipment');
  shop := (select id from public.pos_locations where code = 'shop');
  if usalama is null then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', admin_id, 'role', 'authenticated')::text, true);
  perform public.pos_save_purchase_order(jsonb_build_object(
    'id', po, 'supplier_id', usalama, 'location_id', shop, 'expected_on', (app.company_today() + 7)::text,
    'notes', 'Deliver to the shop, Monday to Friday 8:00–17:00.',
    'lines', jsonb_build_array(
      jsonb_build_object('catalog_item_id', dp9, 'quantity', 6, 'unit_cost', 4250),
      jsonb_build_object('catalog_item_id', blanket, 'quantity', 4, 'unit_cost', 1350))));
  perform public.pos_set_purchase_order_status(po, 'sent');
  perform public.pos_receive_purchase_order('b7f3c1d2-0008-4000-8000-000000000001', po,
    jsonb_build_array(jsonb_build_object('line_no', 1, 'quantity', 2)), 'USF-DN-5521');
end
$$;
