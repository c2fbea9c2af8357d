-- public.admin_set_email_settings: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- As in 20261125152000, with the sealed column: a new password replaces the sealed one (the
-- server seals the new one on the NOTIFY below), clearing removes both, keeping keeps both.
create or replace function public.admin_set_email_settings(
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
  v_new_password boolean := not clear_password and coalesce(admin_set_email_settings.smtp_password, '') <> '';
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
           when v_new_password then admin_set_email_settings.smtp_password
           else s.smtp_password
         end,
         smtp_password_sealed = case
           when clear_password or v_new_password then null
           else s.smtp_password_sealed
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
  if old.smtp_password is distinct from new_row.smtp_password
     or old.smtp_password_sealed is distinct from new_row.smtp_password_sealed then
    changed := array_append(changed, 'SMTP password');
  end if;

  if cardinality(changed) > 0 then
    insert into public.audit_log (actor, action, target, details)
    values (auth.uid(), 'email.settings_changed', 'email_settings',
            jsonb_build_object('changed', to_jsonb(changed), 'smtp', new_row.smtp_host is not null));
    perform pg_notify('email_settings', 'changed');
  end if;
end
$$;
