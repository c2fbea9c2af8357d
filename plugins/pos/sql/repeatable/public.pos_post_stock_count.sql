-- public.pos_post_stock_count: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Posts a count sheet (admin), in one transaction: every counted line whose count differs from its
-- expected on hand becomes an adjustment of (counted − expected) at the sheet's location with the reason
-- "Stock count <number>" (lines not counted are left alone). The sheet is locked: a second post waits
-- and answers already = true. Refused whole if an adjustment would take stock below zero (sales since
-- the sheet started): the admin is told which item.
create or replace function public.pos_post_stock_count(p_count uuid)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  c public.pos_stock_counts;
  r record;
  n integer := 0;
begin
  perform app.pos_guard('admin', 'post a stock count');
  select * into c from public.pos_stock_counts x where x.id = p_count for update;
  if c.id is null then
    raise exception 'No such stock count' using errcode = 'P0002';
  end if;
  if c.status = 'posted' then
    return jsonb_build_object('id', c.id, 'number', c.number, 'status', c.status, 'already', true,
      'adjustments', (select count(*) from public.pos_stock_count_lines x where x.count_id = c.id and x.posted_difference <> 0));
  end if;
  if not exists (select 1 from public.pos_stock_count_lines x where x.count_id = c.id and x.counted is not null) then
    raise exception 'Nothing is counted on % yet: type the counted quantities first', c.number using errcode = '22023';
  end if;
  perform app.pos_lock_items(array(
    select x.catalog_item_id from public.pos_stock_count_lines x
     where x.count_id = c.id and x.counted is not null and x.counted <> x.expected));
  for r in
    select x.catalog_item_id, x.counted - x.expected as diff from public.pos_stock_count_lines x
     where x.count_id = c.id and x.counted is not null order by x.catalog_item_id
  loop
    update public.pos_stock_count_lines set posted_difference = r.diff
     where count_id = c.id and catalog_item_id = r.catalog_item_id;
    if r.diff <> 0 then
      perform app.pos_post_movement(r.catalog_item_id, c.location_id, 'adjustment', r.diff, null,
                                    'Stock count ' || c.number, null, null, null, c.number);
      n := n + 1;
    end if;
  end loop;
  update public.pos_stock_counts set status = 'posted', posted_at = now(), posted_by = auth.uid() where id = c.id;
  return jsonb_build_object('id', c.id, 'number', c.number, 'status', 'posted', 'already', false, 'adjustments', n);
end
$$;
revoke execute on function public.pos_post_stock_count(uuid) from public, anon;
grant execute on function public.pos_post_stock_count(uuid) to authenticated, service_role;
