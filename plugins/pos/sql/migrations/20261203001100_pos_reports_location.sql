-- POS reports (issue 25, ADR 077): pos_sales_report gains a location (p_location, null: every location) and
-- takes refunds off every figure. PostgREST picks an overload by its argument names, so the old two-argument
-- signature goes: one function answers both the old calls (location left out) and the new ones. The new text
-- is in sql/repeatable/public.pos_sales_report.sql (ADR 040). A fresh database gets the function only from the
-- repeatable, after every migration: hence "if exists".
drop function if exists public.pos_sales_report(date, date);

-- Refunds of a period are read by the refund's date.
create index pos_refunds_created_at_idx on public.pos_refunds (created_at desc);
