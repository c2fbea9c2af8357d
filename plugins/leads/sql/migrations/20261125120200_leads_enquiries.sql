-- The public site feeds the pipeline: /contact and every service page's
-- "request a quote" form call public.submit_enquiry, which visitors (anon) may
-- execute. The database holds every rule:
--
-- - it validates what the visitor typed (lengths, e-mail, phone, service) and
--   answers 400 with the field in `details` ('contact_name', 'email', 'phone',
--   'company', 'service', 'message');
-- - it ignores bots without telling them: a filled honeypot field, or a form
--   sent faster than a person can fill it (the page sends how long the form was
--   open, measured by the browser, so a wrong clock does not matter), gets a
--   normal-looking answer and nothing is written;
-- - it throttles per e-mail address and per client address (read from the
--   request headers PostgREST passes in `request.headers`: x-real-ip, else the
--   first x-forwarded-for entry — the embedded server sets both to the address
--   it trusts) with SQLSTATE PT429, which the REST API answers as HTTP 429
--   "try again later" (never a 5xx);
-- - a repeat enquiry from an e-mail address with an open lead adds a
--   'leads.enquiry_repeated' event to that lead's timeline (and tells its
--   owner) instead of creating a second lead;
-- - a new lead tells (app.notify, kind 'leads.new-enquiry') every active staff
--   member who owns at least one lead, or every admin while nobody owns one.
-- It answers {"reference": "ENQ-2026-000123", "repeat": false}.

-- Throttle settings: one row. Operators tune it with SQL; tests through a
-- service-role fixture.
create table app.enquiry_limits (
  id boolean primary key default true check (id),
  per_email_per_hour integer not null default 5 check (per_email_per_hour > 0),
  per_address_per_hour integer not null default 20 check (per_address_per_hour > 0),
  min_fill_ms integer not null default 3000 check (min_fill_ms >= 0)
);
insert into app.enquiry_limits default values;
revoke all on app.enquiry_limits from public, anon, authenticated, service_role;

-- Accepted enquiries of the last day (what the throttle counts). Not exposed.
create table app.enquiry_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  email text,
  address text not null
);
create index enquiry_log_email_idx on app.enquiry_log (email, at);
create index enquiry_log_address_idx on app.enquiry_log (address, at);
revoke all on app.enquiry_log from public, anon, authenticated, service_role;

-- The caller's address as PostgREST passes it (null when unknown).
create function app.request_address() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  raw text := nullif(current_setting('request.headers', true), '');
  headers jsonb;
begin
  if raw is null then
    return null;
  end if;
  begin
    headers := raw::jsonb;
  exception when others then
    return null;
  end;
  return left(coalesce(
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
  ), 100);
end
$$;
revoke execute on function app.request_address() from public, anon, authenticated;

-- Who hears of a new enquiry: active staff who own at least one lead; while
-- nobody does, the admins.
create function app.enquiry_recipients() returns setof uuid
language sql stable
set search_path = ''
as $$
  with owners as (
    select distinct p.auth_id
      from public.profiles p
     where p.is_active and p.role in ('staff', 'admin', 'superadmin')
       and exists (select 1 from public.leads l where l.owner_id = p.auth_id)
  )
  select auth_id from owners
  union all
  select p.auth_id from public.profiles p
   where p.is_active and p.role in ('admin', 'superadmin') and not exists (select 1 from owners)
$$;
revoke execute on function app.enquiry_recipients() from public, anon, authenticated;

create function public.submit_enquiry(
  p_contact_name text,
  p_email text default null,
  p_phone text default null,
  p_company text default null,
  p_service text default null,
  p_message text default null,
  p_source text default 'website_form',
  -- How long the form was open before it was sent, in milliseconds (measured by the page).
  p_fill_ms integer default null,
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
  v_service public.services;
  v_source public.lead_source;
  v_address text := coalesce(app.request_address(), 'unknown');
  v_staff boolean := app.has_role('staff');
  existing public.leads;
  created public.leads;
  recipient uuid;
  body text;
begin
  select * into limits from app.enquiry_limits;

  -- Bots: a normal-looking answer, nothing written. A signed-in staff member
  -- typing an enquiry for someone is not timed.
  if nullif(btrim(coalesce(p_website, '')), '') is not null
     or (not v_staff and (p_fill_ms is null or p_fill_ms < limits.min_fill_ms)) then
    return jsonb_build_object(
      'reference', 'ENQ-' || extract(year from app.company_today())::int || '-'
                   || lpad((100000 + floor(random() * 900000))::int::text, 6, '0'),
      'repeat', false);
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

  -- The throttle: one caller at a time per address, so two quick sends count as two.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('leads.enquiry:' || v_address));
  delete from app.enquiry_log g where g.at < now() - interval '1 day';
  if (select count(*) from app.enquiry_log g
       where g.address = v_address and g.at > now() - interval '1 hour') >= limits.per_address_per_hour
     or (v_email is not null and (select count(*) from app.enquiry_log g
       where g.email = v_email and g.at > now() - interval '1 hour') >= limits.per_email_per_hour) then
    raise exception 'You have sent several enquiries in a short time. Please try again later, or call us.'
      using errcode = 'PT429', hint = 'try_again_later';
  end if;
  insert into app.enquiry_log (email, address) values (v_email, v_address);

  body := concat_ws(E'\n',
    nullif(concat_ws(' — ', v_name, v_company), ''),
    case when v_service.id is not null then 'Service: ' || v_service.name end,
    v_message);

  -- A repeat from someone whose lead is still open goes on that lead.
  if v_email is not null then
    select * into existing from public.leads l
     where lower(l.email) = v_email and l.stage not in ('won', 'lost')
     order by l.created_at desc
     limit 1;
    if existing.id is not null then
      perform app.record_event('leads', existing.id::text, 'leads.enquiry_repeated', left(body, 4000));
      if existing.owner_id is not null then
        perform app.notify(existing.owner_id, 'leads.enquiry-repeated',
          'Repeat enquiry on ' || existing.reference, left(body, 2000),
          '/dashboard/leads/' || existing.id, 'leads', existing.id::text);
      end if;
      return jsonb_build_object('reference', existing.reference, 'repeat', true);
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

  return jsonb_build_object('reference', created.reference, 'repeat', false);
end
$$;
revoke execute on function public.submit_enquiry(text, text, text, text, text, text, text, integer, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text, text, integer, text)
  to anon, authenticated, service_role;
