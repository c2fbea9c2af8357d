-- app.shop_item_json: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- One published product as the shop shows it (issue 27, ADR 057): the price a Kenyan buyer pays, VAT
-- included (the catalogue's price plus VAT at the rate in force, unless Settings → Sales says prices already
-- include it), the VAT in it, and the stock state at the shop: in_stock, low (5 or fewer: "only 3 left",
-- with the count) or out. A product POS does not count is always in stock. With its images (the primary first,
-- `images: [{id, path, alt}]`, paths in the public product-images bucket) and, for a variant, its `variant_label`
-- (ADR 078). app.shop_item_json adds the group and its published variants.
create or replace function app.shop_item_core_json(item uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  c public.catalog_items;
  s public.pos_stock_items;
  include_tax boolean;
  rate numeric;
  price numeric;
  here numeric;
begin
  select * into c from public.catalog_items x where x.id = item;
  select * into s from public.pos_stock_items x where x.catalog_item_id = item;
  select x.prices_include_tax into include_tax from public.sales_settings x limit 1;
  rate := coalesce(app.tax_rate_on(c.tax_code, app.company_today()), 0);
  price := case when coalesce(include_tax, false) then c.unit_price else round(c.unit_price * (1 + rate / 100), 2) end;
  select coalesce(sum(b.on_hand), 0) into here
    from public.pos_stock_balances b join public.pos_locations l on l.id = b.location_id and l.code = 'shop'
   where b.catalog_item_id = item;
  return jsonb_build_object(
    'id', c.id, 'name', c.name, 'sku', c.sku, 'description', c.description, 'unit', c.unit,
    'category', coalesce(s.category, 'Other'),
    'price', price::text, 'vat_rate', rate::text,
    'vat', (price - round(price / (1 + rate / 100), 2))::text,
    'currency', 'KES',
    'stock', case when not s.is_stocked then 'in_stock' when here <= 0 then 'out' when here <= 5 then 'low'
                  else 'in_stock' end,
    'available', case when not s.is_stocked then null when here <= 5 then greatest(trim_scale(here), 0) end,
    'images', app.pos_item_images(item),
    'variant_label', s.variant_label);
end
$$;
revoke execute on function app.shop_item_core_json(uuid) from public, anon, authenticated;

-- A published product as the shop shows it: app.shop_item_core_json, plus, for a variant, `group` {id, name,
-- option_name} and `variants`: every published variant of the group (itself included) in picker order, each
-- with its own SKU, price, stock state and images: the product page's size picker (ADR 078). Not a variant:
-- `group` null, `variants` [].
create or replace function app.shop_item_json(item uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  g public.pos_product_groups;
begin
  select x.* into g from public.pos_product_groups x join public.pos_stock_items s on s.group_id = x.id
   where s.catalog_item_id = item;
  return app.shop_item_core_json(item) || jsonb_build_object(
    'group', case when g.id is null then null else jsonb_build_object('id', g.id, 'name', g.name, 'option_name', g.option_name) end,
    'variants', case when g.id is null then '[]'::jsonb else coalesce((
      select jsonb_agg(app.shop_item_core_json(s.catalog_item_id)
                       order by s.variant_order, lower(s.variant_label), s.catalog_item_id)
        from public.pos_stock_items s join public.catalog_items c on c.id = s.catalog_item_id
       where s.group_id = g.id and s.sold_online and c.is_active and c.kind = 'product' and c.unit_price > 0),
      '[]'::jsonb) end);
end
$$;
revoke execute on function app.shop_item_json(uuid) from public, anon, authenticated;
