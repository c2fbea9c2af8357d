-- app.create_order_payment_intent: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The order half of public.create_payment_intent (issue 27, ADR 057): an intent on the online shop order whose
-- token the buyer holds, for its whole total in its currency. Refused in words for an order that is paid,
-- cancelled or whose reservation ran out; rate limited as invoices are. Starting keeps the order's stock reserved
-- 30 minutes from now. Returns the intent as JSON with `invoice_number` = the order number (the providers'
-- account reference).
create or replace function app.create_order_payment_intent(p jsonb) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  ord public.shop_orders;
  prov public.payment_providers;
  v_token text := btrim(coalesce(p ->> 'order_token', ''));
  v_provider text := coalesce(nullif(btrim(p ->> 'provider'), ''), 'sandbox');
  v_amount numeric;
  v_phone text := nullif(btrim(coalesce(p ->> 'phone', '')), '');
  v_address text := nullif(btrim(p ->> 'client_address'), '');
  it public.payment_intents;
begin
  if length(v_token) between 32 and 100 then
    select * into ord from public.shop_orders x where x.public_token = v_token for update;
  end if;
  if ord.id is null then
    raise exception 'This link does not open an order: check the link in your e-mail, or call us' using errcode = 'PT404';
  end if;
  if ord.status <> 'new' then
    raise exception 'Order % cannot be paid online (it is %)', ord.number, ord.status using errcode = 'PT409';
  end if;
  if ord.reserved_until <= now() then
    raise exception 'Order % was held for 30 minutes and has run out: place it again from the shop', ord.number
      using errcode = 'PT409';
  end if;
  select * into prov from public.payment_providers x where x.provider = v_provider;
  if not found or not prov.enabled then
    raise exception 'That way of paying is not available: choose another' using errcode = '22023';
  end if;
  v_amount := app.number_input(coalesce(nullif(p ->> 'amount', ''), ord.total::text), 'The amount');
  if v_amount is distinct from ord.total then
    raise exception 'An order is paid in full: % %', ord.currency, to_char(ord.total, 'FM999,999,999,990.00')
      using errcode = '22023';
  end if;
  if v_provider = 'mpesa' then
    if ord.total <> round(ord.total) then
      raise exception 'M-Pesa takes whole shillings: pay this order by card' using errcode = '22023';
    end if;
    -- The company's phone country and Kenya's forms, as create_payment_intent (ADR 079).
    v_phone := app.mpesa_phone(v_phone);
    if v_phone is null then
      raise exception 'Enter a Kenyan M-Pesa number: it starts 07 or 01 and has 10 digits, like 0712 345 678 or +254 712 345 678'
        using errcode = '22023';
    end if;
  else
    v_phone := null;
  end if;
  if (select count(*) from public.payment_intents x
       where x.order_id = ord.id and x.created_at > now() - interval '10 minutes') >= 5 then
    raise exception 'Too many payment attempts on this order: wait a few minutes, then try again' using errcode = 'PT429';
  end if;
  if v_address is not null and (select count(*) from public.payment_intents x
       where x.client_address = v_address and x.created_at > now() - interval '10 minutes') >= 10 then
    raise exception 'Too many payment attempts: wait a few minutes, then try again' using errcode = 'PT429';
  end if;

  update public.shop_orders x set reserved_until = greatest(x.reserved_until, now() + interval '30 minutes')
   where x.id = ord.id;
  insert into public.payment_intents (order_id, amount, currency, provider, phone, sandbox_behaviour, client_address,
                                      provider_reference)
  values (ord.id, ord.total, ord.currency, v_provider, v_phone, coalesce(p -> 'sandbox_behaviour', '{}'::jsonb), v_address,
          case when v_provider = 'sandbox' then 'SBX-' || upper(substr(md5(gen_random_uuid()::text), 1, 16)) end)
  returning * into it;
  insert into public.payment_events (intent_id, provider, kind, verified, result, body)
  values (it.id, v_provider, 'start', true,
          'Intent created for ' || it.currency || ' ' || to_char(it.amount, 'FM999,999,999,990.00') || ' on order ' || ord.number,
          jsonb_build_object('amount', it.amount::text, 'currency', it.currency));
  return to_jsonb(it) || jsonb_build_object('invoice_number', ord.number, 'order_number', ord.number);
end
$$;
revoke execute on function app.create_order_payment_intent(jsonb) from public, anon, authenticated;
grant execute on function app.create_order_payment_intent(jsonb) to service_role;
