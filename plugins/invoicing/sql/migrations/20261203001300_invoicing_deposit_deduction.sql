-- The deposit deducted on the final invoice (issue 24, ADR 079; amends ADR 075's "names it, does not deduct it").
--
-- A quotation's final invoice carries one "Less deposit INV-…" line per line of the paid deposit invoice, with
-- quantity −1 and that line's amounts negated (its tax code and rate), the way Odoo deducts a down payment: the
-- deposit's VAT, charged on the deposit invoice, nets out of the final invoice, and its amount due is the
-- quotation's total less the deposit paid. `deducts_invoice_id` names the deposit invoice a line deducts; only
-- such a line may have a negative quantity. Lines are written only by invoicing's functions
-- (app.write_invoice_draft), which keep a draft's deduction lines when staff save it.
alter table public.invoice_lines
  add column deducts_invoice_id uuid references public.invoices (id) on delete restrict;
alter table public.invoice_lines drop constraint invoice_lines_quantity_positive;
alter table public.invoice_lines add constraint invoice_lines_quantity_positive
  check (quantity > 0 or (deducts_invoice_id is not null and quantity = -1));
create index invoice_lines_deducts_idx on public.invoice_lines (deducts_invoice_id) where deducts_invoice_id is not null;
comment on column public.invoice_lines.deducts_invoice_id is
  'A deposit deducted (ADR 079): the deposit invoice this line takes off, quantity −1 and its line''s amounts negated.';
