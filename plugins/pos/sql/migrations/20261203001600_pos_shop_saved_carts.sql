-- A signed-in shopper's cart, kept by the database so it follows them to another device (issue 27: "Cart
-- kept across reloads and devices once signed in"). A guest's cart stays in the browser (site/shop/cart.ts);
-- on signing in the two are merged (site/shop/cart-sync.ts) and saved here.
--
-- - public.shop_carts: one row per user, their lines as the shop showed them (SKU, name, price shown,
--   quantity). Prices here are only what the shopper saw: an order is priced again by shop_place_order.
-- - Written only through public.shop_cart_save (sql/repeatable/), which checks the lines' shape and size;
--   read by its owner (RLS), while the pos switch is on (the shop is part of the pos module).
create table public.shop_carts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  lines jsonb not null default '[]'::jsonb
    constraint shop_carts_lines_array check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) <= 100),
  updated_at timestamptz not null default now()
);
comment on table public.shop_carts is
  'A signed-in shopper''s cart, shared by their devices (issue 27); written by shop_cart_save, read by its owner.';

alter table public.shop_carts enable row level security;
revoke all on public.shop_carts from public, anon, authenticated;
grant select on public.shop_carts to authenticated;
grant all on public.shop_carts to service_role;
create policy shop_carts_own_read on public.shop_carts for select to authenticated
  using (user_id = (select auth.uid()) and (select app.module_enabled('pos')));
create policy shop_carts_service on public.shop_carts for all to service_role using (true) with check (true);
