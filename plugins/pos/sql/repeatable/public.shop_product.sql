-- public.shop_product: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- One published product by its SKU, for /shop/product/:sku and the cart's fresh prices (issue 27, ADR 057).
-- Open to visitors; a product not sold online (or unknown) is "not found".
create or replace function public.shop_product(p_sku text)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  item uuid;
begin
  if not coalesce(app.module_enabled('pos'), false) then
    raise exception 'The online shop is closed just now: call or e-mail us to order' using errcode = '55000';
  end if;
  select c.id into item
    from public.catalog_items c join public.pos_stock_items s on s.catalog_item_id = c.id
   where lower(c.sku) = lower(btrim(coalesce(p_sku, ''))) and s.sold_online and c.is_active and c.kind = 'product'
     and c.unit_price > 0;
  if item is null then
    raise exception 'We do not sell this product online (any more): search the shop for another' using errcode = 'P0002';
  end if;
  return app.shop_item_json(item);
end
$$;
revoke execute on function public.shop_product(text) from public;
grant execute on function public.shop_product(text) to anon, authenticated, service_role;
