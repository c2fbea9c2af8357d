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
declare
  a jsonb;
  obj record;
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
      'content_type', ctype, 'size', (obj.metadata ->> 'size')::bigint));
  end loop;
  return resolved;
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
declare
  new_id uuid;
  files jsonb := app.resolve_email_attachments(attachments);
begin
  insert into public.email_outbox (to_addresses, cc_addresses, bcc_addresses, reply_to, subject,
                                   html_body, text_body, record_type, record_id, template, attachments)
  values (to_addresses, coalesce(cc_addresses, '{}'), coalesce(bcc_addresses, '{}'), reply_to, subject,
          html_body, text_body, record_type, record_id, template, files)
  returning id into new_id;
  if record_type is not null and app.can_read_record(record_type, record_id) then
    perform app.record_event(
      record_type, record_id, 'email.queued',
      left(array_to_string(to_addresses, ', ') || ': ' || subject, 4000),
      jsonb_build_object('email_id', new_id),
      '/dashboard/email');
  end if;
  perform pg_notify('email_outbox', new_id::text);
  return new_id;
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
declare
  me uuid := auth.uid();
  recent integer;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff may send email' using errcode = '42501';
  end if;
  if me is not null then
    -- One member's sends are counted one at a time, so two at once cannot both slip under the limit.
    perform pg_advisory_xact_lock(hashtextextended('email_send_limit:' || me::text, 0));
    select count(*) into recent
      from public.email_outbox o
     where o.created_by = me and o.created_at > now() - interval '1 hour';
    if recent >= app.email_send_limit_per_hour() then
      raise exception 'You have sent % e-mails in the last hour, the most one person may send; try again later',
        recent using errcode = '53400',
        hint = 'The limit is app.email_send_limit_per_hour(); mail sent by the app itself is not counted.';
    end if;
  end if;
  return app.queue_email(to_addresses, subject, html_body, text_body, cc_addresses, bcc_addresses,
                         reply_to, record_type, record_id, template, attachments);
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
declare
  a jsonb;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff may send email' using errcode = '42501';
  end if;
  if jsonb_typeof(attachments) = 'array' then
    for a in select value from jsonb_array_elements(attachments) loop
      if jsonb_typeof(a) = 'object' and not exists (
           select 1 from storage.objects o
            where o.bucket_id = a ->> 'bucket' and o.name = a ->> 'path') then
        raise exception 'The attachment %/% is not in storage, or you may not read it',
          a ->> 'bucket', a ->> 'path' using errcode = 'P0002';
      end if;
    end loop;
  end if;
  return app.queue_member_email(to_addresses, subject, html_body, text_body, cc_addresses, bcc_addresses,
                                reply_to, record_type, record_id, template, attachments);
end
$$;
revoke execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  from public, anon;
grant execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text, jsonb)
  to authenticated, service_role;
