-- public.apply_payment_refund: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Books a refund the provider accepted (ADR 061), admin only (invoicing's reverse_payment is an admin's), in
-- one transaction: the payment is reversed through reverse_payment (the invoice owes it again) and, for a part
-- refund, what the customer keeps paid is recorded again through record_payment (a new receipt, allocated to
-- the invoice as far as it is due); the intent then points at that receipt. Once: a refund already booked is
-- answered as it is (duplicate: true).
create or replace function public.apply_payment_refund(refund_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.payment_refunds;
  it public.payment_intents;
  pay public.payments;
  inv public.invoices;
  again public.payments;
  v_rest numeric;
  v_alloc numeric;
begin
  -- The service role books an M-Pesa reversal when its result callback arrives (ADR 079).
  if not (coalesce(app.has_role('admin'), false) or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only an admin can refund a payment' using errcode = '42501';
  end if;
  select * into f from public.payment_refunds r where r.id = apply_payment_refund.refund_id;
  if not found then
    raise exception 'There is no such refund' using errcode = 'P0002';
  end if;
  -- The intent first (as request_payment_refund and the settle path lock it), then the refund.
  select * into it from public.payment_intents x where x.id = f.intent_id for update;
  select * into f from public.payment_refunds r where r.id = f.id for update;
  if f.status = 'succeeded' then
    return to_jsonb(f) || jsonb_build_object('duplicate', true);
  end if;
  if f.status <> 'provider_done' then
    raise exception 'The provider has not confirmed this refund (it is %): nothing booked', f.status
      using errcode = '22023';
  end if;
  select * into pay from public.payments y where y.id = f.original_payment_id;
  perform public.reverse_payment(pay.id,
    'Refunded online (' || coalesce(f.provider_refund_reference, it.provider) || '): ' || f.reason);
  v_rest := pay.amount - f.amount;
  if v_rest > 0 then
    select * into inv from public.invoices x where x.id = it.invoice_id;
    v_alloc := case when inv.id is not null and inv.status in ('issued', 'partially_paid') and inv.currency = pay.currency
                    then least(v_rest, inv.amount_due) else 0 end;
    again := public.record_payment(jsonb_build_object(
      'customer_id', pay.customer_id,
      'method', pay.method,
      'amount', v_rest::text,
      'currency', pay.currency,
      'reference', pay.reference,
      'payer', pay.payer,
      'notes', 'What stays paid of receipt ' || pay.number || ' after a refund of ' || f.amount,
      'allocations', case when v_alloc > 0
                          then jsonb_build_array(jsonb_build_object('invoice_id', inv.id, 'amount', v_alloc::text))
                          else '[]'::jsonb end));
    update public.payment_intents x set payment_id = again.id, updated_at = now() where x.id = it.id;
  end if;
  update public.payment_refunds r
     set status = 'succeeded', replacement_payment_id = again.id, completed_at = now(), updated_at = now()
   where r.id = f.id returning * into f;
  insert into public.payment_events (intent_id, provider, kind, verified, outcome, result, actor)
  values (it.id, it.provider, 'refund', true, 'refunded',
          'Refund of ' || f.currency || ' ' || f.amount || ' booked: receipt ' || pay.number || ' reversed'
          || case when again.id is not null then ', ' || again.currency || ' ' || again.amount || ' kept as receipt '
                                                 || again.number else '' end,
          auth.uid());
  return to_jsonb(f) || jsonb_build_object('duplicate', false, 'receipt', again.number);
end
$$;

revoke execute on function public.apply_payment_refund(uuid) from public, anon;
grant execute on function public.apply_payment_refund(uuid) to authenticated, service_role;
