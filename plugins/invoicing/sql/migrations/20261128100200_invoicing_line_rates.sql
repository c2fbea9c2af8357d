
-- app.document_totals: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.document_totals.sql (ADR 040).

-- app.write_invoice_draft: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.write_invoice_draft.sql (ADR 040).

-- public.issue_invoice: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.issue_invoice.sql (ADR 040).

-- public.issue_credit_note: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.issue_credit_note.sql (ADR 040).
