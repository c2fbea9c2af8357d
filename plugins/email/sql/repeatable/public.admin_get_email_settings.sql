-- public.admin_get_email_settings: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- As in 20261125152000; the password counts as set in either column.
create or replace function public.admin_get_email_settings()
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
           s.smtp_username, s.smtp_password is not null or s.smtp_password_sealed is not null,
           s.updated_at, s.updated_by
      from app.email_settings s;
end
$$;
