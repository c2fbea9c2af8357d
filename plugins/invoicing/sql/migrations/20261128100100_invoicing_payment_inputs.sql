-- Money inputs of the payments (issue 20 findings 1 and 18a, ADR 033).
--
-- - record_payment: the amount and every allocation go through
--   app.number_input (NaN, Infinity, words and amounts of 1,000,000,000,000 or
--   more are refused in words); the date received is neither in the future nor
--   more than a year back (app.payment_earliest_date()); the currency is an ISO
--   4217 code (app.is_iso_currency, 20261128100000).
-- - app.payable_invoice (record_payment's allocations, apply_customer_credit):
--   app.assert_money on the amount before any comparison.
-- - apply_customer_credit: the amount is asserted, and a payment stored with
--   NaN before this (see 20261128100000) never counts as credit.
-- - reverse_payment: reverses a NaN payment too; its reversal row carries the
--   sum of the allocations it takes back (the invoices owe that again and get
--   their status back), and the customer's timeline says the recorded amount
--   was NaN.
-- The bodies are the latest definitions (20261126160000, 20261127095000) with
-- those lines changed.

-- A payment received more than a year before the company's today is refused:
-- those books are closed and statements already sent would change (ADR 033).
create function app.payment_earliest_date() returns date
language sql stable
set search_path = ''
as $$
  select (app.company_today() - interval '1 year')::date
$$;
grant execute on function app.payment_earliest_date() to authenticated, service_role;

-- app.payable_invoice: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.payable_invoice.sql (ADR 040).

-- public.record_payment: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.record_payment.sql (ADR 040).

-- public.apply_customer_credit: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.apply_customer_credit.sql (ADR 040).

-- public.reverse_payment: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.reverse_payment.sql (ADR 040).
