-- app.survey_file_mime_types: stated once here (ADR 040; created by 20261203000510_surveys_file_uploads, ADR 073).
-- The MIME types a file question's kinds of file allow, as FILE_TYPE_PRESETS in plugins/surveys/file-types.ts
-- lists them: 'images' JPEG, PNG, WebP; 'pdf'; 'office' Word, Excel, PowerPoint (old and new formats).
create or replace function app.survey_file_mime_types(p_types text[]) returns text[]
language sql immutable
set search_path = ''
as $$
  select coalesce(array_agg(m.mime order by m.mime), '{}')
    from (values
      ('images', 'image/jpeg'), ('images', 'image/png'), ('images', 'image/webp'),
      ('pdf', 'application/pdf'),
      ('office', 'application/msword'), ('office', 'application/vnd.ms-excel'),
      ('office', 'application/vnd.ms-powerpoint'),
      ('office', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ('office', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ('office', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')
    ) m(preset, mime)
   where m.preset = any (coalesce(p_types, '{}'))
$$;
revoke execute on function app.survey_file_mime_types(text[]) from public, anon, authenticated;
