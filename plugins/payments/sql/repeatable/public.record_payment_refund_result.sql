-- public.record_payment_refund_result: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- What the provider answered to a refund (ADR 061), from the payments-staff function (service role only: an
-- admin cannot say the provider refunded). p: { refund_id, ok, provider_refund_reference, note }.
-- requested → provider_done or failed; a refund no longer requested is answered as it is (a retry changes
-- nothing).
create or replace function public.record_payment_refund_result(p jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.payment_refunds;
  it public.payment_intents;
  v_ok boolean := coalesce((p ->> 'ok')::boolean, false);
  v_note text := left(nullif(btrim(coalesce(p ->> 'note', '')), ''), 500);
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Refund results come from the server' using errcode = '42501';
  end if;
  select * into f from public.payment_refunds r where r.id = (p ->> 'refund_id')::uuid for update;
  if not found then
    raise exception 'There is no such refund' using errcode = 'P0002';
  end if;
  if f.status <> 'requested' then
    -- M-Pesa's result arriving after an admin settled the unanswered reversal by hand (ADR 079 amended): nothing
    -- changes, but a result that contradicts the hand's is put in the payment's events for staff to check.
    if f.no_answer_at is not null and not coalesce((p ->> 'pending')::boolean, false)
       and v_ok <> (f.status in ('provider_done', 'succeeded')) then
      insert into public.payment_events (intent_id, provider, kind, verified, outcome, result)
      select x.id, x.provider, 'refund', true, case when v_ok then 'refunded' else 'failed' end,
             'M-Pesa answered late that the reversal of ' || f.currency || ' ' || f.amount
             || case when v_ok then ' went through' else ' failed' end || ', but it was marked '
             || case when v_ok then 'failed' else 'done' end || ' by hand: check the Daraja portal'
        from public.payment_intents x where x.id = f.intent_id;
    end if;
    return to_jsonb(f) || jsonb_build_object('duplicate', true);
  end if;
  -- Accepted, its result to come (M-Pesa's reversal, ADR 079): the conversation is kept, the refund stays
  -- requested and is never sent again.
  if coalesce((p ->> 'pending')::boolean, false) then
    if f.provider_refund_reference is null then
      update public.payment_refunds r
         set provider_refund_reference = nullif(btrim(coalesce(p ->> 'provider_refund_reference', '')), ''),
             note = v_note, updated_at = now()
       where r.id = f.id returning * into f;
      insert into public.payment_events (intent_id, provider, kind, verified, outcome, result)
      select x.id, x.provider, 'refund', true, 'requested',
             'The provider accepted the refund request of ' || f.currency || ' ' || f.amount
             || coalesce(' (' || f.provider_refund_reference || ')', '') || '; waiting for its result'
        from public.payment_intents x where x.id = f.intent_id;
    end if;
    return to_jsonb(f) || jsonb_build_object('duplicate', false);
  end if;
  -- A result naming its conversation must name the one the request started (a forged result is refused).
  if nullif(p ->> 'conversation_id', '') is not null
     and (p ->> 'conversation_id') is distinct from f.provider_refund_reference then
    raise exception 'This result names another reversal than the one requested' using errcode = '22023';
  end if;
  update public.payment_refunds r
     set status = case when v_ok then 'provider_done' else 'failed' end,
         provider_refund_reference = coalesce(nullif(btrim(coalesce(p ->> 'provider_refund_reference', '')), ''),
                                              r.provider_refund_reference),
         note = v_note, updated_at = now(), completed_at = case when v_ok then null else now() end
   where r.id = f.id returning * into f;
  select * into it from public.payment_intents x where x.id = f.intent_id;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result)
  values (it.id, it.provider, 'refund', true, case when v_ok then 'refunded' else 'failed' end,
          case when v_ok then 'The provider accepted the refund of ' || f.currency || ' ' || f.amount
                              || coalesce(' (' || f.provider_refund_reference || ')', '')
               else 'The provider refused the refund of ' || f.currency || ' ' || f.amount
                    || coalesce(': ' || v_note, '') end);
  return to_jsonb(f) || jsonb_build_object('duplicate', false);
end
$$;

revoke execute on function public.record_payment_refund_result(jsonb) from public, anon, authenticated;
grant execute on function public.record_payment_refund_result(jsonb) to service_role;
