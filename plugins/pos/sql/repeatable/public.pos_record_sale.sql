-- public.pos_record_sale: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A paid till sale, in one transaction (issue 25):
-- - **never lost, never doubled**: the till makes the sale's id before it sends it and sends the
--   same id on every retry; a sale already stored answers its receipt with already = true (two
--   replays at the same instant: the second waits on the first's insert and then finds it);
-- - **never sells stock it does not have**: the stocked items' rows are locked in one order
--   and each line's stock movement is checked against on hand at the till's location, both by
--   app.pos_take_stock (shared with the shop's orders): of two tills selling the last unit, one wins
--   and the other is told how many are left;
-- - prices, tax codes and rates come from the catalogue and the tax tables, not the till; the
--   totals are app.document_totals' (the rule invoices use, mirrored by kit/money/document-totals.ts);
-- - discounts (per line and on the cart) up to 10 % for staff, any for an admin; above 10 % a staff
--   cashier's sale needs an admin's approval of this sale's id (public.pos_approve_discount, the admin's
--   PIN, ADR 072) from an admin still active, up to the approved percent; the sale records who approved
--   (discount_approved_by: the approving admin, or the admin who sold); never above the firm's ceiling
--   (public.pos_settings, ADR 091), whoever sells and whoever approved: refused naming the ceiling;
-- - payments: cash (change given from cash only), M-Pesa (the 10-character confirmation code) and
--   card (the slip reference); together at least the total, and only cash may exceed it;
-- - it belongs to the till session open at its location (ADR 059): none open, refused.
-- p_sale: { id, location_id, customer_user_id?, cart_discount_percent?,
--           lines: [{ catalog_item_id, quantity, discount_percent? }], payments: [{ method, amount, reference? }] }
create or replace function public.pos_record_sale(p_sale jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sale_id uuid;
  loc uuid;
  customer uuid;
  cart_disc numeric;
  staff_limit constant numeric := 10;
  is_admin boolean := coalesce(app.has_role('admin'), false);
  limit_pct numeric;
  ceiling numeric := app.pos_discount_ceiling();
  approval public.pos_discount_approvals;
  biggest numeric;
  l jsonb;
  i integer := 0;
  item public.catalog_items;
  qty numeric;
  disc numeric;
  rate numeric;
  calc_lines jsonb := '[]'::jsonb;
  costs jsonb;
  totals jsonb;
  line_totals jsonb;
  p jsonb;
  method text;
  amt numeric;
  ref text;
  cash numeric := 0;
  other numeric := 0;
  total numeric;
  change numeric;
  include_tax boolean;
  inserted uuid;
  sess uuid;
  today date := app.company_today();
begin
  perform app.pos_guard('staff', 'sell at the till');
  if p_sale is null or jsonb_typeof(p_sale) <> 'object' then
    raise exception 'The sale must be an object' using errcode = '22023';
  end if;
  begin
    sale_id := (p_sale ->> 'id')::uuid;
    loc := (p_sale ->> 'location_id')::uuid;
    customer := nullif(p_sale ->> 'customer_user_id', '')::uuid;
  exception when invalid_text_representation then
    raise exception 'The sale id, location and customer must be ids' using errcode = '22023';
  end;
  if sale_id is null then
    raise exception 'The till must give the sale an id' using errcode = '22023';
  end if;
  -- A replay of a stored sale: its receipt, nothing written.
  if exists (select 1 from public.pos_sales s where s.id = sale_id) then
    return app.pos_sale_receipt(sale_id, true);
  end if;

  if loc is null or not exists (select 1 from public.pos_locations x where x.id = loc and x.is_active) then
    raise exception 'Choose the location this till sells from' using errcode = '22023';
  end if;
  sess := app.pos_open_session_at(loc);
  if customer is not null and not exists (
    select 1 from auth.users u where u.id = customer and coalesce((u.raw_user_meta_data ->> 'is_pos_customer')::boolean, false)
  ) then
    raise exception 'The customer must be a POS customer account' using errcode = '22023';
  end if;
  begin
    cart_disc := coalesce((p_sale ->> 'cart_discount_percent')::numeric, 0);
  exception when invalid_text_representation then
    raise exception 'The cart discount must be a number' using errcode = '22023';
  end;
  -- An approval counts while its admin is still an active admin (ADR 072).
  select a.* into approval
    from public.pos_discount_approvals a
    join public.profiles p on p.auth_id = a.approved_by and p.is_active and p.role in ('admin', 'superadmin')
   where a.sale_id = (p_sale ->> 'id')::uuid;
  limit_pct := least(ceiling,
                     case when is_admin then 100 else greatest(staff_limit, coalesce(approval.max_percent, 0)) end);
  biggest := cart_disc;
  if cart_disc > ceiling then
    raise exception 'A cart discount of % %% is above the firm''s ceiling of % %% (Point of sale → Settings): not even an admin can give more',
      trim_scale(cart_disc), trim_scale(ceiling) using errcode = '22023', hint = 'pos_discount_ceiling';
  end if;
  if cart_disc > limit_pct then
    raise exception 'A discount above % %% needs an admin', trim_scale(limit_pct) using errcode = '42501';
  end if;
  if jsonb_typeof(p_sale -> 'lines') <> 'array' or jsonb_array_length(p_sale -> 'lines') = 0 then
    raise exception 'The cart is empty' using errcode = '22023';
  end if;
  if jsonb_array_length(p_sale -> 'lines') > 200 then
    raise exception 'A sale can have at most 200 lines' using errcode = '22023';
  end if;

  for l in select value from jsonb_array_elements(p_sale -> 'lines') loop
    i := i + 1;
    begin
      select * into item from public.catalog_items c where c.id = (l ->> 'catalog_item_id')::uuid and c.is_active;
      qty := (l ->> 'quantity')::numeric;
      disc := coalesce((l ->> 'discount_percent')::numeric, 0);
    exception when invalid_text_representation then
      raise exception 'Line %: the item, quantity and discount must be an id and numbers', i using errcode = '22023';
    end;
    if item.id is null then
      raise exception 'Line %: this item is not in the catalogue (or no longer sold)', i using errcode = '22023';
    end if;
    if disc > ceiling then
      raise exception 'Line % (%): a discount of % %% is above the firm''s ceiling of % %% (Point of sale → Settings): not even an admin can give more',
        i, item.name, trim_scale(disc), trim_scale(ceiling) using errcode = '22023', hint = 'pos_discount_ceiling';
    end if;
    if disc > limit_pct then
      raise exception 'Line % (%): a discount above % %% needs an admin', i, item.name, trim_scale(limit_pct) using errcode = '42501';
    end if;
    biggest := greatest(biggest, disc);
    rate := app.tax_rate_on(item.tax_code, today);
    if rate is null then
      raise exception 'Line % (%): the tax code % has no rate in force', i, item.name, item.tax_code using errcode = '22023';
    end if;
    calc_lines := calc_lines || jsonb_build_array(jsonb_build_object(
      'catalog_item_id', item.id, 'name', item.name, 'sku', item.sku, 'quantity', qty, 'unit_price', item.unit_price,
      'discount_percent', disc, 'tax_code', item.tax_code, 'tax_rate', rate));
  end loop;

  select s.prices_include_tax into include_tax from public.sales_settings s limit 1;
  totals := app.document_totals(calc_lines, cart_disc, coalesce(include_tax, false));
  total := (totals ->> 'total')::numeric;

  if jsonb_typeof(p_sale -> 'payments') <> 'array' or jsonb_array_length(p_sale -> 'payments') = 0 then
    raise exception 'Take a payment: cash, M-Pesa or card' using errcode = '22023';
  end if;
  for p in select value from jsonb_array_elements(p_sale -> 'payments') loop
    method := p ->> 'method';
    begin
      amt := (p ->> 'amount')::numeric;
    exception when invalid_text_representation then
      raise exception 'A payment amount must be a number' using errcode = '22023';
    end;
    perform app.assert_money(amt, 'A payment');
    if amt is null or amt <= 0 or amt <> round(amt, 2) then
      raise exception 'A payment must be above 0 with at most 2 decimals' using errcode = '22023';
    end if;
    ref := upper(nullif(btrim(p ->> 'reference'), ''));
    if method = 'cash' then
      cash := cash + amt;
    elsif method = 'mpesa' then
      if ref is null or ref !~ '^[A-Z0-9]{10}$' then
        raise exception 'An M-Pesa payment needs its 10-character confirmation code (e.g. SGH3K7LQ2P)' using errcode = '22023';
      end if;
      other := other + amt;
    elsif method = 'card' then
      if ref is null or length(ref) > 40 then
        raise exception 'A card payment needs the slip reference (at most 40 characters)' using errcode = '22023';
      end if;
      other := other + amt;
    else
      raise exception 'A payment is by cash, M-Pesa or card' using errcode = '22023';
    end if;
  end loop;
  if other > total then
    raise exception 'M-Pesa and card together cannot exceed the total (only cash gives change)' using errcode = '22023';
  end if;
  if cash + other < total then
    raise exception 'Payments of % do not cover the total of %', round(cash + other, 2)::text, total::text using errcode = '22023';
  end if;
  change := cash + other - total;

  insert into public.pos_sales (id, number, location_id, customer_user_id, cart_discount_percent, subtotal, discount,
                                tax, total, paid, change_due, session_id, discount_approved_by)
  values (sale_id,
          'POS-' || extract(year from today)::int || '-' || lpad(nextval('app.pos_sale_number_seq')::text, 6, '0'),
          loc, customer, cart_disc, (totals ->> 'subtotal')::numeric, (totals ->> 'discount')::numeric,
          (totals ->> 'tax')::numeric, total, cash + other, change, sess,
          case when biggest <= staff_limit then null when is_admin then auth.uid() else approval.approved_by end)
  on conflict (id) do nothing
  returning id into inserted;
  if inserted is null then
    -- The same sale arrived twice at once: the other call stored it.
    return app.pos_sale_receipt(sale_id, true);
  end if;

  costs := app.pos_take_stock(loc, 'sale', calc_lines, sale_id);
  i := 0;
  for l in select value from jsonb_array_elements(calc_lines) loop
    line_totals := totals -> 'lines' -> i;
    i := i + 1;
    insert into public.pos_sale_lines (sale_id, line_no, catalog_item_id, name, sku, quantity, unit_price,
                                       discount_percent, tax_code, tax_rate, amount, tax, total, unit_cost)
    values (sale_id, i, (l ->> 'catalog_item_id')::uuid, l ->> 'name', l ->> 'sku', (l ->> 'quantity')::numeric,
            (l ->> 'unit_price')::numeric, (l ->> 'discount_percent')::numeric, l ->> 'tax_code',
            (l ->> 'tax_rate')::numeric, (line_totals ->> 'taxable')::numeric, (line_totals ->> 'tax')::numeric,
            (line_totals ->> 'total')::numeric, (costs ->> (l ->> 'catalog_item_id'))::numeric);
  end loop;

  if cash - change > 0 then
    insert into public.pos_sale_payments (sale_id, method, amount, tendered) values (sale_id, 'cash', cash - change, cash);
  end if;
  for p in select value from jsonb_array_elements(p_sale -> 'payments') loop
    if p ->> 'method' <> 'cash' then
      insert into public.pos_sale_payments (sale_id, method, amount, reference)
      values (sale_id, (p ->> 'method')::public.pos_payment_method, (p ->> 'amount')::numeric,
              upper(btrim(p ->> 'reference')));
    end if;
  end loop;
  return app.pos_sale_receipt(sale_id, false);
end
$$;
revoke execute on function public.pos_record_sale(jsonb) from public, anon;
grant execute on function public.pos_record_sale(jsonb) to authenticated, service_role;
