-- app.invoice_document: stated once here (ADR 040, 043); created in migration 20261127120000, which says what
-- it is for. The company is app.document_letterhead(): every document carries the same letterhead (ADR 051).

create or replace function app.invoice_document(i public.invoices) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'number', i.number, 'status', i.status,
    'overdue', i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < app.company_today(),
    'issue_date', i.issue_date, 'due_date', i.due_date, 'currency', i.currency,
    'prices_include_tax', i.prices_include_tax, 'document_discount', i.document_discount::text,
    'notes', i.notes, 'terms', coalesce(i.terms, s.document_terms),
    'subtotal', i.subtotal::text, 'discount_total', i.discount_total::text,
    'taxable_total', i.taxable_total::text, 'tax_total', i.tax_total::text, 'total', i.total::text,
    'amount_paid', i.amount_paid::text, 'amount_credited', i.amount_credited::text,
    'amount_due', i.amount_due::text, 'tax_summary', i.tax_summary,
    'voided_on', (i.voided_at at time zone 'Africa/Nairobi')::date,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'position', l.position, 'description', l.description, 'quantity', l.quantity::text,
               'unit', l.unit, 'unit_price', l.unit_price::text, 'discount_percent', l.discount_percent::text,
               'tax_code', l.tax_code, 'tax_rate', l.tax_rate::text, 'tax_kind', tc.kind,
               'amount', l.amount::text, 'tax', l.tax::text, 'total', l.total::text) order by l.position)
        from public.invoice_lines l join public.tax_codes tc on tc.code = l.tax_code
       where l.invoice_id = i.id), '[]'::jsonb),
    'credit_notes', coalesce((
      select jsonb_agg(jsonb_build_object('number', cn.number, 'issue_date', cn.issue_date, 'total', cn.total::text)
                       order by cn.created_at)
        from public.credit_notes cn
       where cn.invoice_id = i.id), '[]'::jsonb),
    'company', app.document_letterhead(),
    -- How to pay (as the PDF prints it): M-Pesa with the invoice number as the
    -- account unless Settings → Sales fixes one; the bank when it is complete.
    'payment', jsonb_build_object(
      'mpesa', case when s.mpesa_paybill is not null and coalesce(s.mpesa_account, i.number) is not null then
                 jsonb_build_object('paybill', s.mpesa_paybill, 'account', coalesce(s.mpesa_account, i.number)) end,
      'bank', case when s.bank_name is not null and s.bank_account_number is not null then jsonb_build_object(
                 'bank_name', s.bank_name, 'branch', s.bank_branch,
                 'account_name', coalesce(s.bank_account_name, s.legal_name, o.name),
                 'account_number', s.bank_account_number, 'swift', s.bank_swift) end),
    'customer', (
      select jsonb_build_object(
               'name', c.name, 'kra_pin', c.kra_pin, 'email', c.email, 'phone', c.phone,
               'postal_address', c.postal_address, 'physical_address', c.physical_address,
               'attention', ct.full_name, 'site', st.name)
        from public.customers c
        left join public.contacts ct on ct.id = i.contact_id
        left join public.customer_sites st on st.id = i.site_id
       where c.id = i.customer_id))
    from (select 1) one
    left join public.organizations o on o.id = 1
    left join public.sales_settings s on s.id
$$;
revoke execute on function app.invoice_document(public.invoices) from public, anon, authenticated;
