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
