-- The deposit deduction's column without its foreign key (ADR 079): a second reference from invoice_lines to
-- invoices made PostgREST's embed `invoices → invoice_lines(*)` ambiguous ("more than one relationship was
-- found"), breaking every screen that reads an invoice with its lines. The reference is kept by the code that
-- writes it (app.invoice_deposit_deductions, only from a deposit invoice it has locked), and issued invoices are
-- never deleted (invoices_guard), so the key added nothing the rules do not already hold.
alter table public.invoice_lines drop constraint invoice_lines_deducts_invoice_id_fkey;
