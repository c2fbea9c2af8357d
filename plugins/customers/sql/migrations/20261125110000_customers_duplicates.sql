-- Likely duplicates of a customer (issue 11, "Duplicates"): asked by the
-- "New customer" form before it saves, by the CSV import's preview and by the
-- Leads module when it converts a lead.
--
--   rpc('find_customer_duplicates', { p_name, p_kra_pin, p_email, p_phone, p_exclude })
--     → at most 10 rows (id, name, kra_pin, email, phone, reason, score), best first.
--
-- A customer is proposed when it has
--   - the same KRA PIN                                   score 1.0
--   - the same e-mail address (its own or a contact's)    score 0.95
--   - the same phone number (its own or a contact's;
--     digits compared, 07…/7…/+254 7…/254 7… alike)       score 0.9
--   - the same e-mail domain (not a public mail service)
--     and a similar name (trigram similarity ≥ 0.3)       score 0.5 + similarity / 2
--   - a very similar name (similarity ≥ 0.5, on names
--     without "Ltd", "Limited", "PLC", "Co." …)           score = similarity × 0.9
-- One row per customer: its best score and every reason that applies
-- ("same KRA PIN; same phone number"), so the caller can show why.
--
-- SECURITY INVOKER: the caller's row-level security decides what it may see
-- (staff see all customers; others are refused before any lookup).

-- Phone digits in one national form: +254 722 000 111, 254722000111,
-- 0722 000 111 and 722000111 all become 0722000111. Shorter than 7 digits: null.
create function app.phone_key(phone text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when d ~ '^254[0-9]{9}$' then '0' || substr(d, 4)
    when d ~ '^[17][0-9]{8}$' then '0' || d
    when length(d) < 7 then null
    else d
  end
  from (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d) s
$$;

-- A name as compared: lower case, punctuation gone, legal-form words dropped
-- ("Acme (K) Ltd." and "ACME Limited" both become "acme").
create function app.customer_name_key(name text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(nullif(btrim(regexp_replace(regexp_replace(
           regexp_replace(lower(coalesce(name, '')), '[^[:alnum:]]+', ' ', 'g'),
           '(^| )(ltd|limited|plc|co|company|inc|llc|llp|the|k|epz|group)(?= |$)', ' ', 'g'),
         ' +', ' ', 'g')), ''),
         btrim(lower(coalesce(name, ''))))
$$;

revoke execute on function app.phone_key(text), app.customer_name_key(text) from public, anon;
grant execute on function app.phone_key(text), app.customer_name_key(text) to authenticated, service_role;

create index customers_phone_key_idx on public.customers (app.phone_key(phone)) where phone is not null;
create index customers_email_idx on public.customers (email) where email is not null;
create index customers_name_key_trgm_idx on public.customers
  using gin (app.customer_name_key(name) extensions.gin_trgm_ops);
create index contacts_phone_key_idx on public.contacts (app.phone_key(phone)) where phone is not null;
create index contacts_phone_alt_key_idx on public.contacts (app.phone_key(phone_alt)) where phone_alt is not null;

-- Mail services many unrelated customers share: the same domain says nothing there.
create function app.is_public_mail_domain(domain text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select lower(coalesce(domain, '')) in (
    'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'ymail.com', 'hotmail.com', 'outlook.com',
    'live.com', 'msn.com', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'zoho.com',
    'gmx.com', 'mail.com', 'yandex.com'
  )
$$;
revoke execute on function app.is_public_mail_domain(text) from public, anon;
grant execute on function app.is_public_mail_domain(text) to authenticated, service_role;

create function public.find_customer_duplicates(
  p_name text,
  p_kra_pin text default null,
  p_email text default null,
  p_phone text default null,
  p_exclude uuid default null
) returns table (id uuid, name text, kra_pin text, email text, phone text, reason text, score real)
language plpgsql stable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/customers/sql/repeatable/public.find_customer_duplicates.sql (ADR 043)';
end
$$;
revoke execute on function public.find_customer_duplicates(text, text, text, text, uuid) from public, anon;
grant execute on function public.find_customer_duplicates(text, text, text, text, uuid) to authenticated, service_role;
comment on function public.find_customer_duplicates(text, text, text, text, uuid) is
  'Likely duplicates of a customer by KRA PIN, e-mail, phone (07…/+2547… alike), e-mail domain with a similar name, or a very similar name; staff only; at most 10, best first.';
