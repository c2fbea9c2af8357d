-- Demo gallery (ADR 022, 081): two published albums of the firm's work, with the site's generated illustrations
-- (public/images/LICENCES.md) as their photos. The bytes come from plugins/gallery/demo/files/gallery-photos/demo/,
-- which the demo loader (server/demo/demo-files.ts) stores in the bucket before this file runs; here each object
-- is renamed into its album's folder (its bytes stay) and registered. Without those objects (the demo SQL run on
-- its own, as tests do), or on a database from before the gallery module, this file adds nothing.
do $$
declare
  staff_id uuid := (select id from auth.users where email = 'staff@demo.safeworks.test');
  album record;
  photo record;
  v_album uuid;
  obj_id uuid;
  new_name text;
begin
  if to_regclass('public.gallery_albums') is null
     or not exists (select 1 from storage.objects o where o.bucket_id = 'gallery-photos' and o.name like 'demo/%') then
    return;
  end if;
  for album in
    select * from (values
      (1, 'Fire safety training and evacuation drill',
       'A day of fire safety training for the marshals of a paper converter in Thika, ending with an extinguisher drill on a controlled fire.',
       current_date - 24,
       array['fire-drill', 'safety-training', 'ppe'],
       array['Marshals practise with a CO₂ extinguisher on a controlled fire',
             'The morning session: fire classes, alarms and assembly points',
             'The protective equipment each marshal is issued']),
      (2, 'Annual safety audit and noise survey',
       'Our advisors audited a grain mill in Eldoret against the OSH Act and measured the noise workers are exposed to in the hammer mill room.',
       current_date - 52,
       array['site-audit', 'noise-survey', 'medical-exam'],
       array['Walking the floor with the mill''s safety supervisor',
             'Sound level measurements beside the hammer mill',
             'Hearing tests for the workers of the noisiest areas'])
    ) as a(n, title, description, event_date, files, captions)
  loop
    insert into public.gallery_albums (title, description, event_date, created_by)
    values (album.title, album.description, album.event_date, staff_id)
    returning id into v_album;
    for photo in select f, c, ord from unnest(album.files, album.captions) with ordinality as x(f, c, ord) loop
      select o.id into obj_id from storage.objects o
       where o.bucket_id = 'gallery-photos' and o.name = 'demo/' || photo.f || '.webp';
      continue when obj_id is null;
      new_name := v_album || '/' || gen_random_uuid() || '.webp';
      update storage.objects set name = new_name, owner = staff_id, owner_id = staff_id::text where id = obj_id;
      insert into public.gallery_photos (album_id, storage_path, caption, position, width, height, created_by)
      values (v_album, new_name, photo.c, photo.ord::integer, 1200, 800, staff_id);
    end loop;
    update public.gallery_albums set is_published = true where id = v_album
       and exists (select 1 from public.gallery_photos p where p.album_id = v_album);
  end loop;
end
$$;
