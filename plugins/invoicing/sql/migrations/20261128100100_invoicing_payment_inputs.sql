-- Money inputs of the payments (issue 20 findings 1 and 18a, ADR 033).
--
-- - record_payment: the amount and every allocation go through
--   app.number_input (NaN, Infinity, words and amounts of 1,000,000,000,000 or
--   more are refused in words); the date received is neither in the future nor
--   more than a year back (app.payment_earliest_date()); the currency is an ISO
--   4217 code (app.is_iso_currency, 20261128100000).
-- - app.payable_invoice (record_payment's allocations, apply_customer_credit):
--   app.assert_money on the amount before any comparison.
-- - apply_customer_credit: the amount is asserted, and a payment stored with
--   NaN before this (see 20261128100000) never counts as credit.
-- - reverse_payment: reverses a NaN payment too; its reversal row carries the
--   sum of the allocations it takes back (the invoices owe that again and get
--   their status back), and the customer's timeline says the recorded amount
--   was NaN.
-- The bodies are the latest definitions (20261126160000, 20261127095000) with
-- those lines changed.

-- A payment received more than a year before the company's today is refused:
-- those books are closed and statements already sent would change (ADR 033).
create function app.payment_earliest_date() returns date
language sql stable
set search_path = ''
as $$
  select (app.company_today() - interval '1 year')::date
$$;
grant execute on function app.payment_earliest_date() to authenticated, service_role;

create or replace function app.payable_invoice(p_invoice_id uuid, p_customer_id uuid, p_currency text, p_amount numeric,
                                    label text) returns public.invoices
language plpgsql
set search_path = ''
as $$
declare
  inv public.invoices;
begin
  select * into inv from public.invoices x where x.id = p_invoice_id for update;
  if not found then
    raise exception '%: that invoice does not exist', label using errcode = 'P0002';
  end if;
  if inv.customer_id <> p_customer_id then
    raise exception '%: invoice % is not this customer''s', label, inv.number using errcode = '22023';
  end if;
  if inv.status not in ('issued', 'partially_paid') then
    raise exception '%: invoice % cannot be paid (it is %)', label, coalesce(inv.number, 'draft'),
      replace(inv.status, '_', ' ') using errcode = '22023';
  end if;
  if inv.currency <> p_currency then
    raise exception '%: invoice % is in %, the payment in %', label, inv.number, inv.currency, p_currency
      using errcode = '22023';
  end if;
  perform app.assert_money(p_amount, label || ': the amount');
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception '%: the amount must be above 0 with at most 2 decimals', label using errcode = '22023';
  end if;
  if p_amount > inv.amount_due then
    raise exception '%: only % is due on invoice %', label, inv.amount_due, inv.number
      using errcode = '23514', constraint = 'payment_allocations_due_limit';
  end if;
  return inv;
end
$$;

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
begin
  if not coalesce(app.has_role('staff'), false) then
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

create or replace function public.apply_customer_credit(invoice_id uuid, amount numeric) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
  p record;
  left_to_apply numeric := amount;
  take numeric;
  available numeric := 0;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can apply a customer''s credit' using errcode = '42501';
  end if;
  perform app.assert_money(amount, 'The credit to apply');
  select x.customer_id, x.currency into p from public.invoices x where x.id = apply_customer_credit.invoice_id;
  if not found then
    raise exception 'That invoice does not exist' using errcode = 'P0002';
  end if;
  perform app.lock_customer_money(p.customer_id);
  inv := app.payable_invoice(apply_customer_credit.invoice_id, p.customer_id, p.currency, amount, 'Credit');
  -- Lock the customer's payments (oldest first) so two applications never spend one credit twice.
  perform 1 from public.payments x where x.customer_id = inv.customer_id and x.reversed_at is null
    order by x.received_on, x.recorded_at, x.id for update;
  perform set_config('app.invoicing_write', 'on', true);
  for p in
    select x.id, x.number, x.amount - coalesce((select sum(y.amount) from public.payment_allocations y
                                                 where y.payment_id = x.id), 0) as credit
      from public.payments x
     where x.customer_id = inv.customer_id and x.reversed_at is null and x.currency = inv.currency
     order by x.received_on, x.recorded_at, x.id
  loop
    exit when left_to_apply = 0;
    -- A payment stored with the amount NaN before ADR 033 holds no credit (least(NaN, x) would be x).
    continue when not app.is_finite(p.credit) or p.credit <= 0;
    take := least(p.credit, left_to_apply);
    insert into public.payment_allocations (payment_id, invoice_id, amount, kind) values (p.id, inv.id, take, 'credit');
    left_to_apply := left_to_apply - take;
    available := available + take;
  end loop;
  if left_to_apply > 0 then
    raise exception 'This customer has only % of credit to apply', available using errcode = '23514',
      constraint = 'payment_allocations_credit_limit';
  end if;
  inv := app.invoice_add_paid(inv.id, amount);
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('invoices', inv.id::text, 'invoicing.credit_applied', null,
    jsonb_build_object('amount', amount, 'status', inv.status));
  perform app.record_event('customers', inv.customer_id::text, 'invoicing.credit_applied', null,
    jsonb_build_object('amount', amount, 'invoice', inv.number), '/dashboard/invoices/' || inv.id);
  return inv;
end
$$;

create or replace function public.reverse_payment(payment_id uuid, reason text) returns public.payment_reversals
language plpgsql security definer
set search_path = ''
as $$
declare
  pay public.payments;
  rev public.payment_reversals;
  a record;
  inv public.invoices;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can reverse a payment' using errcode = '42501';
  end if;
  if length(btrim(coalesce(reason, ''))) < 3 then
    raise exception 'Say why the payment is reversed (at least 3 characters)' using errcode = '22023';
  end if;
  perform app.lock_customer_money((select x.customer_id from public.payments x where x.id = reverse_payment.payment_id));
  select * into pay from public.payments x where x.id = reverse_payment.payment_id for update;
  if not found then
    raise exception 'That payment does not exist' using errcode = 'P0002';
  end if;
  if pay.reversed_at is not null then
    raise exception 'Payment % is already reversed', pay.number using errcode = '22023';
  end if;
  perform set_config('app.invoicing_write', 'on', true);
  -- A payment stored with the amount NaN (before ADR 033): the reversal carries what it takes back
  -- from the invoices, the sum of its allocations, so the reversal row is a real amount.
  insert into public.payment_reversals (reference, payment_id, reason, amount)
  values ('REV-' || pay.number, pay.id, btrim(reason),
          case when app.is_finite(pay.amount) then pay.amount
               else (select coalesce(sum(y.amount), 0) from public.payment_allocations y where y.payment_id = pay.id)
          end)
  returning * into rev;
  update public.payments x set reversed_at = rev.reversed_at where x.id = pay.id;
  for a in
    select y.invoice_id, sum(y.amount) as amount from public.payment_allocations y
     where y.payment_id = pay.id group by y.invoice_id order by y.invoice_id
  loop
    select * into inv from public.invoices x where x.id = a.invoice_id for update;
    if inv.status = 'void' then
      raise exception 'Invoice % is void: its payment cannot be reversed', inv.number using errcode = '22023';
    end if;
    inv := app.invoice_add_paid(inv.id, -a.amount);
    perform app.record_event('invoices', inv.id::text, 'invoicing.payment_reversed', rev.reason,
      jsonb_build_object('receipt', pay.number, 'amount', a.amount, 'status', inv.status));
  end loop;
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('customers', pay.customer_id::text, 'invoicing.payment_reversed', rev.reason,
    jsonb_build_object('receipt', pay.number, 'amount', rev.amount)
      || case when app.is_finite(pay.amount) then '{}'::jsonb else jsonb_build_object('recorded_amount', 'NaN') end);
  return rev;
end
$$;
