-- Settings → Company: who the firm is and how it writes money, dates and
-- phone numbers. Every formatter in the app reads these columns instead of
-- literals, so a firm outside Kenya (or one that invoices in USD) changes a
-- setting, not the code. The superadmin edits them (policy
-- organizations_update, kernel schema); staff read them; the public site
-- reads only what a visitor may see through public.company_profile().

alter table public.organizations
  add column postal_address text check (postal_address is null or length(postal_address) <= 500),
  add column logo_path text check (logo_path is null or length(logo_path) <= 500),
  add column currency text not null default 'KES' check (currency ~ '^[A-Z]{3}$'),
  add column timezone text not null default 'Africa/Nairobi' check (length(timezone) between 1 and 64),
  add column phone_country text not null default 'KE' check (phone_country ~ '^[A-Z]{2}$'),
  add column locale text not null default 'en-KE' check (locale ~ '^[a-z]{2,3}(-[A-Z]{2})?$');

-- A KRA PIN is a letter (A: person, P: company), nine digits and a letter.
-- NOT VALID: a value stored before this rule is kept; every write from now on is checked.
alter table public.organizations
  add constraint organizations_kra_pin_format check (kra_pin is null or kra_pin ~ '^[AP][0-9]{9}[A-Z]$') not valid,
  add constraint organizations_email_format check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') not valid,
  add constraint organizations_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,}$') not valid;

comment on column public.organizations.logo_path is 'Object name in the public "branding" storage bucket.';
comment on column public.organizations.timezone is 'An IANA zone PostgreSQL knows (checked by trigger).';

-- A check constraint cannot look up pg_timezone_names (not immutable): a trigger does.
create function app.organizations_check_timezone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'Unknown time zone "%"', new.timezone
      using errcode = '23514', constraint = 'organizations_timezone_known',
            hint = 'Use an IANA name such as Africa/Nairobi.';
  end if;
  return new;
end
$$;
create trigger organizations_timezone_known before insert or update of timezone on public.organizations
  for each row execute function app.organizations_check_timezone();

grant update (postal_address, logo_path, currency, timezone, phone_country, locale)
  on public.organizations to authenticated;

-- What the public site and the shop may know about the firm (no KRA PIN, no timestamps).
create function public.company_profile()
returns table (
  name text, email text, phone text, address text, postal_address text, website text,
  logo_path text, currency text, timezone text, phone_country text, locale text
)
language sql stable security definer
set search_path = ''
as $$
  select o.name, o.email, o.phone, o.address, o.postal_address, o.website,
         o.logo_path, o.currency, o.timezone, o.phone_country, o.locale
    from public.organizations o where o.id = 1
$$;
revoke execute on function public.company_profile() from public;
grant execute on function public.company_profile() to anon, authenticated, service_role;

-- The logo lives in a public bucket: anyone may read it (it is printed on the
-- site and on documents); only a superadmin writes there.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('branding', 'branding', true, 2 * 1024 * 1024, array['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'])
on conflict (id) do nothing;

create policy "branding read" on storage.objects for select to anon, authenticated
  using (bucket_id = 'branding');
create policy "branding superadmin insert" on storage.objects for insert to authenticated
  with check (bucket_id = 'branding' and app.has_role('superadmin'));
create policy "branding superadmin update" on storage.objects for update to authenticated
  using (bucket_id = 'branding' and app.has_role('superadmin'))
  with check (bucket_id = 'branding' and app.has_role('superadmin'));
create policy "branding superadmin delete" on storage.objects for delete to authenticated
  using (bucket_id = 'branding' and app.has_role('superadmin'));
