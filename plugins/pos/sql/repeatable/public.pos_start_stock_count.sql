-- public.pos_start_stock_count: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Starts a count sheet at a location (staff): a line per counted (stocked) active item with its on hand
-- there now (expected), to be counted. Idempotent on p_count (the screen's id); one open sheet per
-- location ("A count is already open at Shop: SC-…").
create or replace function public.pos_start_stock_count(p_count uuid, p_location uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  loc public.pos_locations;
  other text;
  num text;
begin
  perform app.pos_guard('staff', 'count stock');
  if p_count is null then
    raise exception 'The screen must give the count an id' using errcode = '22023';
  end if;
  select * into loc from public.pos_locations l where l.id = p_location and l.is_active for no key update;
  if loc.id is null then
    raise exception 'Choose a location that is in use' using errcode = '22023';
  end if;
  if exists (select 1 from public.pos_stock_counts c where c.id = p_count) then
    return (select jsonb_build_object('id', c.id, 'number', c.number, 'status', c.status, 'already', true)
              from public.pos_stock_counts c where c.id = p_count);
  end if;
  select c.number into other from public.pos_stock_counts c where c.location_id = loc.id and c.status = 'open';
  if other is not null then
    raise exception 'A count is already open at %: % (post it first)', loc.name, other using errcode = '23505';
  end if;
  num := 'SC-' || extract(year from app.company_today())::int || '-'
         || lpad(nextval('app.pos_stock_count_number_seq')::text, 6, '0');
  insert into public.pos_stock_counts (id, number, location_id) values (p_count, num, loc.id);
  insert into public.pos_stock_count_lines (count_id, catalog_item_id, expected)
  select p_count, s.catalog_item_id,
         coalesce((select sum(m.quantity) from public.pos_stock_movements m
                    where m.catalog_item_id = s.catalog_item_id and m.location_id = loc.id), 0)
    from public.pos_stock_items s join public.catalog_items c on c.id = s.catalog_item_id
   where s.is_stocked and c.is_active;
  return jsonb_build_object('id', p_count, 'number', num, 'status', 'open', 'already', false);
end
$$;
revoke execute on function public.pos_start_stock_count(uuid, uuid) from public, anon;
grant execute on function public.pos_start_stock_count(uuid, uuid) to authenticated, service_role;
