-- public.shop_cart_save: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Saves the signed-in shopper's cart (issue 27): the lines replace what was saved, so the last device to
-- change the cart wins, as in a browser tab. Each line is checked (SKU, name, a price of at most 2 decimals,
-- a whole quantity 1–999; at most 100 lines, one per SKU) so a bad client cannot store junk that another
-- device would then show. An empty list empties the cart.
create or replace function public.shop_cart_save(p_lines jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  line jsonb;
  clean jsonb := '[]'::jsonb;
  stamp timestamptz;
begin
  if me is null then
    raise exception 'Sign in to keep your cart' using errcode = '42501';
  end if;
  if not app.module_enabled('pos') then
    raise exception 'The shop is closed' using errcode = '42501';
  end if;
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    raise exception 'The cart is a list of lines' using errcode = '22023';
  end if;
  if jsonb_array_length(p_lines) > 100 then
    raise exception 'A cart holds at most 100 products' using errcode = '22023';
  end if;
  for line in select value from jsonb_array_elements(p_lines) loop
    -- coalesce: a missing field makes the test null, which must count as not valid.
    if coalesce(jsonb_typeof(line) <> 'object'
       or jsonb_typeof(line -> 'sku') <> 'string' or length(line ->> 'sku') not between 1 and 64
       or jsonb_typeof(line -> 'name') <> 'string' or length(line ->> 'name') not between 1 and 200
       or jsonb_typeof(line -> 'price') <> 'string' or (line ->> 'price') !~ '^[0-9]{1,12}(\.[0-9]{1,2})?$'
       or jsonb_typeof(line -> 'quantity') <> 'number' or (line ->> 'quantity') !~ '^[0-9]{1,3}$'
       -- (OR need not test left to right: the cast runs only on digits.)
       or case when (line ->> 'quantity') ~ '^[0-9]{1,3}$'
               then (line ->> 'quantity')::integer not between 1 and 999 else true end, true) then
      raise exception 'A cart line is not valid: %', left(line::text, 120) using errcode = '22023';
    end if;
    if clean @> jsonb_build_array(jsonb_build_object('sku', line ->> 'sku')) then
      raise exception 'The cart names % twice', line ->> 'sku' using errcode = '22023';
    end if;
    clean := clean || jsonb_build_array(jsonb_build_object(
      'sku', line ->> 'sku', 'name', line ->> 'name', 'price', line ->> 'price',
      'quantity', (line ->> 'quantity')::integer));
  end loop;
  insert into public.shop_carts as c (user_id, lines, updated_at)
  values (me, clean, now())
  on conflict (user_id) do update set lines = excluded.lines, updated_at = excluded.updated_at
  returning c.updated_at into stamp;
  return jsonb_build_object('lines', clean, 'updated_at', stamp);
end
$$;
revoke execute on function public.shop_cart_save(jsonb) from public, anon;
grant execute on function public.shop_cart_save(jsonb) to authenticated, service_role;
