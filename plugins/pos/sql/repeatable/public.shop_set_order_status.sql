-- public.shop_set_order_status: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Staff move an online order on (issue 27, ADR 057): paid → packed → delivered (delivery) or collected (pick-up);
-- cancelled from new, paid or packed, with a reason, its stock given back. "Paid" is set only by the payments
-- settle path. The order row is locked, so two clicks (or two staff) cannot move it twice: asking for the status
-- it already has answers it unchanged. Answers the order.
create or replace function public.shop_set_order_status(p_order uuid, p_status text, p_reason text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.shop_orders;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  allowed text[];
begin
  perform app.pos_guard('staff', 'handle online orders');
  select * into o from public.shop_orders x where x.id = p_order for update;
  if not found then
    raise exception 'There is no such order' using errcode = 'P0002';
  end if;
  if o.status = p_status then
    return app.shop_order_json(o.id, true);
  end if;
  allowed := case o.status
    when 'new' then array['cancelled']
    when 'paid' then array['packed', 'cancelled']
    when 'packed' then array[case o.fulfilment when 'delivery' then 'delivered' else 'collected' end, 'cancelled']
    else array[]::text[] end;
  if p_status is null or not (p_status = any (allowed)) then
    raise exception 'Order % is %: it can %', o.number, o.status,
      case when cardinality(allowed) = 0 then 'no longer change'
           else 'only be marked ' || array_to_string(allowed, ' or ') end
      using errcode = '55000';
  end if;
  if p_status = 'cancelled' then
    if v_reason is null then
      raise exception 'Say why the order is cancelled' using errcode = '22023';
    end if;
    perform app.shop_cancel_order(o.id, v_reason);
  else
    update public.shop_orders x set status = p_status, status_changed_at = now(), updated_at = now(), updated_by = auth.uid()
     where x.id = o.id;
  end if;
  return app.shop_order_json(o.id, false);
end
$$;
revoke execute on function public.shop_set_order_status(uuid, text, text) from public, anon;
grant execute on function public.shop_set_order_status(uuid, text, text) to authenticated, service_role;
