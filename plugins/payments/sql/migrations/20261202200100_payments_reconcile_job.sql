-- The job that asks providers about payments stuck in pending (lost callbacks; issue 24, ADR 064): on by
-- default, every 2 minutes, listed in Settings → Scheduled jobs. The function's text is the repeatable
-- plugins/payments/sql/repeatable/app.payments_reconcile_stuck.sql; created here so the job can be registered
-- (ADR 043 placeholder).
create function app.payments_reconcile_stuck() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/payments/sql/repeatable/app.payments_reconcile_stuck.sql (ADR 043)';
end
$$;
revoke execute on function app.payments_reconcile_stuck() from public, anon, authenticated;
select app.register_job('payments.reconcile-stuck', 'app.payments_reconcile_stuck', interval '2 minutes');
