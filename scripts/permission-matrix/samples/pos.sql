-- Sample rows for plugins/pos/ (npm run db:permissions): a stocked product with a receipt and a till sale
-- (line, payment, sale movement), and a supplier, so every cell has rows to try. The locations are
-- seeded by the module's migration. Written as the table owner.
insert into public.catalog_items (id, kind, name, unit, unit_price, tax_code, sku)
values ('00000000-0000-4000-8000-0000000b0001', 'product', 'Sample helmet', 'piece', 850.00, 'VAT', 'SAMPLE-HLM');
insert into public.pos_stock_items (catalog_item_id, barcode, reorder_level, average_cost)
values ('00000000-0000-4000-8000-0000000b0001', '6161234500019', 2, 520);
insert into public.pos_suppliers (id, name) values ('00000000-0000-4000-8000-0000000b0002', 'Sample Supplies Ltd');
insert into public.pos_sales (id, number, location_id, subtotal, discount, tax, total, paid, change_due)
values ('00000000-0000-4000-8000-0000000b0003', 'POS-2026-999999', (select id from public.pos_locations where code = 'shop'),
        850, 0, 136, 986, 1000, 14);
insert into public.pos_sale_lines (sale_id, line_no, catalog_item_id, name, quantity, unit_price, tax_code, tax_rate,
                                   amount, tax, total, unit_cost)
values ('00000000-0000-4000-8000-0000000b0003', 1, '00000000-0000-4000-8000-0000000b0001', 'Sample helmet', 1, 850,
        'VAT', 16, 850, 136, 986, 520);
insert into public.pos_sale_payments (sale_id, method, amount, tendered)
values ('00000000-0000-4000-8000-0000000b0003', 'cash', 986, 1000);
insert into public.pos_stock_movements (catalog_item_id, location_id, kind, quantity, unit_cost, average_cost_after,
                                        supplier_id, sale_id)
values ('00000000-0000-4000-8000-0000000b0001', (select id from public.pos_locations where code = 'shop'), 'receipt', 5,
        520, 520, '00000000-0000-4000-8000-0000000b0002', null),
       ('00000000-0000-4000-8000-0000000b0001', (select id from public.pos_locations where code = 'shop'), 'sale', -1,
        520, 520, null, '00000000-0000-4000-8000-0000000b0003');
insert into public.pos_refunds (id, number, sale_id, method, restock, reason, total)
values ('00000000-0000-4000-8000-0000000b0004', 'RF-2026-999999', '00000000-0000-4000-8000-0000000b0003', 'cash', false,
        'Sample refund', 986);
insert into public.pos_refund_lines (refund_id, line_no, quantity, total)
values ('00000000-0000-4000-8000-0000000b0004', 1, 1, 986);
-- Till sessions (ADR 059): a closed session with a cash move and its counts.
insert into public.pos_sessions (id, location_id, opening_float, closed_at, z_number)
values ('00000000-0000-4000-8000-0000000b0005', (select id from public.pos_locations where code = 'shop'), 1000, now(),
        'Z-2026-999999');
insert into public.pos_session_cash_moves (id, session_id, kind, amount, reason)
values ('00000000-0000-4000-8000-0000000b0006', '00000000-0000-4000-8000-0000000b0005', 'out', 500, 'Sample banking');
insert into public.pos_session_counts (session_id, method, expected, counted, difference)
values ('00000000-0000-4000-8000-0000000b0005', 'cash', 500, 490, -10);
-- Purchase orders and stock counts (ADR 059).
insert into public.pos_purchase_orders (id, number, supplier_id, location_id, status)
values ('00000000-0000-4000-8000-0000000b0007', 'PO-2026-999999', '00000000-0000-4000-8000-0000000b0002',
        (select id from public.pos_locations where code = 'shop'), 'sent');
insert into public.pos_purchase_order_lines (order_id, line_no, catalog_item_id, quantity, unit_cost)
values ('00000000-0000-4000-8000-0000000b0007', 1, '00000000-0000-4000-8000-0000000b0001', 10, 500);
insert into public.pos_purchase_receipts (id, order_id, reference)
values ('00000000-0000-4000-8000-0000000b0008', '00000000-0000-4000-8000-0000000b0007', 'DN-SAMPLE');
insert into public.pos_stock_counts (id, number, location_id)
values ('00000000-0000-4000-8000-0000000b0009', 'SC-2026-999999', (select id from public.pos_locations where code = 'shop'));
insert into public.pos_stock_count_lines (count_id, catalog_item_id, expected, counted)
values ('00000000-0000-4000-8000-0000000b0009', '00000000-0000-4000-8000-0000000b0001', 4, 3);
-- The admin's POS PIN and a discount approval (ADR 072): the admin is the matrix's third account.
insert into public.pos_pins (user_id, salt, hash, rounds)
values ('00000000-0000-4000-8000-000000000003', '\x00'::bytea, '\x00'::bytea, 10000);
insert into public.pos_discount_approvals (sale_id, approved_by, max_percent)
values ('00000000-0000-4000-8000-0000000b0003', '00000000-0000-4000-8000-000000000003', 25);
