-- Issue 20, finding 10 (ADR 036): a shop customer read its invoices row by row over REST
-- (`invoices_customer_read` and friends, ADR 032), so every column came along — `void_reason`,
-- `voided_by`, `issued_by`, `created_by`, a credit note's internal reason and its authors — which the
-- client's page deliberately leaves out. Column grants cannot tell a shop account from staff (both
-- are `authenticated`), so, as payments already are (my_payments()), invoices and credit notes are
-- no longer readable row by row by shop customers at all:
--   - the list is my_invoices() (number, dates, totals, status, the public page's path);
--   - one invoice, with its lines and credit notes, is its public page (public_invoice(token),
--     app.invoice_document: no ids, no void reason).
-- Staff policies are unchanged.
drop policy invoices_customer_read on public.invoices;
drop policy invoice_lines_customer_read on public.invoice_lines;
drop policy credit_notes_customer_read on public.credit_notes;
drop policy credit_note_lines_customer_read on public.credit_note_lines;
