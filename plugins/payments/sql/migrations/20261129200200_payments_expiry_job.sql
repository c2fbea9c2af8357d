-- The job that expires online payments left pending (ADR 053). The function's text is the repeatable
-- plugins/payments/sql/repeatable/app.expire_payment_intents.sql; it is created here so the job can be
-- registered (ADR 043 placeholder).
create function app.expire_payment_intents() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/payments/sql/repeatable/app.expire_payment_intents.sql (ADR 043)';
end
$$;
revoke execute on function app.expire_payment_intents() from public, anon, authenticated;
select app.register_job('payments.expire-intents', 'app.expire_payment_intents', interval '5 minutes');
