-- app.quotation_deposit_lines: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The deposit invoice's lines (ADR 075), prices including tax: one per (tax code, rate) of the quotation's tax
-- summary, each that group's share of the deposit, so the deposit carries VAT in the proportion the quotation
-- does (Kenya's tax point: the deposit invoice). Each share is the group's (taxable + tax) × percent rounded to
-- the cent; the largest group takes the cent or two of rounding, so the lines add up to exactly
-- app.quotation_deposit_amount. A quotation with one rate — the usual — gets one line. Groups with nothing to
-- pay are left out.
create or replace function app.quotation_deposit_lines(q public.quotations) returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  deposit numeric := app.quotation_deposit_amount(q);
  groups jsonb;
  n integer;
  shares numeric[] := '{}';
  g jsonb;
  i integer := 0;
  label text;
  out_lines jsonb := '[]'::jsonb;
begin
  if deposit is null or deposit <= 0 then
    return out_lines;
  end if;
  select jsonb_agg(s.value order by (s.value ->> 'taxable')::numeric + (s.value ->> 'tax')::numeric desc,
                   s.value ->> 'tax_code' collate "C", (s.value ->> 'rate')::numeric)
    into groups
    from jsonb_array_elements(q.tax_summary) s
   where (s.value ->> 'taxable')::numeric + (s.value ->> 'tax')::numeric > 0;
  n := coalesce(jsonb_array_length(groups), 0);
  if n = 0 then
    return out_lines;
  end if;
  for g in select value from jsonb_array_elements(groups) loop
    shares := shares || round(((g ->> 'taxable')::numeric + (g ->> 'tax')::numeric) * q.deposit_percent / 100, 2);
  end loop;
  -- The largest group takes what rounding the others left: the lines sum to the deposit to the cent.
  shares[1] := deposit - coalesce((select sum(x) from unnest(shares[2:n]) x), 0);
  label := 'Deposit of ' || trim_scale(q.deposit_percent)::text || ' % on quotation ' || q.number
           || case when q.revision > 1 then ' (revision ' || q.revision || ')' else '' end;
  for g in select value from jsonb_array_elements(groups) loop
    i := i + 1;
    if shares[i] > 0 then
      out_lines := out_lines || jsonb_build_array(jsonb_build_object(
        'description', label || case when n > 1
                                     then ' — ' || (g ->> 'tax_code') || ' ' || trim_scale((g ->> 'rate')::numeric)::text || ' %'
                                     else '' end,
        'quantity', '1', 'unit', 'each', 'unit_price', shares[i]::text, 'discount_percent', '0',
        'tax_code', g ->> 'tax_code', 'tax_rate', g ->> 'rate'));
    end if;
  end loop;
  return out_lines;
end
$$;
revoke execute on function app.quotation_deposit_lines(public.quotations) from public, anon, authenticated;
