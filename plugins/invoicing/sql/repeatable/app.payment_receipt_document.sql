-- app.payment_receipt_document: stated once here (ADR 040, 043); created in migration 20261127130000, which
-- says what it is for. The company is app.document_letterhead(): every document carries the same letterhead
-- (ADR 051).

create or replace function app.payment_receipt_document(p public.payments) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'number', p.number, 'customer_id', p.customer_id, 'method', p.method, 'currency', p.currency,
    'amount', p.amount::text, 'received_on', p.received_on, 'transaction_code', p.transaction_code,
    'reference', p.reference, 'payer', p.payer, 'notes', p.notes, 'recorded_at', p.recorded_at,
    'reversed_at', p.reversed_at,
    'allocated', coalesce(a.allocated, 0)::numeric(14, 2)::text,
    'credit_left', (case when p.reversed_at is null then p.amount - coalesce(a.allocated, 0) else 0 end)
                   ::numeric(14, 2)::text,
    'pdf_path', 'receipts/' || p.id || '/' || regexp_replace(p.number, '[^A-Za-z0-9._-]+', '-', 'g') || '.pdf',
    'reversal', (select jsonb_build_object('reference', r.reference, 'reason', r.reason,
                                           'reversed_at', r.reversed_at)
                   from public.payment_reversals r where r.payment_id = p.id),
    'invoices', coalesce((
      select jsonb_agg(jsonb_build_object(
               'invoice_id', i.id, 'number', i.number, 'issue_date', i.issue_date, 'total', i.total::text,
               'amount', x.amount::text, 'kind', x.kind, 'allocated_at', x.allocated_at)
             order by x.allocated_at, i.number)
        from public.payment_allocations x join public.invoices i on i.id = x.invoice_id
       where x.payment_id = p.id), '[]'::jsonb),
    'company', app.document_letterhead(),
    'customer', (
      select jsonb_build_object(
               'id', c.id, 'name', c.name, 'kra_pin', c.kra_pin, 'email', c.email, 'phone', c.phone,
               'postal_address', c.postal_address, 'physical_address', c.physical_address,
               'contact_name', ct.full_name,
               -- Where the receipt goes by default: the primary contact, else the customer's address.
               'send_to', coalesce(ct.email, c.email))
        from public.customers c
        left join public.contacts ct on ct.customer_id = c.id and ct.is_primary
       where c.id = p.customer_id))
    from (select sum(y.amount) as allocated from public.payment_allocations y where y.payment_id = p.id) a
$$;
revoke execute on function app.payment_receipt_document(public.payments) from public, anon, authenticated;
