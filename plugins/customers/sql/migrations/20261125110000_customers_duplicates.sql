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
declare
  v_key text := nullif(app.customer_name_key(btrim(coalesce(p_name, ''))), '');
  v_pin text := nullif(upper(regexp_replace(coalesce(p_kra_pin, ''), '[[:space:]]', '', 'g')), '');
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := app.phone_key(p_phone);
  v_domain text;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can look for duplicate customers' using errcode = '42501';
  end if;
  if v_email is not null and position('@' in v_email) > 0 then
    v_domain := nullif(split_part(v_email, '@', 2), '');
    if app.is_public_mail_domain(v_domain) then
      v_domain := null;
    end if;
  end if;

  return query
  with hits as (
    select c.id as cid, 1.0::real as s, 'same KRA PIN'::text as r
      from public.customers c
     where v_pin is not null and c.kra_pin = v_pin
    union all
    select c.id, 0.95::real, 'same e-mail address'
      from public.customers c
     where v_email is not null and c.email = v_email
    union all
    select k.customer_id, 0.95::real, 'a contact has the same e-mail address'
      from public.contacts k
     where v_email is not null and lower(k.email) = v_email
    union all
    select c.id, 0.9::real, 'same phone number'
      from public.customers c
     where v_phone is not null and app.phone_key(c.phone) = v_phone
    union all
    select k.customer_id, 0.9::real, 'a contact has the same phone number'
      from public.contacts k
     where v_phone is not null and (app.phone_key(k.phone) = v_phone or app.phone_key(k.phone_alt) = v_phone)
    union all
    select d.cid, (0.5 + d.sim / 2)::real, 'same e-mail domain and a similar name'
      from (select c.id as cid, extensions.similarity(app.customer_name_key(c.name), v_key) as sim
              from public.customers c
             where v_domain is not null and v_key is not null
               and lower(split_part(c.email, '@', 2)) = v_domain) d
     where d.sim >= 0.3
    union all
    select n.cid, (n.sim * 0.9)::real, 'very similar name'
      from (select c.id as cid, extensions.similarity(app.customer_name_key(c.name), v_key) as sim
              from public.customers c
             where v_key is not null
               and app.customer_name_key(c.name) operator(extensions.%) v_key) n
     where n.sim >= 0.5
  ),
  best as (
    select h.cid, max(h.s) as s,
           string_agg(h.r, '; ' order by h.s desc, h.r) as r
      from (select distinct on (hits.cid, hits.r) hits.cid, hits.s, hits.r
              from hits order by hits.cid, hits.r, hits.s desc) h
     where p_exclude is null or h.cid <> p_exclude
     group by h.cid
  )
  select c.id, c.name, c.kra_pin, c.email, c.phone, b.r, b.s
    from best b join public.customers c on c.id = b.cid
   order by b.s desc, c.name, c.id
   limit 10;
end
$$;
revoke execute on function public.find_customer_duplicates(text, text, text, text, uuid) from public, anon;
grant execute on function public.find_customer_duplicates(text, text, text, text, uuid) to authenticated, service_role;
comment on function public.find_customer_duplicates(text, text, text, text, uuid) is
  'Likely duplicates of a customer by KRA PIN, e-mail, phone (07…/+2547… alike), e-mail domain with a similar name, or a very similar name; staff only; at most 10, best first.';
