-- app.payments_reconcile_stuck: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The scheduled job payments.reconcile-stuck (every 2 minutes, ADR 064): SQL cannot ask a provider, so when an
-- intent has been pending for 2 minutes after reaching its provider, the job queues one call of the function
-- payments-staff { action: 'reconcile' } (app.queue_function_call; the server posts it with the service role
-- key). That function asks each provider and settles a final answer through settle_payment_intent, which locks
-- the intent: two runs credit once. Nothing stuck → nothing queued.
create or replace function app.payments_reconcile_stuck() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.payment_intents x
     where x.status = 'pending' and x.provider_reference is not null
       and x.created_at < now() - interval '2 minutes'
  ) then
    perform app.queue_function_call('payments-staff', '{"action":"reconcile","older_than_minutes":2}'::jsonb);
  end if;
end
$$;
revoke execute on function app.payments_reconcile_stuck() from public, anon, authenticated;
