-- app.pos_purchase_order_document: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A purchase order as the screen and its print show it: number, status, supplier, delivery location,
-- lines (item, SKU, quantity, unit cost, received, billed, amount), total, receivings, the supplier bills made
-- from it (ADR 083; `billed` counts the bills that are not cancelled) and the letterhead.
create or replace function app.pos_purchase_order_document(p_order uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id, 'number', o.number, 'status', o.status, 'expected_on', o.expected_on, 'notes', o.notes,
    'sent_at', o.sent_at, 'created_at', o.created_at, 'emailed_at', o.emailed_at, 'emailed_to', o.emailed_to,
    'supplier', jsonb_build_object('id', su.id, 'name', su.name, 'contact_name', su.contact_name, 'phone', su.phone,
                                   'email', su.email, 'tax_pin', su.tax_pin, 'address', su.address),
    'location', jsonb_build_object('id', l.id, 'name', l.name),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'line_no', x.line_no, 'catalog_item_id', x.catalog_item_id, 'name', c.name, 'sku', c.sku,
               'unit', c.unit, 'quantity', x.quantity::text, 'unit_cost', x.unit_cost::text,
               'received', x.received::text, 'amount', round(x.quantity * x.unit_cost, 2)::text,
               'billed', coalesce((select sum(bl.quantity) from public.pos_supplier_bill_lines bl
                                    join public.pos_supplier_bills bb on bb.id = bl.bill_id
                                   where bl.order_line_id = x.id and bb.status <> 'cancelled'), 0)::text)
             order by x.line_no)
        from public.pos_purchase_order_lines x join public.catalog_items c on c.id = x.catalog_item_id
       where x.order_id = o.id), '[]'::jsonb),
    'total', (select coalesce(sum(round(x.quantity * x.unit_cost, 2)), 0.00) from public.pos_purchase_order_lines x
               where x.order_id = o.id)::text,
    'receipts', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'reference', r.reference, 'created_at', r.created_at)
                       order by r.created_at)
        from public.pos_purchase_receipts r where r.order_id = o.id), '[]'::jsonb),
    'bills', coalesce((
      select jsonb_agg(jsonb_build_object('id', b.id, 'number', b.number, 'status', b.status,
                                          'supplier_ref', b.supplier_ref, 'bill_date', b.bill_date, 'due_on', b.due_on,
                                          'total', b.total::text, 'paid', b.paid::text) order by b.created_at)
        from public.pos_supplier_bills b where b.purchase_order_id = o.id), '[]'::jsonb),
    'company', app.document_letterhead())
    from public.pos_purchase_orders o
    join public.pos_suppliers su on su.id = o.supplier_id
    join public.pos_locations l on l.id = o.location_id
   where o.id = p_order
$$;
revoke execute on function app.pos_purchase_order_document(uuid) from public, anon, authenticated;
grant execute on function app.pos_purchase_order_document(uuid) to service_role;
