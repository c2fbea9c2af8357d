-- Email delivery (plugins/email/, issue 12, ADR 016): every message the app sends
-- is a row of public.email_outbox; the server's mail sender (server/mail/) drains
-- it — over SMTP when SMTP_URL is set, otherwise into the built-in mailbox
-- public.email_mailbox, which superadmins read (Email → Mailbox).
--
-- Who may do what:
-- - staff (and above) queue mail with public.queue_email(...); other modules'
--   RPCs call app.queue_email(...) inside their own transaction, so a message is
--   queued exactly when their change commits;
-- - superadmins read every outbox row, staff the rows they queued;
-- - retry and cancel go through public.retry_email(id) / public.cancel_email(id)
--   (superadmin or the sender); nobody inserts, updates or deletes through /rest/v1;
-- - only superadmins read the built-in mailbox.
-- Auth messages (password reset, confirmation) are bridged from auth.outbox by
-- app.bridge_auth_outbox(): their link and code stay sealed (app.email_secrets,
-- never exposed) until the sender opens them to deliver.

-- ---------------------------------------------------------------- addresses

-- One mailbox address: local@domain.tld, no spaces, CR/LF, angle brackets, commas
-- or quotes (nothing that could break a header or smuggle a second recipient).
create function app.email_address_ok(address text) returns boolean
language sql immutable
set search_path = ''
as $$
  select address is not null
     and length(address) <= 254
     and address ~ '^[^@[:space:][:cntrl:]<>,;:"()\[\]\\]+@[^@[:space:][:cntrl:]<>,;:"()\[\]\\]+\.[^@[:space:][:cntrl:]<>,;:"()\[\]\\]+$'
$$;

