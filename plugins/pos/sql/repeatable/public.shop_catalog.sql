-- public.shop_catalog: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The published catalogue for /shop (issue 27, ADR 057), open to visitors: active products POS marks "sold
-- online", with the VAT-inclusive price and the stock state at the shop (app.shop_item_json). Filters: text in
-- the name or SKU, a category, a price range (VAT included), in stock only; pages of p_page_size (at most 48),
-- by name. The variants of a product group (ADR 078) are one entry: the first matching variant in picker order
-- stands for the group, named by the group (its `variants` carry the others). Answers { items, total, page,
-- page_size, categories: [{ name, count }] }.
create or replace function public.shop_catalog(
  p_search text default null, p_category text default null, p_min_price numeric default null,
  p_max_price numeric default null, p_in_stock boolean default false, p_page integer default 1,
  p_page_size integer default 12)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  include_tax boolean;
  q text := nullif(btrim(coalesce(p_search, '')), '');
  cat text := nullif(btrim(coalesce(p_category, '')), '');
  size integer := least(greatest(coalesce(p_page_size, 12), 1), 48);
  pg integer := greatest(coalesce(p_page, 1), 1);
  today date := app.company_today();
  result jsonb;
begin
  if not coalesce(app.module_enabled('pos'), false) then
    raise exception 'The online shop is closed just now: call or e-mail us to order' using errcode = '55000';
  end if;
  if p_min_price is not null then
    perform app.assert_money(p_min_price, 'The lowest price');
  end if;
  if p_max_price is not null then
    perform app.assert_money(p_max_price, 'The highest price');
  end if;
  if length(coalesce(q, '')) > 100 then
    raise exception 'Search with at most 100 characters' using errcode = '22023';
  end if;
  select x.prices_include_tax into include_tax from public.sales_settings x limit 1;
  with published as (
    select c.id, coalesce(g.name, c.name) as name, c.name as item_name, c.sku, s.group_id, s.variant_order,
           s.variant_label, coalesce(s.category, 'Other') as category, s.is_stocked,
           case when coalesce(include_tax, false) then c.unit_price
                else round(c.unit_price * (1 + coalesce(app.tax_rate_on(c.tax_code, today), 0) / 100), 2) end as price,
           (select coalesce(sum(b.on_hand), 0) from public.pos_stock_balances b
              join public.pos_locations l on l.id = b.location_id and l.code = 'shop'
             where b.catalog_item_id = c.id) as here
      from public.pos_stock_items s join public.catalog_items c on c.id = s.catalog_item_id
      left join public.pos_product_groups g on g.id = s.group_id
     where s.sold_online and c.is_active and c.kind = 'product' and c.unit_price > 0
  ), filtered as (
    select * from published p
     where (q is null or p.name ilike '%' || q || '%' or p.item_name ilike '%' || q || '%' or p.sku ilike '%' || q || '%')
       and (p_min_price is null or p.price >= p_min_price)
       and (p_max_price is null or p.price <= p_max_price)
       and (not coalesce(p_in_stock, false) or not p.is_stocked or p.here > 0)
  ), matching as (
    select distinct on (coalesce(f.group_id, f.id)) f.*
      from filtered f
     order by coalesce(f.group_id, f.id), f.variant_order, lower(f.variant_label), f.id
  )
  select jsonb_build_object(
    'items', coalesce((select jsonb_agg(app.shop_item_json(m.id) order by m.name, m.id)
                         from (select * from matching where cat is null or category = cat
                                order by name, id offset (pg - 1) * size limit size) m), '[]'::jsonb),
    'total', (select count(*) from matching where cat is null or category = cat),
    'page', pg, 'page_size', size,
    'categories', coalesce((select jsonb_agg(jsonb_build_object('name', g.category, 'count', g.n) order by g.category)
                              from (select category, count(*) as n from matching group by category) g), '[]'::jsonb))
    into result;
  return result;
end
$$;
revoke execute on function public.shop_catalog(text, text, numeric, numeric, boolean, integer, integer) from public;
grant execute on function public.shop_catalog(text, text, numeric, numeric, boolean, integer, integer)
  to anon, authenticated, service_role;
