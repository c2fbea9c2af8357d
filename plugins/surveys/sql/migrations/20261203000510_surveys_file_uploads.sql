-- File-upload questions with private storage (issue 26, ADR 073). A respondent uploads one file per question to
-- the private bucket `survey-uploads` under `<survey id>/<the response's idempotency key>/<random name>` before
-- sending; submit_survey_response then checks the file exists under that survey and that submission's key, is
-- within the question's size and types, and is named by no other answer, and stores {path, name, size, type}
-- with the size and type storage recorded.
--
-- Who may do what with the bucket (policies on storage.objects below):
-- - visitors and signed-in respondents only add objects, and only under an open survey whose current version has
--   a file question, for a key no response has used yet (app.survey_upload_allowed); they read, list, replace
--   and delete nothing;
-- - staff read (and so download through a signed URL) only files that an answer names (app.survey_upload_readable):
--   a file whose response was deleted, or that was never sent, is not readable by staff;
-- - administrators read and delete any file of the bucket (the files of a deleted response, files never sent).

-- Settings of a file question: the allowed kinds of file (presets: 'images' — JPEG, PNG, WebP; 'pdf'; 'office' —
-- Word, Excel, PowerPoint) and the largest file in MB (1–10).
alter table public.survey_questions add column file_types text[] not null default '{}'
  constraint survey_questions_file_types_known check (file_types <@ array['images', 'pdf', 'office']);
alter table public.survey_questions add column file_max_mb integer
  constraint survey_questions_file_max_mb_range check (file_max_mb is null or file_max_mb between 1 and 10);
comment on column public.survey_questions.file_types is
  'File upload: the kinds of file allowed (images, pdf, office; ADR 073).';
comment on column public.survey_questions.file_max_mb is
  'File upload: the largest file, in MB (1–10; ADR 073).';

-- The staff read policy and submit_survey_response find an answer by the file it names.
create index survey_answers_file_path_idx on public.survey_answers ((value ->> 'path'))
  where jsonb_typeof(value) = 'object' and value ? 'path';

-- Private; the bucket's own limits are the widest any question may allow (storage refuses anything else before
-- a question's limits are checked). 'application/x-cfb' is what the bytes of the old Office formats are
-- detected as (.doc, .xls, .ppt).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('survey-uploads', 'survey-uploads', false, 10 * 1024 * 1024, array[
  'image/jpeg', 'image/png', 'image/webp',
  'application/pdf',
  'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation'
])
on conflict (id) do nothing;

create function app.survey_file_mime_types(p_types text[]) returns text[]
language plpgsql immutable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/surveys/sql/repeatable/app.survey_file_mime_types.sql (ADR 043)';
end
$$;
revoke execute on function app.survey_file_mime_types(text[]) from public, anon, authenticated;

create function app.survey_upload_allowed(p_name text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/surveys/sql/repeatable/app.survey_upload_allowed.sql (ADR 043)';
end
$$;
revoke execute on function app.survey_upload_allowed(text) from public;
grant execute on function app.survey_upload_allowed(text) to anon, authenticated, service_role;

create function app.survey_upload_readable(p_name text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/surveys/sql/repeatable/app.survey_upload_readable.sql (ADR 043)';
end
$$;
revoke execute on function app.survey_upload_readable(text) from public, anon;
grant execute on function app.survey_upload_readable(text) to authenticated, service_role;

create policy "survey uploads respondents add" on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'survey-uploads' and app.survey_upload_allowed(name));
-- Storage answers an upload with the new row (insert … returning), which PostgreSQL lets through only if a select
-- policy passes for it: this one passes during the upload itself (storage.operation, set by the storage server
-- as Supabase's does) and only while the upload is still allowed. Nothing a respondent can call reads with it.
create policy "survey uploads returned to their uploader" on storage.objects for select to anon, authenticated
  using (bucket_id = 'survey-uploads' and current_setting('storage.operation', true) = 'storage.object.upload'
         and app.survey_upload_allowed(name));
create policy "survey uploads staff read answered files" on storage.objects for select to authenticated
  using (bucket_id = 'survey-uploads' and app.survey_upload_readable(name));
create policy "survey uploads admins read" on storage.objects for select to authenticated
  using (bucket_id = 'survey-uploads' and (select app.has_role('admin')) and (select app.module_enabled('feedback')));
create policy "survey uploads admins remove" on storage.objects for delete to authenticated
  using (bucket_id = 'survey-uploads' and (select app.has_role('admin')) and (select app.module_enabled('feedback')));
-- No update policy: a stored file never changes (upsert, move and overwrite are refused).
