-- Attachments the server made are sent exactly as made (issue 20 #15, ADR 035).
--
-- Staff could store a file of their own in an issued invoice's or quotation's
-- document folder, and it was then attached as the official PDF (the newest
-- object won). Now:
--   * app.server_documents records each document the server renders and stores
--     (bucket, object name, SHA-256, size): written only through
--     public.record_server_document, which only the service role may call;
--   * app.server_document_buckets lists the buckets whose objects only the
--     server stores (sales-documents, added by invoicing): an object there that
--     is not recorded is never attached;
--   * app.resolve_email_attachments copies the recorded SHA-256 into the
--     outbox attachment ({bucket, path, filename, content_type, size, sha256});
--     the mail sender reads the bytes, hashes them and fails the message when
--     they are not what was recorded (server/mail/sender.ts).
-- The body of app.resolve_email_attachments is 20261125150100's plus the
-- recorded hash and the refusal.

create table app.server_document_buckets (
  bucket_id text primary key
);
comment on table app.server_document_buckets is
  'Buckets whose objects only the server stores (documents it renders); unrecorded objects there are never attached.';
revoke all on app.server_document_buckets from public, anon, authenticated, service_role;

create table app.server_documents (
  bucket_id text not null,
  name text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  size bigint not null check (size >= 0),
  -- The member the server made it for (the staff sending), when known.
  made_for uuid,
  created_at timestamptz not null default now(),
  primary key (bucket_id, name)
);
comment on table app.server_documents is
  'Documents the server rendered and stored, with the SHA-256 of the bytes: what an e-mail attaches and the sender checks.';
revoke all on app.server_documents from public, anon, authenticated, service_role;

-- SERVICE ROLE (the edge functions that render documents): records the object
-- just stored and the SHA-256 of the bytes it stored. The object must exist
-- with that size. Recording again (the server replaced an unrecorded object, or
-- a retry) keeps the newest word of the server. Returns {bucket, path, sha256, size}.
create function public.record_server_document(bucket text, path text, sha256 text, made_for uuid default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  obj_size bigint;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the server records the documents it made' using errcode = '42501';
  end if;
  if not exists (select 1 from app.server_document_buckets b where b.bucket_id = bucket) then
    raise exception 'Bucket % does not hold server-made documents', bucket using errcode = '22023';
  end if;
  if sha256 is null or sha256 !~ '^[0-9a-f]{64}$' then
    raise exception 'The SHA-256 must be 64 lower-case hex digits' using errcode = '22023';
  end if;
  select (o.metadata ->> 'size')::bigint into obj_size
    from storage.objects o
   where o.bucket_id = bucket and o.name = path and o.version is not null;
  if not found or obj_size is null then
    raise exception 'The document %/% is not in storage', bucket, path using errcode = 'P0002';
  end if;
  insert into app.server_documents as d (bucket_id, name, sha256, size, made_for)
  values (bucket, path, record_server_document.sha256, obj_size, made_for)
  on conflict (bucket_id, name) do update
    set sha256 = excluded.sha256, size = excluded.size, made_for = excluded.made_for, created_at = now();
  return jsonb_build_object('bucket', bucket, 'path', path, 'sha256', record_server_document.sha256, 'size', obj_size);
end
$$;
revoke execute on function public.record_server_document(text, text, text, uuid) from public, anon, authenticated;
grant execute on function public.record_server_document(text, text, text, uuid) to service_role;

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

-- SERVICE ROLE: what the server recorded for a stored object ({bucket, path, sha256, size}), or null.
-- The send functions ask before re-using a stored PDF: an unrecorded object is replaced, never sent.
create function public.server_document(bucket text, path text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the server reads its document records' using errcode = '42501';
  end if;
  -- Only while the object is there, with the recorded size.
  return (select jsonb_build_object('bucket', d.bucket_id, 'path', d.name, 'sha256', d.sha256, 'size', d.size)
            from app.server_documents d
            join storage.objects o on o.bucket_id = d.bucket_id and o.name = d.name and o.version is not null
           where d.bucket_id = bucket and d.name = path
             and (o.metadata ->> 'size')::bigint = d.size);
end
$$;
revoke execute on function public.server_document(text, text) from public, anon, authenticated;
grant execute on function public.server_document(text, text) to service_role;
