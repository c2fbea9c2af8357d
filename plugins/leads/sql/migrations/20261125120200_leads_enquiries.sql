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
begin
  raise exception 'defined in kernel/sql/repeatable/app.request_address.sql (ADR 043)';
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
begin
  raise exception 'defined in plugins/leads/sql/repeatable/public.submit_enquiry.sql (ADR 043)';
end
$$;
revoke execute on function public.submit_enquiry(text, text, text, text, text, text, text, integer, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text, text, integer, text)
  to anon, authenticated, service_role;
