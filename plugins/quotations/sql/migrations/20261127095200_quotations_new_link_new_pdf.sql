-- A quotation sent again after its link was revoked got the new link in the
-- e-mail but the old PDF, whose QR code was the old (dead) link: the stored
-- PDF is never overwritten. issue_quotation now gives such a re-issue a new
-- pdf_path (<number>[-revN]-<first 8 of the token>.pdf), so quotation-send
-- renders and stores a PDF with the new QR; the e-mail attaches it under the
-- usual name (QUO-2026-0042.pdf). The bodies are 20261126130100's plus that.

-- The file name without .pdf: QUO-2026-0042, or QUO-2026-0042-rev2 (as pdfFileName in server/documents).
create function app.quotation_file_stem(q public.quotations) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(q.number || case when q.revision > 1 then '-rev' || q.revision else '' end,
                        '[^A-Za-z0-9._-]+', '-', 'g')
$$;
revoke execute on function app.quotation_file_stem(public.quotations) from public, anon, authenticated;

create or replace function public.issue_quotation(quotation_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  today date := app.company_today();
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can send quotations' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = quotation_id for update;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  if q.status = 'draft' then
    if q.valid_until < today then
      raise exception 'The quotation was valid until %: choose a later date before sending it',
        to_char(q.valid_until, 'DD Mon YYYY') using errcode = '22023';
    end if;
    if not exists (select 1 from public.quotation_lines l where l.quotation_id = q.id) then
      raise exception 'Add at least one line before sending the quotation' using errcode = '22023';
    end if;
    -- Sent today at the rates of the day it was saved: a rate that changed since must be applied first.
    if exists (select 1 from public.quotation_lines l
                where l.quotation_id = q.id
                  and l.tax_rate is distinct from app.tax_rate_on(l.tax_code, today)) then
      raise exception 'A tax rate changed since this draft was saved: open it and save it again to re-price it, then send it'
        using errcode = '55000';
    end if;
    update public.quotations x
       set number = coalesce(x.number, app.next_document_number('quotation')),
           issue_date = today,
           status = 'sent',
           public_token = app.new_public_token()
     where x.id = q.id
    returning * into q;
    update public.quotations x
       set pdf_path = 'quotations/' || q.id || '/'
                      || regexp_replace(q.number || case when q.revision > 1 then '-rev' || q.revision else '' end,
                                        '[^A-Za-z0-9._-]+', '-', 'g') || '.pdf'
     where x.id = q.id
    returning * into q;
    perform app.record_event('quotations', q.id::text, 'quotations.issued',
      'Numbered ' || q.number || case when q.revision > 1 then ' (revision ' || q.revision || ')' else '' end,
      null, '/dashboard/quotations/' || q.id);
  elsif q.status = 'sent' then
    -- Sending again: a revoked link is replaced by a new one.
    if q.public_token is null then
      -- A new link needs a new PDF (its QR code is the link): a new file beside the old one, which stays.
      update public.quotations x set public_token = app.new_public_token() where x.id = q.id returning * into q;
      update public.quotations x
         set pdf_path = 'quotations/' || q.id || '/'
                        || app.quotation_file_stem(q) || '-' || left(q.public_token, 8) || '.pdf'
       where x.id = q.id
      returning * into q;
    end if;
  else
    raise exception 'Quotation % is % and cannot be sent (make a revision to send a changed offer)',
      q.number, q.status using errcode = '55000';
  end if;
  return app.quotation_document(q) || jsonb_build_object('pdf_path', q.pdf_path, 'public_token', q.public_token);
end
$$;

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
  if public_url is not null and (public_url !~ '^https?://[^[:space:]]+$' or length(public_url) > 500
                                  or position(q.public_token in public_url) = 0) then
    raise exception 'The link to the quotation is not valid' using errcode = '22023';
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
              'url', coalesce(public_url, '')),
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