create function app.email_addresses_ok(addresses text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select addresses is not null
     and cardinality(addresses) <= 50
     and coalesce((select bool_and(app.email_address_ok(a)) from unnest(addresses) a), true)
$$;

-- ---------------------------------------------------------------- the outbox

create type public.email_status as enum ('queued', 'sending', 'sent', 'failed', 'cancelled');

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_addresses text[] not null
    constraint email_outbox_to_valid check (cardinality(to_addresses) >= 1 and app.email_addresses_ok(to_addresses)),
  cc_addresses text[] not null default '{}'
    constraint email_outbox_cc_valid check (app.email_addresses_ok(cc_addresses)),
  bcc_addresses text[] not null default '{}'
    constraint email_outbox_bcc_valid check (app.email_addresses_ok(bcc_addresses)),
  reply_to text constraint email_outbox_reply_to_valid check (reply_to is null or app.email_address_ok(reply_to)),
  subject text not null
    constraint email_outbox_subject_valid check (length(btrim(subject)) between 1 and 500 and subject !~ '[\r\n]'),
  html_body text constraint email_outbox_html_size check (html_body is null or length(html_body) <= 1000000),
  text_body text constraint email_outbox_text_size check (text_body is null or length(text_body) <= 1000000),
  constraint email_outbox_has_body check (html_body is not null or text_body is not null),
  -- The record this message is about (its timeline), as app.record_event takes it.
  record_type text,
  record_id text,
  constraint email_outbox_record_pair check ((record_type is null) = (record_id is null)),
  template text constraint email_outbox_template_key check (template is null or template ~ '^[a-z][a-z0-9_.-]{0,99}$'),
  status public.email_status not null default 'queued',
  attempts integer not null default 0 constraint email_outbox_attempts_nonnegative check (attempts >= 0),
  max_attempts integer not null default 8 constraint email_outbox_max_attempts_range check (max_attempts between 1 and 50),
  next_attempt_at timestamptz not null default now(),
  -- While status = 'sending': until when the sender that claimed it holds it.
  lease_until timestamptz,
  last_error text,
  provider_message_id text,
  -- Where it went: 'smtp' or the built-in 'mailbox'.
  delivered_via text constraint email_outbox_delivered_via check (delivered_via in ('smtp', 'mailbox')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.email_outbox is 'Mail the app sends; drained by the server''s mail sender (ADR 016).';

create index email_outbox_due on public.email_outbox (next_attempt_at) where status = 'queued';
create index email_outbox_leased on public.email_outbox (lease_until) where status = 'sending';
create index email_outbox_created_by on public.email_outbox (created_by, created_at desc);
create index email_outbox_record on public.email_outbox (record_type, record_id) where record_type is not null;

create trigger email_outbox_stamp before insert or update on public.email_outbox
  for each row execute function app.stamp_row();

alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from public, anon, authenticated;
grant select on public.email_outbox to authenticated;
grant all on public.email_outbox to service_role;

create policy email_outbox_read on public.email_outbox for select to authenticated
  using (app.has_role('superadmin') or (created_by = auth.uid() and app.has_role('staff')));

-- The sealed link and code of an auth message (server/auth/outbox-seal.ts), kept
-- apart from the readable row and dropped once it is sent, failed or cancelled.
create table app.email_secrets (
  outbox_id uuid primary key references public.email_outbox (id) on delete cascade,
  sealed text not null,
  expires_at timestamptz not null
);
revoke all on app.email_secrets from public, anon, authenticated;

-- ---------------------------------------------------------------- the built-in mailbox

-- Where mail goes when no SMTP server is configured (the default): one row per
-- delivered message, exactly as it would have been sent.
create table public.email_mailbox (
  id uuid primary key default gen_random_uuid(),
  outbox_id uuid not null constraint email_mailbox_outbox_key unique
    references public.email_outbox (id) on delete cascade,
  message_id text not null,
  from_address text not null,
  to_addresses text[] not null,
  cc_addresses text[] not null default '{}',
  bcc_addresses text[] not null default '{}',
  reply_to text,
  subject text not null,
  html_body text,
  text_body text,
  delivered_at timestamptz not null default now()
);
comment on table public.email_mailbox is 'The built-in mailbox: mail delivered while no SMTP server is configured.';
create index email_mailbox_delivered on public.email_mailbox (delivered_at desc);

alter table public.email_mailbox enable row level security;
revoke all on public.email_mailbox from public, anon, authenticated;
grant select on public.email_mailbox to authenticated;
grant all on public.email_mailbox to service_role;

create policy email_mailbox_read on public.email_mailbox for select to authenticated
  using (app.has_role('superadmin'));

-- ---------------------------------------------------------------- queueing

-- For other modules' SECURITY DEFINER code: queues one message in the caller's
-- transaction and wakes the sender (NOTIFY email_outbox, delivered on commit).
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
  template text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/app.queue_email.sql (ADR 043)';
end
$$;
revoke execute on function app.queue_email(text[], text, text, text, text[], text[], text, text, text, text)
  from public, anon, authenticated;
grant execute on function app.queue_email(text[], text, text, text, text[], text[], text, text, text, text)
  to service_role;

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
  template text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/public.queue_email.sql (ADR 043)';
end
$$;
revoke execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text)
  from public, anon;
grant execute on function public.queue_email(text[], text, text, text, text[], text[], text, text, text, text)
  to authenticated, service_role;

-- The row the caller may act on (superadmin, or the staff member who queued it), locked.
create function app.email_for_action(email_id uuid) returns public.email_outbox
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.email_outbox;
begin
  select * into target from public.email_outbox o where o.id = email_id for update;
  if not found or not (app.has_role('superadmin') or (target.created_by = auth.uid() and app.has_role('staff'))) then
    raise exception 'No such email' using errcode = 'P0002';
  end if;
  return target;
end
$$;
revoke execute on function app.email_for_action(uuid) from public, anon, authenticated;

-- A failed or cancelled message goes back in the queue with a fresh set of attempts.
create function public.retry_email(email_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.email_outbox := app.email_for_action(email_id);
begin
  if target.status not in ('failed', 'cancelled') then
    raise exception 'Only a failed or cancelled email can be retried (this one is %)', target.status
      using errcode = '55000';
  end if;
  if target.template like 'auth.%' then
    raise exception 'Sign-in messages expire; ask for a new one instead' using errcode = '55000';
  end if;
  update public.email_outbox o
     set status = 'queued', attempts = 0, next_attempt_at = now(), lease_until = null
   where o.id = email_id;
  perform pg_notify('email_outbox', email_id::text);
end
$$;
revoke execute on function public.retry_email(uuid) from public, anon;
grant execute on function public.retry_email(uuid) to authenticated, service_role;

-- A message not yet sent is never sent (one being sent right now cannot be stopped).
create function public.cancel_email(email_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.email_outbox := app.email_for_action(email_id);
begin
  if target.status not in ('queued', 'failed') then
    raise exception 'Only a queued or failed email can be cancelled (this one is %)', target.status
      using errcode = '55000';
  end if;
  update public.email_outbox o set status = 'cancelled', lease_until = null where o.id = email_id;
  delete from app.email_secrets s where s.outbox_id = email_id;
end
$$;
revoke execute on function public.cancel_email(uuid) from public, anon;
grant execute on function public.cancel_email(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- auth messages

-- Moves the e-mails auth queued (auth.outbox) into the outbox, their link and
-- code still sealed (app.email_secrets). The auth row is marked handed over
-- (sent_at, which drops its own sealed copy). Called by the sender before each drain.
create function app.bridge_auth_outbox() returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/app.bridge_auth_outbox.sql (ADR 043)';
end
$$;
revoke execute on function app.bridge_auth_outbox() from public, anon, authenticated;
grant execute on function app.bridge_auth_outbox() to service_role;
