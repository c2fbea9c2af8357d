-- app.issue_quotation_deposit: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The deposit invoice of a quotation the client has just accepted (ADR 075), in the acceptance's transaction:
-- drafted by invoicing's app.create_invoice_draft (the quotation's customer, contact, site, currency; lines from
-- app.quotation_deposit_lines at the rates the client accepted), issued by app.issue_invoice (number, freeze,
-- every money check), due at once, with its client link made (app.invoice_link_token). The caller holds the
-- quotation's row lock; a quotation that already has its deposit invoice gets that one back, never a second.
-- Null when no deposit is asked.
create or replace function app.issue_quotation_deposit(quotation_id uuid) returns public.invoices
language plpgsql
set search_path = ''
as $$
declare
  q public.quotations;
  inv public.invoices;
  lines jsonb;
  today date := app.company_today();
begin
  select * into q from public.quotations x where x.id = issue_quotation_deposit.quotation_id for update;
  if q.deposit_invoice_id is not null then
    select * into inv from public.invoices i where i.id = q.deposit_invoice_id;
    return inv;
  end if;
  lines := app.quotation_deposit_lines(q);
  if q.status <> 'accepted' or jsonb_array_length(lines) = 0 then
    return null;
  end if;
  inv := app.create_invoice_draft(q.customer_id, lines, jsonb_strip_nulls(jsonb_build_object(
    'contact_id', q.contact_id,
    'site_id', q.site_id,
    'currency', q.currency,
    'prices_include_tax', true,
    'issue_date', today,
    'due_date', today,
    'notes', 'Deposit due on acceptance of quotation ' || q.number
             || case when q.revision > 1 then ' (revision ' || q.revision || ')' else '' end
             || ' (' || q.currency || ' ' || to_char(q.total, 'FM999,999,999,990.00') || ')'
             || case when q.decided_name is not null then ', accepted by ' || q.decided_name else '' end
             || '. The rest is invoiced when the work is done.')));
  inv := app.issue_invoice(inv.id);
  perform app.invoice_link_token(inv.id);
  update public.quotations x set deposit_invoice_id = inv.id where x.id = q.id;
  perform app.record_event('quotations', q.id::text, 'quotations.deposit_invoiced',
    'Deposit invoice ' || inv.number || ' issued: ' || inv.currency || ' ' || to_char(inv.total, 'FM999,999,999,990.00'),
    jsonb_build_object('invoice_id', inv.id, 'percent', q.deposit_percent::text), '/dashboard/invoices/' || inv.id);
  perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_from_quotation',
    'Deposit on quotation ' || q.number, null, '/dashboard/quotations/' || q.id);
  return inv;
end
$$;
revoke execute on function app.issue_quotation_deposit(uuid) from public, anon, authenticated;
