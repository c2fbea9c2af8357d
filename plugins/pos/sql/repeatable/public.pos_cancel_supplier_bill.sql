-- public.pos_cancel_supplier_bill: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Cancels a supplier bill entered by mistake (admin; ADR 083): a draft, or an open bill nothing was paid on,
-- with a reason. Its quantities can then be billed again, and the supplier's invoice number entered again.
-- The order's row is locked first (as "Create bill" does), then the bill's. Already cancelled: answered as it is.
create or replace function public.pos_cancel_supplier_bill(p_bill uuid, p_reason text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  b public.pos_supplier_bills;
  why text := nullif(btrim(p_reason), '');
begin
  perform app.pos_guard('admin', 'cancel supplier bills');
  select * into b from public.pos_supplier_bills x where x.id = p_bill;
  if b.id is null then
    raise exception 'No such supplier bill' using errcode = 'P0002';
  end if;
  perform 1 from public.pos_purchase_orders o where o.id = b.purchase_order_id for update;
  select * into b from public.pos_supplier_bills x where x.id = p_bill for update;
  if b.status = 'cancelled' then
    return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', true);
  end if;
  if b.paid > 0 or b.status = 'paid' then
    raise exception 'Bill % has payments recorded against it, so it cannot be cancelled', b.number
      using errcode = '55000';
  end if;
  if why is null or length(why) > 500 then
    raise exception 'Say why the bill is cancelled (at most 500 characters)' using errcode = '22023', detail = 'reason';
  end if;
  update public.pos_supplier_bills
     set status = 'cancelled', cancelled_at = now(), cancelled_by = auth.uid(), cancel_reason = why
   where id = b.id;
  return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_cancel_supplier_bill(uuid, text) from public, anon;
grant execute on function public.pos_cancel_supplier_bill(uuid, text) to authenticated, service_role;
