-- public.pos_set_stock_count: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Types counted quantities into an open count sheet (staff): p_lines = [{ catalog_item_id, counted }]
-- (counted null or '' clears it: not counted yet). Answers how many lines are counted.
create or replace function public.pos_set_stock_count(p_count uuid, p_lines jsonb)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.pos_stock_counts;
  l jsonb;
  qty numeric;
  item uuid;
begin
  perform app.pos_guard('staff', 'count stock');
  select * into c from public.pos_stock_counts x where x.id = p_count for update;
  if c.id is null then
    raise exception 'No such stock count' using errcode = 'P0002';
  end if;
  if c.status <> 'open' then
    raise exception 'Stock count % is posted: start a new count to correct it', c.number using errcode = '55000';
  end if;
  if jsonb_typeof(p_lines) <> 'array' then
    raise exception 'Give the counted quantities as a list' using errcode = '22023';
  end if;
  for l in select value from jsonb_array_elements(p_lines) loop
    begin
      item := (l ->> 'catalog_item_id')::uuid;
      qty := nullif(btrim(l ->> 'counted'), '')::numeric;
    exception when invalid_text_representation then
      raise exception 'A counted quantity must be a number' using errcode = '22023';
    end;
    perform app.assert_number(qty, 'The counted quantity', 1000000000);
    if qty is not null and (qty < 0 or qty <> round(qty, 3)) then
      raise exception 'A counted quantity must be 0 or more with at most 3 decimals' using errcode = '22023';
    end if;
    update public.pos_stock_count_lines set counted = qty where count_id = p_count and catalog_item_id = item;
    if not found then
      raise exception 'This item is not on count sheet %', c.number using errcode = '22023';
    end if;
  end loop;
  return jsonb_build_object('id', c.id, 'number', c.number,
    'counted', (select count(*) from public.pos_stock_count_lines x where x.count_id = p_count and x.counted is not null));
end
$$;
revoke execute on function public.pos_set_stock_count(uuid, jsonb) from public, anon;
grant execute on function public.pos_set_stock_count(uuid, jsonb) to authenticated, service_role;
