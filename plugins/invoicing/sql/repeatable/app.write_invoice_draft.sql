-- app.write_invoice_draft: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
  v_accepted jsonb;
  v_deductions jsonb := '[]'::jsonb;
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
  -- The rates a client accepted (ADR 033): only app.create_invoice_draft passes them;
  -- save_invoice_draft strips the key, so staff keep what the conversion recorded.
  v_accepted := case when draft ? 'accepted_tax_rates' then draft -> 'accepted_tax_rates' else inv.accepted_tax_rates end;
  if jsonb_typeof(lines) <> 'array' then
    raise exception 'The lines must be a list' using errcode = '22023';
  end if;
  -- Deposit deductions (ADR 079): given only by trusted SQL (invoice_from_quotation; save_invoice_draft strips
  -- the key), else the draft keeps the ones it has. A line sent with deducts_invoice_id is not the editor's to write.
  if draft ? 'deductions' then
    v_deductions := coalesce(draft -> 'deductions', '[]'::jsonb);
  elsif inv.id is not null then
    select coalesce(jsonb_agg(jsonb_build_object(
             'deducts_invoice_id', l.deducts_invoice_id, 'description', l.description, 'unit', l.unit,
             'unit_price', l.unit_price, 'tax_code', l.tax_code, 'tax_rate', l.tax_rate, 'amount', l.amount,
             'taxable', l.taxable, 'tax', l.tax, 'total', l.total) order by l.position), '[]'::jsonb)
      into v_deductions
      from public.invoice_lines l where l.invoice_id = inv.id and l.deducts_invoice_id is not null;
  end if;
  select coalesce(jsonb_agg(e.value order by e.ord), '[]'::jsonb) into lines
    from jsonb_array_elements(lines) with ordinality e (value, ord) where not (e.value ? 'deducts_invoice_id');
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
    -- with the line must be that one, or a rate the client accepted for that code (recorded on the
    -- invoice from the quotation it comes from: a rate changed since does not reprice it).
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
           select 1 from jsonb_array_elements(coalesce(v_accepted, '[]'::jsonb)) a
            where a.value ->> 'tax_code' = v_code and (a.value ->> 'tax_rate')::numeric = v_given) then
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
  totals := app.invoice_totals_with_deductions(app.document_totals(priced, v_disc, v_incl), v_deductions);
  if (totals ->> 'total')::numeric < 0 then
    raise exception 'The lines come to % %, less than the deposit deducted (% %): the invoice cannot be below 0',
      v_currency, to_char((totals ->> 'total')::numeric - (select sum((d.value ->> 'total')::numeric)
                                                          from jsonb_array_elements(v_deductions) d), 'FM999,999,999,990.00'),
      v_currency, to_char(-(select sum((d.value ->> 'total')::numeric) from jsonb_array_elements(v_deductions) d),
                          'FM999,999,999,990.00')
      using errcode = '23514', constraint = 'invoices_total_positive';
  end if;

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
         accepted_tax_rates = v_accepted,
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
  insert into public.invoice_lines (invoice_id, position, description, unit, quantity, unit_price, discount_percent,
                                    tax_code, tax_rate, amount, discount, taxable, tax, total, deducts_invoice_id)
  select inv.id, jsonb_array_length(priced) + d.ord::int, d.v ->> 'description', coalesce(d.v ->> 'unit', 'each'), -1,
         (d.v ->> 'unit_price')::numeric, 0, d.v ->> 'tax_code', (d.v ->> 'tax_rate')::numeric,
         (d.v ->> 'amount')::numeric, 0, (d.v ->> 'taxable')::numeric, (d.v ->> 'tax')::numeric,
         (d.v ->> 'total')::numeric, (d.v ->> 'deducts_invoice_id')::uuid
    from jsonb_array_elements(v_deductions) with ordinality as d (v, ord);
  return inv;
end
$$;
