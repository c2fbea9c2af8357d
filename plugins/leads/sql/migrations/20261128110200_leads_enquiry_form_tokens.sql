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
  raise exception 'defined in plugins/leads/sql/repeatable/app.acknowledge_enquiry.sql (ADR 043)';
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
begin
  raise exception 'defined in plugins/leads/sql/repeatable/public.submit_enquiry.sql (ADR 043)';
end
$$;
revoke execute on function public.submit_enquiry(text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text, text, text, text)
  to anon, authenticated, service_role;
