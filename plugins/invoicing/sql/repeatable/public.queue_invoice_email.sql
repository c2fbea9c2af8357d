-- public.queue_invoice_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.queue_invoice_email(
  invoice_id uuid,
  to_addresses text[],
  cc_addresses text[] default '{}',
  pdf_path text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  i public.invoices;
  t public.email_templates;
  s public.sales_settings;
  path text := pdf_path;
  files jsonb;
  cust_name text;
  sender text;
  url text;
  fmt text := 'FM999,999,999,999,990.00';
  new_id uuid;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can send invoices' using errcode = '42501';
  end if;
  -- The row lock orders two sends of one invoice (a double click): each queues its own message.
  select * into i from public.invoices x where x.id = invoice_id for update;
  if not found then
    raise exception 'There is no such invoice' using errcode = 'P0002';
  end if;
  if i.status = 'draft' then
    raise exception 'A draft cannot be sent: an admin issues it first' using errcode = '55000';
  end if;
  if i.status = 'void' then
    raise exception 'Invoice % is void and cannot be sent', i.number using errcode = '55000';
  end if;
  if to_addresses is null or cardinality(to_addresses) = 0 or cardinality(to_addresses) > 20
     or not app.email_addresses_ok(to_addresses)
     or not app.email_addresses_ok(coalesce(cc_addresses, '{}')) then
    raise exception 'Give the e-mail address(es) to send the invoice to' using errcode = '22023';
  end if;
  if path is null then
    -- The newest PDF the server made for it (never merely the newest object in the folder).
    select d.name into path
      from app.server_documents d
     where d.bucket_id = 'sales-documents' and d.name like 'invoices/' || i.id || '/%.pdf'
     order by d.created_at desc, d.name desc limit 1;
    if path is null then
      raise exception 'The invoice''s PDF is not stored yet: send it with "Send" on the invoice' using errcode = '55000';
    end if;
  elsif path !~ ('^invoices/' || i.id || '/[A-Za-z0-9._-]{1,120}\.pdf$') then
    raise exception 'The PDF must be one stored for this invoice (invoices/%/….pdf)', i.id using errcode = '22023';
  end if;
  select * into t from public.email_templates et where et.key = 'invoice';
  if not found or t.status <> 'active' then
    raise exception 'The "Invoice" e-mail template is a draft; an admin must make it active before invoices can be sent'
      using errcode = '55000';
  end if;
  files := app.resolve_email_attachments(jsonb_build_array(jsonb_build_object(
    'bucket', 'sales-documents', 'path', path, 'content_type', 'application/pdf',
    'filename', regexp_replace(i.number, '[^A-Za-z0-9._-]+', '-', 'g') || '.pdf')));
  select * into s from public.sales_settings ss where ss.id;
  select c.name into cust_name from public.customers c where c.id = i.customer_id;
  select coalesce(nullif(btrim(p.full_name), ''), p.email) into sender from public.profiles p where p.auth_id = auth.uid();
  url := app.invoice_public_url(i.id);

  insert into public.email_outbox (to_addresses, cc_addresses, subject, record_type, record_id, template,
                                   template_data, attachments)
  values (to_addresses, coalesce(cc_addresses, '{}'), t.subject, 'invoices', i.id::text, t.key,
          jsonb_build_object(
            'customer', jsonb_build_object('name', cust_name),
            'invoice', jsonb_build_object(
              'number', i.number,
              'total', i.currency || ' ' || to_char(i.total, fmt),
              'amount_due', i.currency || ' ' || to_char(i.amount_due, fmt),
              'paid', i.status = 'paid' or i.amount_due = 0,
              'due_date', to_char(i.due_date, 'FMDD FMMonth YYYY'),
              'url', coalesce(url, '')),
            'payment', jsonb_build_object(
              'paybill', coalesce(s.mpesa_paybill, ''),
              'account', coalesce(s.mpesa_account, i.number)),
            'sender', jsonb_build_object('name', coalesce(sender, 'The team'))),
          files)
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);

  perform app.record_event('invoices', i.id::text, 'invoicing.invoice_sent',
    'Sent to ' || array_to_string(to_addresses || coalesce(cc_addresses, '{}'), ', '),
    jsonb_build_object('email_id', new_id, 'to', to_addresses, 'cc', coalesce(cc_addresses, '{}')),
    '/dashboard/email?message=' || new_id);
  return new_id;
end
$$;
revoke execute on function public.queue_invoice_email(uuid, text[], text[], text) from public, anon;
