-- public.pos_save_stock_item: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin stocks a catalogue product (or changes its stock settings): barcode (checked:
-- app.pos_barcode_problem), category, reorder level, stocked flag. The catalogue row itself
-- (name, price, tax, SKU) stays invoicing's. The average cost is never typed: movements set it.
create or replace function public.pos_save_stock_item(
  p_item uuid, p_barcode text default null, p_category text default null, p_reorder_level numeric default 0,
  p_is_stocked boolean default true)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.catalog_items;
  problem text;
  code text := nullif(btrim(p_barcode), '');
  other text;
begin
  perform app.pos_guard('admin', 'change stock settings');
  select * into c from public.catalog_items where id = p_item;
  if not found then
    raise exception 'No such catalogue item' using errcode = 'P0002';
  end if;
  if c.kind <> 'product' then
    raise exception '"%" is a service: only products are stocked', c.name using errcode = '22023';
  end if;
  problem := app.pos_barcode_problem(code);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  select ci.name into other from public.pos_stock_items s join public.catalog_items ci on ci.id = s.catalog_item_id
   where s.barcode = code and s.catalog_item_id <> p_item;
  if other is not null then
    raise exception 'The barcode % is already on "%"', code, other using errcode = '23505';
  end if;
  perform app.assert_number(p_reorder_level, 'The reorder level', 1000000000);
  if p_reorder_level is null or p_reorder_level < 0 or p_reorder_level <> round(p_reorder_level, 3) then
    raise exception 'The reorder level must be 0 or more with at most 3 decimals' using errcode = '22023';
  end if;
  insert into public.pos_stock_items (catalog_item_id, barcode, category, reorder_level, is_stocked)
  values (p_item, code, nullif(btrim(p_category), ''), p_reorder_level, coalesce(p_is_stocked, true))
  on conflict (catalog_item_id) do update
    set barcode = excluded.barcode, category = excluded.category, reorder_level = excluded.reorder_level,
        is_stocked = excluded.is_stocked;
  return (select to_jsonb(l) from public.pos_stock_levels l where l.id = p_item);
end
$$;
revoke execute on function public.pos_save_stock_item(uuid, text, text, numeric, boolean) from public, anon;
grant execute on function public.pos_save_stock_item(uuid, text, text, numeric, boolean) to authenticated, service_role;
