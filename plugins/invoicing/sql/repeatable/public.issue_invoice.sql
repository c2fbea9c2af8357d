-- public.issue_invoice: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.issue_invoice(invoice_id uuid) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can issue an invoice' using errcode = '42501';
  end if;
  -- The rules of issuing are stated once, in app.issue_invoice (ADR 075: the quotations' deposit invoice too).
  return app.issue_invoice(issue_invoice.invoice_id);
end
$$;
