-- M-Pesa reversals whose result never comes (ADR 079, amended): Daraja answers a reversal asynchronously, and a
-- result that is lost left the refund "under way" for good. The job payments.reversals-unanswered (every 10
-- minutes, listed in Settings → Scheduled jobs) marks a reversal accepted by Daraja and still without a result 30
-- minutes later: `no_answer_at` is when it was marked; the refund stays requested (a late result is still taken)
-- and an admin can mark it done or failed by hand after checking Daraja's portal
-- (public.settle_unanswered_refund). The job's text is the repeatable
-- plugins/payments/sql/repeatable/app.payments_flag_unanswered_reversals.sql (ADR 043 placeholder here).
alter table public.payment_refunds add column no_answer_at timestamptz;
comment on column public.payment_refunds.no_answer_at is
  'When the job found an M-Pesa reversal still without its result 30 minutes after the request (ADR 079).';

create function app.payments_flag_unanswered_reversals() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/payments/sql/repeatable/app.payments_flag_unanswered_reversals.sql (ADR 043)';
end
$$;
revoke execute on function app.payments_flag_unanswered_reversals() from public, anon, authenticated;
select app.register_job('payments.reversals-unanswered', 'app.payments_flag_unanswered_reversals',
                        interval '10 minutes');
