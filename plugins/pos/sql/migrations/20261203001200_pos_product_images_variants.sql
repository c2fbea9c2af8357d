-- Product images and variants (issue 25: "Products … images (storage, thumbnails) …; variants where a size
-- matters (gloves, boots) as separate SKUs grouped under one product"; issue 27: the shop's product page with
-- images; ADR 078).
--
-- - Images: the public bucket `product-images` (JPEG, PNG, WebP, at most 5 MB; storage checks the declared and
--   the sniffed type). Objects are named `<stocked item id>/<random uuid>.<ext>`; only staff (module on) add and
--   remove them; anyone downloads them (the shop is public). Sizes are made on request by storage's render
--   endpoint (sharp): `/storage/v1/render/image/public/product-images/<name>?width=…`. public.pos_product_images
--   registers an uploaded object on its item (pos_add_product_image), ordered: the first is the primary.
-- - Variants: public.pos_product_groups ("Nitrile gloves", option "Size"); a stocked item joins one with a label
--   ("M") through pos_set_variant. Each variant keeps its own catalogue row, SKU, barcode, price and stock: the
--   till sells it and the shop reserves it per SKU exactly as before.
--
-- Who may do what (RLS; all while the pos switch is on): staff read groups and images; nobody writes them but
-- the RPCs (security definer: staff add / remove images, admins group variants). Visitors read them only
-- through the shop's RPCs (shop_catalog, shop_product).

create table public.pos_product_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint pos_product_groups_name_length check (length(btrim(name)) between 1 and 120),
  -- What tells the variants apart ("Size"); one attribute is enough for PPE.
  option_name text not null default 'Size'
    constraint pos_product_groups_option_name_length check (length(btrim(option_name)) between 1 and 40),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_product_groups is
  'A product sold in variants (issue 25): each variant is a stocked item with its own SKU and stock. Staff read; written by pos_set_variant.';
create unique index pos_product_groups_name_key on public.pos_product_groups (lower(btrim(name)));
create trigger pos_product_groups_stamp before insert or update on public.pos_product_groups
  for each row execute function app.stamp_row();

alter table public.pos_stock_items
  add column group_id uuid references public.pos_product_groups (id) on delete set null,
  add column variant_label text constraint pos_stock_items_variant_label_length
    check (variant_label is null or length(btrim(variant_label)) between 1 and 40),
  -- Where the variant sits in the picker (S, M, L, XL: not alphabetical).
  add column variant_order integer not null default 0,
  add constraint pos_stock_items_variant_in_group check ((group_id is null) = (variant_label is null));
comment on column public.pos_stock_items.group_id is 'The product group this item is a variant of (pos_set_variant).';
comment on column public.pos_stock_items.variant_label is 'The variant''s option value within its group, e.g. "M".';
create unique index pos_stock_items_variant_key on public.pos_stock_items (group_id, lower(btrim(variant_label)))
  where group_id is not null;

create table public.pos_product_images (
  id uuid primary key default gen_random_uuid(),
  catalog_item_id uuid not null references public.pos_stock_items (catalog_item_id) on delete cascade,
  -- The object in the product-images bucket; the bucket is public, so this is also its URL's tail.
  storage_path text not null constraint pos_product_images_path_key unique
    constraint pos_product_images_path_format
      check (storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp)$'),
  alt_text text constraint pos_product_images_alt_length check (alt_text is null or length(alt_text) <= 200),
  -- The lowest is the primary image (the till, the lists); ties by created_at.
  position integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_product_images is
  'Images of a stocked product (issue 25, ADR 078): objects of the public product-images bucket, the first the primary. Staff read; written by pos_add_product_image, pos_remove_product_image, pos_set_primary_image.';
create index pos_product_images_item_idx on public.pos_product_images (catalog_item_id, position, created_at);

alter table public.pos_product_groups enable row level security;
alter table public.pos_product_images enable row level security;
revoke all on public.pos_product_groups, public.pos_product_images from public, anon, authenticated;
grant select on public.pos_product_groups, public.pos_product_images to authenticated;
grant all on public.pos_product_groups, public.pos_product_images to service_role;
create policy pos_product_groups_staff_read on public.pos_product_groups for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_product_groups_service on public.pos_product_groups for all to service_role
  using (true) with check (true);
create policy pos_product_images_staff_read on public.pos_product_images for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_product_images_service on public.pos_product_images for all to service_role
  using (true) with check (true);

-- ------------------------------------------------------------------ the bucket

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 5 * 1024 * 1024, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- A name staff may upload to: `<a stocked item's id>/<uuid>.<jpg|png|webp>` (random, so never overwritten and
-- cacheable for a year).
create function app.pos_product_image_name_ok(p_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select p_name ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png|webp)$'
     and exists (select 1 from public.pos_stock_items s where s.catalog_item_id::text = split_part(p_name, '/', 1))
$$;
revoke execute on function app.pos_product_image_name_ok(text) from public, anon;
grant execute on function app.pos_product_image_name_ok(text) to authenticated, service_role;

create policy "product images staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'product-images' and (select app.has_role('staff')) and (select app.module_enabled('pos'))
              and app.pos_product_image_name_ok(name));
-- Upload answers with the new row (insert … returning needs a select policy); removal needs it too. Visitors
-- download through the public URL, which storage serves without a policy.
create policy "product images staff read" on storage.objects for select to authenticated
  using (bucket_id = 'product-images' and (select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy "product images staff remove" on storage.objects for delete to authenticated
  using (bucket_id = 'product-images' and (select app.has_role('staff')) and (select app.module_enabled('pos')));
-- No update policy: an image never changes; a new one is a new object.

-- The till's search answers the primary image and the variant: a new result shape (the repeatable defines it).
drop function if exists public.pos_till_search(text, uuid);
