-- public.email_smtp_settings: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.email_smtp_settings()
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
language sql stable security definer
set search_path = ''
as $$
  select s.sender_name, s.sender_address, s.reply_to, s.smtp_host, s.smtp_port, s.smtp_security,
         s.smtp_username, s.smtp_password_sealed, s.smtp_password is not null
    from app.email_settings s
$$;
revoke execute on function public.email_smtp_settings() from public, anon, authenticated;
grant execute on function public.email_smtp_settings() to service_role;
