-- Project documents (issue 13, ADR 022): reports, photos and spreadsheets of a
-- project in a private storage bucket, with versions and who uploaded them.
--
-- Bytes live in storage bucket `project-documents` under
--   <project_id>/<document_id>/<upload id>-<file name>
-- and the rows here say which object is which version of which document:
--   public.project_documents          one per document (title, current version)
--   public.project_document_versions  one per uploaded file (version number,
--                                     storage path, file name, type, size,
--                                     who uploaded it and when, a note)
--
-- Order of work (so nothing is left half-done):
--   upload  = the object is stored first (storage API, storage RLS: the
--             project's editors), then add_project_document_version registers
--             it in one transaction (numbering under a row lock). An upload
--             that is never registered is an unregistered object its uploader
--             may remove; no row ever names a missing object.
--   delete  = delete_project_document removes the rows (one transaction) and
--             answers the storage paths; the client then removes the objects
--             through the storage API. Storage RLS lets nobody delete an object
--             a version row still names, so rows never point at missing bytes.
-- Objects are never deleted from SQL: on hosted Supabase that is refused
-- (storage.protect_delete) and it would leave the bytes behind in any case.

-- ---------------------------------------------------------------- the bucket

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('project-documents', 'project-documents', false, 25 * 1024 * 1024, array[
  'application/pdf',
  'image/png', 'image/jpeg', 'image/webp', 'image/gif',
  'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint',
  -- what the bytes of the old Office formats are detected as (compound file)
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/csv', 'text/plain'
])
on conflict (id) do nothing;

-- ---------------------------------------------------------------- tables

create table public.project_documents (
  id uuid primary key default gen_random_uuid(),
  -- restrict: a project with documents cannot be deleted by a cascade that
  -- would leave its files behind; delete the documents first (or archive).
  project_id uuid not null references public.projects (id) on delete restrict,
  title text not null constraint project_documents_title_length check (length(btrim(title)) between 1 and 200),
  current_version integer not null default 0 constraint project_documents_current_version_positive
    check (current_version >= 0),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.project_documents is
  'A document of a project (a report, a photo, a spreadsheet); its files are the rows of project_document_versions.';
create index project_documents_project_idx on public.project_documents (project_id, updated_at desc);

create table public.project_document_versions (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.project_documents (id) on delete cascade,
  version integer not null constraint project_document_versions_version_positive check (version >= 1),
  storage_path text not null constraint project_document_versions_path_unique unique,
  filename text not null constraint project_document_versions_filename_ok
    check (length(btrim(filename)) between 1 and 255 and filename !~ '[[:cntrl:]"/\\]'),
  content_type text not null,
  size bigint not null constraint project_document_versions_size_ok check (size >= 0),
  note text constraint project_document_versions_note_length check (note is null or length(note) <= 1000),
  uploaded_by uuid references auth.users (id) on delete set null,
  uploaded_at timestamptz not null default now(),
  constraint project_document_versions_number_unique unique (document_id, version)
);
comment on table public.project_document_versions is
  'One uploaded file of a project document: object storage_path in bucket project-documents.';
comment on column public.project_document_versions.storage_path is
  'Object name in storage bucket project-documents: <project_id>/<document_id>/<upload id>-<file>.';

create trigger project_documents_stamp before insert or update on public.project_documents
  for each row execute function app.stamp_row();

-- ---------------------------------------------------------------- row-level security

alter table public.project_documents enable row level security;
alter table public.project_document_versions enable row level security;

-- Read by staff (as projects); written only through the RPCs below.
revoke all on public.project_documents, public.project_document_versions from anon, authenticated;
grant select on public.project_documents, public.project_document_versions to authenticated;
grant all on public.project_documents, public.project_document_versions to service_role;

create policy project_documents_staff_read on public.project_documents for select to authenticated
  using ((select app.has_role('staff')));
create policy project_documents_service on public.project_documents for all to service_role
  using (true) with check (true);
create policy project_document_versions_staff_read on public.project_document_versions for select to authenticated
  using ((select app.has_role('staff')));
create policy project_document_versions_service on public.project_document_versions for all to service_role
  using (true) with check (true);

alter publication supabase_realtime add table public.project_documents, public.project_document_versions;

-- ---------------------------------------------------------------- storage policies

-- The project an object name belongs to (its first segment), or null when the
-- name does not start with a uuid.
create function app.project_document_project(name text) returns uuid
language sql immutable
set search_path = ''
as $$
  select case when split_part(name, '/', 1) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then split_part(name, '/', 1)::uuid end
$$;
revoke execute on function app.project_document_project(text) from public, anon;
grant execute on function app.project_document_project(text) to authenticated, service_role;

-- Whether a version row names the object (then only delete_project_document may let it go).
create function app.project_document_registered(name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.project_document_versions v where v.storage_path = name)
$$;
revoke execute on function app.project_document_registered(text) from public, anon;
grant execute on function app.project_document_registered(text) to authenticated, service_role;

create policy "project documents staff read" on storage.objects for select to authenticated
  using (bucket_id = 'project-documents' and (select app.has_role('staff')));
create policy "project documents editors upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'project-documents'
              and app.can_edit_project(app.project_document_project(name))
              and array_length(storage.foldername(name), 1) = 2);
create policy "project documents editors remove unregistered" on storage.objects for delete to authenticated
  using (bucket_id = 'project-documents'
         and app.can_edit_project(app.project_document_project(name))
         and not app.project_document_registered(name));
-- No update policy: a stored file never changes (a new version is a new object),
-- so upsert, move and overwrite are refused.

-- ---------------------------------------------------------------- RPCs

-- add_project_document_version(project_id, document_id, storage_path, filename, title, note)
--   → the new project_document_versions row.
-- Registers an object already uploaded to <project_id>/<document_id>/… as the
-- next version of that document. With a `title` it is a new document's first
-- version (the document is created unless it exists); without one the document
-- must exist (a version for a document deleted meanwhile is refused, P0002,
-- rather than bringing it back). Size and type come from storage, never
-- from the caller. Concurrent registrations of one document get consecutive
-- numbers (the document row is locked while numbering).
create function public.add_project_document_version(
  project_id uuid,
  document_id uuid,
  storage_path text,
  filename text,
  title text default null,
  note text default null
) returns public.project_document_versions
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  obj record;
  doc public.project_documents;
  written public.project_document_versions;
  clean_title text := nullif(btrim(coalesce(title, '')), '');
  clean_name text := btrim(coalesce(filename, ''));
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can add project documents' using errcode = '42501';
  end if;
  if not exists (select 1 from public.projects p where p.id = add_project_document_version.project_id) then
    raise exception 'No such project' using errcode = 'P0002';
  end if;
  if not app.can_edit_project(add_project_document_version.project_id) then
    raise exception 'Only the project''s manager, its team and admins can add documents to it'
      using errcode = '42501';
  end if;
  if document_id is null or storage_path is null
     or left(storage_path, 74) <> add_project_document_version.project_id::text || '/' || document_id::text || '/'
     or array_length(storage.foldername(storage_path), 1) <> 2 then
    raise exception 'The file must be stored under <project id>/<document id>/ in project-documents'
      using errcode = '22023';
  end if;
  if length(clean_name) not between 1 and 255 or clean_name ~ '[[:cntrl:]"/\\]' then
    raise exception 'The file name must be 1 to 255 characters without quotes, slashes or line breaks'
      using errcode = '22023';
  end if;
  if note is not null and length(note) > 1000 then
    raise exception 'A version note may be at most 1000 characters' using errcode = '22001';
  end if;
  if clean_title is not null and length(clean_title) > 200 then
    raise exception 'A document title may be at most 200 characters' using errcode = '22001';
  end if;

  select o.name, o.metadata into obj
    from storage.objects o
   where o.bucket_id = 'project-documents' and o.name = add_project_document_version.storage_path
     and o.version is not null;
  if not found then
    raise exception 'The file is not in storage: upload it first' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.project_document_versions v
              where v.storage_path = add_project_document_version.storage_path) then
    raise exception 'This file is already a version of a document' using errcode = '23505';
  end if;

  if clean_title is not null then
    insert into public.project_documents (id, project_id, title)
    values (document_id, add_project_document_version.project_id, clean_title)
    on conflict (id) do nothing;
  end if;
  select * into doc from public.project_documents d where d.id = document_id for update;
  if not found then
    raise exception 'That document no longer exists (deleted meanwhile?): upload the file as a new document'
      using errcode = 'P0002';
  end if;
  if doc.project_id <> add_project_document_version.project_id then
    raise exception 'That document belongs to another project' using errcode = '22023';
  end if;

  insert into public.project_document_versions
    (document_id, version, storage_path, filename, content_type, size, note, uploaded_by)
  values (doc.id, doc.current_version + 1, add_project_document_version.storage_path, clean_name,
          coalesce(obj.metadata ->> 'mimetype', 'application/octet-stream'),
          coalesce((obj.metadata ->> 'size')::bigint, 0), nullif(btrim(coalesce(note, '')), ''), auth.uid())
  returning * into written;
  update public.project_documents d set current_version = written.version where d.id = doc.id;

  perform app.record_event('projects', doc.project_id::text,
    case when written.version = 1 then 'projects.document_added' else 'projects.document_version_added' end,
    null,
    jsonb_build_object('name', jsonb_build_array(null, doc.title),
                       'version', jsonb_build_array(null, written.version),
                       'filename', jsonb_build_array(null, written.filename)));
  return written;
