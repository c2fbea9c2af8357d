-- public.settle_payment_intent: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- THE settle path (ADR 053): every callback, webhook, status poll, job and payment-testing rehearsal ends here.
--
-- p: { provider, provider_reference, outcome: succeeded | failed | cancelled | expired, transaction_id,
--      amount, currency, source: callback | poll | testing | job, reason, body }
--
-- The intent is locked first, so deliveries of one intent run one after the other whatever their number
-- or timing; the first verified success with the intent's amount and currency records the money through
-- invoicing's record_payment (receipt number, allocation, timeline) and every later one finds the intent
-- credited and changes nothing. A success after the intent failed, was cancelled or expired still records
-- the money (the payer paid); a wrong amount or currency is held for review, never credited; a failure
-- after a success changes nothing. Returns { status, credited, duplicate, receipt, result }; status 'unknown' for
-- a reference no intent has (logged as rejected).
--
-- An online shop order's intent (order_id; issue 27, ADR 057) takes the same path up to the money: the first
-- verified success with the intent's amount and currency locks the order and, while it is new and its total
-- is still that amount, marks it paid through pos's app.shop_order_paid (the buyer's e-mail, the staff
-- notification); a success for an order already paid by another intent, cancelled meanwhile, or whose total
-- differs is held for review, never applied twice. Later deliveries find the intent succeeded and change nothing.
create or replace function public.settle_payment_intent(p jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  it public.payment_intents;
  inv public.invoices;
  pay public.payments;
  ord public.shop_orders;
  v_outcome text := p ->> 'outcome';
  v_source text := coalesce(nullif(p ->> 'source', ''), 'callback');
  v_txn text := nullif(btrim(coalesce(p ->> 'transaction_id', '')), '');
  v_amount numeric;
  v_currency text := upper(nullif(btrim(coalesce(p ->> 'currency', '')), ''));
  v_body jsonb := case when jsonb_typeof(p -> 'body') = 'object' then p -> 'body' else '{}'::jsonb end;
  v_result text;
  v_alloc numeric;
  v_method text;
  v_was text;
  v_credited boolean := false;
  v_duplicate boolean := false;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Payments are settled by the server' using errcode = '42501';
  end if;
  if v_outcome is null or v_outcome not in ('succeeded', 'failed', 'cancelled', 'expired') then
    raise exception 'outcome must be succeeded, failed, cancelled or expired' using errcode = '22023';
  end if;
  if v_source not in ('callback', 'poll', 'testing', 'job') then
    raise exception 'source must be callback, poll, testing or job' using errcode = '22023';
  end if;
  select * into it from public.payment_intents x
   where x.provider = p ->> 'provider' and x.provider_reference = p ->> 'provider_reference'
     for update;
  if not found then
    insert into public.payment_events (provider, kind, verified, outcome, result, body)
    values (coalesce(p ->> 'provider', 'unknown'), 'rejected', false, v_outcome,
            'Unknown reference ' || coalesce(p ->> 'provider_reference', '(none)') || ': nothing settled', v_body);
    -- Answered, not raised: the rejection stays logged.
    return jsonb_build_object('status', 'unknown', 'credited', false, 'duplicate', false,
      'result', 'No payment has the reference ' || coalesce(p ->> 'provider_reference', '(none)'));
  end if;
  v_was := it.status;
  begin
    v_amount := nullif(p ->> 'amount', '')::numeric;
  exception when invalid_text_representation then
    v_amount := null;
  end;

  if it.payment_id is not null then
    v_duplicate := true;
    v_result := 'Already credited (receipt ' || (select y.number from public.payments y where y.id = it.payment_id)
                || '): nothing done';
  elsif it.order_id is not null and it.status = 'succeeded' then
    v_duplicate := true;
    v_result := 'Already paid (order ' || (select y.number from public.shop_orders y where y.id = it.order_id)
                || '): nothing done';
  elsif v_outcome <> 'succeeded' then
    if it.status = 'pending' then
      update public.payment_intents x
         set status = v_outcome, failure_reason = coalesce(nullif(btrim(p ->> 'reason'), ''), x.failure_reason),
             updated_at = now(), settled_at = now()
       where x.id = it.id returning * into it;
      v_result := 'Marked ' || v_outcome || coalesce(': ' || it.failure_reason, '');
    else
      v_duplicate := true;
      v_result := 'Already ' || it.status || ': ' || v_outcome || ' ignored';
    end if;
  elsif it.status = 'held' then
    v_duplicate := true;
    v_result := 'Held for review already: nothing done';
  elsif v_txn is null then
    raise exception 'A success needs the provider''s transaction id' using errcode = '22023';
  elsif v_amount is null or v_amount <> it.amount or coalesce(v_currency, '') <> it.currency then
    update public.payment_intents x
       set status = 'held', transaction_id = coalesce(x.transaction_id, v_txn), updated_at = now(), settled_at = now(),
           -- What an admin may credit after review (resolve_held_payment reads these, never the text).
           received_amount = v_amount, received_currency = coalesce(v_currency, '?'),
           failure_reason = 'The provider reported ' || coalesce(v_currency, '?') || ' ' || coalesce(v_amount::text, '?')
                            || ' for a payment of ' || x.currency || ' ' || x.amount || ': held for review, not credited'
     where x.id = it.id returning * into it;
    v_result := it.failure_reason;
  elsif it.order_id is not null then
    select * into ord from public.shop_orders x where x.id = it.order_id for update;
    if ord.status = 'new' and ord.total = it.amount and ord.currency = it.currency then
      perform app.shop_order_paid(ord.id, it.id,
        case it.provider when 'mpesa' then 'M-Pesa ' || v_txn when 'sandbox' then 'test payment ' || v_txn
                         else 'card ' || v_txn end);
      update public.payment_intents x
         set status = 'succeeded', transaction_id = v_txn, failure_reason = null, updated_at = now(), settled_at = now()
       where x.id = it.id returning * into it;
      v_credited := true;
      v_result := 'Order ' || ord.number || ' paid'
                  || case when v_was <> 'pending' then ' (late: the intent was ' || v_was || ')' else '' end;
    else
      update public.payment_intents x
         set status = 'held', transaction_id = coalesce(x.transaction_id, v_txn), updated_at = now(), settled_at = now(),
             failure_reason = 'Order ' || ord.number || ' is ' || ord.status
                              || case when ord.status = 'new' then ' with a total of ' || ord.currency || ' ' || ord.total
                                      else '' end
                              || ': held for review, not applied (refund the payer or re-open the order)'
       where x.id = it.id returning * into it;
      v_result := it.failure_reason;
    end if;
  else
    -- Allocated to the invoice as far as it is still due (staff may have recorded money meanwhile); the rest
    -- stays as the customer's credit, as for any payment.
    select * into inv from public.invoices x where x.id = it.invoice_id for update;
    v_alloc := case when inv.status in ('issued', 'partially_paid') and inv.currency = it.currency
                    then least(it.amount, inv.amount_due) else 0 end;
    v_method := case it.provider when 'mpesa' then 'mpesa' else 'card' end;
    begin
      pay := public.record_payment(jsonb_build_object(
        'customer_id', it.customer_id,
        'method', v_method,
        'amount', it.amount::text,
        'currency', it.currency,
        'transaction_code', case when v_method = 'mpesa' then v_txn end,
        'reference', case when v_method = 'mpesa' then it.provider_reference else v_txn end,
        'payer', it.phone,
        'notes', 'Paid online (' || it.provider || case when it.test then ', payment testing' else '' end || ')',
        'allocations', case when v_alloc > 0
                            then jsonb_build_array(jsonb_build_object('invoice_id', it.invoice_id, 'amount', v_alloc::text))
                            else '[]'::jsonb end));
    exception when unique_violation then
      -- The transaction may already be another intent's (an M-Pesa payment reported by its C2B confirmation
      -- first, ADR 064): this one is held without taking its id.
      update public.payment_intents x
         set status = 'held', updated_at = now(), settled_at = now(),
             transaction_id = case when exists (select 1 from public.payment_intents o
                                                 where o.provider = x.provider and o.transaction_id = v_txn
                                                   and o.id <> x.id)
                                   then x.transaction_id else coalesce(x.transaction_id, v_txn) end,
             failure_reason = 'Transaction ' || v_txn || ' is already recorded: held for review, not credited twice'
       where x.id = it.id returning * into it;
      v_result := it.failure_reason;
    end;
    if pay.id is not null then
      update public.payment_intents x
         set status = 'succeeded', payment_id = pay.id, transaction_id = v_txn, failure_reason = null,
             updated_at = now(), settled_at = now()
       where x.id = it.id returning * into it;
      v_credited := true;
      v_result := 'Credited as receipt ' || pay.number
                  || case when v_was <> 'pending' then ' (late: the intent was ' || v_was || ')' else '' end
                  || case when v_alloc < it.amount then ' (' || (it.amount - v_alloc) || ' kept as credit)' else '' end;
    end if;
  end if;

  update public.payment_intents x set attempts = x.attempts + 1 where x.id = it.id returning * into it;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, body)
  values (it.id, it.provider, v_source, true, v_outcome, v_result, v_body);
  return jsonb_build_object('status', it.status, 'credited', v_credited, 'duplicate', v_duplicate,
                            'receipt', (select y.number from public.payments y where y.id = it.payment_id),
                            'payment_id', it.payment_id, 'intent_id', it.id, 'order_id', it.order_id,
                            'result', v_result);
end
$$;

revoke execute on function public.settle_payment_intent(jsonb) from public, anon, authenticated;
grant execute on function public.settle_payment_intent(jsonb) to service_role;
