-- public.log_payment_event: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A callback the server refused (bad signature, unknown reference, garbled body) or a note from a job:
-- logged, never settled; or a person's action on an intent (p.intent_id, p.actor: a "Check now", ADR 061).
-- Returns the event's id.
create or replace function public.log_payment_event(p jsonb) returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_intent uuid;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the server logs payment events' using errcode = '42501';
  end if;
  select x.id into v_intent from public.payment_intents x
   where x.provider = p ->> 'provider' and x.provider_reference = p ->> 'provider_reference';
  if p ? 'intent_id' then
    select x.id into v_intent from public.payment_intents x where x.id = (p ->> 'intent_id')::uuid;
  end if;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, body, actor)
  values (v_intent, coalesce(nullif(p ->> 'provider', ''), 'unknown'), coalesce(p ->> 'kind', 'rejected'), false,
          p ->> 'outcome', coalesce(nullif(p ->> 'result', ''), 'Refused'),
          case when jsonb_typeof(p -> 'body') = 'object' then p -> 'body' else jsonb_build_object('raw', left(p ->> 'body', 2000)) end,
          (p ->> 'actor')::uuid)
  returning id into v_id;
  return v_id;
end
$$;

revoke execute on function public.log_payment_event(jsonb) from public, anon, authenticated;
grant execute on function public.log_payment_event(jsonb) to service_role;
