-- app.pos_supplier_bill_document: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A supplier bill as its page and print show it (ADR 083): number, status, the supplier's reference, dates
-- (and days to the due date while open), supplier, purchase order, lines (item, quantity, unit cost, VAT,
-- amounts), totals, paid and balance, payments, and the letterhead.
create or replace function app.pos_supplier_bill_document(p_bill uuid)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'number', b.number, 'status', b.status, 'supplier_ref', b.supplier_ref,
    'bill_date', b.bill_date, 'due_on', b.due_on,
    'days_to_due', case when b.status = 'open' then b.due_on - app.company_today() end,
    'notes', b.notes, 'posted_at', b.posted_at, 'cancelled_at', b.cancelled_at, 'cancel_reason', b.cancel_reason,
    'created_at', b.created_at,
    'supplier', jsonb_build_object('id', su.id, 'name', su.name, 'contact_name', su.contact_name, 'phone', su.phone,
                                   'email', su.email, 'tax_pin', su.tax_pin, 'address', su.address),
    'purchase_order', jsonb_build_object('id', o.id, 'number', o.number, 'status', o.status),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'line_no', x.line_no, 'catalog_item_id', x.catalog_item_id, 'name', x.name, 'sku', c.sku,
               'unit', c.unit, 'quantity', x.quantity::text, 'unit_cost', x.unit_cost::text,
               'tax_code', x.tax_code, 'tax_rate', x.tax_rate::text, 'amount', x.amount::text, 'tax', x.tax::text,
               'total', x.total::text) order by x.line_no)
        from public.pos_supplier_bill_lines x join public.catalog_items c on c.id = x.catalog_item_id
       where x.bill_id = b.id), '[]'::jsonb),
    'subtotal', b.subtotal::text, 'tax', b.tax::text, 'total', b.total::text, 'paid', b.paid::text,
    'balance', (case when b.status in ('open', 'paid') then b.total - b.paid else 0.00 end)::text,
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'paid_on', p.paid_on, 'method', p.method,
                                          'reference', p.reference, 'amount', p.amount::text,
                                          'created_at', p.created_at) order by p.paid_on, p.created_at)
        from public.pos_supplier_bill_payments p where p.bill_id = b.id), '[]'::jsonb),
    'company', app.document_letterhead())
    from public.pos_supplier_bills b
    join public.pos_suppliers su on su.id = b.supplier_id
    join public.pos_purchase_orders o on o.id = b.purchase_order_id
   where b.id = p_bill
$$;
revoke execute on function app.pos_supplier_bill_document(uuid) from public, anon, authenticated;
grant execute on function app.pos_supplier_bill_document(uuid) to service_role;
