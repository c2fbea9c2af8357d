-- public.payment_intent_status: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- What the payer's browser may know of its payment (/payment/callback, /success, /failed), by the intent's
-- public token: never decided by the query string. Open to visitors.
create or replace function public.payment_intent_status(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  it public.payment_intents;
  inv public.invoices;
  pay public.payments;
  ord public.shop_orders;
begin
  if token is not null and length(token) between 32 and 100 then
    select * into it from public.payment_intents x where x.public_token = payment_intent_status.token;
  end if;
  if it.id is null then
    raise exception 'We cannot find this payment: open your invoice again' using errcode = 'PT404';
  end if;
  select * into inv from public.invoices x where x.id = it.invoice_id;
  select * into pay from public.payments x where x.id = it.payment_id;
  -- An online shop order's payment (issue 27, ADR 057): the order's number and the buyer's page.
  select * into ord from public.shop_orders x where x.id = it.order_id;
  return jsonb_build_object(
    'status', it.status,
    'provider', it.provider,
    'amount', it.amount::text,
    'currency', it.currency,
    'reason', it.failure_reason,
    'invoice_number', inv.number,
    'invoice_path', case when it.invoice_token is not null then app.invoice_public_path(it.invoice_token) end,
    'amount_due', inv.amount_due::text,
    'receipt_number', pay.number,
    'order_number', ord.number,
    'order_path', case when ord.id is not null then '/shop/order/' || ord.public_token end,
    'order_status', ord.status,
    'paid_on', pay.received_on,
    'created_at', it.created_at,
    'updated_at', it.updated_at);
end
$$;

revoke execute on function public.payment_intent_status(text) from public;
grant execute on function public.payment_intent_status(text) to anon, authenticated, service_role;
