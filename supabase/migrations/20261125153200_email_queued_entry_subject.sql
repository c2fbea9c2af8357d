-- The timeline entry of a templated message (20261125151000) reads better: a
-- message written by hand (the `message` template, Email's "Send e-mail") shows
-- its own subject ("Amina e-mailed nancy@…: Noise survey visit") instead of the
-- template's name ("Message"), and links to the message itself
-- (/dashboard/email?message=<id> opens it). Same signature and behaviour otherwise.
create or replace function app.queue_email_template(
  template text,
  to_addresses text[],
  data jsonb default '{}',
  record_type text default null,
  record_id text default null,
  cc_addresses text[] default '{}',
  bcc_addresses text[] default '{}',
  reply_to text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  t public.email_templates;
  new_id uuid;
begin
  select * into t from public.email_templates et where et.key = queue_email_template.template;
  if not found then
    raise exception 'There is no e-mail template "%"', template using errcode = 'P0002';
  end if;
  if t.status <> 'active' then
    raise exception 'The "%" e-mail template is a draft; an admin must make it active before it can be sent', t.name
      using errcode = '55000';
  end if;
  if data is not null and jsonb_typeof(data) <> 'object' then
    raise exception 'Template data must be a JSON object' using errcode = '22023';
  end if;
  insert into public.email_outbox (to_addresses, cc_addresses, bcc_addresses, reply_to, subject,
                                   record_type, record_id, template, template_data)
  values (to_addresses, coalesce(cc_addresses, '{}'), coalesce(bcc_addresses, '{}'), reply_to, t.subject,
          record_type, record_id, t.key, coalesce(data, '{}'))
  returning id into new_id;
  if record_type is not null and app.can_read_record(record_type, record_id) then
    perform app.record_event(
      record_type, record_id, 'email.queued',
      -- A hand-written message reads by its own subject; a template by its name.
      left(array_to_string(to_addresses, ', ') || ': '
           || coalesce(nullif(btrim(data #>> '{message,subject}'), ''), t.name), 4000),
      jsonb_build_object('email_id', new_id, 'template', t.key),
      '/dashboard/email?message=' || new_id::text);
  end if;
  perform pg_notify('email_outbox', new_id::text);
  return new_id;
end
$$;
