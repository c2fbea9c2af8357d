-- Quotations' client links (issue 20 #14, #15, #18, ADR 035).
--
-- * Only the server stores quotation PDFs: the staff upload policy is dropped;
--   quotation-send stores as the service role and records the PDF with its
--   SHA-256 (public.record_server_document); the e-mail attaches only a
--   recorded PDF (app.resolve_email_attachments).
-- * The public document (public_quotation, and what accept/reject answer)
--   carries no internal ids (the quotation's, the customer's), and gains
--   public_url: this app's page for the token on the configured site URL.
-- * queue_quotation_email builds the link itself from app.site_url(); a given
--   public_url must be exactly that address (any other host is refused).
-- * Answers by token: unknown → PT404 (HTTP 404), revoked or replaced → PT410
--   (410), already answered or no longer open → PT409 (409), expired → PT410
--   (410); before, these were P0002/55000, which PostgREST answers with 500.
-- Bodies are the latest (20261126130100, 20261127095200) but for those points.

drop policy "quotation pdfs staff upload" on storage.objects;

-- A token replaced or revoked is remembered (hashed) so its link answers 410.
create function app.quotation_token_revoked() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.public_token is not null and new.public_token is distinct from old.public_token then
    perform app.remember_revoked_link(old.public_token, 'quotation');
  end if;
  return new;
end
$$;
revoke execute on function app.quotation_token_revoked() from public, anon, authenticated;

create trigger quotations_remember_revoked_token
  after update of public_token on public.quotations
  for each row execute function app.quotation_token_revoked();

create function app.quotation_public_path(token text) returns text
language sql immutable
set search_path = ''
as $$
  select '/dashboard/quotations/respond/' || token
$$;
revoke execute on function app.quotation_public_path(text) from public, anon;

-- The client's page on the configured site URL; null without a token or a site URL.
create function app.quotation_public_url(token text) returns text
language sql stable security definer
set search_path = ''
as $$
  select app.site_url() || app.quotation_public_path(token)
   where token is not null and app.site_url() is not null
$$;
revoke execute on function app.quotation_public_url(text) from public, anon, authenticated;

-- What a client holding the link sees: the document without internal ids.
create function app.public_quotation_document(q public.quotations) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select (d - 'id') || jsonb_build_object('customer', (d -> 'customer') - 'id',
                                          'public_url', app.quotation_public_url(q.public_token))
    from (select app.quotation_document(q) as d) x
$$;
revoke execute on function app.public_quotation_document(public.quotations) from public, anon, authenticated;

create or replace function app.quotation_by_token(token text, lock boolean default false) returns public.quotations
language plpgsql
set search_path = ''
as $$
declare
  q public.quotations;
begin
  if token is null or length(token) < 32 or length(token) > 100 then
    perform app.raise_dead_link(null);
  end if;
  if lock then
    select * into q from public.quotations x where x.public_token = token for update;
  else
    select * into q from public.quotations x where x.public_token = token;
  end if;
  if not found then
    perform app.raise_dead_link(token);
  end if;
  return q;
end
$$;

create or replace function public.public_quotation(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return app.public_quotation_document(app.quotation_by_token(token));
end
$$;

create or replace function app.quotation_decision_check(q public.quotations) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if q.status in ('accepted', 'rejected') then
    raise exception 'This quotation was already % on %', q.status,
      to_char(q.decided_at at time zone 'Africa/Nairobi', 'DD Mon YYYY') using errcode = 'PT409';
  end if;
  if q.status = 'expired' or (q.status = 'sent' and q.valid_until < app.company_today()) then
    raise exception 'This quotation expired on %: contact us for an updated offer',
      to_char(q.valid_until, 'DD Mon YYYY') using errcode = 'PT410';
  end if;
  if q.status <> 'sent' then
    raise exception 'This quotation can no longer be answered: contact us' using errcode = 'PT409';
  end if;
end
$$;

create or replace function public.accept_quotation(token text, signer_name text, signature text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations := app.quotation_by_token(token, true);
  who text := btrim(coalesce(signer_name, ''));
begin
  perform app.quotation_decision_check(q);
  if length(who) < 2 or length(who) > 200 then
    raise exception 'Type your full name to accept the quotation' using errcode = '22023';
  end if;
  if signature is not null and (signature not like 'data:image/png;base64,%' or length(signature) > 300000) then
    raise exception 'The signature must be a PNG image under 200 kB: clear it and sign again' using errcode = '22023';
  end if;
  update public.quotations x
     set status = 'accepted', decided_at = now(), decided_name = who, decided_ip = app.request_address(),
         signature = accept_quotation.signature
   where x.id = q.id
  returning * into q;
  perform app.record_event('quotations', q.id::text, 'quotations.accepted',
    'Accepted by ' || who, jsonb_build_object('ip', q.decided_ip), null);
  if q.owner_id is not null then
    perform app.notify(q.owner_id, 'quotations.accepted', 'Quotation ' || q.number || ' accepted',
      who || ' accepted ' || q.currency || ' ' || to_char(q.total, 'FM999,999,999,999,990.00'),
      '/dashboard/quotations/' || q.id, 'quotations', q.id::text);
  end if;
  return app.public_quotation_document(q);
end
$$;

create or replace function public.reject_quotation(token text, reason text, signer_name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations := app.quotation_by_token(token, true);
  why text := btrim(coalesce(reason, ''));
begin
  perform app.quotation_decision_check(q);
  if length(why) < 2 or length(why) > 2000 then
    raise exception 'Tell us why you decline the quotation (a few words)' using errcode = '22023';
  end if;
  update public.quotations x
     set status = 'rejected', decided_at = now(), decided_name = nullif(left(btrim(signer_name), 200), ''),
         decided_ip = app.request_address(), rejection_reason = why
   where x.id = q.id
  returning * into q;
  perform app.record_event('quotations', q.id::text, 'quotations.rejected', 'Declined: ' || why,
    jsonb_build_object('ip', q.decided_ip), null);
  if q.owner_id is not null then
    perform app.notify(q.owner_id, 'quotations.rejected', 'Quotation ' || q.number || ' declined', why,
      '/dashboard/quotations/' || q.id, 'quotations', q.id::text);
  end if;
  return app.public_quotation_document(q);
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
