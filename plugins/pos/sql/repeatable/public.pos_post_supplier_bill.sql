-- public.pos_post_supplier_bill: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Posts a draft supplier bill (admin; ADR 083): draft → open, the firm owes it from now on (a bill of 0.00
-- is paid at once). Already open or paid: answered as it is (a double click). Cancelled: refused.
create or replace function public.pos_post_supplier_bill(p_bill uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  b public.pos_supplier_bills;
begin
  perform app.pos_guard('admin', 'post supplier bills');
  select * into b from public.pos_supplier_bills x where x.id = p_bill for update;
  if b.id is null then
    raise exception 'No such supplier bill' using errcode = 'P0002';
  end if;
  if b.status in ('open', 'paid') then
    return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', true);
  end if;
  if b.status = 'cancelled' then
    raise exception 'Bill % is cancelled: create a new bill from the purchase order instead', b.number
      using errcode = '55000';
  end if;
  update public.pos_supplier_bills
     set status = case when total = 0 then 'paid' else 'open' end::public.pos_supplier_bill_status,
         posted_at = now(), posted_by = auth.uid()
   where id = b.id;
  return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_post_supplier_bill(uuid) from public, anon;
grant execute on function public.pos_post_supplier_bill(uuid) to authenticated, service_role;
