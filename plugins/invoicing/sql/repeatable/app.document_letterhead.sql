-- The issuing company as every document prints it at the top (issue 22 item 3, ADR 051): Settings → Company
-- (organization 1) and → Sales (the legal name, VAT number, footer). Stated once: the invoice, credit note,
-- receipt, statement and quotation answers take their `company` from here (the quotation and the statement add
-- how to pay), and the screens and PDFs read it with one schema (kit/money/document-schema.ts letterheadSchema)
-- and one mapping (plugins/invoicing/documents/sales-document.ts issuingCompany).
create or replace function app.document_letterhead() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'name', coalesce(s.legal_name, o.name), 'trading_name', o.name, 'kra_pin', o.kra_pin,
           'vat_number', s.vat_number, 'email', o.email, 'phone', o.phone, 'address', o.address,
           'postal_address', o.postal_address, 'website', o.website, 'logo_path', o.logo_path,
           'locale', o.locale, 'footer', s.document_footer)
    from (select 1) one
    left join public.organizations o on o.id = 1
    left join public.sales_settings s on s.id
$$;
revoke execute on function app.document_letterhead() from public, anon, authenticated;
