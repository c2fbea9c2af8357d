-- public.shop_place_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A buyer's order from /shop/checkout (visitors and signed-in shop customers; issue 27, ADR 057), in one
-- transaction:
-- - **idempotent**: the browser makes the order's id before it sends it and sends the same id on every retry;
--   a stored order answers itself with already = true (two at the same instant: the second waits on the
--   first's insert, then finds it);
-- - **priced by the database**: names, prices, tax codes and rates from the catalogue (any price sent is
--   ignored), totals by app.document_totals (prices with or without VAT per Settings → Sales);
-- - **never oversold**: the items' stock rows are locked in id order (app.pos_take_stock, the till's own helper), and
--   each counted item is taken at once from the shop as an 'order' movement; short, the order is refused naming
--   the item and what is left ("Only 2 of "…" left", 23514, hint shop_out_of_stock, detail the SKU);
-- - the stock is held for 30 minutes: unpaid then, app.shop_expire_orders cancels the order and gives it back;
-- - rate limits: 5 orders per phone and 30 per address in an hour (carriers share addresses) (PT429);
-- - a signed-in shop customer (is_pos_customer) gets the order on their account;
-- - the buyer is e-mailed the order's link (app.shop_order_placed), to pay within the 30 minutes.
-- p: { id, name, phone, email, fulfilment: delivery | pickup, county?, town?, address?, notes?,
--      lines: [{ sku | catalog_item_id, quantity }] }
-- Answers the order (app.shop_order_json), with its token for /shop/order/<token>.
create or replace function public.shop_place_order(p jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  order_id uuid;
  v_name text := btrim(coalesce(p ->> 'name', ''));
  v_phone text := regexp_replace(coalesce(p ->> 'phone', ''), '[\s().+-]', '', 'g');
  v_email text := lower(btrim(coalesce(p ->> 'email', '')));
  v_fulfilment text := coalesce(nullif(btrim(p ->> 'fulfilment'), ''), 'delivery');
  v_county text := nullif(btrim(coalesce(p ->> 'county', '')), '');
  v_town text := nullif(btrim(coalesce(p ->> 'town', '')), '');
  v_address text := nullif(btrim(coalesce(p ->> 'address', '')), '');
  v_notes text := nullif(btrim(coalesce(p ->> 'notes', '')), '');
  v_client text := app.request_address();
  v_user uuid;
  shop_loc uuid;
  l jsonb;
  r record;
  i integer := 0;
  item public.catalog_items;
  qty numeric;
  rate numeric;
  wanted jsonb := '{}'::jsonb;
  calc_lines jsonb := '[]'::jsonb;
  include_tax boolean;
  totals jsonb;
  line_totals jsonb;
  inserted uuid;
  v_number text;
  today date := app.company_today();
begin
  if not coalesce(app.module_enabled('pos'), false) then
    raise exception 'The online shop is closed just now: call or e-mail us to order' using errcode = '55000';
  end if;
  if p is null or jsonb_typeof(p) <> 'object' then
    raise exception 'The order must be an object' using errcode = '22023';
  end if;
  begin
    order_id := (p ->> 'id')::uuid;
  exception when invalid_text_representation then
    order_id := null;
  end;
  if order_id is null then
    raise exception 'The order needs an id made by the shop page: reload the page and try again' using errcode = '22023';
  end if;
  -- A retry of a stored order: the order, nothing written.
  if exists (select 1 from public.shop_orders o where o.id = order_id) then
    return app.shop_order_json(order_id, true);
  end if;

  if length(v_name) < 2 or length(v_name) > 120 then
    raise exception 'Enter your name (2 to 120 characters)' using errcode = '22023', detail = 'name';
  end if;
  if v_phone ~ '^0[17][0-9]{8}$' then
    v_phone := '254' || substr(v_phone, 2);
  end if;
  if v_phone !~ '^254[17][0-9]{8}$' then
    raise exception 'Enter a Kenyan mobile number, like 0712 345 678' using errcode = '22023', detail = 'phone';
  end if;
  if length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Enter a valid e-mail address, like name@company.co.ke' using errcode = '22023', detail = 'email';
  end if;
  if v_fulfilment not in ('delivery', 'pickup') then
    raise exception 'Choose delivery or pick-up at our shop' using errcode = '22023', detail = 'fulfilment';
  end if;
  if v_fulfilment = 'delivery' and (v_county is null or v_town is null) then
    raise exception 'For delivery, give the county and the town' using errcode = '22023', detail = 'town';
  end if;
  if length(coalesce(v_county, '')) > 60 or length(coalesce(v_town, '')) > 100 or length(coalesce(v_address, '')) > 300 then
    raise exception 'The county, town or address is too long' using errcode = '22023', detail = 'address';
  end if;
  if length(coalesce(v_notes, '')) > 1000 then
    raise exception 'The note is too long (at most 1,000 characters)' using errcode = '22023', detail = 'notes';
  end if;

  -- The lines: catalogue items sold online, whole quantities; one item asked twice is one line.
  if jsonb_typeof(p -> 'lines') <> 'array' or jsonb_array_length(p -> 'lines') = 0 then
    raise exception 'Your cart is empty' using errcode = '22023';
  end if;
  if jsonb_array_length(p -> 'lines') > 50 then
    raise exception 'An order can have at most 50 products' using errcode = '22023';
  end if;
  for l in select value from jsonb_array_elements(p -> 'lines') loop
    i := i + 1;
    item := null;
    begin
      select c.* into item
        from public.catalog_items c join public.pos_stock_items s on s.catalog_item_id = c.id
       where s.sold_online and c.is_active and c.kind = 'product' and c.unit_price > 0
         and (c.id = nullif(l ->> 'catalog_item_id', '')::uuid or lower(c.sku) = lower(btrim(l ->> 'sku')));
      qty := (l ->> 'quantity')::numeric;
    exception when invalid_text_representation then
      raise exception 'Line %: the product and quantity must be an id and a number', i using errcode = '22023';
    end;
    if item.id is null then
      raise exception 'A product in your cart (%) is no longer sold online: remove it and try again',
        coalesce(l ->> 'sku', 'line ' || i) using errcode = '22023';
    end if;
    perform app.assert_number(qty, 'The quantity of "' || item.name || '"', 1000);
    if qty is null or qty < 1 or qty > 999 or qty <> round(qty) then
      raise exception 'The quantity of "%" must be a whole number from 1 to 999', item.name using errcode = '22023';
    end if;
    wanted := jsonb_set(wanted, array[item.id::text], to_jsonb(coalesce((wanted ->> item.id::text)::numeric, 0) + qty));
  end loop;

  select x.prices_include_tax into include_tax from public.sales_settings x limit 1;
  for r in
    select c.*, (w.value #>> '{}')::numeric as qty
      from jsonb_each(wanted) w join public.catalog_items c on c.id = w.key::uuid
     order by c.name, c.id
  loop
    rate := app.tax_rate_on(r.tax_code, today);
    if rate is null then
      raise exception '"%" cannot be sold online just now (its tax code has no rate): call us to order it', r.name
        using errcode = '22023';
    end if;
    calc_lines := calc_lines || jsonb_build_array(jsonb_build_object(
      'catalog_item_id', r.id, 'name', r.name, 'sku', r.sku, 'quantity', r.qty, 'unit_price', r.unit_price,
      'discount_percent', 0, 'tax_code', r.tax_code, 'tax_rate', rate));
  end loop;
  totals := app.document_totals(calc_lines, 0, coalesce(include_tax, false));

  -- Rate limits (one phone, one address), counted one order at a time.
  perform pg_advisory_xact_lock(hashtext('shop_orders:' || v_phone));
  if (select count(*) from public.shop_orders o
       where o.buyer_phone = v_phone and o.created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many orders for this phone number in the last hour: pay or wait for the open ones, or call us'
      using errcode = 'PT429';
  end if;
  if v_client is not null and (select count(*) from public.shop_orders o
       where o.client_address = v_client and o.created_at > now() - interval '1 hour') >= 30 then
    raise exception 'Too many orders from your connection in the last hour: try again later, or call us'
      using errcode = 'PT429';
  end if;

  select u.id into v_user from auth.users u
   where u.id = auth.uid() and coalesce((u.raw_user_meta_data ->> 'is_pos_customer')::boolean, false);
  select x.id into shop_loc from public.pos_locations x where x.code = 'shop' and x.is_active;
  if shop_loc is null then
    raise exception 'The online shop is closed just now: call or e-mail us to order' using errcode = '55000';
  end if;
  v_number := 'SO-' || extract(year from today)::int || '-' || lpad(nextval('app.shop_order_number_seq')::text, 6, '0');
  insert into public.shop_orders (id, number, customer_user_id, buyer_name, buyer_phone, buyer_email, fulfilment,
                                  county, town, address, notes, location_id, subtotal, discount, tax, total,
                                  prices_include_tax, reserved_until, client_address)
  values (order_id, v_number, v_user, v_name, v_phone, v_email, v_fulfilment, v_county, v_town, v_address, v_notes,
          shop_loc, (totals ->> 'subtotal')::numeric, (totals ->> 'discount')::numeric, (totals ->> 'tax')::numeric,
          (totals ->> 'total')::numeric, coalesce(include_tax, false), now() + interval '30 minutes', v_client)
  on conflict (id) do nothing
  returning id into inserted;
  if inserted is null then
    -- The same order arrived twice at once: the other call stored it.
    return app.shop_order_json(order_id, true);
  end if;

  perform app.pos_take_stock(shop_loc, 'order', calc_lines, null, v_number, true);
  i := 0;
  for l in select value from jsonb_array_elements(calc_lines) loop
    line_totals := totals -> 'lines' -> i;
    i := i + 1;
    qty := (l ->> 'quantity')::numeric;
    insert into public.shop_order_lines (order_id, line_no, catalog_item_id, name, sku, quantity, unit_price, tax_code,
                                         tax_rate, amount, tax, total)
    values (order_id, i, (l ->> 'catalog_item_id')::uuid, l ->> 'name', l ->> 'sku', qty, (l ->> 'unit_price')::numeric,
            l ->> 'tax_code', (l ->> 'tax_rate')::numeric, (line_totals ->> 'taxable')::numeric,
            (line_totals ->> 'tax')::numeric, (line_totals ->> 'total')::numeric);
  end loop;
  perform app.shop_order_placed(order_id);
  return app.shop_order_json(order_id, false);
end
$$;
revoke execute on function public.shop_place_order(jsonb) from public;
grant execute on function public.shop_place_order(jsonb) to anon, authenticated, service_role;
