-- Quotations: sending, the client's public page, acceptance and expiry (ADR 026).
--
-- Sending is three steps because the PDF is rendered in JavaScript (server/documents):
--   1. public.issue_quotation(id): a draft becomes 'sent' — its number is taken
--      (first send of revision 1), its date is today, its content freezes and it
--      gets a public token — in one transaction. Called again on a sent one it
--      changes nothing (no second number) and answers the same document.
--   2. the edge function quotation-pdf renders the PDF and stores it in bucket
--      'sales-documents' at quotations/<id>/<QUO-…>.pdf (kept if already there).
--   3. public.queue_quotation_email(id, to, cc, public_url): the 'quotation'
--      template with the stored PDF attached and the public link; sent_at/sent_to
--      are recorded. "Send again" repeats 2–3 (3 queues another message).
--   If a step dies, the quotation is 'sent' without sent_at: the page says the
--   e-mail was not sent and "Send" runs the steps again safely.
-- The public page reads the quotation ONLY through its token (public_quotation),
-- and the client accepts (typed name, optional drawn signature) or rejects (a
-- reason) through accept_quotation / reject_quotation by token, with the time and
-- the client's IP; the owner is notified. Staff revoke the token
-- (revoke_quotation_link); a later send makes a new one.

-- ---------------------------------------------------------------- storage

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('sales-documents', 'sales-documents', false, 10485760, array['application/pdf']) on conflict (id) do nothing;

-- quotations/<quotation id>/<file>.pdf: staff read and add (the send function
-- uploads as the caller); nobody changes or deletes a stored quotation PDF.
create policy "quotation pdfs staff read" on storage.objects for select to authenticated
  using (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'quotations'
         and (select app.has_role('staff')));
create policy "quotation pdfs staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'quotations'
              and array_length(storage.foldername(name), 1) = 2
              and (select app.has_role('staff'))
              and exists (select 1 from public.quotations q
                           where q.id::text = (storage.foldername(name))[2] and q.status <> 'draft'));

-- ---------------------------------------------------------------- the document

-- Everything a printed quotation shows, as one JSON object (the staff page, the
-- public page and the PDF read the same): the quotation, its lines, the company,
-- the sales settings it prints and the customer.
create function app.quotation_document(q public.quotations) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/app.quotation_document.sql (ADR 043)';
end
$$;
revoke execute on function app.quotation_document(public.quotations) from public, anon, authenticated;

-- Staff: the document of one quotation (any revision).
create function public.quotation_document(quotation_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  q public.quotations;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read quotations' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = quotation_id;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  return app.quotation_document(q);
end
$$;
revoke execute on function public.quotation_document(uuid) from public, anon;
grant execute on function public.quotation_document(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- sending

create function app.new_public_token() returns text
language sql volatile
set search_path = ''
as $$
  -- Two v4 UUIDs: 244 random bits, URL-safe.
  select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
revoke execute on function app.new_public_token() from public, anon, authenticated;

-- Step 1 of sending: number, date, freeze, token — or nothing new if already sent.
-- Answers the document with its pdf path and token.
create function public.issue_quotation(quotation_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.issue_quotation.sql (ADR 043)';
end
$$;
revoke execute on function public.issue_quotation(uuid) from public, anon;
grant execute on function public.issue_quotation(uuid) to authenticated, service_role;

-- Step 3: queue the 'quotation' e-mail with the stored PDF and the public link.
-- public_url: the page the client opens (the app builds it from its origin and the token).
create function public.queue_quotation_email(
  quotation_id uuid,
  to_addresses text[],
  cc_addresses text[] default '{}',
  public_url text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.queue_quotation_email.sql (ADR 043)';
end
$$;
revoke execute on function public.queue_quotation_email(uuid, text[], text[], text) from public, anon;
grant execute on function public.queue_quotation_email(uuid, text[], text[], text) to authenticated, service_role;

-- Staff stop a link working (forwarded to the wrong person); "Send" makes a new one.
create function public.revoke_quotation_link(quotation_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can revoke quotation links' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = quotation_id for update;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  if q.public_token is not null then
    update public.quotations x set public_token = null where x.id = q.id;
    perform app.record_event('quotations', q.id::text, 'quotations.link_revoked', 'Client link revoked');
  end if;
end
$$;
revoke execute on function public.revoke_quotation_link(uuid) from public, anon;
grant execute on function public.revoke_quotation_link(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- the public page

create function app.quotation_by_token(token text, lock boolean default false) returns public.quotations
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/app.quotation_by_token.sql (ADR 043)';
end
$$;
revoke execute on function app.quotation_by_token(text, boolean) from public, anon, authenticated;

-- Anyone holding the link: that one quotation, nothing else.
create function public.public_quotation(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.public_quotation.sql (ADR 043)';
end
$$;
revoke execute on function public.public_quotation(text) from public;
grant execute on function public.public_quotation(text) to anon, authenticated, service_role;

create function app.quotation_decision_check(q public.quotations) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/app.quotation_decision_check.sql (ADR 043)';
end
$$;
revoke execute on function app.quotation_decision_check(public.quotations) from public, anon, authenticated;

create function public.accept_quotation(token text, signer_name text, signature text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.accept_quotation.sql (ADR 043)';
end
$$;
revoke execute on function public.accept_quotation(text, text, text) from public;
grant execute on function public.accept_quotation(text, text, text) to anon, authenticated, service_role;

create function public.reject_quotation(token text, reason text, signer_name text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.reject_quotation.sql (ADR 043)';
end
$$;
revoke execute on function public.reject_quotation(text, text, text) from public;
grant execute on function public.reject_quotation(text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- expiry

-- Job quotations.expire (hourly): sent quotations past their validity become expired.
create function app.expire_quotations() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  n integer := 0;
begin
  for q in
    update public.quotations x set status = 'expired'
     where x.status = 'sent' and x.valid_until < app.company_today()
    returning *
  loop
    n := n + 1;
    perform app.record_event('quotations', q.id::text, 'quotations.expired',
      'Expired (valid until ' || to_char(q.valid_until, 'DD Mon YYYY') || ')');
  end loop;
  return n;
end
$$;
revoke execute on function app.expire_quotations() from public, anon, authenticated;
select app.register_job('quotations.expire', 'app.expire_quotations', interval '1 hour');

-- ---------------------------------------------------------------- the e-mail template

-- The seeded draft, now with the client's link, made active (admins may edit it further).
update public.email_templates
   set html_body = '<p>Dear {{customer.name}},</p>
<p>Please find attached our quotation <strong>{{quotation.number}}</strong> for {{quotation.title}}, totalling <strong>{{quotation.total}}</strong>. It is valid until {{quotation.valid_until}}.</p>
<p>You can read it, download it and accept or decline it online: <a href="{{quotation.url}}">{{quotation.url}}</a></p>
<p>Kind regards,<br>{{sender.name}}<br>{{company.name}}</p>',
       sample_data = '{"customer": {"name": "Lakeview Millers Ltd"}, "quotation": {"number": "QUO-2026-0042", "title": "a fire safety audit of the Kisumu plant", "total": "KES 185,600.00", "valid_until": "31 December 2026", "url": "https://safeworks.example/quotation/sample"}, "sender": {"name": "Amina Mwangi"}}',
       status = 'active'
 where key = 'quotation' and status = 'draft';
