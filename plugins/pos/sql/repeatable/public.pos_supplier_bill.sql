-- public.pos_supplier_bill: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A supplier bill's document (staff): what the bill page shows and prints (ADR 083).
create or replace function public.pos_supplier_bill(p_bill uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.pos_guard('staff', 'read supplier bills');
  if not exists (select 1 from public.pos_supplier_bills b where b.id = p_bill) then
    raise exception 'No such supplier bill' using errcode = 'P0002';
  end if;
  return app.pos_supplier_bill_document(p_bill);
end
$$;
revoke execute on function public.pos_supplier_bill(uuid) from public, anon;
grant execute on function public.pos_supplier_bill(uuid) to authenticated, service_role;
