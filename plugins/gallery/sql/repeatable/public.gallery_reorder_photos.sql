-- public.gallery_reorder_photos: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Staff: puts an album's photos in the order given (every photo of the album, each once), in one transaction,
-- so two people reordering never leave two photos in one place. Security invoker: the staff write policies
-- decide who may; the check here only guards against a stale list (a photo added or deleted meanwhile).
create or replace function public.gallery_reorder_photos(p_album_id uuid, p_photo_ids uuid[])
returns void
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  expected uuid[];
begin
  if not coalesce(app.has_role('staff'), false) or not app.module_enabled('gallery') then
    raise exception 'Only staff can reorder gallery photos' using errcode = '42501';
  end if;
  -- Locks the album so concurrent reorders of it run one after the other.
  perform 1 from public.gallery_albums a where a.id = p_album_id for update;
  if not found then
    raise exception 'This album no longer exists' using errcode = 'P0002';
  end if;
  select coalesce(array_agg(p.id order by p.id), '{}') into expected
    from public.gallery_photos p where p.album_id = p_album_id;
  if coalesce(array_length(p_photo_ids, 1), 0) <> coalesce(array_length(expected, 1), 0)
     or (select coalesce(array_agg(x order by x), '{}') from unnest(p_photo_ids) x) <> expected then
    raise exception 'The album''s photos changed meanwhile: reload the page and try again' using errcode = '40001';
  end if;
  update public.gallery_photos p
     set position = o.ord
    from unnest(p_photo_ids) with ordinality as o(id, ord)
   where p.id = o.id;
end
$$;
revoke execute on function public.gallery_reorder_photos(uuid, uuid[]) from public, anon;
grant execute on function public.gallery_reorder_photos(uuid, uuid[]) to authenticated, service_role;
