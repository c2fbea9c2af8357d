-- public.pos_receive_purchase_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Receives goods on a sent purchase order, whole or in part (staff): p_lines = [{ line_no, quantity }]
-- (null: everything still outstanding). Each quantity becomes a receipt movement at the order's
-- location at the line's unit cost, from the order's supplier, through app.pos_post_movement (the
-- average cost moves as for any receipt); the reference is the order number and the delivery note.
-- Never more than is outstanding on a line ("Line 1 (…): only 3 left to receive"). The order becomes
-- partly received or received. Idempotent on p_receipt (the screen's id): a replay answers the order.
create or replace function public.pos_receive_purchase_order(
  p_receipt uuid, p_order uuid, p_lines jsonb default null, p_reference text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.pos_purchase_orders;
  l jsonb;
  x public.pos_purchase_order_lines;
  qty numeric;
  item_name text;
  planned jsonb := '[]'::jsonb;
  ref text := nullif(btrim(p_reference), '');
begin
  perform app.pos_guard('staff', 'receive stock');
  if p_receipt is null then
    raise exception 'The screen must give the receiving an id' using errcode = '22023';
  end if;
  select * into o from public.pos_purchase_orders po where po.id = p_order for update;
  if o.id is null then
    raise exception 'No such purchase order' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.pos_purchase_receipts r where r.id = p_receipt) then
    return app.pos_purchase_order_document(p_order) || jsonb_build_object('already', true);
  end if;
  if o.status not in ('sent', 'partly_received') then
    raise exception 'Purchase order % is %: goods are received on a sent order', o.number,
      replace(o.status::text, '_', ' ') using errcode = '55000';
  end if;
  if length(coalesce(ref, '')) > 60 then
    raise exception 'The delivery note reference can be at most 60 characters' using errcode = '22023';
  end if;

  if p_lines is null then
    select coalesce(jsonb_agg(jsonb_build_object('line_no', y.line_no, 'quantity', y.quantity - y.received)), '[]'::jsonb)
      into p_lines from public.pos_purchase_order_lines y where y.order_id = o.id and y.received < y.quantity;
  end if;
  if jsonb_typeof(p_lines) <> 'array' then
    raise exception 'Say how many of each line arrived' using errcode = '22023';
  end if;
  for l in select value from jsonb_array_elements(p_lines) loop
    begin
      qty := (l ->> 'quantity')::numeric;
      select * into x from public.pos_purchase_order_lines y where y.order_id = o.id and y.line_no = (l ->> 'line_no')::integer;
    exception when invalid_text_representation then
      raise exception 'A line received needs a line number and a quantity' using errcode = '22023';
    end;
    if x.id is null then
      raise exception 'Purchase order % has no line %', o.number, l ->> 'line_no' using errcode = '22023';
    end if;
    select c.name into item_name from public.catalog_items c where c.id = x.catalog_item_id;
    if qty is null or qty = 0 then
      continue;
    end if;
    if qty < 0 or qty <> round(qty, 3) then
      raise exception 'Line % (%): the quantity must be above 0 with at most 3 decimals', x.line_no, item_name
        using errcode = '22023';
    end if;
    if qty > x.quantity - x.received then
      raise exception 'Line % (%): only % left to receive (ordered %, received %)', x.line_no, item_name,
        trim_scale(x.quantity - x.received)::text, trim_scale(x.quantity)::text, trim_scale(x.received)::text
        using errcode = '22023';
    end if;
    planned := planned || jsonb_build_array(jsonb_build_object('id', x.id, 'item', x.catalog_item_id, 'quantity', qty,
                                                               'unit_cost', x.unit_cost));
    x := null;
  end loop;
  if jsonb_array_length(planned) = 0 then
    raise exception 'Nothing to receive: enter how many of a line arrived' using errcode = '22023';
  end if;

  insert into public.pos_purchase_receipts (id, order_id, reference) values (p_receipt, o.id, ref);
  perform app.pos_lock_items(array(select (p ->> 'item')::uuid from jsonb_array_elements(planned) p));
  for l in select value from jsonb_array_elements(planned) loop
    update public.pos_purchase_order_lines set received = received + (l ->> 'quantity')::numeric
     where id = (l ->> 'id')::bigint;
    perform app.pos_post_movement((l ->> 'item')::uuid, o.location_id, 'receipt', (l ->> 'quantity')::numeric,
                                  (l ->> 'unit_cost')::numeric, null, null, o.supplier_id, null,
                                  left(o.number || coalesce(' / ' || ref, ''), 100));
  end loop;
  update public.pos_purchase_orders
     set status = case when exists (select 1 from public.pos_purchase_order_lines y where y.order_id = o.id and y.received < y.quantity)
                       then 'partly_received' else 'received' end::public.pos_purchase_order_status
   where id = o.id;
  return app.pos_purchase_order_document(p_order) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_receive_purchase_order(uuid, uuid, jsonb, text) from public, anon;
grant execute on function public.pos_receive_purchase_order(uuid, uuid, jsonb, text) to authenticated, service_role;
