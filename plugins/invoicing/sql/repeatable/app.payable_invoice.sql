-- app.payable_invoice: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
