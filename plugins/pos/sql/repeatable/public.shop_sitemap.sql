-- public.shop_sitemap: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Every product page a search engine may list (issue 27: "sitemap.xml lists every published product"): the SKUs
-- public.shop_product answers for — active products sold online with a price — each variant its own page, by SKU.
-- Open to visitors, as the pages are; nothing when the shop is switched off (its pages answer "closed").
create or replace function public.shop_sitemap()
-- Two columns, not one: a one-column TABLE function is a set of scalars, and the sitemap reads rows by name.
returns table (sku text, name text)
language sql stable security definer
set search_path = ''
as $$
  select c.sku, c.name
    from public.catalog_items c join public.pos_stock_items s on s.catalog_item_id = c.id
   where coalesce(app.module_enabled('pos'), false)
     and s.sold_online and c.is_active and c.kind = 'product' and c.unit_price > 0
     and c.sku is not null and btrim(c.sku) <> ''
   order by lower(c.sku)
$$;
revoke execute on function public.shop_sitemap() from public;
grant execute on function public.shop_sitemap() to anon, authenticated, service_role;
comment on function public.shop_sitemap() is
  'The SKUs of every product page the shop publishes, for sitemap.xml.';
