-- A message queued about a record shows on that record's timeline (record_events
-- kind 'email.queued', worded by plugins/email/events.ts): "Amina e-mailed
-- client@example.test: Your audit report". Only for a record that exists (a
-- public table with a one-column key, app.can_read_record run as the owner).
-- Same signature and behaviour as in 20261125140000, plus the event.
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
  template text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  insert into public.email_outbox (to_addresses, cc_addresses, bcc_addresses, reply_to, subject,
                                   html_body, text_body, record_type, record_id, template)
  values (to_addresses, coalesce(cc_addresses, '{}'), coalesce(bcc_addresses, '{}'), reply_to, subject,
          html_body, text_body, record_type, record_id, template)
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
