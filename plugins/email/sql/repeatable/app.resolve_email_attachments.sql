-- app.resolve_email_attachments: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.resolve_email_attachments(requested jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  a jsonb;
  obj record;
  made app.server_documents;
  resolved jsonb := '[]';
  fname text;
  ctype text;
  total numeric := 0;
begin
  if requested is null or requested = 'null'::jsonb then
    return '[]';
  end if;
  if jsonb_typeof(requested) <> 'array' then
    raise exception 'Attachments must be a list of {bucket, path}' using errcode = '22023';
  end if;
  if jsonb_array_length(requested) > app.email_attachment_max_files() then
    raise exception 'An e-mail can carry at most % attachments (this one has %)',
      app.email_attachment_max_files(), jsonb_array_length(requested) using errcode = '54000';
  end if;
  for a in select value from jsonb_array_elements(requested) loop
    if jsonb_typeof(a) <> 'object' or jsonb_typeof(a -> 'bucket') <> 'string'
       or jsonb_typeof(a -> 'path') <> 'string' then
      raise exception 'Each attachment needs a bucket and a path' using errcode = '22023';
    end if;
    select o.name, o.metadata into obj
      from storage.objects o
     where o.bucket_id = a ->> 'bucket' and o.name = a ->> 'path' and o.version is not null;
    if not found then
      raise exception 'The attachment %/% is not in storage', a ->> 'bucket', a ->> 'path'
        using errcode = 'P0002';
    end if;
    -- A document the server made goes with the hash it recorded; in a bucket of
    -- server-made documents, anything else is not the document and is refused.
    select * into made from app.server_documents d
     where d.bucket_id = a ->> 'bucket' and d.name = a ->> 'path';
    if made.name is null and exists (select 1 from app.server_document_buckets b where b.bucket_id = a ->> 'bucket') then
      raise exception 'The file %/% was not made by the server, so it is not sent: send the document again to make it',
        a ->> 'bucket', a ->> 'path' using errcode = '55000';
    end if;
    if made.name is not null and made.size is distinct from (obj.metadata ->> 'size')::bigint then
      raise exception 'The stored file %/% is not the one the server made', a ->> 'bucket', a ->> 'path'
        using errcode = '55000';
    end if;
    fname := coalesce(a ->> 'filename', storage.filename(obj.name));
    if not app.email_filename_ok(fname) then
      raise exception 'The attachment name "%" is not allowed: use 1 to 255 characters without quotes, slashes or line breaks',
        left(regexp_replace(fname, '[[:cntrl:]]', ' ', 'g'), 300) using errcode = '22023';
    end if;
    ctype := coalesce(a ->> 'content_type', obj.metadata ->> 'mimetype', 'application/octet-stream');
    if not app.email_content_type_ok(ctype) then
      raise exception 'The content type "%" of attachment "%" is not a valid type/subtype',
        left(regexp_replace(ctype, '[[:cntrl:]]', ' ', 'g'), 300), fname using errcode = '22023';
    end if;
    if coalesce((obj.metadata ->> 'size')::numeric, -1) < 0 then
      raise exception 'The attachment %/% has no recorded size', a ->> 'bucket', a ->> 'path'
        using errcode = '55000';
    end if;
    if (obj.metadata ->> 'size')::numeric > app.email_attachment_max_bytes() then
      raise exception 'The attachment "%" is % MB; an attachment may be at most 10 MB',
        fname, round((obj.metadata ->> 'size')::numeric / 1048576, 1) using errcode = '54000';
    end if;
    total := total + (obj.metadata ->> 'size')::numeric;
    if total > app.email_attachments_max_total_bytes() then
      raise exception 'The attachments come to more than 20 MB; send fewer or smaller files'
        using errcode = '54000';
    end if;
    resolved := resolved || jsonb_build_array(jsonb_build_object(
      'bucket', a ->> 'bucket', 'path', a ->> 'path', 'filename', fname,
      'content_type', ctype, 'size', (obj.metadata ->> 'size')::bigint)
      || case when made.name is not null then jsonb_build_object('sha256', made.sha256) else '{}'::jsonb end);
  end loop;
  return resolved;
end
$$;
revoke execute on function app.resolve_email_attachments(jsonb) from public, anon, authenticated;
