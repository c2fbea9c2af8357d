-- Demo stock (server/demo/demo-sql.ts runs this once on a new demo database, as the owner, after
-- invoicing's 50-catalogue.sql): a dozen of the catalogue's PPE products stocked with barcodes and
-- reorder levels, goods received from two suppliers at trade cost, some loaded into the van, a
-- breakage, and a few till sales — each through the same RPCs the screens call, as the demo admin,
-- so the ledger, the average costs and the receipts are what the application itself would write.
-- Two items end at or under their reorder level (the low-stock list has something to show).
do $$
declare
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  shop uuid;
  van uuid;
  kamili uuid;
  usalama uuid;
  r record;
  item uuid;
begin
  -- No demo admin, or a database whose migrations stop before POS (tests/kernel-schema/sql-layout.test.ts).
  if admin_id is null or to_regclass('public.pos_locations') is null then
    return;
  end if;
  shop := (select id from public.pos_locations where code = 'shop');
  van := (select id from public.pos_locations where code = 'van');
  perform set_config('request.jwt.claims', jsonb_build_object('sub', admin_id, 'role', 'authenticated')::text, true);

  insert into public.pos_suppliers (name, contact_name, phone, email, tax_pin, address, created_by, updated_by)
  values ('Kamili Safety Supplies Ltd', 'Joseph Mwangi', '+254 722 410 118', 'orders@kamilisafety.co.ke', 'P051234567Q',
          'Industrial Area, Enterprise Road, Nairobi', admin_id, admin_id)
  returning id into kamili;
  insert into public.pos_suppliers (name, contact_name, phone, email, tax_pin, address, created_by, updated_by)
  values ('Usalama Fire Equipment', 'Wanjiku Njoroge', '+254 733 902 447', 'sales@usalamafire.co.ke', 'P052345678R',
          'Mombasa Road, Nairobi', admin_id, admin_id)
  returning id into usalama;
  insert into public.pos_suppliers (name, contact_name, phone, created_by, updated_by)
  values ('Signs & Labels Kenya', 'Ali Omar', '+254 711 300 925', admin_id, admin_id);

  for r in
    select * from (values
      ('PPE-HLM-WHT', '6161234500019', 'Head protection', 10, 40, 520.00, 'k'),
      ('PPE-HLM-YLW', '6161234500026', 'Head protection', 10, 60, 520.00, 'k'),
      ('PPE-VST-ORG', '6161234500033', 'Hi-vis', 20, 80, 240.00, 'k'),
      ('PPE-VST-LIM', '6161234500040', 'Hi-vis', 20, 15, 240.00, 'k'),
      ('FIRE-EXT-DP6', '6161234500057', 'Fire safety', 4, 12, 3100.00, 'u'),
      ('FIRE-EXT-DP9', '6161234500064', 'Fire safety', 3, 6, 4300.00, 'u'),
      ('FIRE-BLK-12', '6161234500071', 'Fire safety', 3, 2, 1350.00, 'u'),
      ('FAK-SML', '6161234500088', 'First aid', 5, 18, 1900.00, 'k'),
      ('PPE-BOOT-S3', '6161234500095', 'Foot protection', 6, 24, 2300.00, 'k'),
      ('PPE-GLV-NIT', null, 'Hand protection', 30, 100, 210.00, 'k'),
      ('PPE-EYE-GOG', null, 'Eye protection', 10, 30, 380.00, 'k'),
      ('PPE-EAR-MUF27', null, 'Hearing protection', 5, 10, 700.00, 'k')
    ) as v (sku, barcode, category, reorder, qty, cost, supplier)
  loop
    item := (select id from public.catalog_items where sku = r.sku);
    continue when item is null;
    perform public.pos_save_stock_item(item, r.barcode, r.category, r.reorder, true);
    perform public.pos_receive_stock(item, shop, r.qty, r.cost, case r.supplier when 'u' then usalama else kamili end,
                                     'DN-' || (1000 + r.qty)::text);
  end loop;

  -- A second delivery of yellow helmets at a higher cost: the average moves (520 → 535).
  item := (select id from public.catalog_items where sku = 'PPE-HLM-YLW');
  if item is not null then
    perform public.pos_receive_stock(item, shop, 20, 580.00, kamili, 'DN-1102');
    perform public.pos_transfer_stock(item, shop, van, 15);
  end if;
  item := (select id from public.catalog_items where sku = 'FIRE-EXT-DP6');
  if item is not null then
    perform public.pos_transfer_stock(item, shop, van, 4);
  end if;
  item := (select id from public.catalog_items where sku = 'PPE-EYE-GOG');
  if item is not null then
    perform public.pos_adjust_stock(item, shop, -2, 'Two pairs cracked on the display shelf');
  end if;

  -- Three till sales at the shop: two in yesterday's session, closed with a Z report (the cash 50 short
  -- after 2,000 went to the safe), the third in today's session, still open (ADR 059).
  perform public.pos_open_session('b7f3c1d2-0005-4000-8000-000000000001', shop, 5000);
  perform public.pos_record_sale(jsonb_build_object(
    'id', 'b7f3c1d2-0001-4000-8000-000000000001', 'location_id', shop,
    'lines', jsonb_build_array(
      jsonb_build_object('catalog_item_id', (select id from public.catalog_items where sku = 'PPE-HLM-YLW'), 'quantity', 4),
      jsonb_build_object('catalog_item_id', (select id from public.catalog_items where sku = 'PPE-VST-ORG'), 'quantity', 4)),
    'payments', jsonb_build_array(jsonb_build_object('method', 'cash', 'amount', 6100))))
  where exists (select 1 from public.catalog_items where sku = 'PPE-HLM-YLW')
    and exists (select 1 from public.catalog_items where sku = 'PPE-VST-ORG');
  perform public.pos_record_sale(jsonb_build_object(
    'id', 'b7f3c1d2-0001-4000-8000-000000000002', 'location_id', shop,
    'lines', jsonb_build_array(
      jsonb_build_object('catalog_item_id', (select id from public.catalog_items where sku = 'FIRE-EXT-DP6'), 'quantity', 2)),
    'payments', jsonb_build_array(jsonb_build_object('method', 'mpesa', 'amount', 11136, 'reference', 'SGH3K7LQ2P'))))
  where exists (select 1 from public.catalog_items where sku = 'FIRE-EXT-DP6');
  perform public.pos_cash_move('b7f3c1d2-0006-4000-8000-000000000001', 'b7f3c1d2-0005-4000-8000-000000000001', 'out',
                               2000, 'Banked: taken to the safe at lunchtime');
  perform public.pos_close_session('b7f3c1d2-0005-4000-8000-000000000001',
    jsonb_build_object(
      'cash', (app.pos_session_figures('b7f3c1d2-0005-4000-8000-000000000001') ->> 'expected_cash')::numeric - 50,
      'mpesa', (select coalesce(sum(p.amount), 0) from public.pos_sale_payments p join public.pos_sales x on x.id = p.sale_id
                 where x.session_id = 'b7f3c1d2-0005-4000-8000-000000000001' and p.method = 'mpesa'),
      'card', 0),
    'Cash 50 short: counted twice');
  update public.pos_sessions set opened_at = now() - interval '1 day', closed_at = now() - interval '16 hours'
   where id = 'b7f3c1d2-0005-4000-8000-000000000001';
  perform public.pos_open_session('b7f3c1d2-0005-4000-8000-000000000002', shop, 3000);
  perform public.pos_record_sale(jsonb_build_object(
    'id', 'b7f3c1d2-0001-4000-8000-000000000003', 'location_id', shop,
    'lines', jsonb_build_array(
      jsonb_build_object('catalog_item_id', (select id from public.catalog_items where sku = 'FAK-SML'), 'quantity', 1),
      jsonb_build_object('catalog_item_id', (select id from public.catalog_items where sku = 'PPE-GLV-NIT'), 'quantity', 10,
                         'discount_percent', 5)),
    'payments', jsonb_build_array(jsonb_build_object('method', 'card', 'amount', 7899.60, 'reference', 'SLIP-004417'))))
  where exists (select 1 from public.catalog_items where sku = 'FAK-SML')
    and exists (select 1 from public.catalog_items where sku = 'PPE-GLV-NIT');
end
$$;