end
$$;
revoke execute on function public.add_project_document_version(uuid, uuid, text, text, text, text)
  from public, anon;
grant execute on function public.add_project_document_version(uuid, uuid, text, text, text, text)
  to authenticated, service_role;

-- delete_project_document(document_id) → the storage paths of its versions.
-- Removes the document and its versions (one transaction) for the project's
-- editors; the caller then removes those objects through the storage API
-- (which storage RLS allows once no row names them).
create function public.delete_project_document(document_id uuid) returns text[]
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  doc public.project_documents;
  paths text[];
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can delete project documents' using errcode = '42501';
  end if;
  select * into doc from public.project_documents d where d.id = delete_project_document.document_id for update;
  if not found then
    raise exception 'No such document' using errcode = 'P0002';
  end if;
  if not app.can_edit_project(doc.project_id) then
    raise exception 'Only the project''s manager, its team and admins can delete its documents'
      using errcode = '42501';
  end if;
  select coalesce(array_agg(v.storage_path order by v.version), '{}') into paths
    from public.project_document_versions v where v.document_id = doc.id;
  delete from public.project_documents d where d.id = doc.id;
  perform app.record_event('projects', doc.project_id::text, 'projects.document_removed', null,
    jsonb_build_object('name', jsonb_build_array(doc.title, null)));
  return paths;
end
$$;
revoke execute on function public.delete_project_document(uuid) from public, anon;
grant execute on function public.delete_project_document(uuid) to authenticated, service_role;
