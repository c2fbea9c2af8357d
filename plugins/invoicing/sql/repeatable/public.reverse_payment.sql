-- public.reverse_payment: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
  -- The service role too: payments books an M-Pesa reversal confirmed by Daraja's result callback (ADR 079).
  if not (coalesce(app.has_role('admin'), false) or coalesce(auth.role(), '') = 'service_role') then
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
