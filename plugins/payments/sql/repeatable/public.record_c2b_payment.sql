-- public.record_c2b_payment: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An M-Pesa C2B confirmation (a payment to the pay-bill with the invoice number as the account; ADR 064), or the
-- sandbox's rehearsal of one, verified by payments-webhook. p: { provider: mpesa | sandbox, trans_id, amount,
-- account, phone, body }.
--
-- Once per M-Pesa transaction: the intent's reference is 'c2b:' || TransID (unique per provider), so a replay
-- or two deliveries at the same instant make one intent (the second insert waits for the first and does
-- nothing) and settle_payment_intent, which locks it, credits it once. An account number that matches an
-- issued or partly paid KES invoice is settled through that one path (receipt, allocation, rest as credit); any
-- other (unknown, paid, void, another currency) is kept as a held intent with no target, for staff to review:
-- the money is never lost and never credited blindly. A transaction already recorded by its STK push callback
-- adds nothing.
create or replace function public.record_c2b_payment(p jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_provider text := p ->> 'provider';
  v_txn text := upper(nullif(btrim(coalesce(p ->> 'trans_id', '')), ''));
  v_account text := left(nullif(btrim(coalesce(p ->> 'account', '')), ''), 100);
  v_phone text := left(nullif(btrim(coalesce(p ->> 'phone', '')), ''), 20);
  v_body jsonb := case when jsonb_typeof(p -> 'body') = 'object' then p -> 'body' else '{}'::jsonb end;
  v_amount numeric;
  v_ref text;
  v_reason text;
  inv public.invoices;
  it public.payment_intents;
  other public.payment_intents;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Payments are settled by the server' using errcode = '42501';
  end if;
  if v_provider is null or v_provider not in ('mpesa', 'sandbox') then
    raise exception 'C2B payments come from M-Pesa (or the sandbox)' using errcode = '22023';
  end if;
  if v_txn is null or v_txn !~ '^[A-Z0-9]{6,30}$' then
    raise exception 'A C2B confirmation needs its transaction id (TransID)' using errcode = '22023';
  end if;
  begin
    v_amount := (p ->> 'amount')::numeric;
  exception when others then
    v_amount := null;
  end;
  if v_amount is null or v_amount <= 0 or v_amount <> round(v_amount, 2) or v_amount >= 1e12 then
    raise exception 'A C2B confirmation needs its amount (TransAmount)' using errcode = '22023';
  end if;
  v_ref := 'c2b:' || v_txn;

  -- The same M-Pesa transaction already reported by an STK push callback: that intent holds it.
  select * into other from public.payment_intents x
   where x.provider = v_provider and x.transaction_id = v_txn and x.provider_reference <> v_ref;
  if found then
    insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, body)
    values (other.id, v_provider, 'callback', true, 'succeeded',
            'C2B confirmation of transaction ' || v_txn || ', already recorded by its STK push: nothing done', v_body);
    return jsonb_build_object('status', other.status, 'credited', false, 'duplicate', true, 'intent_id', other.id,
                              'result', 'Transaction ' || v_txn || ' is already recorded: nothing done');
  end if;

  select * into inv from public.invoices i
   where v_account is not null and upper(i.number) = upper(v_account)
   order by i.created_at desc limit 1;
  if inv.id is not null and inv.status in ('issued', 'partially_paid') and inv.currency = 'KES' then
    insert into public.payment_intents as x
           (invoice_id, customer_id, amount, currency, provider, provider_reference, phone, channel,
            account_reference, test)
    values (inv.id, inv.customer_id, v_amount, 'KES', v_provider, v_ref, v_phone, 'c2b', v_account,
            v_provider = 'sandbox')
    on conflict (provider, provider_reference) do nothing;
    return public.settle_payment_intent(jsonb_build_object(
      'provider', v_provider, 'provider_reference', v_ref, 'outcome', 'succeeded', 'transaction_id', v_txn,
      'amount', v_amount::text, 'currency', 'KES', 'source', 'callback', 'body', v_body));
  end if;

  v_reason := case
    when v_account is null then 'No account number was given'
    when inv.id is null then 'The account number ' || v_account || ' matches no invoice'
    when inv.currency <> 'KES' then 'Invoice ' || inv.number || ' is in ' || inv.currency
    else 'Invoice ' || inv.number || ' is ' || replace(inv.status, '_', ' ')
  end || ': KES ' || v_amount || ' paid by M-Pesa (' || v_txn || ') held for review, not credited';
  insert into public.payment_intents as x
         (amount, currency, provider, provider_reference, transaction_id, status, failure_reason, phone, channel,
          account_reference, received_amount, received_currency, settled_at, test)
  values (v_amount, 'KES', v_provider, v_ref, v_txn, 'held', v_reason, v_phone, 'c2b', v_account, v_amount, 'KES',
          now(), v_provider = 'sandbox')
  on conflict (provider, provider_reference) do nothing
  returning * into it;
  if it.id is null then
    select * into it from public.payment_intents x where x.provider = v_provider and x.provider_reference = v_ref;
    insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, body)
    values (it.id, v_provider, 'callback', true, 'succeeded', 'Held for review already: nothing done', v_body);
    return jsonb_build_object('status', it.status, 'credited', false, 'duplicate', true, 'intent_id', it.id,
                              'result', 'Held for review already: nothing done');
  end if;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, body)
  values (it.id, v_provider, 'callback', true, 'succeeded', v_reason, v_body);
  return jsonb_build_object('status', 'held', 'credited', false, 'duplicate', false, 'intent_id', it.id,
                            'result', v_reason);
end
$$;

revoke execute on function public.record_c2b_payment(jsonb) from public, anon, authenticated;
grant execute on function public.record_c2b_payment(jsonb) to service_role;
