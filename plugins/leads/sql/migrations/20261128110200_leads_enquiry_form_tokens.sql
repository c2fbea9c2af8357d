-- The public enquiry form, hardened (issue 20, findings 2, 6 and 12; ADR 034).
--
-- 2. It relayed attacker text by e-mail: anyone could make the firm's own
--    sender mail any address the name and message they typed (5,000
--    characters), and the bot timer was whatever the page claimed (p_fill_ms).
--    Now:
--    - the acknowledgement quotes nothing the visitor wrote: the reference, the
--      service chosen from the firm's own list, and a generic greeting
--      (template 'enquiry_received' rewritten; its data no longer carries the
--      name, organisation or message);
--    - acknowledgements are capped firm-wide: at most
--      app.enquiry_limits.acknowledgements_per_hour (30) in any hour, from all
--      sources together; past it the enquiry is still taken, without a mail;
--    - the bot check is something a script cannot simply claim: the form first
--      asks public.enquiry_form_token() for a token the database issues (a row,
--      stamped with the database's clock, at most tokens_per_address_per_hour
--      per client address); submit_enquiry(p_form_token) ignores, with a
--      normal-looking answer, a token that is missing, unknown, younger than
--      min_fill_ms (3 s), older than an hour, or already used. A token is used
--      up only by an enquiry that is taken (a 400 for a field leaves it usable).
--      p_fill_ms is gone.
-- 6. Fifty simultaneous enquiries for one new address from fifty client
--    addresses all passed the per-e-mail count and the lead dedupe at once
--    (each serialised only on its own client address). The address lock is now
--    followed by one on the e-mail address, taken before the count and the
--    dedupe, so one e-mail address is handled one enquiry at a time (locks in
--    the order client address → e-mail → acknowledgement cap: no cycle).
-- 12. The answer told whether an address had an open lead ("repeat": true and
--    that lead's reference) and added unverified text to the lead's timeline as
--    if from the client. Now every accepted enquiry answers {"reference": …}
--    with a reference of its own (a repeat takes the next number from the same
--    sequence and is noted on the open lead under it), so the answer is the
--    same either way, and the timeline entry and the owner's bell say the text
--    is an unverified web enquiry (changes: {"unverified": true, "reference"}).

-- ---------------------------------------------------------------- settings

alter table app.enquiry_limits
  add column acknowledgements_per_hour integer not null default 30
    constraint enquiry_limits_acknowledgements_positive check (acknowledgements_per_hour > 0),
  add column tokens_per_address_per_hour integer not null default 120
    constraint enquiry_limits_tokens_positive check (tokens_per_address_per_hour > 0);

-- Which accepted enquiries were acknowledged by e-mail (the firm-wide cap counts them).
alter table app.enquiry_log add column acknowledged boolean not null default false;
create index enquiry_log_acknowledged_idx on app.enquiry_log (at) where acknowledged;

-- ---------------------------------------------------------------- form tokens

-- One row per form a visitor started: issued by the database, used at most once.
create table app.enquiry_form_tokens (
  id uuid primary key default gen_random_uuid(),
  issued_at timestamptz not null default now(),
  address text not null,
  used_at timestamptz
);
create index enquiry_form_tokens_address_idx on app.enquiry_form_tokens (address, issued_at);
create index enquiry_form_tokens_issued_idx on app.enquiry_form_tokens (issued_at);
revoke all on app.enquiry_form_tokens from public, anon, authenticated, service_role;

-- The site's forms call this when a visitor starts filling one in; the answer
-- goes back with the enquiry. min_wait_ms tells the page how long the token
-- must age before it is accepted (the page waits out the rest, if any).
create function public.enquiry_form_token() returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  limits app.enquiry_limits;
  v_address text := coalesce(app.request_address(), 'unknown');
  issued app.enquiry_form_tokens;
begin
  select * into limits from app.enquiry_limits;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('leads.enquiry-token:' || v_address));
  delete from app.enquiry_form_tokens t where t.issued_at < now() - interval '1 day';
  if (select count(*) from app.enquiry_form_tokens t
       where t.address = v_address and t.issued_at > now() - interval '1 hour') >= limits.tokens_per_address_per_hour then
    raise exception 'You have opened the enquiry form many times in a short time. Please try again later, or call us.'
      using errcode = 'PT429', hint = 'try_again_later';
  end if;
  insert into app.enquiry_form_tokens (address) values (v_address) returning * into issued;
  return jsonb_build_object('token', issued.id, 'min_wait_ms', limits.min_fill_ms, 'expires_in_s', 3600);
