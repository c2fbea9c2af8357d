-- The SMTP password is kept sealed and opened only inside the server process
-- (issue 20, finding 16; ADR 034).
--
-- It was stored in clear in app.email_settings and handed, in clear, by
-- public.email_smtp_settings() to anyone holding the service-role key over REST.
-- Now:
-- - smtp_password_sealed holds it, sealed by the server (server/mail/smtp-password.ts:
--   AES-256-GCM, key derived from the JWT secret, which is not in the database);
-- - smtp_password holds a newly saved password only until the server seals it,
--   which it does on the NOTIFY email_settings the save sends, and at every start
--   (so a password saved before this migration is sealed at the next start);
-- - public.email_smtp_settings() (service role) answers the sealed value, never
--   the clear one: only code holding the server's key (the mail sender, and the
--   email-test function, which the server hands that key) can open it. While a
--   just-saved password is not sealed yet it answers password_pending = true.

alter table app.email_settings
  add column smtp_password_sealed text
    constraint email_settings_smtp_password_sealed_size
      check (smtp_password_sealed is null or length(smtp_password_sealed) between 1 and 4000);
comment on column app.email_settings.smtp_password is
  'A password just saved, until the server seals it into smtp_password_sealed (moments later; ADR 034).';
comment on column app.email_settings.smtp_password_sealed is
  'The SMTP password, sealed by the server (AES-256-GCM under a key derived from the JWT secret; ADR 034).';

-- public.admin_get_email_settings: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/public.admin_get_email_settings.sql (ADR 040).

-- public.admin_set_email_settings: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/public.admin_set_email_settings.sql (ADR 040).

-- The sealed password instead of the clear one (a new return type: dropped and created again).
drop function public.email_smtp_settings();
create function public.email_smtp_settings()
returns table (
  sender_name text,
  sender_address text,
  reply_to text,
  smtp_host text,
  smtp_port integer,
  smtp_security text,
  smtp_username text,
  smtp_password_sealed text,
  password_pending boolean
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
