-- public.pos_purchase_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A purchase order's document (staff): what the order page shows and prints.
create or replace function public.pos_purchase_order(p_order uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.pos_guard('staff', 'read purchase orders');
  if not exists (select 1 from public.pos_purchase_orders o where o.id = p_order) then
    raise exception 'No such purchase order' using errcode = 'P0002';
  end if;
  return app.pos_purchase_order_document(p_order);
end
$$;
revoke execute on function public.pos_purchase_order(uuid) from public, anon;
grant execute on function public.pos_purchase_order(uuid) to authenticated, service_role;
