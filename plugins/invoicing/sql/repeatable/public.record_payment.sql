-- public.record_payment: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.record_payment(payload jsonb) returns public.payments
language plpgsql security definer
set search_path = ''
as $$
declare
  pay public.payments;
  v_customer uuid;
  v_method text := btrim(coalesce(payload ->> 'method', ''));
  v_amount numeric;
  v_received date;
  v_code text := nullif(upper(btrim(coalesce(payload ->> 'transaction_code', ''))), '');
  v_currency text := coalesce(nullif(btrim(payload ->> 'currency'), ''), 'KES');
  allocs jsonb := coalesce(payload -> 'allocations', '[]'::jsonb);
  a record;
  inv public.invoices;
  allocated numeric := 0;
  a_amount numeric;
  existing text;
  i integer := 0;
  v_limit numeric;
begin
  -- Staff, or the server settling an online payment (payments' settle_payment_intent, ADR 053).
  if not (coalesce(app.has_role('staff'), false) or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only staff can record payments' using errcode = '42501';
  end if;
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The payment must be an object of fields' using errcode = '22023';
  end if;
  if jsonb_typeof(allocs) <> 'array' then
    raise exception 'allocations must be a list of { invoice_id, amount }' using errcode = '22023';
  end if;
  begin
    v_customer := (payload ->> 'customer_id')::uuid;
    v_received := coalesce((payload ->> 'received_on')::date, app.company_today());
  exception when invalid_text_representation or invalid_datetime_format or datetime_field_overflow then
    raise exception 'Check the customer and the date received' using errcode = '22023';
  end;
  -- NaN, Infinity, words and absurd amounts are refused in words (ADR 033).
  v_amount := app.number_input(payload ->> 'amount', 'The amount');
  if v_customer is null or not exists (select 1 from public.customers c where c.id = v_customer) then
    raise exception 'Choose the customer who paid' using errcode = '22023';
  end if;
  if v_method not in ('cash', 'bank_transfer', 'mpesa', 'cheque', 'card') then
    raise exception 'Choose how it was paid: cash, bank transfer, M-Pesa, cheque or card' using errcode = '22023';
  end if;
  if v_amount is null or v_amount <= 0 or v_amount <> round(v_amount, 2) then
    raise exception 'The amount must be above 0 with at most 2 decimals' using errcode = '22023';
  end if;
  -- The firm's limit for one payment without an admin (Settings → Sales; issue 22 item 1).
  select s.payment_limit_without_admin into v_limit from public.sales_settings s where s.id;
  if v_limit is not null and v_amount > v_limit and not coalesce(app.has_role('admin'), false)
     and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'A payment above % needs an admin: check the amount, or ask an admin to record it',
      to_char(v_limit, 'FM999,999,999,990.00') using errcode = '42501';
  end if;
  if v_received > app.company_today() then
    raise exception 'The date received cannot be in the future' using errcode = '22023';
  end if;
  if v_received < app.payment_earliest_date() then
    raise exception 'The date received cannot be more than a year ago (before %)',
      to_char(app.payment_earliest_date(), 'DD Mon YYYY') using errcode = '22023';
  end if;
  if not app.is_iso_currency(v_currency) then
    raise exception 'The currency must be an ISO 4217 code, like KES, USD or EUR' using errcode = '22023';
  end if;
  if v_method = 'mpesa' then
    if v_code is null or v_code !~ '^[A-Z0-9]{10}$' then
      raise exception 'An M-Pesa transaction code is 10 letters and digits, like SKL4XB2M9Q' using errcode = '23514',
        constraint = 'payments_transaction_code_format';
    end if;
    select p.number into existing from public.payments p
     where p.method = 'mpesa' and upper(p.transaction_code) = v_code and p.reversed_at is null;
    if existing is not null then
      raise exception 'M-Pesa code % is already recorded (receipt %)', v_code, existing using errcode = '23505',
        constraint = 'payments_mpesa_code_key';
    end if;
  else
    v_code := null;
  end if;

  perform set_config('app.invoicing_write', 'on', true);
  begin
    insert into public.payments (number, customer_id, method, currency, amount, received_on, transaction_code,
                                 reference, payer, notes)
    values (app.next_payment_number(), v_customer, v_method, v_currency, v_amount, v_received, v_code,
            nullif(btrim(payload ->> 'reference'), ''), nullif(btrim(payload ->> 'payer'), ''),
            nullif(btrim(payload ->> 'notes'), ''))
    returning * into pay;
  exception when unique_violation then
    -- Someone recorded the same code at the same instant (the unique index waited for them).
    raise exception 'M-Pesa code % is already recorded', v_code using errcode = '23505',
      constraint = 'payments_mpesa_code_key';
  end;

  -- In invoice id order: two payments on the same invoices lock them in one order.
  for a in
    select (x ->> 'invoice_id') as invoice_id, (x ->> 'amount') as amount, min(o) as o
      from jsonb_array_elements(allocs) with ordinality as t (x, o)
     group by 1, 2
     order by 1
  loop
    i := i + 1;
    if (select count(*) from jsonb_array_elements(allocs) x where x ->> 'invoice_id' = a.invoice_id) > 1 then
      raise exception 'The same invoice is listed twice' using errcode = '22023';
    end if;
    a_amount := app.number_input(a.amount, 'Allocation ' || a.o || ': the amount');
    begin
      inv := app.payable_invoice(a.invoice_id::uuid, v_customer, v_currency, a_amount, 'Allocation ' || a.o);
    exception when invalid_text_representation then
      raise exception 'Allocation %: give an invoice and an amount', a.o using errcode = '22023';
    end;
    allocated := allocated + a_amount;
    if allocated > v_amount then
      raise exception 'The allocations add up to more than the payment of %', v_amount using errcode = '23514',
        constraint = 'payment_allocations_payment_limit';
    end if;
    insert into public.payment_allocations (payment_id, invoice_id, amount, kind)
    values (pay.id, inv.id, a_amount, 'payment');
    inv := app.invoice_add_paid(inv.id, a_amount);
    perform app.record_event('invoices', inv.id::text, 'invoicing.payment_recorded', null,
      jsonb_build_object('receipt', pay.number, 'amount', a_amount, 'method', pay.method,
                         'status', inv.status), '/dashboard/invoices/' || inv.id);
  end loop;
  perform set_config('app.invoicing_write', '', true);

  perform app.record_event('customers', v_customer::text, 'invoicing.payment_recorded', null,
    jsonb_build_object('receipt', pay.number, 'amount', pay.amount, 'method', pay.method,
                       'credit', v_amount - allocated));
  return pay;
end
$$;
