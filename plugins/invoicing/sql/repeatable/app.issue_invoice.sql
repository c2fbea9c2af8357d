-- app.issue_invoice: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Issuing a draft: the number, today's date, frozen, every money check of public.issue_invoice (which is this
-- after its admin check). For trusted SQL of other modules that issue an invoice on someone's behalf — a
-- quotation's deposit invoice, issued when the client accepts (ADR 075); no API role may call it.
create or replace function app.issue_invoice(invoice_id uuid) returns public.invoices
language plpgsql
set search_path = ''
as $$
declare
  inv public.invoices;
  today date := app.company_today();
  totals jsonb;
  off record;
begin
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
  -- A deposit's deduction lines (ADR 079) count as stored: they mirror the deposit invoice's amounts.
  select app.invoice_totals_with_deductions(
           app.document_totals(coalesce(jsonb_agg(jsonb_build_object(
             'quantity', l.quantity, 'unit_price', l.unit_price, 'discount_percent', l.discount_percent,
             'tax_code', l.tax_code, 'tax_rate', l.tax_rate) order by l.position)
               filter (where l.deducts_invoice_id is null), '[]'::jsonb),
             inv.document_discount, inv.prices_include_tax),
           coalesce(jsonb_agg(jsonb_build_object('amount', l.amount, 'taxable', l.taxable, 'tax', l.tax,
                                                 'tax_code', l.tax_code, 'tax_rate', l.tax_rate) order by l.position)
                      filter (where l.deducts_invoice_id is not null), '[]'::jsonb))
    into totals
    from public.invoice_lines l where l.invoice_id = inv.id;
  if (totals ->> 'total')::numeric <> inv.total
     or (totals ->> 'tax')::numeric <> inv.tax_total
     or (select sum(l.total) from public.invoice_lines l where l.invoice_id = inv.id) <> inv.total then
    raise exception 'This draft''s totals do not match its lines: save the draft again, then issue it'
      using errcode = '23514', constraint = 'invoices_totals_match_lines';
  end if;
  -- Every line at its code's rate on the issue date (today), or at a rate the client accepted
  -- (invoices.accepted_tax_rates, from the quotation it comes from; finding 11): a draft written past save_invoice_draft, or saved before a
  -- rate change, is not issued with another rate.
  select l.position, l.tax_code, l.tax_rate, app.tax_rate_on(l.tax_code, today) as expected into off
    from public.invoice_lines l
   where l.invoice_id = inv.id
     and l.deducts_invoice_id is null
     and l.tax_rate is distinct from app.tax_rate_on(l.tax_code, today)
     and not exists (select 1 from jsonb_array_elements(coalesce(inv.accepted_tax_rates, '[]'::jsonb)) a
                      where a.value ->> 'tax_code' = l.tax_code and (a.value ->> 'tax_rate')::numeric = l.tax_rate)
   order by l.position
   limit 1;
  if off.position is not null then
    raise exception 'Line %: % is % %% today, the line says % %%: save the draft again to take today''s rate',
      off.position, off.tax_code, coalesce(trim_scale(off.expected)::text, 'not in force'), trim_scale(off.tax_rate)
      using errcode = '23514', constraint = 'invoice_lines_tax_rate_of_code';
  end if;
  -- A deposit is deducted only while paid in full (a refund since the draft was made would deduct money the
  -- client no longer paid).
  select d.number, d.status, d.currency, d.total, d.amount_paid into off
    from public.invoice_lines l join public.invoices d on d.id = l.deducts_invoice_id
   where l.invoice_id = inv.id and (d.status <> 'paid' or d.amount_credited <> 0)
   limit 1;
  if off.number is not null then
    raise exception 'Deposit invoice % is no longer paid in full (% % of % paid): delete this draft and create the invoice from the quotation again',
      off.number, off.currency, to_char(off.amount_paid, 'FM999,999,999,990.00'), to_char(off.total, 'FM999,999,999,990.00')
      using errcode = '23514', constraint = 'invoice_lines_deposit_paid';
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
revoke execute on function app.issue_invoice(uuid) from public, anon, authenticated;
