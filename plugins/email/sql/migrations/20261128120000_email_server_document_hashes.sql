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

-- app.email_attachments_ok: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.email_attachments_ok.sql (ADR 040).

-- app.resolve_email_attachments: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.resolve_email_attachments.sql (ADR 040).

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
