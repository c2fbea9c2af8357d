-- Attachments from storage, and a per-member send limit (issue 12, ADR 016).
--
-- Attachments: email_outbox.attachments is an array of
--   {bucket, path, filename, content_type, size}
-- naming objects in storage.objects; the sender reads their bytes through the
-- server's storage layer when it delivers. The database enforces the limits
-- (at most 10 files, each at most 10 MB, 20 MB in all; a filename without
-- CR/LF, quotes, slashes or control characters). At queue time each object must
-- exist, and its size is taken from storage.objects, never from the caller.
-- public.queue_email only accepts objects the caller can read under storage RLS.
--
-- Send limit: public.queue_email (staff sending by hand, or scripts with a
-- member's token) refuses more than app.email_send_limit_per_hour() messages per
-- member per hour (SQLSTATE 53400); app.queue_email (module code) is not limited.
--
-- app.queue_email and public.queue_email gain a trailing `attachments jsonb
-- default '[]'` parameter: dropped and created again (same grants).
-- public.queue_email becomes SECURITY INVOKER so that the storage check sees
-- exactly what the caller may read; the privileged part is
-- app.queue_member_email (schema app is not exposed over REST).

-- ---------------------------------------------------------------- limits

create function app.email_attachment_max_files() returns integer
language sql immutable set search_path = '' as $$ select 10 $$;
create function app.email_attachment_max_bytes() returns bigint
language sql immutable set search_path = '' as $$ select 10 * 1024 * 1024::bigint $$;
create function app.email_attachments_max_total_bytes() returns bigint
language sql immutable set search_path = '' as $$ select 20 * 1024 * 1024::bigint $$;

-- A filename that is safe in a MIME header: no CR/LF or other control
-- characters, quotes, slashes or backslashes; 1–255 characters.
create function app.email_filename_ok(filename text) returns boolean
language sql immutable
set search_path = ''
as $$
  select filename is not null
     and length(btrim(filename)) between 1 and 255
     and filename !~ '[[:cntrl:]"/\\]'
$$;

create function app.email_content_type_ok(content_type text) returns boolean
language sql immutable
set search_path = ''
as $$
  select content_type is not null
     and content_type ~ '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$'
$$;

-- The stored form: an array of at most 10 {bucket, path, filename, content_type, size}.
create function app.email_attachments_ok(attachments jsonb) returns boolean
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
            and (a ->> 'size')::numeric between 0 and app.email_attachment_max_bytes())
         and sum((a ->> 'size')::numeric) <= app.email_attachments_max_total_bytes()
         from jsonb_array_elements(attachments) a
     ), true)
$$;

alter table public.email_outbox
  add column attachments jsonb not null default '[]'
    constraint email_outbox_attachments_valid check (app.email_attachments_ok(attachments));
comment on column public.email_outbox.attachments is
  'Files from storage sent with the message: [{bucket, path, filename, content_type, size}] (size from storage.objects at queue time).';

alter table public.email_mailbox add column attachments jsonb not null default '[]';
comment on column public.email_mailbox.attachments is
  'The attachments the message went out with: references to storage objects, as in email_outbox.attachments.';

-- Resolves what a caller asked to attach ([{bucket, path, filename?, content_type?}])
-- against storage.objects: each object must exist; size (and, unless given, the
-- content type) come from the object, the filename defaults to its last path
-- segment. Raises a clear error for a missing object or a broken limit.
create function app.resolve_email_attachments(requested jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/app.resolve_email_attachments.sql (ADR 043)';
end
$$;
revoke execute on function app.resolve_email_attachments(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------- queueing

drop function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text);
drop function app.queue_email(text[], text, text, text, text[], text[], text, text, text, text);

-- For other modules' SECURITY DEFINER code: as in 20261125140100, plus attachments.
create function app.queue_email(
  to_addresses text[],
  subject text,
  html_body text default null,
  text_body text default null,
  cc_addresses text[] default '{}',
  bcc_addresses text[] default '{}',
  reply_to text default null,
  record_type text default null,
  record_id text default null,
  template text default null,
  attachments jsonb default '[]'
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/app.queue_email.sql (ADR 043)';
end
$$;
revoke execute on function app.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function app.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  to service_role;

-- How many messages one member may queue through public.queue_email in an hour.
create function app.email_send_limit_per_hour() returns integer
language sql immutable set search_path = '' as $$ select 200 $$;

-- The privileged half of public.queue_email: staff only, the hourly limit, then
-- app.queue_email. Called by public.queue_email after its storage check.
create function app.queue_member_email(
  to_addresses text[],
  subject text,
  html_body text,
  text_body text,
  cc_addresses text[],
  bcc_addresses text[],
  reply_to text,
  record_type text,
  record_id text,
  template text,
  attachments jsonb
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/app.queue_member_email.sql (ADR 043)';
end
$$;
revoke execute on function app.queue_member_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  from public, anon;
grant execute on function app.queue_member_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  to authenticated, service_role;

-- Staff queue mail. SECURITY INVOKER: an attachment must be an object the caller
-- can read under storage RLS (the same select the /storage/v1 API would run).
create function public.queue_email(
  to_addresses text[],
  subject text,
  html_body text default null,
  text_body text default null,
  cc_addresses text[] default '{}',
  bcc_addresses text[] default '{}',
  reply_to text default null,
  record_type text default null,
  record_id text default null,
  template text default null,
  attachments jsonb default '[]'
) returns uuid
language plpgsql security invoker
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/public.queue_email.sql (ADR 043)';
end
$$;
revoke execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  from public, anon;
grant execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  to authenticated, service_role;
