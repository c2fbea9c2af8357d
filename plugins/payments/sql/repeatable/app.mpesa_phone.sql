-- app.mpesa_phone: stated once here (ADR 040). A repeatable definition: applied after every versioned
-- migration, again whenever this file changes. Edit it in place.

-- The M-Pesa number Daraja wants, 2547XXXXXXXX or 2541XXXXXXXX (ADR 079), from what a payer typed, read in the
-- company's phone country (organizations.phone_country): local 0712 345 678 / 0112… / 712…, international
-- +254 712…, 00254…, 254…, "+254 0712…"; spaces, dots, dashes and brackets ignored. Null when it is not a Kenyan
-- mobile number, or when the company is not in Kenya (Daraja serves Kenya only). The pay form does the same
-- (pay-form.ts mpesaPhone).
create or replace function app.mpesa_phone(typed text) returns text
language sql stable
set search_path = ''
as $$
  with t as (select regexp_replace(coalesce(typed, ''), '[\s().-]', '', 'g') as s),
  intl as (
    select case when t.s ~ '^\+' then substr(t.s, 2)
                when t.s ~ '^00' then substr(t.s, 3)
                when t.s ~ '^254[0-9]{9,10}$' then t.s
           end as s,
           t.s as raw
      from t),
  national as (
    select case when intl.s is not null then case when intl.s ~ '^254' then regexp_replace(substr(intl.s, 4), '^0', '') end
                when intl.raw ~ '^0' then substr(intl.raw, 2)
                else intl.raw
           end as n
      from intl)
  select '254' || national.n
    from national
   where national.n ~ '^[17][0-9]{8}$'
     and coalesce((select o.phone_country from public.organizations o where o.id = 1), 'KE') = 'KE'
$$;
revoke execute on function app.mpesa_phone(text) from public, anon, authenticated;
