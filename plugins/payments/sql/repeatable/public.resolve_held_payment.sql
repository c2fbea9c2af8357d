-- public.resolve_held_payment: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin resolves a held online payment (ADR 061), once:
--   'credit' — the amount the provider reported is recorded through invoicing's record_payment (receipt,
--              allocation to the invoice as far as it is due, the rest the customer's credit); the intent then
--              counts as succeeded with that receipt, so a later callback credits nothing again;
--   'refund' — the money is marked to go back (a reason is required); the intent stays held, so nothing
--              credits it later. The refund itself is made at the provider, or by hand for M-Pesa.
-- The intent is locked first: a double click or two admins at once resolve it once; asking again for the same
-- resolution answers the first one (duplicate: true), asking for the other one is refused in words.
create or replace function public.resolve_held_payment(intent_id uuid, resolution text, reason text default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  it public.payment_intents;
  inv public.invoices;
  done public.payment_intent_resolutions;
  pay public.payments;
  v_currency text;
  v_amount numeric;
  v_alloc numeric;
  v_method text;
  v_reason text := nullif(btrim(coalesce(reason, '')), '');
  v_wanted text := case resolution when 'credit' then 'credited' when 'refund' then 'refund' end;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can resolve a held payment' using errcode = '42501';
  end if;
  if not app.module_enabled('payments') then
    raise exception 'Online payments are switched off' using errcode = '42501';
  end if;
  if resolution is null or resolution not in ('credit', 'refund') then
    raise exception 'Choose credit (record the amount received) or refund' using errcode = '22023';
  end if;
  select * into it from public.payment_intents x where x.id = resolve_held_payment.intent_id for update;
  if not found then
    raise exception 'There is no such online payment' using errcode = 'P0002';
  end if;
  select * into done from public.payment_intent_resolutions r where r.intent_id = it.id;
  if found then
    if done.resolution = v_wanted then
      return jsonb_build_object('resolution', done.resolution, 'duplicate', true, 'status', it.status,
        'receipt', (select y.number from public.payments y where y.id = done.payment_id));
    end if;
    raise exception 'This payment was already resolved (%): nothing changed',
      replace(done.resolution, 'refund', 'marked for refund') using errcode = '22023';
  end if;
  if it.status <> 'held' then
    raise exception 'Only a held payment can be resolved; this one is %', it.status using errcode = '22023';
  end if;

  if resolution = 'refund' then
    if v_reason is null or length(v_reason) < 3 then
      raise exception 'Say why the money goes back (at least 3 characters)' using errcode = '22023';
    end if;
    insert into public.payment_intent_resolutions (intent_id, resolution, reason, resolved_by)
    values (it.id, 'refund', v_reason, auth.uid()) returning * into done;
    insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, actor)
    values (it.id, it.provider, 'staff', true, 'refund', 'Marked for refund by an admin: ' || v_reason, auth.uid());
    return jsonb_build_object('resolution', 'refund', 'duplicate', false, 'status', it.status, 'receipt', null);
  end if;

  -- What the provider reported, kept in columns by the settle path when it held the payment for its amount or
  -- currency (ADR 064); any other hold has none and cannot be credited.
  if it.received_currency is null then
    raise exception 'This payment was held because %; it cannot be credited: mark it for refund',
      coalesce(lower(left(it.failure_reason, 1)) || substr(it.failure_reason, 2), 'of a problem with it')
      using errcode = '22023';
  end if;
  v_currency := it.received_currency;
  v_amount := it.received_amount;
  if v_amount is null or v_amount <= 0 or v_currency <> it.currency then
    raise exception 'The provider reported % % for a payment of % %: only an amount in % can be credited; mark it for refund',
      v_currency, coalesce(v_amount::text, '?'), it.currency, it.amount, it.currency using errcode = '22023';
  end if;
  if it.invoice_id is null then
    raise exception 'This payment is not for an invoice: mark it for refund, or settle it where it was made'
      using errcode = '22023';
  end if;

  select * into inv from public.invoices x where x.id = it.invoice_id for update;
  v_alloc := case when inv.status in ('issued', 'partially_paid') and inv.currency = it.currency
                  then least(v_amount, inv.amount_due) else 0 end;
  v_method := case it.provider when 'mpesa' then 'mpesa' else 'card' end;
  begin
    pay := public.record_payment(jsonb_build_object(
      'customer_id', it.customer_id,
      'method', v_method,
      'amount', v_amount::text,
      'currency', it.currency,
      'transaction_code', case when v_method = 'mpesa' then it.transaction_id end,
      'reference', case when v_method = 'mpesa' then it.provider_reference else it.transaction_id end,
      'payer', it.phone,
      'notes', 'Paid online (' || it.provider || '), held for a wrong amount and credited after review',
      'allocations', case when v_alloc > 0
                          then jsonb_build_array(jsonb_build_object('invoice_id', it.invoice_id, 'amount', v_alloc::text))
                          else '[]'::jsonb end));
  exception when unique_violation then
    raise exception 'Transaction % is already recorded as a payment: it cannot be credited twice; mark this one for refund',
      it.transaction_id using errcode = '23505';
  end;
  insert into public.payment_intent_resolutions (intent_id, resolution, amount, currency, reason, payment_id, resolved_by)
  values (it.id, 'credited', v_amount, it.currency, v_reason, pay.id, auth.uid()) returning * into done;
  update public.payment_intents x
     set status = 'succeeded', payment_id = pay.id, updated_at = now()
   where x.id = it.id returning * into it;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, actor)
  values (it.id, it.provider, 'staff', true, 'succeeded',
          'Credited after review by an admin: ' || it.currency || ' ' || v_amount || ' as receipt ' || pay.number
          || case when v_alloc < v_amount then ' (' || (v_amount - v_alloc) || ' kept as credit)' else '' end,
          auth.uid());
  return jsonb_build_object('resolution', 'credited', 'duplicate', false, 'status', it.status,
                            'receipt', pay.number, 'payment_id', pay.id, 'amount', v_amount);
end
$$;

revoke execute on function public.resolve_held_payment(uuid, text, text) from public, anon;
grant execute on function public.resolve_held_payment(uuid, text, text) to authenticated;
