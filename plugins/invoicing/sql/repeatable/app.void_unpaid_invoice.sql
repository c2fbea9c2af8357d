-- app.void_unpaid_invoice: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Voiding an issued invoice nothing was paid or credited on, for trusted SQL of other modules acting on
-- someone's behalf: a quotation's deposit invoice never paid when the work is invoiced whole (ADR 079). The
-- caller holds the invoice's row lock; false (nothing done) when it is not issued and untouched. No API role may
-- call it; admins void through public.void_invoice.
create or replace function app.void_unpaid_invoice(invoice_id uuid, reason text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  inv public.invoices;
begin
  select * into inv from public.invoices x where x.id = void_unpaid_invoice.invoice_id for update;
  if inv.status is distinct from 'issued' or inv.amount_paid <> 0 or inv.amount_credited <> 0 then
    return false;
  end if;
  perform set_config('app.invoicing_write', 'on', true);
  update public.invoices x
     set status = 'void', voided_at = now(), voided_by = auth.uid(), void_reason = btrim(reason), updated_by = auth.uid()
   where x.id = inv.id;
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_voided', btrim(reason),
    jsonb_build_object('number', inv.number));
  return true;
end
$$;
revoke execute on function app.void_unpaid_invoice(uuid, text) from public, anon, authenticated;
