-- app.expire_payment_intents: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The scheduled job (every 5 minutes): an intent still pending after 30 minutes is expired through the settle
-- path (a success that arrives later still records the money). Lost M-Pesa callbacks are asked for first by
-- the payments-status function (the payer's page polls it) and payment testing's "Check status".
create or replace function app.expire_payment_intents() returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  it public.payment_intents;
begin
  for it in
    select * from public.payment_intents x
     where x.status = 'pending' and x.created_at < now() - interval '30 minutes'
     order by x.created_at limit 500
       for update skip locked
  loop
    update public.payment_intents x
       set status = 'expired', failure_reason = 'No answer from the provider within 30 minutes',
           updated_at = now(), settled_at = now()
     where x.id = it.id;
    insert into public.payment_events (intent_id, provider, kind, verified, outcome, result)
    values (it.id, it.provider, 'job', true, 'expired', 'Expired: no answer from the provider within 30 minutes');
  end loop;
end
$$;

revoke execute on function app.expire_payment_intents() from public, anon, authenticated;
