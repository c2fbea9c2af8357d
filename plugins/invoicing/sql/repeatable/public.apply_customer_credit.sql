-- public.apply_customer_credit: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
