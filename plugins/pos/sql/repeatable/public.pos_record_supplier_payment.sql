-- public.pos_record_supplier_payment: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- "Record payment" on an open supplier bill (admin; ADR 083): the date paid (not after today), how
-- (bank transfer, M-Pesa, cheque, cash), a reference and the amount (above 0, 2 decimals, at most what is left
-- to pay: overpaying is refused, naming the balance). The bill is paid once its payments add up to its total.
-- The bill's row is locked: payments at once are added one after the other. Idempotent on p_payment (the
-- dialog's id): a double click or a retry records one payment and answers `already: true`.
create or replace function public.pos_record_supplier_payment(
  p_payment uuid, p_bill uuid, p_amount numeric, p_paid_on date default null, p_method text default 'bank_transfer',
  p_reference text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  b public.pos_supplier_bills;
  on_date date := coalesce(p_paid_on, app.company_today());
  ref text := nullif(btrim(p_reference), '');
  left_to_pay numeric;
begin
  perform app.pos_guard('admin', 'pay supplier bills');
  if p_payment is null then
    raise exception 'The screen must give the payment an id' using errcode = '22023';
  end if;
  select * into b from public.pos_supplier_bills x where x.id = p_bill for update;
  if b.id is null then
    raise exception 'No such supplier bill' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.pos_supplier_bill_payments p where p.id = p_payment) then
    return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', true);
  end if;
  if b.status = 'draft' then
    raise exception 'Bill % is a draft: post it first, then record what was paid', b.number using errcode = '55000';
  end if;
  if b.status = 'paid' then
    raise exception 'Bill % is paid in full already', b.number using errcode = '55000';
  end if;
  if b.status = 'cancelled' then
    raise exception 'Bill % is cancelled: nothing can be paid on it', b.number using errcode = '55000';
  end if;
  perform app.assert_money(p_amount, 'The amount');
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'The amount must be above 0 with at most 2 decimals' using errcode = '22023', detail = 'amount';
  end if;
  left_to_pay := b.total - b.paid;
  if p_amount > left_to_pay then
    raise exception 'Only % is left to pay on bill %: a payment of % would pay more than the bill',
      to_char(left_to_pay, 'FM999,999,999,990.00'), b.number, to_char(p_amount, 'FM999,999,999,990.00')
      using errcode = '22023', detail = 'amount';
  end if;
  if on_date > app.company_today() then
    raise exception 'The payment date cannot be after today' using errcode = '22023', detail = 'paid_on';
  end if;
  if p_method is null or p_method not in ('bank_transfer', 'mpesa', 'cheque', 'cash') then
    raise exception 'Say how it was paid: bank transfer, M-Pesa, cheque or cash' using errcode = '22023',
      detail = 'method';
  end if;
  if length(coalesce(ref, '')) > 100 then
    raise exception 'The reference can be at most 100 characters' using errcode = '22023', detail = 'reference';
  end if;
  insert into public.pos_supplier_bill_payments (id, bill_id, paid_on, method, reference, amount)
  values (p_payment, b.id, on_date, p_method::public.pos_supplier_payment_method, ref, p_amount);
  update public.pos_supplier_bills
     set paid = paid + p_amount,
         status = case when paid + p_amount = total then 'paid' else 'open' end::public.pos_supplier_bill_status
   where id = b.id;
  return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_record_supplier_payment(uuid, uuid, numeric, date, text, text) from public, anon;
grant execute on function public.pos_record_supplier_payment(uuid, uuid, numeric, date, text, text) to authenticated, service_role;
