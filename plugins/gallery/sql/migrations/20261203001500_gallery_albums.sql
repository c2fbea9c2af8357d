-- Gallery (plugins/gallery/, issue 27, ADR 081): albums of trainings and site work, with photos, published to
-- the public /gallery.
--
--   public.gallery_albums  title, description, event date, cover photo, published flag and when
--   public.gallery_photos  one stored image of an album: storage path, caption, order, pixel size
--
-- Bytes live in the public storage bucket `gallery-photos` under <album id>/<random uuid>.<ext>; the public
-- pages ask storage's image transformation for each width of a srcset (ADR 081: why public, why unguessable
-- names). Order of work: the object is uploaded first, then its row is inserted; a photo's row is deleted
-- first, then its object is removed through the storage API (storage RLS refuses to remove an object a row
-- still names, so no row points at missing bytes).
--
-- Who may do what (RLS below; module switch `gallery` on every policy):
-- - anyone, visitors included, reads published albums and their photos, and nothing else;
-- - staff, admin and superadmin read every album and write albums and photos;
-- - shop customers (customer role) are visitors here: published only, no writes.

-- The module is built: its switch goes on (it was off while a placeholder, ADR 049). No audit entry: the
-- installation did it.
alter table public.system_modules disable trigger system_modules_audit;
update public.system_modules set is_enabled = true where organization_id = 1 and id = 'gallery';
alter table public.system_modules enable trigger system_modules_audit;

-- ---------------------------------------------------------------- tables

create table public.gallery_albums (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint gallery_albums_title_length check (length(btrim(title)) between 1 and 120),
  description text constraint gallery_albums_description_length check (description is null or length(description) <= 2000),
  event_date date,
  cover_photo_id uuid,
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.gallery_albums is
  'Photo albums (plugins/gallery, module gallery). Anyone reads published ones; staff read all and write.';
create index gallery_albums_public_idx on public.gallery_albums (event_date desc nulls last, published_at desc)
  where is_published;
create index gallery_albums_updated_idx on public.gallery_albums (updated_at desc, id);

create table public.gallery_photos (
  id uuid primary key default gen_random_uuid(),
  album_id uuid not null references public.gallery_albums (id) on delete cascade,
  storage_path text not null constraint gallery_photos_path_unique unique,
  caption text constraint gallery_photos_caption_length check (caption is null or length(caption) <= 300),
  position integer not null default 0,
  -- The stored image's pixel size: the pages reserve its box before it loads (no layout shift).
  width integer not null constraint gallery_photos_width_range check (width between 1 and 20000),
  height integer not null constraint gallery_photos_height_range check (height between 1 and 20000),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  -- The object sits in the album's folder: <album id>/<name>.
  constraint gallery_photos_path_in_album check (storage_path like album_id::text || '/%')
);
comment on table public.gallery_photos is
  'One photo of a gallery album: object storage_path in the public bucket gallery-photos.';
create index gallery_photos_album_idx on public.gallery_photos (album_id, position, created_at);

alter table public.gallery_albums add constraint gallery_albums_cover_fk
  foreign key (cover_photo_id) references public.gallery_photos (id) on delete set null;

create trigger gallery_albums_stamp before insert or update on public.gallery_albums
  for each row execute function app.stamp_row();
create trigger gallery_photos_stamp before insert or update on public.gallery_photos
  for each row execute function app.stamp_row();

-- An album's rules that hold for every caller: the text is trimmed, the cover is one of its own photos,
-- publishing needs a photo (the first one becomes the cover when none was chosen) and records when.
create function app.gallery_albums_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  new.description := nullif(btrim(coalesce(new.description, '')), '');
  if new.cover_photo_id is not null and not exists (
    select 1 from public.gallery_photos p where p.id = new.cover_photo_id and p.album_id = new.id
  ) then
    raise exception 'The cover must be one of this album''s photos' using errcode = '23514';
  end if;
  if new.is_published then
    if new.cover_photo_id is null then
      select p.id into new.cover_photo_id
        from public.gallery_photos p where p.album_id = new.id order by p.position, p.created_at limit 1;
    end if;
    if new.cover_photo_id is null then
      raise exception 'Add at least one photo before publishing this album' using errcode = '23514';
    end if;
    if tg_op = 'INSERT' or not old.is_published then
      new.published_at := now();
    end if;
  else
    new.published_at := null;
  end if;
  return new;
end
$$;
revoke execute on function app.gallery_albums_tidy() from public, anon, authenticated;
create trigger gallery_albums_tidy before insert or update on public.gallery_albums
  for each row execute function app.gallery_albums_tidy();

-- A new photo goes last unless a place was given; a photo never moves to another album (its object is in
-- its album's folder).
create function app.gallery_photos_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.caption := nullif(btrim(coalesce(new.caption, '')), '');
  if tg_op = 'INSERT' then
    if new.position = 0 then
      select coalesce(max(p.position), 0) + 1 into new.position
        from public.gallery_photos p where p.album_id = new.album_id;
    end if;
  else
    new.album_id := old.album_id;
    new.storage_path := old.storage_path;
  end if;
  return new;
end
$$;
revoke execute on function app.gallery_photos_tidy() from public, anon, authenticated;
create trigger gallery_photos_tidy before insert or update on public.gallery_photos
  for each row execute function app.gallery_photos_tidy();

-- A published album keeps at least one photo (its cover). When the album itself is deleted its row is gone
-- before its photos are, so this passes.
create function app.gallery_photos_keep_one() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.gallery_albums a where a.id = old.album_id and a.is_published)
     and not exists (select 1 from public.gallery_photos p where p.album_id = old.album_id and p.id <> old.id) then
    raise exception 'This is the last photo of a published album: unpublish the album first' using errcode = '23514';
  end if;
  return old;
end
$$;
revoke execute on function app.gallery_photos_keep_one() from public, anon, authenticated;
create trigger gallery_photos_keep_one before delete on public.gallery_photos
  for each row execute function app.gallery_photos_keep_one();

-- ---------------------------------------------------------------- row-level security

alter table public.gallery_albums enable row level security;
alter table public.gallery_photos enable row level security;
revoke all on public.gallery_albums, public.gallery_photos from anon, authenticated;
grant select on public.gallery_albums, public.gallery_photos to anon;
grant select, insert, update, delete on public.gallery_albums, public.gallery_photos to authenticated;
grant all on public.gallery_albums, public.gallery_photos to service_role;

create policy gallery_albums_public_read on public.gallery_albums for select to anon, authenticated
  using (is_published and (select app.module_enabled('gallery')));
create policy gallery_albums_staff_read on public.gallery_albums for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_albums_staff_insert on public.gallery_albums for insert to authenticated
  with check ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_albums_staff_update on public.gallery_albums for update to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('gallery')))
  with check ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_albums_staff_delete on public.gallery_albums for delete to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_albums_service on public.gallery_albums for all to service_role using (true) with check (true);

