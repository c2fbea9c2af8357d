-- public.pos_set_purchase_order_status: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Marks a purchase order sent (from a draft) or cancelled (a draft or a sent order nothing was received
-- on) (staff). Asking for the status it already has changes nothing (a double click).
create or replace function public.pos_set_purchase_order_status(p_order uuid, p_status text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.pos_purchase_orders;
begin
  perform app.pos_guard('staff', 'write purchase orders');
  select * into o from public.pos_purchase_orders x where x.id = p_order for update;
  if o.id is null then
    raise exception 'No such purchase order' using errcode = 'P0002';
  end if;
  if p_status is null or p_status not in ('sent', 'cancelled') then
    raise exception 'A purchase order can be marked sent or cancelled' using errcode = '22023';
  end if;
  if o.status::text = p_status then
    return app.pos_purchase_order_document(p_order);
  end if;
  if p_status = 'sent' and o.status <> 'draft' then
    raise exception 'Purchase order % is %: only a draft can be sent', o.number, replace(o.status::text, '_', ' ')
      using errcode = '55000';
  end if;
  if p_status = 'cancelled' and o.status not in ('draft', 'sent') then
    raise exception 'Purchase order % is %: goods were received on it, so it cannot be cancelled', o.number,
      replace(o.status::text, '_', ' ') using errcode = '55000';
  end if;
  update public.pos_purchase_orders
     set status = p_status::public.pos_purchase_order_status,
         sent_at = case when p_status = 'sent' then now() else sent_at end
   where id = p_order;
  return app.pos_purchase_order_document(p_order);
end
$$;
revoke execute on function public.pos_set_purchase_order_status(uuid, text) from public, anon;
grant execute on function public.pos_set_purchase_order_status(uuid, text) to authenticated, service_role;
