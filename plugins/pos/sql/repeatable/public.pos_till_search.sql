-- public.pos_till_search: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The till's search box: a scanned barcode or a typed SKU matches exactly (first), a name or SKU
-- anywhere in it otherwise; the catalogue's items in use (products and services), with on hand at
-- the till's location for the stocked ones. At most 20.
create or replace function public.pos_till_search(p_query text, p_location uuid default null)
returns table (id uuid, name text, sku text, barcode text, unit text, unit_price numeric, tax_code text,
               kind text, is_stocked boolean, on_hand numeric, exact boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  q text := btrim(coalesce(p_query, ''));
  pattern text := '%' || replace(replace(replace(btrim(coalesce(p_query, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform app.pos_guard('staff', 'search the till');
  if q = '' then
    return;
  end if;
  return query
    select c.id, c.name, c.sku, s.barcode, c.unit, c.unit_price, c.tax_code, c.kind,
           coalesce(s.is_stocked, false),
           case when s.is_stocked then coalesce((
             select sum(b.on_hand) from public.pos_stock_balances b
              where b.catalog_item_id = c.id and (p_location is null or b.location_id = p_location)), 0) end,
           (s.barcode = q or lower(c.sku) = lower(q))
      from public.catalog_items c
      left join public.pos_stock_items s on s.catalog_item_id = c.id
     where c.is_active
       and (s.barcode = q or lower(c.sku) = lower(q) or c.name ilike pattern or c.sku ilike pattern)
     order by (s.barcode = q or lower(c.sku) = lower(q)) desc nulls last, lower(c.name), c.id
     limit 20;
end
$$;
revoke execute on function public.pos_till_search(text, uuid) from public, anon;
grant execute on function public.pos_till_search(text, uuid) to authenticated, service_role;
