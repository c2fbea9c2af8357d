-- app.invoice_deposit_deductions: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The lines that take a paid deposit invoice off a final invoice (ADR 079), for app.write_invoice_draft's
-- `deductions`: one per deposit line, "Less deposit paid on INV-…" (the deposit line's " — EXEMPT 0 %" kept),
-- its tax code and rate, its amounts negated as stored (so its VAT nets out to the cent); the unit price in the
-- final invoice's price mode (with or without tax). Invoicing's, so other modules never read invoice_lines.
create or replace function app.invoice_deposit_deductions(deposit_id uuid, prices_include_tax boolean) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'deducts_invoice_id', d.id,
           'description', 'Less deposit paid on ' || d.number
                          || coalesce(' — ' || nullif(substring(l.description from ' — (.*)$'), ''), ''),
           'unit', 'each', 'tax_code', l.tax_code, 'tax_rate', l.tax_rate,
           'unit_price', case when prices_include_tax then l.total else l.taxable end,
           'amount', -(case when prices_include_tax then l.total else l.taxable end),
           'taxable', -l.taxable, 'tax', -l.tax, 'total', -l.total) order by l.position), '[]'::jsonb)
    from public.invoices d join public.invoice_lines l on l.invoice_id = d.id
   where d.id = deposit_id
$$;
revoke execute on function app.invoice_deposit_deductions(uuid, boolean) from public, anon, authenticated;
