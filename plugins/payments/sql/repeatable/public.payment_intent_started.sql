-- public.payment_intent_started: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The provider accepted the start (M-Pesa: the STK push's CheckoutRequestID): the reference callbacks name.
-- A start the provider refused ends the intent as failed through public.settle_payment_intent instead.
create or replace function public.payment_intent_started(intent_id uuid, provider_reference text, body jsonb default '{}')
returns public.payment_intents
language plpgsql security definer
set search_path = ''
as $$
declare
  it public.payment_intents;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the server records a started payment' using errcode = '42501';
  end if;
  update public.payment_intents x
     set provider_reference = coalesce(x.provider_reference, payment_intent_started.provider_reference),
         updated_at = now()
   where x.id = payment_intent_started.intent_id
  returning * into it;
  if not found then
    raise exception 'There is no such payment' using errcode = 'P0002';
  end if;
  insert into public.payment_events (intent_id, provider, kind, verified, result, body)
  values (it.id, it.provider, 'start', true, 'Started at the provider: ' || it.provider_reference,
          coalesce(body, '{}'::jsonb));
  return it;
end
$$;

revoke execute on function public.payment_intent_started(uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.payment_intent_started(uuid, text, jsonb) to service_role;
