-- Invoice lines: numbers that are numbers and rates that are the code's (issue 20 findings 1 and
-- 11, ADR 033).
--
-- - app.document_totals (every quotation, invoice and credit note amount): NaN, ±Infinity and
--   absurd quantities, prices, discounts and rates are refused by name (app.assert_number /
--   app.assert_money, 20261128100000) before any comparison; before, NaN fell to an upper bound
--   with a misleading message ("the unit price must be 0 or more").
-- - app.write_invoice_draft (save_invoice_draft, invoice_from_quotation): a line's tax rate is
--   its code's rate on the invoice date, as quotations already do (save_quotation ignores the
--   client's rate). A rate sent with the line must be that rate — or, for a draft made from an
--   accepted quotation, the rate that quotation stored for the code — else 23514
--   invoice_lines_tax_rate_of_code. No override: an exempt line is never issued at 16 %, a VAT
--   line never at 0 %. The code must exist. The currency is an ISO 4217 code. The document
--   discount is read with app.number_input.
-- - issue_invoice: checks every stored line against its code's rate on the issue date (today)
--   (or the quotation's), so a draft written past save_invoice_draft (service role) or saved
--   before a rate change is not issued at another rate; and the currency again.
-- - issue_credit_note: the quantity is asserted (NaN used to fall to the "at most … can still be
--   credited" message).
-- Bodies: the latest definitions (20261126110000, 20261126140000) with those lines changed; since ADR 040
-- each is stated once in plugins/invoicing/sql/repeatable/.

-- app.document_totals: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.document_totals.sql (ADR 040).

-- app.write_invoice_draft: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.write_invoice_draft.sql (ADR 040).

-- public.issue_invoice: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.issue_invoice.sql (ADR 040).

-- public.issue_credit_note: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.issue_credit_note.sql (ADR 040).
