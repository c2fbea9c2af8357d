-- The rates a client accepted, kept on the invoice itself (ADR 033, ADR 037).
--
-- An invoice drafted from an accepted quotation keeps the quotation's tax rates even when a rate
-- changed since (what the client accepted is not repriced). The draft writer used to look that up
-- in quotations' quotation_lines: invoicing reading a table of a module that depends on it. Now
-- the trusted SQL writer (app.create_invoice_draft, which the quotation → invoice conversion
-- calls) records the (tax_code, tax_rate) pairs it was given on the invoice, and the draft writer
-- and issue_invoice compare with those. Staff saving a draft over the API cannot set them.
alter table public.invoices add column accepted_tax_rates jsonb;
comment on column public.invoices.accepted_tax_rates is
  'Tax rates a client accepted for this invoice''s lines ([{tax_code, tax_rate}], from the quotation it came from): a line may keep one of these instead of today''s rate. Set only by app.create_invoice_draft.';
alter table public.invoices add constraint invoices_accepted_tax_rates_list
  check (accepted_tax_rates is null or jsonb_typeof(accepted_tax_rates) = 'array');
