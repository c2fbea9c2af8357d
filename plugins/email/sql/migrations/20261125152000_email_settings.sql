-- Settings → Email (plugins/email/, issue 12, ADR 016): who the mail comes from
-- and which SMTP server sends it, chosen by a superadmin in the app instead of
-- SMTP_URL / MAIL_FROM in the environment.
--
-- - app.email_settings holds one row. No API role can read or write it (it is
--   not in an exposed schema and every privilege is revoked); the server's mail
--   sender reads it as the database owner (server/mail/settings.ts).
-- - public.admin_get_email_settings() (superadmin): everything but the SMTP
--   password, plus password_set.
-- - public.admin_set_email_settings(...) (superadmin): checks the addresses, the
--   name, the host and the port; an empty or null password keeps the stored one;
--   writes email.settings_changed to the audit log (which fields changed, never
--   a value of the password) and NOTIFY email_settings, so running servers
--   re-read the settings.
-- - public.email_smtp_settings() (service_role only): the whole row, password
--   included, for the "send a test e-mail" edge function (supabase/functions/email-test).

create table app.email_settings (
  id boolean primary key default true constraint email_settings_one_row check (id),
  sender_name text
    constraint email_settings_sender_name_valid
      check (sender_name is null or (length(btrim(sender_name)) between 1 and 100 and sender_name !~ '[[:cntrl:]<>"]')),
  sender_address text
    constraint email_settings_sender_address_valid check (sender_address is null or app.email_address_ok(sender_address)),
  reply_to text
    constraint email_settings_reply_to_valid check (reply_to is null or app.email_address_ok(reply_to)),
  smtp_host text
    constraint email_settings_smtp_host_valid
      check (smtp_host is null or (length(smtp_host) <= 253 and smtp_host ~ '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$')),
  smtp_port integer not null default 587
    constraint email_settings_smtp_port_range check (smtp_port between 1 and 65535),
  smtp_security text not null default 'starttls'
    constraint email_settings_smtp_security_valid check (smtp_security in ('starttls', 'tls', 'none')),
  smtp_username text
    constraint email_settings_smtp_username_valid
      check (smtp_username is null or (length(smtp_username) between 1 and 254 and smtp_username !~ '[[:cntrl:]]')),
  smtp_password text
    constraint email_settings_smtp_password_size check (smtp_password is null or length(smtp_password) between 1 and 1000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table app.email_settings is
  'Settings → Email: sender and SMTP server (one row). Only the server reads it; the password never leaves it through the API.';

alter table app.email_settings enable row level security;
revoke all on app.email_settings from public, anon, authenticated, service_role;

insert into app.email_settings (id) values (true);

create function app.require_email_superadmin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('superadmin'), false) then
    raise exception 'Only a superadmin can see or change the e-mail settings' using errcode = '42501';
  end if;
end
$$;
revoke execute on function app.require_email_superadmin() from public, anon, authenticated, service_role;

create function public.admin_get_email_settings()
returns table (
  sender_name text,
  sender_address text,
  reply_to text,
  smtp_host text,
  smtp_port integer,
  smtp_security text,
  smtp_username text,
  password_set boolean,
  updated_at timestamptz,
  updated_by uuid
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.require_email_superadmin();
  return query
    select s.sender_name, s.sender_address, s.reply_to, s.smtp_host, s.smtp_port, s.smtp_security,
           s.smtp_username, s.smtp_password is not null, s.updated_at, s.updated_by
      from app.email_settings s;
end
$$;
revoke execute on function public.admin_get_email_settings() from public, anon;
grant execute on function public.admin_get_email_settings() to authenticated, service_role;

-- Empty strings mean "not set". smtp_password: null or '' keeps the stored one;
-- clear_password removes it (an SMTP server without AUTH).
create function public.admin_set_email_settings(
  sender_name text,
  sender_address text,
  reply_to text,
  smtp_host text,
  smtp_port integer,
  smtp_security text,
  smtp_username text,
  smtp_password text default null,
  clear_password boolean default false
) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  old app.email_settings;
  new_row app.email_settings;
  v_name text := nullif(btrim(coalesce(sender_name, '')), '');
  v_address text := nullif(lower(btrim(coalesce(sender_address, ''))), '');
  v_reply text := nullif(lower(btrim(coalesce(reply_to, ''))), '');
  v_host text := nullif(lower(btrim(coalesce(smtp_host, ''))), '');
  v_user text := nullif(btrim(coalesce(smtp_username, '')), '');
  v_security text := coalesce(nullif(btrim(smtp_security), ''), 'starttls');
  v_port integer := coalesce(smtp_port, case v_security when 'tls' then 465 else 587 end);
  changed text[] := '{}';
begin
  perform app.require_email_superadmin();
  if sender_name ~ '[\r\n]' then
    raise exception 'The sender name must be on one line' using errcode = '22023';
  end if;
  if v_name is not null and (length(v_name) > 100 or v_name ~ '[[:cntrl:]<>"]') then
    raise exception 'The sender name must be at most 100 characters, without quotes or angle brackets'
      using errcode = '22023';
  end if;
  if v_address is not null and not app.email_address_ok(v_address) then
    raise exception '"%" is not an e-mail address the sender can use (like name@example.com)', v_address
      using errcode = '22023';
  end if;
  if v_reply is not null and not app.email_address_ok(v_reply) then
    raise exception 'The reply-to address "%" is not an e-mail address (like name@example.com)', v_reply
      using errcode = '22023';
  end if;
  if v_host is not null and (length(v_host) > 253 or v_host !~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$') then
    raise exception 'The SMTP server must be a host name like smtp.example.com (no scheme, port or spaces)'
      using errcode = '22023';
  end if;
  if v_port not between 1 and 65535 then
    raise exception 'The SMTP port must be between 1 and 65535 (usually 587, or 465 for TLS)'
      using errcode = '22023';
  end if;
  if v_security not in ('starttls', 'tls', 'none') then
    raise exception 'The connection security must be starttls, tls or none' using errcode = '22023';
  end if;
  if v_user is not null and (length(v_user) > 254 or v_user ~ '[[:cntrl:]]') then
    raise exception 'The SMTP user name must be at most 254 characters on one line' using errcode = '22023';
  end if;
  if smtp_password is not null and length(smtp_password) > 1000 then
    raise exception 'The SMTP password must be at most 1000 characters' using errcode = '22023';
  end if;

  select * into old from app.email_settings s where s.id for update;
  update app.email_settings s
     set sender_name = v_name,
         sender_address = v_address,
         reply_to = v_reply,
         smtp_host = v_host,
         smtp_port = v_port,
         smtp_security = v_security,
         smtp_username = v_user,
         smtp_password = case
           when clear_password then null
           when coalesce(admin_set_email_settings.smtp_password, '') = '' then s.smtp_password
           else admin_set_email_settings.smtp_password
         end,
         updated_at = now(),
         updated_by = auth.uid()
   where s.id
   returning * into new_row;

  if old.sender_name is distinct from new_row.sender_name then changed := array_append(changed, 'sender name'); end if;
  if old.sender_address is distinct from new_row.sender_address then changed := array_append(changed, 'sender address'); end if;
  if old.reply_to is distinct from new_row.reply_to then changed := array_append(changed, 'reply-to'); end if;
  if old.smtp_host is distinct from new_row.smtp_host then changed := array_append(changed, 'SMTP server'); end if;
  if old.smtp_port is distinct from new_row.smtp_port then changed := array_append(changed, 'SMTP port'); end if;
  if old.smtp_security is distinct from new_row.smtp_security then changed := array_append(changed, 'connection security'); end if;
  if old.smtp_username is distinct from new_row.smtp_username then changed := array_append(changed, 'SMTP user name'); end if;
  if old.smtp_password is distinct from new_row.smtp_password then changed := array_append(changed, 'SMTP password'); end if;

  if cardinality(changed) > 0 then
    insert into public.audit_log (actor, action, target, details)
    values (auth.uid(), 'email.settings_changed', 'email_settings',
            jsonb_build_object('changed', to_jsonb(changed), 'smtp', new_row.smtp_host is not null));
    perform pg_notify('email_settings', 'changed');
  end if;
end
$$;
revoke execute on function public.admin_set_email_settings(text, text, text, text, integer, text, text, text, boolean)
  from public, anon;
grant execute on function public.admin_set_email_settings(text, text, text, text, integer, text, text, text, boolean)
  to authenticated, service_role;

-- For server code holding the service-role key (the email-test edge function):
-- the stored settings, password included. Never granted to a signed-in member.
create function public.email_smtp_settings()
returns table (
  sender_name text,
  sender_address text,
  reply_to text,
  smtp_host text,
  smtp_port integer,
  smtp_security text,
  smtp_username text,
  smtp_password text
)
language sql stable security definer
set search_path = ''
as $$
  select s.sender_name, s.sender_address, s.reply_to, s.smtp_host, s.smtp_port, s.smtp_security,
         s.smtp_username, s.smtp_password
    from app.email_settings s
$$;
revoke execute on function public.email_smtp_settings() from public, anon, authenticated;
grant execute on function public.email_smtp_settings() to service_role;
