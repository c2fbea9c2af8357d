
-- public.delete_quotation: its definition here was a copy; it is stated once in plugins/quotations/sql/repeatable/public.delete_quotation.sql (ADR 040).
