-- public.pos_till_search: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The till's search box: a scanned barcode or a typed SKU matches exactly (first), otherwise every word typed
-- must be in the name, the SKU or the product group's name, or be the variant's label ("gloves m" finds the
-- M nitrile gloves; a one-letter word only matches a label, so "m" does not find every name with an m); the
-- catalogue's items in use (products and services), with on hand at the till's location for the stocked ones,
-- the primary image and the variant (ADR 078). At most 20.
create or replace function public.pos_till_search(p_query text, p_location uuid default null)
returns table (id uuid, name text, sku text, barcode text, unit text, unit_price numeric, tax_code text,
               kind text, is_stocked boolean, on_hand numeric, exact boolean, image_path text,
               group_name text, variant_label text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  q text := btrim(coalesce(p_query, ''));
  words text[];
begin
  perform app.pos_guard('staff', 'search the till');
  if q = '' then
    return;
  end if;
  words := array(select lower(w) from regexp_split_to_table(q, '\s+') w where w <> '' limit 8);
  return query
    select c.id, c.name, c.sku, s.barcode, c.unit, c.unit_price, c.tax_code, c.kind,
           coalesce(s.is_stocked, false),
           case when s.is_stocked then coalesce((
             select sum(b.on_hand) from public.pos_stock_balances b
              where b.catalog_item_id = c.id and (p_location is null or b.location_id = p_location)), 0) end,
           (s.barcode = q or lower(c.sku) = lower(q)),
           (select i.storage_path from public.pos_product_images i where i.catalog_item_id = c.id
             order by i.position, i.created_at, i.id limit 1),
           g.name, s.variant_label
      from public.catalog_items c
      left join public.pos_stock_items s on s.catalog_item_id = c.id
      left join public.pos_product_groups g on g.id = s.group_id
     where c.is_active
       and (s.barcode = q or lower(c.sku) = lower(q)
            or not exists (
              select 1 from unnest(words) w
               where not (lower(coalesce(s.variant_label, '')) = w
                          or (length(w) > 1 and strpos(lower(c.name || ' ' || coalesce(c.sku, '') || ' '
                                                                 || coalesce(g.name, '')), w) > 0))))
     order by (s.barcode = q or lower(c.sku) = lower(q)) desc nulls last, lower(coalesce(g.name, c.name)),
              s.variant_order, lower(c.name), c.id
     limit 20;
end
$$;
revoke execute on function public.pos_till_search(text, uuid) from public, anon;
grant execute on function public.pos_till_search(text, uuid) to authenticated, service_role;
