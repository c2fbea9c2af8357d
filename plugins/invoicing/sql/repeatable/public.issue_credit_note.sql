-- public.issue_credit_note: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
