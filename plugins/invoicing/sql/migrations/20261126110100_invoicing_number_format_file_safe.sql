-- Document number formats allow no '/' (nor spaces, as before): a document's
-- number is also its PDF's file name (INV-2026-0042.pdf, ADR 025's safe names:
-- [A-Za-z0-9._-] only). Same signature: the sales_settings check constraints
-- use the new rule for every write from now on. Mirrored by plugins/invoicing/numbering.ts.

-- app.document_number_format_ok: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.document_number_format_ok.sql (ADR 040).
