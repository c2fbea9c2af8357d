-- Sample rows for the online shop (plugins/pos, issue 27, ADR 057; npm run db:permissions): a guest's order of
-- pos.sql's sample helmet with its line, so every cell has rows to try. Written as the table owner.
insert into public.shop_orders (id, number, buyer_name, buyer_phone, buyer_email, fulfilment, location_id, subtotal, tax,
                                total, prices_include_tax, reserved_until)
values ('00000000-0000-4000-8000-0000000c0001', 'SO-2026-999999', 'Sample Buyer', '254712345678', 'buyer@example.co.ke',
        'pickup', (select id from public.pos_locations where code = 'shop'), 850, 136, 986, false, now() + interval '30 minutes');
insert into public.shop_order_lines (order_id, line_no, catalog_item_id, name, sku, quantity, unit_price, tax_code, tax_rate,
                                     amount, tax, total)
values ('00000000-0000-4000-8000-0000000c0001', 1, '00000000-0000-4000-8000-0000000b0001', 'Sample helmet', 'SAMPLE-HLM', 1,
        850, 'VAT', 16, 850, 136, 986);
