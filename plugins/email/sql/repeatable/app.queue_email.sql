-- app.queue_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- For other modules' SECURITY DEFINER code: as in 20261125140100, plus attachments.
create or replace function app.queue_email(
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
