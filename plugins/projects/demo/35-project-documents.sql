-- Demo project documents (ADR 022): the fire safety audit report of Thika Paper Converters'
-- "Fire safety audit 2026" (done), uploaded by the demo admin who managed it (version 1).
-- The PDF's bytes come from plugins/projects/demo/files/project-documents/demo/…, which the demo
-- loader (server/demo/demo-files.ts) stores in the bucket before this file runs; here the object is
-- renamed into the project's folder (its bytes stay) and registered. Without that object (the demo
-- SQL run on its own, as tests do) this file adds nothing.
do $$
declare
  project uuid;
  doc uuid := gen_random_uuid();
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  obj record;
  report_path text;
begin
  select p.id into project from public.projects p where p.title = 'Fire safety audit 2026'
   order by p.created_at limit 1;
  select o.id, o.metadata into obj from storage.objects o
   where o.bucket_id = 'project-documents' and o.name = 'demo/fire-safety-audit-report-2026.pdf';
  if project is null or obj.id is null then
    return;
  end if;
  report_path := project || '/' || doc || '/' || left(gen_random_uuid()::text, 8) || '-fire-safety-audit-report-2026.pdf';
  -- Into the project's folder (the version id, and so the bytes, stay), owned by its uploader.
  update storage.objects set name = report_path, owner = admin_id, owner_id = admin_id::text where id = obj.id;

  insert into public.project_documents (id, project_id, title, current_version, created_by)
  values (doc, project, 'Fire safety audit report 2026', 1, admin_id);
  insert into public.project_document_versions
    (document_id, version, storage_path, filename, content_type, size, note, uploaded_by, uploaded_at)
  values (doc, 1, report_path, 'Fire safety audit report 2026.pdf', 'application/pdf',
          coalesce((obj.metadata ->> 'size')::bigint, 0),
          'Final report as sent to the client, with the four findings and their deadlines.',
          admin_id, now() - interval '20 days');
  perform app.record_event('projects', project::text, 'projects.document_added', null,
    jsonb_build_object('name', jsonb_build_array(null, 'Fire safety audit report 2026'),
                       'version', jsonb_build_array(null, 1)));
end
$$;
