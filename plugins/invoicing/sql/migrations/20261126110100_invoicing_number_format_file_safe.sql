
-- app.document_number_format_ok: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.document_number_format_ok.sql (ADR 040).