end
$$;
revoke execute on function public.enquiry_form_token() from public;
grant execute on function public.enquiry_form_token() to anon, authenticated, service_role;

-- ---------------------------------------------------------------- the acknowledgement

-- Nothing the visitor typed: the reference and the service (from the firm's list).
drop function app.acknowledge_enquiry(public.leads, text, text, text, text, text);

create function app.acknowledge_enquiry(reference text, email text, service text, lead_id uuid)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  if email is null or not app.email_address_ok(email) then
    return null;
  end if;
  return app.queue_email_template(
    'enquiry_received',
    array[email],
    jsonb_build_object('enquiry', jsonb_build_object('reference', reference, 'service', service)),
    'leads', lead_id::text);
end
$$;
revoke execute on function app.acknowledge_enquiry(text, text, text, uuid) from public, anon, authenticated;

-- The enquiry_received template itself (email's row) changes in 20261128110210.

-- ---------------------------------------------------------------- submit_enquiry

drop function public.submit_enquiry(text, text, text, text, text, text, text, integer, text);

-- As in 20261125151300, with: the form token instead of p_fill_ms; the e-mail
-- lock; a reference of its own for every accepted enquiry ({"reference"} only);
-- repeats noted as unverified; the acknowledgement without the visitor's text,
-- under the firm-wide cap.
create function public.submit_enquiry(
  p_contact_name text,
  p_email text default null,
  p_phone text default null,
  p_company text default null,
  p_service text default null,
  p_message text default null,
  p_source text default 'website_form',
  -- The token public.enquiry_form_token() gave the form when the visitor started it.
  p_form_token text default null,
  -- The honeypot: a field people never see. Anything in it means a bot.
  p_website text default null
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  limits app.enquiry_limits;
  v_name text := btrim(coalesce(p_contact_name, ''));
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := nullif(btrim(coalesce(p_phone, '')), '');
  v_company text := nullif(btrim(coalesce(p_company, '')), '');
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
  v_slug text := nullif(btrim(coalesce(p_service, '')), '');
  v_token_id uuid := case when btrim(coalesce(p_form_token, '')) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                          then btrim(p_form_token)::uuid end;
  v_token app.enquiry_form_tokens;
  v_service public.services;
  v_source public.lead_source;
  v_address text := coalesce(app.request_address(), 'unknown');
  v_staff boolean := app.has_role('staff');
  v_acknowledge boolean := false;
  v_reference text;
  v_log_id bigint;
  existing public.leads;
  created public.leads;
  recipient uuid;
  body text;
  -- What a bot is told: the same shape as a real answer, nothing written.
  decoy jsonb := jsonb_build_object(
    'reference', 'ENQ-' || extract(year from app.company_today())::int || '-'
                 || lpad((100000 + floor(random() * 900000))::int::text, 6, '0'));
begin
  select * into limits from app.enquiry_limits;

  -- Bots: a filled honeypot, or a form token that the database did not issue, is too young,
  -- too old or used. A signed-in staff member typing an enquiry for someone needs no token.
  if nullif(btrim(coalesce(p_website, '')), '') is not null then
    return decoy;
  end if;
  if not v_staff then
    select * into v_token from app.enquiry_form_tokens t where t.id = v_token_id;
    if v_token.id is null or v_token.used_at is not null
       or v_token.issued_at > now() - make_interval(secs => limits.min_fill_ms / 1000.0)
       or v_token.issued_at < now() - interval '1 hour' then
      return decoy;
    end if;
  end if;

  -- What the visitor typed.
  if v_name = '' then
    raise exception 'Enter your name' using errcode = '22023', detail = 'contact_name';
  end if;
  if length(v_name) > 200 then
    raise exception 'Your name is too long (at most 200 characters)' using errcode = '22023', detail = 'contact_name';
  end if;
  if v_email is null and v_phone is null then
    raise exception 'Give an e-mail address or a phone number so we can reply'
      using errcode = '22023', detail = 'email';
  end if;
  if v_email is not null and (length(v_email) > 254
      or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') then
    raise exception 'Enter a valid e-mail address, like name@company.co.ke' using errcode = '22023', detail = 'email';
  end if;
  if v_phone is not null and (v_phone !~ '^\+?[0-9][0-9 ()-]{5,30}$'
      or length(regexp_replace(v_phone, '[^0-9]', '', 'g')) not between 7 and 15) then
    raise exception 'Enter a valid phone number, like +254 712 345 678' using errcode = '22023', detail = 'phone';
  end if;
  if v_company is not null and length(v_company) > 200 then
    raise exception 'The organisation name is too long (at most 200 characters)'
      using errcode = '22023', detail = 'company';
  end if;
  if v_message is not null and length(v_message) > 5000 then
    raise exception 'The message is too long (at most 5000 characters)' using errcode = '22023', detail = 'message';
  end if;
  if p_source is null or p_source not in ('website_form', 'quote_request') then
    raise exception 'An enquiry from the site is a website form or a quote request'
      using errcode = '22023', detail = 'source';
  end if;
  v_source := p_source::public.lead_source;
  if v_slug is not null then
    select * into v_service from public.services s where s.slug = v_slug and s.is_active;
    if v_service.id is null then
      raise exception 'Choose a service from the list' using errcode = '22023', detail = 'service';
    end if;
  end if;

  -- The throttle: one caller at a time per client address, then one enquiry at a time per
  -- e-mail address (the count and the dedupe below see every earlier one), so neither
  -- simultaneous sends nor many client addresses slip past the limits.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('leads.enquiry:' || v_address));
  if v_email is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('leads.enquiry-email:' || v_email));
  end if;

  -- The token is used up now, by an enquiry that is taken (a second send with it is a bot's).
  if not v_staff then
    update app.enquiry_form_tokens t set used_at = now() where t.id = v_token.id and t.used_at is null;
    if not found then
      return decoy;
    end if;
  end if;

  delete from app.enquiry_log g where g.at < now() - interval '1 day';
  if (select count(*) from app.enquiry_log g
       where g.address = v_address and g.at > now() - interval '1 hour') >= limits.per_address_per_hour
     or (v_email is not null and (select count(*) from app.enquiry_log g
       where g.email = v_email and g.at > now() - interval '1 hour') >= limits.per_email_per_hour) then
    raise exception 'You have sent several enquiries in a short time. Please try again later, or call us.'
      using errcode = 'PT429', hint = 'try_again_later';
  end if;
  insert into app.enquiry_log (email, address) values (v_email, v_address) returning id into v_log_id;

  -- The acknowledgement, while the firm-wide cap allows (counted one at a time).
  if v_email is not null and app.email_address_ok(v_email) then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('leads.enquiry-acknowledgements'));
    v_acknowledge := (select count(*) from app.enquiry_log g
                       where g.acknowledged and g.at > now() - interval '1 hour') < limits.acknowledgements_per_hour;
    if v_acknowledge then
      update app.enquiry_log g set acknowledged = true where g.id = v_log_id;
    end if;
  end if;

  body := concat_ws(E'\n',
    nullif(concat_ws(' — ', v_name, v_company), ''),
    case when v_service.id is not null then 'Service: ' || v_service.name end,
    v_message);

  -- A repeat from an address with an open lead goes on that lead, marked unverified (anyone
  -- can type an address), under a reference of its own: the answer does not tell the two apart.
  if v_email is not null then
    select * into existing from public.leads l
     where lower(l.email) = v_email and l.stage not in ('won', 'lost')
     order by l.created_at desc
     limit 1;
    if existing.id is not null then
      v_reference := app.next_lead_reference();
      perform app.record_event('leads', existing.id::text, 'leads.enquiry_repeated',
        left(body, 4000),
        jsonb_build_object('unverified', true, 'reference', v_reference, 'source', v_source));
      if existing.owner_id is not null then
        perform app.notify(existing.owner_id, 'leads.enquiry-repeated',
          'Unverified web enquiry ' || v_reference || ' on ' || existing.reference, left(body, 2000),
          '/dashboard/leads/' || existing.id, 'leads', existing.id::text);
      end if;
      if v_acknowledge then
        perform app.acknowledge_enquiry(v_reference, v_email, v_service.name, existing.id);
      end if;
      return jsonb_build_object('reference', v_reference);
    end if;
  end if;

  insert into public.leads (contact_name, company, email, phone, service_id, source, message)
  values (v_name, v_company, v_email, v_phone, v_service.id, v_source, v_message)
  returning * into created;

  for recipient in select * from app.enquiry_recipients() loop
    perform app.notify(recipient, 'leads.new-enquiry',
      'New enquiry ' || created.reference, left(body, 2000),
      '/dashboard/leads/' || created.id, 'leads', created.id::text);
  end loop;

  if v_acknowledge then
    perform app.acknowledge_enquiry(created.reference, v_email, v_service.name, created.id);
  end if;

  return jsonb_build_object('reference', created.reference);
end
$$;
revoke execute on function public.submit_enquiry(text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;
