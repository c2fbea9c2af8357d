-- app.document_totals: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A quotation's, invoice's or credit note's amounts from its lines: NaN, ±Infinity and absurd
-- quantities, prices, discounts and rates are refused by name (app.assert_number / app.assert_money).
create or replace function app.document_totals(lines jsonb, document_discount numeric default 0, prices_include_tax boolean default false)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  l jsonb;
  i integer := 0;
  qty numeric;
  price numeric;
  disc numeric;
  rate numeric;
  code text;
  amount numeric;
  share numeric;
  after numeric;
  tax numeric;
  taxable numeric;
  doc_disc numeric := coalesce(document_discount, 0);
  out_lines jsonb := '[]'::jsonb;
  sum_amount numeric := 0;
  sum_share numeric := 0;
  sum_taxable numeric := 0;
  sum_tax numeric := 0;
  summary jsonb := '{}'::jsonb;
  key text;
begin
  if lines is null or jsonb_typeof(lines) <> 'array' then
    raise exception 'The lines must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(lines) > 500 then
    raise exception 'A document can have at most 500 lines' using errcode = '22023';
  end if;
  perform app.assert_money(doc_disc, 'The document discount');
  if doc_disc < 0 or doc_disc > 100 or doc_disc <> round(doc_disc, 2) then
    raise exception 'The document discount must be a percentage from 0 to 100 with at most 2 decimals'
      using errcode = '22023';
  end if;
  for l in select value from jsonb_array_elements(lines) loop
    i := i + 1;
    begin
      qty := (l ->> 'quantity')::numeric;
      price := (l ->> 'unit_price')::numeric;
      disc := coalesce((l ->> 'discount_percent')::numeric, 0);
      rate := (l ->> 'tax_rate')::numeric;
    exception when invalid_text_representation or numeric_value_out_of_range then
      raise exception 'Line %: quantity, unit price, discount and tax rate must be numbers', i using errcode = '22023';
    end;
    -- NaN passes `<= 0` and `<> round()`: refused first, in words (ADR 033).
    perform app.assert_number(qty, 'Line ' || i || ': the quantity', 1000000000);
    perform app.assert_money(price, 'Line ' || i || ': the unit price');
    perform app.assert_money(disc, 'Line ' || i || ': the discount');
    perform app.assert_money(rate, 'Line ' || i || ': the tax rate');
    code := l ->> 'tax_code';
    if qty is null or qty <= 0 or qty <> round(qty, 3) or qty >= 1000000000 then
      raise exception 'Line %: the quantity must be above 0, below 1,000,000,000, with at most 3 decimals', i
        using errcode = '22023';
    end if;
    if price is null or price < 0 or price <> round(price, 2) or price >= 1000000000000 then
      raise exception 'Line %: the unit price must be 0 or more with at most 2 decimals', i using errcode = '22023';
    end if;
    if disc < 0 or disc > 100 or disc <> round(disc, 2) then
      raise exception 'Line %: the discount must be a percentage from 0 to 100 with at most 2 decimals', i
        using errcode = '22023';
    end if;
    if code is null or btrim(code) = '' then
      raise exception 'Line %: choose a tax code', i using errcode = '22023';
    end if;
    if rate is null then
      rate := app.tax_rate_on(code, app.company_today());
      if rate is null then
        raise exception 'Line %: the tax code "%" has no rate in force', i, code using errcode = '22023';
      end if;
    end if;
    if rate < 0 or rate > 100 or rate <> round(rate, 3) then
      raise exception 'Line %: the tax rate must be a percentage from 0 to 100 with at most 3 decimals', i
        using errcode = '22023';
    end if;

    amount := round(qty * price * (100 - disc) * 0.01, 2);
    if amount >= 1000000000000 then
      raise exception 'Line %: the line comes to 1,000,000,000,000 or more; split it', i using errcode = '22023';
    end if;
    share := amount - round(amount * (100 - doc_disc) * 0.01, 2);
    after := amount - share;
    if prices_include_tax then
      tax := round((after * rate)::numeric(38, 20) / (100 + rate), 2);
      taxable := after - tax;
    else
      taxable := after;
      tax := round(after * rate * 0.01, 2);
    end if;

    out_lines := out_lines || jsonb_build_array(jsonb_build_object(
      'amount', amount::text, 'discount', share::text, 'taxable', taxable::text,
      'tax', tax::text, 'total', (taxable + tax)::text, 'tax_code', code, 'tax_rate', round(rate, 3)::text));
    sum_amount := sum_amount + amount;
    sum_share := sum_share + share;
    sum_taxable := sum_taxable + taxable;
    sum_tax := sum_tax + tax;
    key := code || '|' || round(rate, 3)::text;
    summary := jsonb_set(summary, array[key], jsonb_build_object(
      'tax_code', code,
      'rate', round(rate, 3)::text,
      'taxable', (coalesce((summary -> key ->> 'taxable')::numeric, 0) + taxable)::text,
      'tax', (coalesce((summary -> key ->> 'tax')::numeric, 0) + tax)::text));
  end loop;

  return jsonb_build_object(
    'lines', out_lines,
    'subtotal', round(sum_amount, 2)::text,
    'discount', round(sum_share, 2)::text,
    'taxable', round(sum_taxable, 2)::text,
    'tax', round(sum_tax, 2)::text,
    'total', round(sum_taxable + sum_tax, 2)::text,
    'tax_summary', coalesce((
      select jsonb_agg(v order by (v ->> 'rate')::numeric desc, (v ->> 'tax_code') collate "C")
        from jsonb_each(summary) as e (k, v)), '[]'::jsonb));
end
$$;
