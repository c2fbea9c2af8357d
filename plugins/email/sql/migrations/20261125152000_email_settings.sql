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
  raise exception 'defined in plugins/email/sql/repeatable/public.admin_get_email_settings.sql (ADR 043)';
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
begin
  raise exception 'defined in plugins/email/sql/repeatable/public.admin_set_email_settings.sql (ADR 043)';
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
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/email/sql/repeatable/public.email_smtp_settings.sql (ADR 043)';
end
$$;
revoke execute on function public.email_smtp_settings() from public, anon, authenticated;
grant execute on function public.email_smtp_settings() to service_role;
