-- app.email_attachments_ok: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The stored form also accepts the hash.
create or replace function app.email_attachments_ok(attachments jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(attachments) = 'array'
     and jsonb_array_length(attachments) <= app.email_attachment_max_files()
     and coalesce((
       select bool_and(
                jsonb_typeof(a) = 'object'
            and jsonb_typeof(a -> 'bucket') = 'string'
            and jsonb_typeof(a -> 'path') = 'string'
            and jsonb_typeof(a -> 'size') = 'number'
            and app.email_filename_ok(a ->> 'filename')
            and app.email_content_type_ok(a ->> 'content_type')
            and (a ->> 'size')::numeric between 0 and app.email_attachment_max_bytes()
            and (a -> 'sha256' is null or (a ->> 'sha256') ~ '^[0-9a-f]{64}$'))
         and sum((a ->> 'size')::numeric) <= app.email_attachments_max_total_bytes()
         from jsonb_array_elements(attachments) a
     ), true)
$$;
