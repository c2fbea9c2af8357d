-- public.save_invoice_draft: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Staff: create (invoice_id null) or replace a draft. Returns the invoice. The rates a client
-- accepted are not the caller's to set (ADR 033): only app.create_invoice_draft records them.
create or replace function public.save_invoice_draft(invoice_id uuid, draft jsonb) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
  created boolean := invoice_id is null;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can draft invoices' using errcode = '42501';
  end if;
  if draft is null or jsonb_typeof(draft) <> 'object' then
    raise exception 'The draft must be an object of fields' using errcode = '22023';
  end if;
  inv := app.write_invoice_draft(invoice_id, draft - 'accepted_tax_rates' - 'deductions');
  if created then
    perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_drafted', null,
      jsonb_build_object('total', inv.total));
  end if;
  return inv;
end
$$;
revoke execute on function public.save_invoice_draft(uuid, jsonb) from public, anon;
grant execute on function public.save_invoice_draft(uuid, jsonb) to authenticated, service_role;
