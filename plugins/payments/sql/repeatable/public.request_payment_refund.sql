-- public.request_payment_refund: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin asks to refund a succeeded online payment, in full or in part (ADR 061). p: { intent_id, amount,
-- reason, key }. The key is the screen's for one press of "Refund": the same key answers the same refund
-- (created: false), so a double click or a retry never refunds twice. The intent is locked, one refund per
-- payment is in flight at a time, and the amount is at most what the payment still holds. The payments-staff
-- function then asks the provider (record_payment_refund_result) and books it (apply_payment_refund).
-- M-Pesa has no refund through its API here: a reversal is asked of Safaricom by hand (README).
create or replace function public.request_payment_refund(p jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  it public.payment_intents;
  pay public.payments;
  f public.payment_refunds;
  v_key text := nullif(btrim(coalesce(p ->> 'key', '')), '');
  v_reason text := nullif(btrim(coalesce(p ->> 'reason', '')), '');
  v_amount numeric;
  v_intent uuid;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can refund a payment' using errcode = '42501';
  end if;
  if not app.module_enabled('payments') then
    raise exception 'Online payments are switched off' using errcode = '42501';
  end if;
  if v_key is null or length(v_key) not between 8 and 100 then
    raise exception 'The refund needs its request key (8 to 100 characters)' using errcode = '22023';
  end if;
  begin
    v_intent := (p ->> 'intent_id')::uuid;
  exception when invalid_text_representation then
    v_intent := null;
  end;
  select * into it from public.payment_intents x where x.id = v_intent for update;
  if not found then
    raise exception 'There is no such online payment' using errcode = 'P0002';
  end if;
  -- The same press again (after the lock: two at once wait for each other and find the first).
  select * into f from public.payment_refunds r where r.request_key = v_key;
  if found then
    if f.intent_id <> it.id then
      raise exception 'This request key belongs to another refund' using errcode = '22023';
    end if;
    return to_jsonb(f) || jsonb_build_object('created', false);
  end if;
  if it.invoice_id is null and it.payment_id is null then
    raise exception 'This payment is not for an invoice (an order): refund it where the order is managed'
      using errcode = '22023';
  end if;
  if it.status <> 'succeeded' or it.payment_id is null then
    raise exception 'Only a succeeded online payment can be refunded; this one is %', it.status using errcode = '22023';
  end if;
  select * into pay from public.payments y where y.id = it.payment_id;
  if pay.reversed_at is not null then
    raise exception 'Payment % is already refunded or reversed: nothing left to refund', pay.number
      using errcode = '22023';
  end if;
  if exists (select 1 from public.payment_refunds r where r.intent_id = it.id and r.status in ('requested', 'provider_done')) then
    raise exception 'A refund of this payment is already under way: wait for it to finish, then refund more if needed'
      using errcode = '55P03';
  end if;
  if v_reason is null or length(v_reason) < 3 then
    raise exception 'Say why the money goes back (at least 3 characters)' using errcode = '22023';
  end if;
  v_amount := app.number_input(p ->> 'amount', 'The refund amount');
  if v_amount is null or v_amount <= 0 then
    raise exception 'Enter the amount to refund' using errcode = '22023';
  end if;
  if v_amount <> round(v_amount, 2) then
    raise exception 'The refund amount has at most 2 decimals' using errcode = '22023';
  end if;
  if v_amount > pay.amount then
    raise exception 'At most % % can be refunded (receipt %)', pay.currency, pay.amount, pay.number
      using errcode = '22023';
  end if;
  -- M-Pesa (ADR 079): Daraja's Reversal API reverses a whole transaction, named by its receipt number.
  if it.provider = 'mpesa' then
    if it.transaction_id is null then
      raise exception 'This M-Pesa payment has no receipt number to reverse: refund it by hand' using errcode = '22023';
    end if;
    if v_amount <> pay.amount or pay.amount <> it.amount then
      raise exception 'M-Pesa reverses a whole payment: refund % % (all of receipt %), or send a part back by hand and reverse the payment on the invoice',
        pay.currency, to_char(least(pay.amount, it.amount), 'FM999,999,999,990.00'), pay.number using errcode = '22023';
    end if;
  end if;
  insert into public.payment_refunds (intent_id, request_key, amount, currency, reason, original_payment_id, requested_by)
  values (it.id, v_key, v_amount, pay.currency, v_reason, pay.id, auth.uid()) returning * into f;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, actor)
  values (it.id, it.provider, 'refund', true, 'requested',
          'Refund of ' || f.currency || ' ' || f.amount || ' requested by an admin: ' || v_reason, auth.uid());
  return to_jsonb(f) || jsonb_build_object('created', true);
end
$$;

revoke execute on function public.request_payment_refund(jsonb) from public, anon;
grant execute on function public.request_payment_refund(jsonb) to authenticated;
