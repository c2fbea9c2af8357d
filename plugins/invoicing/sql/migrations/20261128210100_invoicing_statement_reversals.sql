-- Issue 22 item 2: a statement a client receives never shows the staff's reason for reversing a payment
-- or voiding an invoice, and a reversed payment either stands beside its reversal as one neutral pair
-- (dated with the payment, the balance unchanged across the pair) or is left out with it — the firm's
-- choice in Settings → Sales. The statement functions are repeatable definitions from now on
-- (plugins/invoicing/sql/repeatable/app.statement_entries.sql, public.customer_statement.sql).
alter table public.sales_settings
  add column statement_reversed_payments text not null default 'pair'
    constraint sales_settings_statement_reversed_payments_valid check (statement_reversed_payments in ('pair', 'hide'));
comment on column public.sales_settings.statement_reversed_payments is
  'How statements show a payment that was reversed: pair (the payment and its reversal side by side, netting to zero) or hide (neither).';
-- statement_entries now takes the statement's last day (only reversals made by then count): the old
-- signature goes; the repeatable creates the new one (ADR 040's rule for a changed signature).
drop function app.statement_entries(uuid, text);
