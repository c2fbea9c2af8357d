-- public.pos_refund_sale: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Money back on a till sale, by its receipt (issue 25): whole or per line, never more than was sold
-- less what earlier refunds gave back, to one of the sale's payment methods (default its first), with
-- a reason; restocking puts the counted items back on the sale's location's shelf (return movements at
-- the average cost). Idempotent on the id the till made, like a sale; refunds of one sale are
-- serialised by locking the sale row. A line refunded in part gives back its total × quantity / sold,
-- to the cent; the last part gives back exactly what is left of the line's total. Staff.
-- p_refund: { id, sale_id, method?, restock, reason, lines: [{ line_no, quantity }] }
create or replace function public.pos_refund_sale(p_refund jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  refund_id uuid;
  sale public.pos_sales;
  m text;
  restock boolean := coalesce((p_refund ->> 'restock')::boolean, false);
  why text := btrim(coalesce(p_refund ->> 'reason', ''));
  l jsonb;
  sl public.pos_sale_lines;
  qty numeric;
  done_qty numeric;
  done_total numeric;
  line_total numeric;
  total numeric := 0;
  planned jsonb := '[]'::jsonb;
  num text;
  inserted uuid;
  stocked boolean;
  sess uuid;
begin
  perform app.pos_guard('staff', 'refund sales');
  begin
    refund_id := (p_refund ->> 'id')::uuid;
    select * into sale from public.pos_sales s where s.id = (p_refund ->> 'sale_id')::uuid for update;
  exception when invalid_text_representation then
    raise exception 'The refund and sale must be ids' using errcode = '22023';
  end;
  if refund_id is null then
    raise exception 'The till must give the refund an id' using errcode = '22023';
  end if;
  if exists (select 1 from public.pos_refunds r where r.id = refund_id) then
    return (select jsonb_build_object('id', r.id, 'number', r.number, 'total', r.total::text, 'method', r.method,
                                      'already', true)
              from public.pos_refunds r where r.id = refund_id);
  end if;
  if sale.id is null then
    raise exception 'No such sale' using errcode = 'P0002';
  end if;
  -- Money goes back out of the till session open at the sale's location (ADR 059).
  sess := app.pos_open_session_at(sale.location_id);
  if why = '' or length(why) > 500 then
    raise exception 'Say why the money goes back (at most 500 characters)' using errcode = '22023';
  end if;
  m := coalesce(nullif(p_refund ->> 'method', ''),
                (select p.method::text from public.pos_sale_payments p where p.sale_id = sale.id order by p.id limit 1));
  if not exists (select 1 from public.pos_sale_payments p where p.sale_id = sale.id and p.method::text = m) then
    raise exception 'Refund by a method the sale was paid with' using errcode = '22023';
  end if;
  if jsonb_typeof(p_refund -> 'lines') <> 'array' or jsonb_array_length(p_refund -> 'lines') = 0 then
    raise exception 'Choose what to refund' using errcode = '22023';
  end if;

  for l in select value from jsonb_array_elements(p_refund -> 'lines') loop
    begin
      qty := (l ->> 'quantity')::numeric;
      select * into sl from public.pos_sale_lines x where x.sale_id = sale.id and x.line_no = (l ->> 'line_no')::integer;
    exception when invalid_text_representation then
      raise exception 'A refund line needs a line number and a quantity' using errcode = '22023';
    end;
    if sl.id is null then
      raise exception 'Receipt % has no line %', sale.number, l ->> 'line_no' using errcode = '22023';
    end if;
    if qty is null or qty <= 0 or qty <> round(qty, 3) then
      raise exception 'Line % (%): the quantity must be above 0 with at most 3 decimals', sl.line_no, sl.name
        using errcode = '22023';
    end if;
    select coalesce(sum(rl.quantity), 0), coalesce(sum(rl.total), 0) into done_qty, done_total
      from public.pos_refund_lines rl join public.pos_refunds r on r.id = rl.refund_id
     where r.sale_id = sale.id and rl.line_no = sl.line_no;
    if qty > sl.quantity - done_qty then
      raise exception 'Line % (%): only % left to refund', sl.line_no, sl.name, trim_scale(sl.quantity - done_qty)::text
        using errcode = '22023';
    end if;
    line_total := case when qty = sl.quantity - done_qty then sl.total - done_total
                       else round(sl.total * qty / sl.quantity, 2) end;
    total := total + line_total;
    planned := planned || jsonb_build_array(jsonb_build_object(
      'line_no', sl.line_no, 'quantity', qty, 'total', line_total, 'item', sl.catalog_item_id));
    sl := null;
  end loop;
  if total <= 0 then
    raise exception 'Nothing to refund' using errcode = '22023';
  end if;

  num := 'RF-' || extract(year from app.company_today())::int || '-'
         || lpad(nextval('app.pos_refund_number_seq')::text, 6, '0');
  insert into public.pos_refunds (id, number, sale_id, method, restock, reason, total, session_id)
  values (refund_id, num, sale.id, m::public.pos_payment_method, restock, why, total, sess)
  on conflict (id) do nothing
  returning id into inserted;
  if inserted is null then
    return (select jsonb_build_object('id', r.id, 'number', r.number, 'total', r.total::text, 'method', r.method,
                                      'already', true)
              from public.pos_refunds r where r.id = refund_id);
  end if;
  if restock then
    perform app.pos_lock_items(array(select (x ->> 'item')::uuid from jsonb_array_elements(planned) x));
  end if;
  for l in select value from jsonb_array_elements(planned) loop
    insert into public.pos_refund_lines (refund_id, line_no, quantity, total)
    values (refund_id, (l ->> 'line_no')::integer, (l ->> 'quantity')::numeric, (l ->> 'total')::numeric);
    select coalesce(s.is_stocked, false) into stocked from public.pos_stock_items s where s.catalog_item_id = (l ->> 'item')::uuid;
    if restock and coalesce(stocked, false) then
      perform app.pos_post_movement((l ->> 'item')::uuid, sale.location_id, 'return', (l ->> 'quantity')::numeric,
                                    null, 'Refund ' || num || ' of ' || sale.number || ': ' || why, null, null, null, num);
    end if;
    stocked := null;
  end loop;
  return jsonb_build_object('id', refund_id, 'number', num, 'total', total::text, 'method', m, 'already', false);
end
$$;
revoke execute on function public.pos_refund_sale(jsonb) from public, anon;
grant execute on function public.pos_refund_sale(jsonb) to authenticated, service_role;
