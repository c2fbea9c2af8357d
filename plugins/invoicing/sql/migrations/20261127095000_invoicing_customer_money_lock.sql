-- Money movements of one customer take turns (fixes a deadlock found by
-- tests/invoicing/payments.test.ts "… never a deadlock"): apply_customer_credit
-- locked the invoice and then the customer's payments, reverse_payment the
-- payment and then its invoices — run at once on the same invoice, each waited
-- for the other and PostgreSQL aborted one with 40P01. Both now take the
-- customer's transaction-level advisory lock first, so the second simply waits
-- for the first to commit and then sees its result (credit already spent, or
-- the payment already reversed). Row locks stay as they were: they still guard
-- against every other writer. The bodies are 20261126160000's, plus that line.
create function app.lock_customer_money(customer_id uuid) returns void
language sql volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('invoicing.customer-money:' || coalesce(customer_id::text, ''), 0))
$$;
revoke execute on function app.lock_customer_money(uuid) from public, anon, authenticated;

-- public.apply_customer_credit: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.apply_customer_credit.sql (ADR 040).

-- public.reverse_payment: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.reverse_payment.sql (ADR 040).
