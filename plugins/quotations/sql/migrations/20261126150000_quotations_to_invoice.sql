-- An accepted quotation becomes an invoice draft — and, for work, a project —
-- in one step (issue 14: "An accepted quotation becomes an invoice (and … a
-- project) in one step: one RPC transaction"; ADR 026 addendum).
--
-- - The invoice is a DRAFT with the quotation's lines exactly as accepted: the
--   same descriptions, quantities, prices, discounts, tax codes and the RATES
--   the quotation stored (a rate changed since does not reprice what the client
--   accepted), the same document discount and price mode. Its totals are
--   computed again by app.document_totals (the only writer of amounts) and must
--   equal the quotation's to the cent, or nothing is written. An admin issues it
--   as any draft (ADR 027).
-- - The project: with a lead, the lead's project (create_project_from_lead:
--   one per lead, a second call returns it); without, a new project for the
--   customer and site, its service from the first catalogue line that is one of
--   the firm's services (so that service's template of tasks applies), budget =
--   the quotation's amount before tax. `with_project => false` for a sale of
--   goods that needs no project.
-- - Idempotent: a second call (double click, retry after a lost answer) returns
--   the invoice already made from this quotation (any but a voided one); the
--   quotation row is locked first, so two calls at once make one invoice.

alter table public.invoices
  add constraint invoices_quotation_fk foreign key (quotation_id) references public.quotations (id) on delete restrict;
-- One live invoice per quotation; after a void the quotation can be invoiced again.
create unique index invoices_one_per_quotation on public.invoices (quotation_id)
  where quotation_id is not null and status <> 'void';

create function public.invoice_from_quotation(quotation_id uuid, with_project boolean default true)
returns public.invoices
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.invoice_from_quotation.sql (ADR 043)';
end
$$;
revoke execute on function public.invoice_from_quotation(uuid, boolean) from public, anon;
grant execute on function public.invoice_from_quotation(uuid, boolean) to authenticated, service_role;
comment on function public.invoice_from_quotation(uuid, boolean) is
  'Staff: an accepted quotation → an invoice draft with its lines and rates as accepted (and a project unless with_project is false), in one transaction; a second call returns the same invoice.';
