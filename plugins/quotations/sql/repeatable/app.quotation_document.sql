-- app.quotation_document: stated once here (ADR 040, 043); created in migration 20261126130100, which says
-- what it is for. The company is invoicing's app.document_letterhead() (every document carries the same
-- letterhead, ADR 051) with how to pay it.

create or replace function app.quotation_document(q public.quotations) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', q.id, 'number', q.number, 'revision', q.revision, 'title', q.title, 'status', q.status,
    'issue_date', q.issue_date, 'valid_until', q.valid_until, 'currency', q.currency,
    'prices_include_tax', q.prices_include_tax, 'document_discount', q.document_discount::text,
    'notes', q.notes, 'terms', q.terms,
    'subtotal', q.subtotal::text, 'discount_total', q.discount_total::text,
    'taxable_total', q.taxable_total::text, 'tax_total', q.tax_total::text, 'total', q.total::text,
    'tax_summary', q.tax_summary,
    'sent_at', q.sent_at, 'decided_at', q.decided_at, 'decided_name', q.decided_name,
    'rejection_reason', q.rejection_reason, 'has_signature', q.signature is not null,
    'expired', q.status = 'expired' or (q.status = 'sent' and q.valid_until < app.company_today()),
    -- The deposit asked on acceptance and, once accepted, its invoice with the client's pay page (ADR 075).
    'deposit_percent', q.deposit_percent::text,
    'deposit_amount', app.quotation_deposit_amount(q)::text,
    'deposit_invoice', (
      select jsonb_build_object(
               'id', i.id, 'number', i.number, 'status', i.status, 'total', i.total::text,
               'amount_due', i.amount_due::text,
               'pay_path', case when l.token is not null and i.status in ('issued', 'partially_paid') and i.amount_due > 0
                                then app.invoice_public_path(l.token) || '/pay' end)
        from public.invoices i left join public.invoice_links l on l.invoice_id = i.id
       where i.id = q.deposit_invoice_id),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'position', l.position, 'description', l.description, 'quantity', l.quantity::text,
               'unit', l.unit, 'unit_price', l.unit_price::text, 'discount_percent', l.discount_percent::text,
               'tax_code', l.tax_code, 'tax_rate', l.tax_rate::text, 'tax_kind', tc.kind,
               'amount', l.amount::text, 'discount', l.discount::text, 'taxable', l.taxable::text,
               'tax', l.tax::text, 'total', l.total::text) order by l.position)
        from public.quotation_lines l join public.tax_codes tc on tc.code = l.tax_code
       where l.quotation_id = q.id), '[]'::jsonb),
    'company', (
      select app.document_letterhead() || jsonb_build_object(
               'bank', case when s.bank_name is not null and s.bank_account_number is not null then jsonb_build_object(
                   'bank_name', s.bank_name, 'branch', s.bank_branch,
                   'account_name', coalesce(s.bank_account_name, s.legal_name, o.name),
                   'account_number', s.bank_account_number, 'swift', s.bank_swift) end,
               'mpesa', case when s.mpesa_paybill is not null then jsonb_build_object(
                   'paybill', s.mpesa_paybill, 'account', coalesce(s.mpesa_account, q.number)) end)
        from public.organizations o cross join public.sales_settings s
       where o.id = 1 and s.id),
    'customer', (
      select jsonb_build_object(
               'id', c.id, 'name', c.name, 'kra_pin', c.kra_pin, 'email', c.email, 'phone', c.phone,
               'postal_address', c.postal_address, 'physical_address', c.physical_address,
               'attention', ct.full_name, 'contact_email', ct.email,
               'site', st.name)
        from public.customers c
        left join public.contacts ct on ct.id = q.contact_id
        left join public.customer_sites st on st.id = q.site_id
       where c.id = q.customer_id))
$$;
revoke execute on function app.quotation_document(public.quotations) from public, anon, authenticated;
