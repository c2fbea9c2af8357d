-- Invoice lines: numbers that are numbers and rates that are the code's (issue 20 findings 1 and
-- 11, ADR 033).
--
-- - app.document_totals (every quotation, invoice and credit note amount): NaN, ±Infinity and
--   absurd quantities, prices, discounts and rates are refused by name (app.assert_number /
--   app.assert_money, 20261128100000) before any comparison; before, NaN fell to an upper bound
--   with a misleading message ("the unit price must be 0 or more").
-- - app.write_invoice_draft (save_invoice_draft, invoice_from_quotation): a line's tax rate is
--   its code's rate on the invoice date, as quotations already do (save_quotation ignores the
--   client's rate). A rate sent with the line must be that rate — or, for a draft made from an
--   accepted quotation, the rate that quotation stored for the code — else 23514
--   invoice_lines_tax_rate_of_code. No override: an exempt line is never issued at 16 %, a VAT
--   line never at 0 %. The code must exist. The currency is an ISO 4217 code. The document
--   discount is read with app.number_input.
-- - issue_invoice: checks every stored line against its code's rate on the issue date (today)
--   (or the quotation's), so a draft written past save_invoice_draft (service role) or saved
--   before a rate change is not issued at another rate; and the currency again.
-- - issue_credit_note: the quantity is asserted (NaN used to fall to the "at most … can still be
--   credited" message).
-- Bodies: the latest definitions (20261126110000, 20261126140000) with those lines changed.

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

create or replace function app.write_invoice_draft(invoice_id uuid, draft jsonb) returns public.invoices
language plpgsql
set search_path = ''
as $$
declare
  inv public.invoices;
  lines jsonb := coalesce(draft -> 'lines', '[]'::jsonb);
  priced jsonb := '[]'::jsonb;
  totals jsonb;
  l jsonb;
  i integer := 0;
  settings public.sales_settings;
  v_customer uuid;
  v_issue date;
  v_due date;
  v_incl boolean;
  v_disc numeric;
  v_rate numeric;
  v_item public.catalog_items;
  v_code text;
  v_given numeric;
  v_currency text;
  v_quotation uuid;
begin
  select * into settings from public.sales_settings s where s.id;
  if invoice_id is not null then
    select * into inv from public.invoices x where x.id = write_invoice_draft.invoice_id for update;
    if not found then
      raise exception 'That invoice does not exist (it may have been deleted)' using errcode = 'P0002';
    end if;
    if inv.status <> 'draft' then
      raise exception 'An issued invoice cannot be changed: correct it with a credit note'
        using errcode = '23514', constraint = 'invoices_issued_frozen';
    end if;
  end if;

  v_customer := coalesce((draft ->> 'customer_id')::uuid, inv.customer_id);
  if v_customer is null or not exists (select 1 from public.customers c where c.id = v_customer) then
    raise exception 'Choose the customer this invoice is for' using errcode = '22023';
  end if;
  v_issue := coalesce((draft ->> 'issue_date')::date, inv.issue_date, app.company_today());
  v_due := coalesce((draft ->> 'due_date')::date,
                    case when inv.id is not null and not (draft ? 'issue_date') then inv.due_date end,
                    v_issue + settings.payment_terms_days);
  if v_due < v_issue then
    raise exception 'The due date cannot be before the issue date' using errcode = '22023';
  end if;
  v_incl := coalesce((draft ->> 'prices_include_tax')::boolean, inv.prices_include_tax, settings.prices_include_tax, false);
  v_disc := coalesce(app.number_input(draft ->> 'document_discount', 'The document discount'), inv.document_discount, 0);
  -- ISO 4217 only (finding 11): not any three capitals.
  v_currency := coalesce(nullif(upper(btrim(draft ->> 'currency')), ''), inv.currency,
                         (select o.currency from public.organizations o where o.id = 1), 'KES');
  if not app.is_iso_currency(v_currency) then
    raise exception 'The currency must be an ISO 4217 code, like KES, USD or EUR (not "%")', v_currency
      using errcode = '22023';
  end if;
  v_quotation := case when draft ? 'quotation_id' then (draft ->> 'quotation_id')::uuid else inv.quotation_id end;
  if jsonb_typeof(lines) <> 'array' then
    raise exception 'The lines must be a list' using errcode = '22023';
  end if;
  if draft ? 'contact_id' and (draft ->> 'contact_id') is not null and not exists (
    select 1 from public.contacts c where c.id = (draft ->> 'contact_id')::uuid and c.customer_id = v_customer) then
    raise exception 'The contact is not one of this customer''s' using errcode = '22023';
  end if;
  if draft ? 'site_id' and (draft ->> 'site_id') is not null and not exists (
    select 1 from public.customer_sites s where s.id = (draft ->> 'site_id')::uuid and s.customer_id = v_customer) then
    raise exception 'The site is not one of this customer''s' using errcode = '22023';
  end if;

  -- Rates: stored on the line; a line without one takes its code's rate on the issue date.
  for l in select value from jsonb_array_elements(lines) loop
    i := i + 1;
    v_item := null;
    if (l ->> 'catalog_item_id') is not null then
      select * into v_item from public.catalog_items ci where ci.id = (l ->> 'catalog_item_id')::uuid;
      if not found then
        raise exception 'Line %: that catalogue item no longer exists', i using errcode = '22023';
      end if;
    end if;
    if coalesce(btrim(l ->> 'description'), '') = '' and v_item.id is null then
      raise exception 'Line %: describe what is invoiced', i using errcode = '22023';
    end if;
    -- The rate is the code's rate on the issue date (finding 11, as quotations do): a rate given
    -- with the line must be that one, or the rate the accepted quotation this draft comes from
    -- stored for that code (a rate changed since does not reprice what the client accepted).
    v_code := coalesce(nullif(btrim(l ->> 'tax_code'), ''), v_item.tax_code);
    v_given := app.number_input(l ->> 'tax_rate', 'Line ' || i || ': the tax rate', 1000);
    v_rate := null;
    if v_code is not null then
      if not exists (select 1 from public.tax_codes tc where tc.code = v_code) then
        raise exception 'Line %: there is no tax code "%"', i, v_code using errcode = '22023';
      end if;
      v_rate := app.tax_rate_on(v_code, v_issue);
      if v_rate is null then
        raise exception 'Line %: the tax code "%" has no rate on %', i, v_code, v_issue using errcode = '22023';
      end if;
      if v_given is not null and v_given <> v_rate and not exists (
           select 1 from public.quotation_lines ql
            where ql.quotation_id = v_quotation and ql.tax_code = v_code and ql.tax_rate = v_given) then
        raise exception 'Line %: % is % %% on %, not % %%', i, v_code, trim_scale(v_rate),
          to_char(v_issue, 'DD Mon YYYY'), trim_scale(v_given)
          using errcode = '23514', constraint = 'invoice_lines_tax_rate_of_code',
                hint = 'Leave the rate out: the line takes its tax code''s rate on the invoice date.';
      end if;
      v_rate := coalesce(v_given, v_rate);
    end if;
    priced := priced || jsonb_build_array(l || jsonb_build_object(
      'description', coalesce(nullif(btrim(l ->> 'description'), ''), v_item.name),
      'unit', coalesce(nullif(btrim(l ->> 'unit'), ''), v_item.unit, 'each'),
      'unit_price', coalesce(l -> 'unit_price', to_jsonb(v_item.unit_price)),
      'tax_code', v_code,
      'tax_rate', v_rate));
  end loop;
  totals := app.document_totals(priced, v_disc, v_incl);

  if inv.id is null then
    insert into public.invoices (customer_id, due_date, issue_date, currency, prices_include_tax, document_discount)
    values (v_customer, v_due, v_issue, v_currency, v_incl, v_disc)
    returning * into inv;
  end if;

  update public.invoices x
     set customer_id = v_customer,
         contact_id = case when draft ? 'contact_id' then (draft ->> 'contact_id')::uuid else x.contact_id end,
         site_id = case when draft ? 'site_id' then (draft ->> 'site_id')::uuid else x.site_id end,
         project_id = case when draft ? 'project_id' then (draft ->> 'project_id')::uuid else x.project_id end,
         quotation_id = case when draft ? 'quotation_id' then (draft ->> 'quotation_id')::uuid else x.quotation_id end,
         issue_date = v_issue,
         due_date = v_due,
         currency = v_currency,
         prices_include_tax = v_incl,
         document_discount = v_disc,
         notes = case when draft ? 'notes' then nullif(btrim(draft ->> 'notes'), '') else x.notes end,
         terms = case when draft ? 'terms' then nullif(btrim(draft ->> 'terms'), '') else x.terms end,
         subtotal = (totals ->> 'subtotal')::numeric,
         discount_total = (totals ->> 'discount')::numeric,
         taxable_total = (totals ->> 'taxable')::numeric,
         tax_total = (totals ->> 'tax')::numeric,
         total = (totals ->> 'total')::numeric,
         tax_summary = totals -> 'tax_summary',
         amount_paid = 0,
         amount_credited = 0,
         amount_due = (totals ->> 'total')::numeric,
         updated_by = auth.uid()
   where x.id = inv.id
   returning * into inv;

  delete from public.invoice_lines il where il.invoice_id = inv.id;
  insert into public.invoice_lines (invoice_id, position, catalog_item_id, description, unit, quantity, unit_price,
                                    discount_percent, tax_code, tax_rate, amount, discount, taxable, tax, total)
  select inv.id, p.ord::int, (p.l ->> 'catalog_item_id')::uuid, p.l ->> 'description', p.l ->> 'unit',
         (p.l ->> 'quantity')::numeric, (p.l ->> 'unit_price')::numeric,
         coalesce(nullif(p.l ->> 'discount_percent', '')::numeric, 0), p.l ->> 'tax_code', (t.t ->> 'tax_rate')::numeric,
         (t.t ->> 'amount')::numeric, (t.t ->> 'discount')::numeric, (t.t ->> 'taxable')::numeric,
         (t.t ->> 'tax')::numeric, (t.t ->> 'total')::numeric
    from jsonb_array_elements(priced) with ordinality as p (l, ord)
    join jsonb_array_elements(totals -> 'lines') with ordinality as t (t, ord) on t.ord = p.ord;
  return inv;
end
$$;

create or replace function public.issue_invoice(invoice_id uuid) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
  today date := app.company_today();
  totals jsonb;
  off record;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can issue an invoice' using errcode = '42501';
  end if;
  select * into inv from public.invoices x where x.id = issue_invoice.invoice_id for update;
  if not found then
    raise exception 'That invoice does not exist' using errcode = 'P0002';
  end if;
  if inv.status <> 'draft' then
    raise exception 'This invoice is already issued (%)', inv.number using errcode = '23514',
      constraint = 'invoices_issued_frozen';
  end if;
  if not exists (select 1 from public.invoice_lines l where l.invoice_id = inv.id) then
    raise exception 'Add at least one line before issuing the invoice' using errcode = '22023';
  end if;
  -- The stored totals must be what the stored lines and rates give (defence in depth: a draft
  -- written past save_invoice_draft, e.g. by the service role, is not issued with a wrong total).
  select app.document_totals(coalesce(jsonb_agg(jsonb_build_object(
           'quantity', l.quantity, 'unit_price', l.unit_price, 'discount_percent', l.discount_percent,
           'tax_code', l.tax_code, 'tax_rate', l.tax_rate) order by l.position), '[]'::jsonb),
           inv.document_discount, inv.prices_include_tax)
    into totals
    from public.invoice_lines l where l.invoice_id = inv.id;
  if (totals ->> 'total')::numeric <> inv.total
     or (totals ->> 'tax')::numeric <> inv.tax_total
     or (select sum(l.total) from public.invoice_lines l where l.invoice_id = inv.id) <> inv.total then
    raise exception 'This draft''s totals do not match its lines: save the draft again, then issue it'
      using errcode = '23514', constraint = 'invoices_totals_match_lines';
  end if;
  -- Every line at its code's rate on the issue date (today), or at the rate the accepted quotation
  -- it comes from stored (finding 11): a draft written past save_invoice_draft, or saved before a
  -- rate change, is not issued with another rate.
  select l.position, l.tax_code, l.tax_rate, app.tax_rate_on(l.tax_code, today) as expected into off
    from public.invoice_lines l
   where l.invoice_id = inv.id
     and l.tax_rate is distinct from app.tax_rate_on(l.tax_code, today)
     and not exists (select 1 from public.quotation_lines ql
                      where ql.quotation_id = inv.quotation_id and ql.tax_code = l.tax_code and ql.tax_rate = l.tax_rate)
   order by l.position
   limit 1;
  if off.position is not null then
    raise exception 'Line %: % is % %% today, the line says % %%: save the draft again to take today''s rate',
      off.position, off.tax_code, coalesce(trim_scale(off.expected)::text, 'not in force'), trim_scale(off.tax_rate)
      using errcode = '23514', constraint = 'invoice_lines_tax_rate_of_code';
  end if;
  if not app.is_iso_currency(inv.currency) then
    raise exception 'The currency must be an ISO 4217 code, like KES, USD or EUR (not "%"): save the draft again',
      inv.currency using errcode = '22023';
  end if;
  perform set_config('app.invoicing_write', 'on', true);
  update public.invoices x
     set number = app.next_document_number('invoice'),
         status = 'issued',
         due_date = today + greatest(inv.due_date - inv.issue_date, 0),
         issue_date = today,
         issued_at = now(),
         issued_by = auth.uid(),
         amount_paid = 0,
         amount_credited = 0,
         amount_due = x.total,
         updated_by = auth.uid()
   where x.id = inv.id
   returning * into inv;
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_issued', null,
    jsonb_build_object('number', inv.number, 'total', inv.total));
  perform app.record_event('customers', inv.customer_id::text, 'invoicing.invoice_issued', null,
    jsonb_build_object('number', inv.number, 'total', inv.total), '/dashboard/invoices/' || inv.id);
  return inv;
end
$$;

create or replace function public.issue_credit_note(invoice_id uuid, lines jsonb, reason text) returns public.credit_notes
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
  cn public.credit_notes;
  req jsonb;
  il public.invoice_lines;
  i integer := 0;
  qty numeric;
  already_qty numeric;
  wanted jsonb := '[]'::jsonb;
  totals jsonb;
  t jsonb;
  rest record;
  out_lines jsonb := '[]'::jsonb;
  s_amount numeric := 0;
  s_discount numeric := 0;
  s_taxable numeric := 0;
  s_tax numeric := 0;
  summary jsonb;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can issue a credit note' using errcode = '42501';
  end if;
  if length(btrim(coalesce(reason, ''))) < 3 then
    raise exception 'Say why the invoice is credited (at least 3 characters)' using errcode = '22023';
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0 then
    raise exception 'Choose at least one line to credit' using errcode = '22023';
  end if;
  select * into inv from public.invoices x where x.id = issue_credit_note.invoice_id for update;
  if not found then
    raise exception 'That invoice does not exist' using errcode = 'P0002';
  end if;
  if inv.status not in ('issued', 'partially_paid', 'paid') then
    raise exception 'Only an issued invoice can be credited (this one is %)', inv.status using errcode = '22023';
  end if;

  for req in select value from jsonb_array_elements(lines) loop
    i := i + 1;
    select * into il from public.invoice_lines l
     where l.id = (req ->> 'invoice_line_id')::uuid and l.invoice_id = inv.id;
    if not found then
      raise exception 'Credit line %: that line is not on invoice %', i, inv.number using errcode = '22023';
    end if;
    if wanted @> jsonb_build_array(jsonb_build_object('invoice_line_id', il.id)) then
      raise exception 'Credit line %: the same invoice line is listed twice', i using errcode = '22023';
    end if;
    begin
      qty := (req ->> 'quantity')::numeric;
    exception when invalid_text_representation or numeric_value_out_of_range then
      raise exception 'Credit line %: the quantity must be a number', i using errcode = '22023';
    end;
    perform app.assert_number(qty, 'Credit line ' || i || ': the quantity', 1000000000);
    if qty is null or qty <= 0 or qty <> round(qty, 3) then
      raise exception 'Credit line %: the quantity must be above 0 with at most 3 decimals', i using errcode = '22023';
    end if;
    select coalesce(sum(c.quantity), 0) into already_qty from public.credit_note_lines c where c.invoice_line_id = il.id;
    if already_qty + qty > il.quantity then
      raise exception 'Credit line %: at most % of "%" can still be credited', i, il.quantity - already_qty, il.description
        using errcode = '23514', constraint = 'credit_notes_line_limit';
    end if;
    wanted := wanted || jsonb_build_array(jsonb_build_object(
      'invoice_line_id', il.id, 'position', i, 'quantity', qty, 'unit_price', il.unit_price,
      'discount_percent', il.discount_percent, 'tax_code', il.tax_code, 'tax_rate', il.tax_rate,
      'last', already_qty + qty = il.quantity));
  end loop;

  totals := app.document_totals(wanted, inv.document_discount, inv.prices_include_tax);

  for i in 0 .. jsonb_array_length(wanted) - 1 loop
    req := wanted -> i;
    t := totals -> 'lines' -> i;
    if (req ->> 'last')::boolean then
      -- The last of the line: exactly what the line still carries.
      select l.amount - coalesce(sum(c.amount), 0) as amount, l.discount - coalesce(sum(c.discount), 0) as discount,
             l.taxable - coalesce(sum(c.taxable), 0) as taxable, l.tax - coalesce(sum(c.tax), 0) as tax
        into rest
        from public.invoice_lines l
        left join public.credit_note_lines c on c.invoice_line_id = l.id
       where l.id = (req ->> 'invoice_line_id')::uuid
       group by l.id;
      t := jsonb_build_object('amount', rest.amount, 'discount', rest.discount, 'taxable', rest.taxable,
                              'tax', rest.tax, 'total', rest.taxable + rest.tax);
    end if;
    out_lines := out_lines || jsonb_build_array(req || jsonb_build_object(
      'amount', (t ->> 'amount')::numeric, 'discount', (t ->> 'discount')::numeric,
      'taxable', (t ->> 'taxable')::numeric, 'tax', (t ->> 'tax')::numeric, 'total', (t ->> 'total')::numeric));
    s_amount := s_amount + (t ->> 'amount')::numeric;
    s_discount := s_discount + (t ->> 'discount')::numeric;
    s_taxable := s_taxable + (t ->> 'taxable')::numeric;
    s_tax := s_tax + (t ->> 'tax')::numeric;
  end loop;

  if s_taxable + s_tax > inv.amount_due then
    raise exception 'This credit note comes to % but only % is still due on %', s_taxable + s_tax, inv.amount_due,
      inv.number using errcode = '23514', constraint = 'credit_notes_due_limit';
  end if;
  if s_taxable + s_tax <= 0 then
    raise exception 'This credit note comes to 0: choose lines with an amount' using errcode = '22023';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('tax_code', g.code, 'rate', g.rate::text, 'taxable', g.taxable::text,
                                               'tax', g.tax::text) order by g.rate desc, g.code collate "C"), '[]'::jsonb)
    into summary
    from (select o ->> 'tax_code' as code, (o ->> 'tax_rate')::numeric(6, 3) as rate,
                 sum((o ->> 'taxable')::numeric) as taxable, sum((o ->> 'tax')::numeric) as tax
            from jsonb_array_elements(out_lines) o group by 1, 2) g;

  perform set_config('app.invoicing_write', 'on', true);
  insert into public.credit_notes (number, invoice_id, customer_id, currency, reason, subtotal, discount_total,
                                   taxable_total, tax_total, total, tax_summary)
  values (app.next_document_number('credit_note'), inv.id, inv.customer_id, inv.currency, btrim(reason),
          s_amount, s_discount, s_taxable, s_tax, s_taxable + s_tax, summary)
  returning * into cn;
  insert into public.credit_note_lines (credit_note_id, invoice_line_id, position, description, unit, quantity,
                                        unit_price, discount_percent, tax_code, tax_rate, amount, discount, taxable,
                                        tax, total)
  select cn.id, l.id, (o ->> 'position')::int, l.description, l.unit, (o ->> 'quantity')::numeric, l.unit_price,
         l.discount_percent, l.tax_code, l.tax_rate, (o ->> 'amount')::numeric, (o ->> 'discount')::numeric,
         (o ->> 'taxable')::numeric, (o ->> 'tax')::numeric, (o ->> 'total')::numeric
    from jsonb_array_elements(out_lines) o
    join public.invoice_lines l on l.id = (o ->> 'invoice_line_id')::uuid;
  update public.invoices x
     set amount_credited = x.amount_credited + cn.total,
         amount_due = x.amount_due - cn.total,
         status = case when x.amount_due - cn.total = 0 and x.amount_paid > 0 then 'paid' else x.status end,
         updated_by = auth.uid()
   where x.id = inv.id;
  perform set_config('app.invoicing_write', '', true);

  perform app.record_event('invoices', inv.id::text, 'invoicing.credit_note_issued', cn.reason,
    jsonb_build_object('number', cn.number, 'total', cn.total));
  return cn;
end
$$;
