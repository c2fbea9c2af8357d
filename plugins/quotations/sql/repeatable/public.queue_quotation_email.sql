-- public.queue_quotation_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.queue_quotation_email(
  quotation_id uuid,
  to_addresses text[],
  cc_addresses text[] default '{}',
  public_url text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  t public.email_templates;
  files jsonb;
  cust_name text;
  sender text;
  org_locale text;
  new_id uuid;
  url text;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can send quotations' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = quotation_id for update;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  if q.status <> 'sent' then
    raise exception 'Only a sent quotation can be e-mailed (this one is %)', q.status using errcode = '55000';
  end if;
  if to_addresses is null or cardinality(to_addresses) = 0 or not app.email_addresses_ok(to_addresses)
     or not app.email_addresses_ok(coalesce(cc_addresses, '{}')) then
    raise exception 'Give the e-mail address(es) to send the quotation to' using errcode = '22023';
  end if;
  -- The link is always this app's page for the token, on the configured site URL: a caller cannot
  -- point the firm's e-mail at another host. public_url, if given, must be exactly that address.
  url := app.quotation_public_url(q.public_token);
  if public_url is not null and public_url is distinct from url then
    raise exception 'The link to the quotation must be this app''s own address (%)',
      coalesce(url, 'no site URL is configured: see app.set_site_url') using errcode = '22023';
  end if;
  select * into t from public.email_templates et where et.key = 'quotation';
  if not found or t.status <> 'active' then
    raise exception 'The "Quotation" e-mail template is a draft; an admin must make it active before quotations can be sent'
      using errcode = '55000';
  end if;
  files := app.resolve_email_attachments(jsonb_build_array(jsonb_build_object(
    'bucket', 'sales-documents', 'path', q.pdf_path, 'content_type', 'application/pdf',
    'filename', app.quotation_file_stem(q) || '.pdf')));
  select c.name into cust_name from public.customers c where c.id = q.customer_id;
  select coalesce(nullif(btrim(p.full_name), ''), p.email) into sender from public.profiles p where p.auth_id = auth.uid();
  select o.locale into org_locale from public.organizations o where o.id = 1;

  insert into public.email_outbox (to_addresses, cc_addresses, subject, record_type, record_id, template,
                                   template_data, attachments)
  values (to_addresses, coalesce(cc_addresses, '{}'), t.subject, 'quotations', q.id::text, t.key,
          jsonb_build_object(
            'customer', jsonb_build_object('name', cust_name),
            'quotation', jsonb_build_object(
              'number', q.number || case when q.revision > 1 then ' (revision ' || q.revision || ')' else '' end,
              'title', coalesce(q.title, 'our services'),
              'total', q.currency || ' ' || to_char(q.total, 'FM999,999,999,999,990.00'),
              'valid_until', to_char(q.valid_until, 'FMDD FMMonth YYYY'),
              'url', coalesce(url, '')),
            'sender', jsonb_build_object('name', coalesce(sender, 'The team'))),
          files)
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);

  update public.quotations x
     set sent_at = now(), sent_by = auth.uid(), sent_to = to_addresses || coalesce(cc_addresses, '{}')
   where x.id = q.id;
  perform app.record_event('quotations', q.id::text, 'quotations.sent',
    'Sent to ' || array_to_string(to_addresses, ', '), jsonb_build_object('email_id', new_id),
    '/dashboard/email?message=' || new_id);
  return new_id;
end
$$;
