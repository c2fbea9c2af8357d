-- find_customer_duplicates, same answers, fast on a big client book.
--
-- Under row-level security PostgreSQL may not use an index through an operator
-- that is not LEAKPROOF (pg_trgm's %, the phone and name keys), so the lookup
-- read every customer (about 2 s on 100,000). The candidates are now found by
-- app.customer_duplicate_candidates (SECURITY DEFINER: indexes usable; it
-- answers only ids, reasons and scores, and only to callers inside the
-- database — schema app is not exposed over REST); find_customer_duplicates
-- stays SECURITY INVOKER, checks the caller is staff and reads the customers it
-- returns through their row-level security, so it shows no customer the caller
-- could not read. The phone-key indexes are partial (phone is not null): the
-- queries say so, so the planner can use them, and a contact's two phones are
-- looked up separately.

create function app.customer_duplicate_candidates(
  v_key text, v_pin text, v_email text, v_phone text, v_domain text
) returns table (cid uuid, s real, r text)
language sql stable security definer
set search_path = ''
as $$
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
     where v_phone is not null and c.phone is not null and app.phone_key(c.phone) = v_phone
    union all
    select k.customer_id, 0.9::real, 'a contact has the same phone number'
      from public.contacts k
     where v_phone is not null and k.phone is not null and app.phone_key(k.phone) = v_phone
    union all
    select k.customer_id, 0.9::real, 'a contact has the same phone number'
      from public.contacts k
     where v_phone is not null and k.phone_alt is not null and app.phone_key(k.phone_alt) = v_phone
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
$$;
revoke execute on function app.customer_duplicate_candidates(text, text, text, text, text) from public, anon;
grant execute on function app.customer_duplicate_candidates(text, text, text, text, text) to authenticated, service_role;

-- public.find_customer_duplicates: its definition here was a copy; it is stated once in plugins/customers/sql/repeatable/public.find_customer_duplicates.sql (ADR 040).
