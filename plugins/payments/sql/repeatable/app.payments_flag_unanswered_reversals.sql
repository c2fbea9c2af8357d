-- app.payments_flag_unanswered_reversals: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The scheduled job payments.reversals-unanswered (every 10 minutes, ADR 079 amended): an M-Pesa reversal that
-- Daraja accepted (its conversation kept) and that has no result 30 minutes after the request is marked
-- (`no_answer_at`) with an event saying what to do; staff see "No answer from M-Pesa since …" on the payment.
-- Daraja's status query answers asynchronously too, so SQL cannot ask; a person checks the portal. The refund
-- stays requested: a late result is still taken and booked once. Marked once; nothing to mark → nothing done.
create or replace function app.payments_flag_unanswered_reversals() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  with marked as (
    update public.payment_refunds r
       set no_answer_at = now(), updated_at = now()
      from public.payment_intents x
     where x.id = r.intent_id and x.provider = 'mpesa'
       and r.status = 'requested' and r.provider_refund_reference is not null and r.no_answer_at is null
       and r.requested_at < now() - interval '30 minutes'
    returning r.intent_id, r.requested_at, r.provider_refund_reference, r.currency, r.amount
  )
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result)
  select m.intent_id, 'mpesa', 'refund', true, 'no_answer',
         'No answer from M-Pesa since ' || to_char(m.requested_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
         || ' UTC about the reversal of ' || m.currency || ' ' || m.amount || ' (' || m.provider_refund_reference
         || '): check the Daraja portal, then mark the refund done or failed'
    from marked m;
end
$$;
revoke execute on function app.payments_flag_unanswered_reversals() from public, anon, authenticated;
