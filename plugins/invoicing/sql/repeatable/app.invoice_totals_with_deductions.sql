-- app.invoice_totals_with_deductions: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An invoice's totals: app.document_totals of its own lines plus its deposit deduction lines (ADR 079), whose
-- amounts are the deposit invoice's negated, taken as stored, never recomputed, so the deposit's VAT nets out
-- to the cent whatever the final invoice's price mode or document discount (which never touches a deduction).
-- deductions: [{ amount, taxable, tax, tax_code, tax_rate }] with negative amounts. No deductions: totals as given.
create or replace function app.invoice_totals_with_deductions(totals jsonb, deductions jsonb) returns jsonb
language sql immutable
set search_path = ''
as $$
  select case when coalesce(jsonb_array_length(deductions), 0) = 0 then totals else totals || (
    select jsonb_build_object(
             'subtotal', ((totals ->> 'subtotal')::numeric + s.amount)::text,
             'taxable', ((totals ->> 'taxable')::numeric + s.taxable)::text,
             'tax', ((totals ->> 'tax')::numeric + s.tax)::text,
             'total', ((totals ->> 'taxable')::numeric + s.taxable + (totals ->> 'tax')::numeric + s.tax)::text,
             'tax_summary', (
               select coalesce(jsonb_agg(jsonb_build_object('tax_code', g.code, 'rate', g.rate::text,
                                                            'taxable', g.taxable::text, 'tax', g.tax::text)
                                         order by g.rate desc, g.code collate "C"), '[]'::jsonb)
                 from (select x.code, x.rate, sum(x.taxable) as taxable, sum(x.tax) as tax
                         from (select t.value ->> 'tax_code' as code, round((t.value ->> 'rate')::numeric, 3) as rate,
                                      (t.value ->> 'taxable')::numeric as taxable, (t.value ->> 'tax')::numeric as tax
                                 from jsonb_array_elements(totals -> 'tax_summary') t
                               union all
                               select d.value ->> 'tax_code', round((d.value ->> 'tax_rate')::numeric, 3),
                                      (d.value ->> 'taxable')::numeric, (d.value ->> 'tax')::numeric
                                 from jsonb_array_elements(deductions) d) x
                        group by x.code, x.rate) g))
      from (select sum((d.value ->> 'amount')::numeric) as amount, sum((d.value ->> 'taxable')::numeric) as taxable,
                   sum((d.value ->> 'tax')::numeric) as tax
              from jsonb_array_elements(deductions) d) s) end
$$;
revoke execute on function app.invoice_totals_with_deductions(jsonb, jsonb) from public, anon, authenticated;
