-- app.queue_member_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- app.queue_member_email as in 20261125150100 without its own count: the trigger
-- above counts every insert, this one included (one rule, one message).
create or replace function app.queue_member_email(
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
  if not app.has_role('staff') then
    raise exception 'Only staff may send email' using errcode = '42501';
  end if;
  return app.queue_email(to_addresses, subject, html_body, text_body, cc_addresses, bcc_addresses,
                         reply_to, record_type, record_id, template, attachments);
end
$$;
