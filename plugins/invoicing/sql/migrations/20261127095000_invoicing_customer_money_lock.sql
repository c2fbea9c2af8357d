-- Money movements of one customer take turns (fixes a deadlock found by
-- tests/invoicing/payments.test.ts "… never a deadlock"): apply_customer_credit
-- locked the invoice and then the customer's payments, reverse_payment the
-- payment and then its invoices — run at once on the same invoice, each waited
-- for the other and PostgreSQL aborted one with 40P01. Both now take the
-- customer's transaction-level advisory lock first, so the second simply waits
-- for the first to commit and then sees its result (credit already spent, or
-- the payment already reversed). Row locks stay as they were: they still guard
-- against every other writer. The bodies are 20261126160000's, plus that line.
create function app.lock_customer_money(customer_id uuid) returns void
language sql volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('invoicing.customer-money:' || coalesce(customer_id::text, ''), 0))
$$;
revoke execute on function app.lock_customer_money(uuid) from public, anon, authenticated;

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
    continue when p.credit <= 0;
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
  insert into public.payment_reversals (reference, payment_id, reason, amount)
  values ('REV-' || pay.number, pay.id, btrim(reason), pay.amount)
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
    jsonb_build_object('receipt', pay.number, 'amount', pay.amount));
  return rev;
end
$$;