create policy gallery_photos_public_read on public.gallery_photos for select to anon, authenticated
  using ((select app.module_enabled('gallery')) and exists (
    select 1 from public.gallery_albums a where a.id = album_id and a.is_published));
create policy gallery_photos_staff_read on public.gallery_photos for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_photos_staff_insert on public.gallery_photos for insert to authenticated
  with check ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_photos_staff_update on public.gallery_photos for update to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('gallery')))
  with check ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_photos_staff_delete on public.gallery_photos for delete to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy gallery_photos_service on public.gallery_photos for all to service_role using (true) with check (true);

-- ---------------------------------------------------------------- the bucket

-- Public (ADR 081): the pages' <img srcset> point at storage's image transformation of each photo with no
-- token, so the HTML is the same for every visitor and browsers cache a photo for a year (names are never
-- reused). Names are random and only published rows name them to visitors; listing the bucket is RLS-bound
-- and visitors have no select policy.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('gallery-photos', 'gallery-photos', true, 10 * 1024 * 1024, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- Whether a photo row names the object (then the row goes first: delete the photo, then its file).
create function app.gallery_photo_registered(p_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.gallery_photos p where p.storage_path = p_name)
$$;
revoke execute on function app.gallery_photo_registered(text) from public, anon;
grant execute on function app.gallery_photo_registered(text) to authenticated, service_role;

create policy "gallery photos staff read" on storage.objects for select to authenticated
  using (bucket_id = 'gallery-photos' and (select app.has_role('staff')) and (select app.module_enabled('gallery')));
create policy "gallery photos staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'gallery-photos' and (select app.has_role('staff')) and (select app.module_enabled('gallery'))
              and array_length(storage.foldername(name), 1) = 1);
create policy "gallery photos staff remove unregistered" on storage.objects for delete to authenticated
  using (bucket_id = 'gallery-photos' and (select app.has_role('staff')) and (select app.module_enabled('gallery'))
         and not app.gallery_photo_registered(name));
-- No update policy: a stored photo never changes (upsert, move and overwrite are refused).

alter publication supabase_realtime add table public.gallery_albums, public.gallery_photos;
