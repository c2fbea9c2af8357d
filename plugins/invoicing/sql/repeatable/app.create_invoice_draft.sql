-- app.create_invoice_draft: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.
--
-- The draft writer for trusted SQL (the quotation → invoice conversion, the demo): no API role may
-- call it. The (tax_code, tax_rate) pairs of the lines it is given are what the client accepted:
-- they are recorded on the invoice (accepted_tax_rates, ADR 033), so the draft keeps those rates
-- when a rate changes before it is issued.

create or replace function app.create_invoice_draft(customer_id uuid, lines jsonb, draft jsonb default '{}'::jsonb)
returns public.invoices
language sql
set search_path = ''
as $$
  select app.write_invoice_draft(null,
    coalesce(draft, '{}'::jsonb)
    || jsonb_build_object('customer_id', customer_id, 'lines', lines)
    || jsonb_build_object('accepted_tax_rates', coalesce(
         (select jsonb_agg(distinct jsonb_build_object('tax_code', l ->> 'tax_code', 'tax_rate', (l ->> 'tax_rate')::numeric))
            from jsonb_array_elements(case when jsonb_typeof(lines) = 'array' then lines else '[]'::jsonb end) l
           where nullif(l ->> 'tax_code', '') is not null and nullif(l ->> 'tax_rate', '') is not null),
         '[]'::jsonb)))
$$;
revoke execute on function app.create_invoice_draft(uuid, jsonb, jsonb) from public, anon, authenticated;
