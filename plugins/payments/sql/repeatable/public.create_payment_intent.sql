-- public.create_payment_intent: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The payer's "Pay now" (through the payments-start function, as the service role): an intent for the invoice
-- the link opens, for the amount due or part of it. Refused in words for a paid, void or draft invoice, an
-- amount above what is due, a currency the provider does not take, a provider that is off, and too many
-- attempts (5 per invoice, 10 per address in 10 minutes). Returns the intent as JSON.
-- A part of the amount due only as the firm's rules allow (public.payment_settings, ADR 075): not at all when
-- parts are off, not below the minimum part (in the company's currency). Rehearsals from payment testing are
-- not held to these rules.
-- An online shop order (issue 27, ADR 057) pays the same way: { order_token } instead of the invoice's, always for
-- the order's whole total (a sent amount must equal it), only while the order is new and its stock reserved;
-- starting a payment keeps the reservation for 30 minutes from now (the buyer is paying). 5 per order in 10 min.
create or replace function public.create_payment_intent(p jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
  v_order_token text := btrim(coalesce(p ->> 'order_token', ''));
  prov public.payment_providers;
  v_token text := btrim(coalesce(p ->> 'invoice_token', ''));
  v_provider text := coalesce(nullif(btrim(p ->> 'provider'), ''), 'sandbox');
  v_amount numeric;
  v_phone text := nullif(btrim(coalesce(p ->> 'phone', '')), '');
  v_address text := nullif(btrim(p ->> 'client_address'), '');
  v_test boolean := coalesce((p ->> 'test')::boolean, false);
  it public.payment_intents;
  rules public.payment_settings;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Payments are started by the server' using errcode = '42501';
  end if;
  if not app.module_enabled('payments') then
    raise exception 'Online payment is switched off: pay by the instructions on the invoice' using errcode = '55000';
  end if;
  if v_order_token <> '' then
    return app.create_order_payment_intent(p);
  end if;
  if v_test and nullif(p ->> 'invoice_id', '') is not null then
    select * into inv from public.invoices x where x.id = (p ->> 'invoice_id')::uuid;
  elsif length(v_token) between 32 and 100 then
    select x.* into inv from public.invoice_links l join public.invoices x on x.id = l.invoice_id
     where l.token = v_token;
  end if;
  if inv.id is null then
    raise exception 'This link does not open an invoice: ask us for a new one' using errcode = 'PT404';
  end if;
  if inv.status not in ('issued', 'partially_paid') or inv.amount_due <= 0 then
    raise exception 'Invoice % cannot be paid online (it is %)', coalesce(inv.number, 'draft'),
      replace(inv.status, '_', ' ') using errcode = 'PT409';
  end if;
  select * into prov from public.payment_providers x where x.provider = v_provider;
  -- A rehearsal from payment testing may use a provider that clients cannot (the sandbox switched off).
  if not found or (not prov.enabled and not v_test) then
    raise exception 'That way of paying is not available: choose another' using errcode = '22023';
  end if;
  v_amount := app.number_input(coalesce(p ->> 'amount', inv.amount_due::text), 'The amount');
  if v_amount is null or v_amount <= 0 or v_amount <> round(v_amount, 2) then
    raise exception 'The amount must be above 0 with at most 2 decimals' using errcode = '22023';
  end if;
  if v_amount > inv.amount_due then
    raise exception 'Only % % is due on invoice %', inv.currency, to_char(inv.amount_due, 'FM999,999,999,990.00'),
      inv.number using errcode = '22023';
  end if;
  if v_amount < inv.amount_due and not v_test then
    select * into rules from public.payment_settings s where s.id;
    if not coalesce(rules.partial_allowed, true) then
      raise exception 'This invoice must be paid in full: % %', inv.currency,
        to_char(inv.amount_due, 'FM999,999,999,990.00') using errcode = '22023';
    end if;
    if v_amount < rules.minimum_part
       and inv.currency = (select o.currency from public.organizations o where o.id = 1) then
      raise exception 'Pay at least % %, or the whole % % due', inv.currency,
        to_char(rules.minimum_part, 'FM999,999,999,990.00'), inv.currency,
        to_char(inv.amount_due, 'FM999,999,999,990.00') using errcode = '22023';
    end if;
  end if;
  if v_provider = 'mpesa' then
    if inv.currency <> 'KES' then
      raise exception 'M-Pesa takes Kenya shillings; invoice % is in %', inv.number, inv.currency using errcode = '22023';
    end if;
    if v_amount <> round(v_amount) then
      raise exception 'M-Pesa takes whole shillings: pay % or %', floor(v_amount), ceil(v_amount) using errcode = '22023';
    end if;
    -- Daraja serves Kenya only (ADR 079): a firm elsewhere is not offered M-Pesa (online_payment_options).
    if coalesce((select o.phone_country from public.organizations o where o.id = 1), 'KE') <> 'KE' then
      raise exception 'M-Pesa is for firms in Kenya: choose another way to pay' using errcode = '22023';
    end if;
    if v_phone is null then
      raise exception 'Enter the M-Pesa phone number, like 0712 345 678' using errcode = '22023';
    end if;
    v_phone := app.mpesa_phone(v_phone);
    if v_phone is null then
      raise exception 'Enter a Kenyan M-Pesa number: it starts 07 or 01 and has 10 digits, like 0712 345 678 or +254 712 345 678'
        using errcode = '22023';
    end if;
  else
    v_phone := null;
  end if;
  -- Rate limits: one invoice, one address.
  perform pg_advisory_xact_lock(hashtext('payment_intents:' || inv.id::text));
  if (select count(*) from public.payment_intents x
       where x.invoice_id = inv.id and x.created_at > now() - interval '10 minutes' and not x.test) >= 5 and not v_test then
    raise exception 'Too many payment attempts on this invoice: wait a few minutes, then try again'
      using errcode = 'PT429';
  end if;
  if v_address is not null and (select count(*) from public.payment_intents x
       where x.client_address = v_address and x.created_at > now() - interval '10 minutes') >= 10 then
    raise exception 'Too many payment attempts: wait a few minutes, then try again' using errcode = 'PT429';
  end if;

  insert into public.payment_intents (invoice_id, customer_id, invoice_token, amount, currency, provider, phone,
                                      test, sandbox_behaviour, client_address, provider_reference)
  values (inv.id, inv.customer_id, nullif(v_token, ''), v_amount, inv.currency, v_provider, v_phone, v_test,
          coalesce(p -> 'sandbox_behaviour', '{}'::jsonb), v_address,
          case when v_provider = 'sandbox' then 'SBX-' || upper(substr(md5(gen_random_uuid()::text), 1, 16)) end)
  returning * into it;
  insert into public.payment_events (intent_id, provider, kind, verified, result, body)
  values (it.id, v_provider, case when v_test then 'testing' else 'start' end, true,
          'Intent created for ' || it.currency || ' ' || to_char(it.amount, 'FM999,999,999,990.00') || ' on invoice ' || inv.number,
          jsonb_build_object('amount', it.amount::text, 'currency', it.currency));
  return to_jsonb(it) || jsonb_build_object('invoice_number', inv.number);
end
$$;

revoke execute on function public.create_payment_intent(jsonb) from public, anon, authenticated;
grant execute on function public.create_payment_intent(jsonb) to service_role;
