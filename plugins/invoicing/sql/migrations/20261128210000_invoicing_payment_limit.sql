-- Issue 22 item 1: a typo of 999,999,999 recorded against a 141,061.51 invoice went through without a word.
-- The browser now asks before a payment leaves a credit; the firm also sets the largest single payment a staff
-- member may record without an admin (record_payment refuses above it; admins and superadmins may). Null: no
-- limit. Five million in the payment's currency by default: more than any one invoice of an OSH consultancy,
-- far less than a slipped finger.
alter table public.sales_settings
  add column payment_limit_without_admin numeric(14,2) default 5000000
    constraint sales_settings_payment_limit_positive
      check (payment_limit_without_admin is null or payment_limit_without_admin > 0);
update public.sales_settings set payment_limit_without_admin = 5000000 where payment_limit_without_admin is null;
comment on column public.sales_settings.payment_limit_without_admin is
  'The largest single payment staff may record; above it only an admin can (record_payment). Null: no limit.';
-- Its <table>_<column>_not_nan check, as every numeric column has (ADR 033).
select app.add_not_nan_checks();
