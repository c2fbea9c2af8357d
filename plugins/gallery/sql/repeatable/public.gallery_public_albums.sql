-- public.gallery_public_albums: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The public gallery (/gallery) and the server renderer's album pages (ADR 058 calls it without arguments, as
-- a visitor): every published album, newest event first, with its cover's object and pixel size and how many
-- photos it holds. Security invoker: row-level security decides, so an unpublished album, or every album
-- while the module is off, is simply not there.
create or replace function public.gallery_public_albums()
returns table (
  id uuid,
  title text,
  description text,
  event_date date,
  published_at timestamptz,
  cover_path text,
  cover_width integer,
  cover_height integer,
  photo_count integer
)
language sql stable security invoker
set search_path = ''
as $$
  select a.id, a.title, a.description, a.event_date, a.published_at,
         c.storage_path, c.width, c.height,
         (select count(*)::integer from public.gallery_photos p where p.album_id = a.id)
    from public.gallery_albums a
    left join public.gallery_photos c on c.id = a.cover_photo_id
   where a.is_published
   order by a.event_date desc nulls last, a.published_at desc, a.id
$$;
revoke execute on function public.gallery_public_albums() from public;
grant execute on function public.gallery_public_albums() to anon, authenticated, service_role;
