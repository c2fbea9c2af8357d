-- Customers (plugins/customers/): the firm's client book — companies and
-- individuals, the people to talk to there (contacts) and the workplaces the
-- firm audits and surveys (customer_sites, the site register later modules
-- hang work on).
--
-- Who may do what (RLS below):
-- - staff, admin and superadmin read and write customers, contacts and sites;
-- - deleting needs admin, and a customer is deleted only while nothing else
--   refers to it (other modules' foreign keys are ON DELETE RESTRICT); staff
--   archive instead;
-- - shop customer accounts and visitors see none of it.
-- The module switch hides the screens, not the data: other modules (leads,
-- quotations, invoices) show the customer their record belongs to even while
-- the Customers screens are switched off.

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------- closed lists

create type public.customer_kind as enum ('company', 'individual');
create type public.customer_status as enum ('active', 'archived');
create type public.customer_sector as enum (
  'manufacturing', 'hospitality', 'healthcare', 'agriculture', 'construction', 'education',
  'energy', 'mining', 'transport', 'retail', 'finance', 'government', 'ngo', 'other'
);
-- The 47 counties of Kenya (Constitution, First Schedule), in its order.
create type public.kenya_county as enum (
  'Mombasa', 'Kwale', 'Kilifi', 'Tana River', 'Lamu', 'Taita-Taveta', 'Garissa', 'Wajir', 'Mandera',
  'Marsabit', 'Isiolo', 'Meru', 'Tharaka-Nithi', 'Embu', 'Kitui', 'Machakos', 'Makueni', 'Nyandarua',
  'Nyeri', 'Kirinyaga', 'Murang''a', 'Kiambu', 'Turkana', 'West Pokot', 'Samburu', 'Trans Nzoia',
  'Uasin Gishu', 'Elgeyo-Marakwet', 'Nandi', 'Baringo', 'Laikipia', 'Nakuru', 'Narok', 'Kajiado',
  'Kericho', 'Bomet', 'Kakamega', 'Vihiga', 'Bungoma', 'Busia', 'Siaya', 'Kisumu', 'Homa Bay',
  'Migori', 'Kisii', 'Nyamira', 'Nairobi'
);
-- NEMA's project risk categories (EMCA Second Schedule, 2019): what an EIA/audit needs.
create type public.nema_category as enum ('low', 'medium', 'high');

-- ---------------------------------------------------------------- customers

create table public.customers (
  id uuid primary key default gen_random_uuid(),
  kind public.customer_kind not null default 'company',
  name text not null check (length(btrim(name)) between 1 and 200),
  -- KRA PIN: A (individual) or P (company), nine digits, a letter. Stored upper-case.
  kra_pin text constraint customers_kra_pin_format check (kra_pin is null or kra_pin ~ '^[AP][0-9]{9}[A-Z]$'),
  sector public.customer_sector,
  email text constraint customers_email_format check (
    email is null or (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
  ),
  phone text constraint customers_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,30}$'),
  website text check (website is null or length(website) <= 500),
  postal_address text check (postal_address is null or length(postal_address) <= 500),
  physical_address text check (physical_address is null or length(physical_address) <= 500),
  -- Head office county (sites carry their own).
  county public.kenya_county,
  tags text[] not null default '{}' constraint customers_tags_valid check (
    cardinality(tags) <= 20 and array_position(tags, null) is null
  ),
  -- The staff member who looks after the account.
  owner_id uuid references auth.users (id) on delete set null,
  status public.customer_status not null default 'active',
  notes text check (notes is null or length(notes) <= 10000),
  -- What the list's search matches: name, KRA PIN, e-mail, phone digits and the
  -- contacts' names, e-mails and phones. Kept by triggers; a trigram index serves
  -- "contains" searches (ilike '%fragment%').
  search_text text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.customers is
  'Client companies and individuals (plugins/customers). Staff read/write, admins delete when nothing refers to it.';
create unique index customers_kra_pin_key on public.customers (kra_pin) where kra_pin is not null;
create index customers_search_trgm_idx on public.customers using gin (search_text extensions.gin_trgm_ops);
create index customers_name_trgm_idx on public.customers using gin (name extensions.gin_trgm_ops);
-- The list sorts by name (and id, its tie-breaker) by default: a page is read off this index.
create index customers_name_idx on public.customers (name, id);
create index customers_status_idx on public.customers (status);
create index customers_owner_idx on public.customers (owner_id);
create index customers_sector_idx on public.customers (sector);
create index customers_county_idx on public.customers (county);
create index customers_tags_idx on public.customers using gin (tags);
create index customers_email_domain_idx on public.customers (lower(split_part(email, '@', 2)));
create index customers_created_idx on public.customers (created_at desc, id);

-- ---------------------------------------------------------------- contacts

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references public.customers (id) on delete cascade,
  full_name text not null check (length(btrim(full_name)) between 1 and 200),
  job_title text check (job_title is null or length(job_title) <= 200),
  email text constraint contacts_email_format check (
    email is null or (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
  ),
  phone text constraint contacts_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,30}$'),
  phone_alt text constraint contacts_phone_alt_dialable check (
    phone_alt is null or phone_alt ~ '^\+?[0-9][0-9 ()-]{5,30}$'
  ),
  -- The one person the firm writes to first; at most one per customer.
  is_primary boolean not null default false,
  -- Never e-mailed, texted or called by campaigns (they asked not to be).
  do_not_contact boolean not null default false,
  notes text check (notes is null or length(notes) <= 4000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.contacts is 'People at a customer (plugins/customers).';
create index contacts_customer_idx on public.contacts (customer_id);
create unique index contacts_one_primary_key on public.contacts (customer_id) where is_primary;
create index contacts_email_idx on public.contacts (lower(email));

-- ---------------------------------------------------------------- sites

create table public.customer_sites (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references public.customers (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  county public.kenya_county not null,
  town text check (town is null or length(town) <= 100),
  physical_address text check (physical_address is null or length(physical_address) <= 500),
  -- Optional GPS (WGS 84). Kenya lies within about 5°S–5°N, 33°E–42°E, but a
  -- client may have a site abroad: only the globe's bounds are enforced.
  latitude numeric(9, 6) check (latitude between -90 and 90),
  longitude numeric(9, 6) check (longitude between -180 and 180),
  constraint customer_sites_gps_pair check ((latitude is null) = (longitude is null)),
  sector public.customer_sector,
  headcount integer check (headcount is null or headcount between 0 and 1000000),
  -- DOSHS workplace registration (OSHA 2007 s.44).
  doshs_registration_no text check (doshs_registration_no is null or length(doshs_registration_no) <= 50),
  nema_category public.nema_category,
  notes text check (notes is null or length(notes) <= 4000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.customer_sites is
  'Workplaces of a customer the firm audits and surveys: the site register (plugins/customers).';
create index customer_sites_customer_idx on public.customer_sites (customer_id);
create index customer_sites_county_idx on public.customer_sites (county);

-- ---------------------------------------------------------------- triggers

create trigger customers_stamp before insert or update on public.customers
  for each row execute function app.stamp_row();
create trigger contacts_stamp before insert or update on public.contacts
  for each row execute function app.stamp_row();
create trigger customer_sites_stamp before insert or update on public.customer_sites
  for each row execute function app.stamp_row();

-- Tidy what people type: blanks become null, KRA PINs upper-case, e-mails lower-case, tags trimmed and unique.
create function app.customers_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  new.kra_pin := nullif(upper(regexp_replace(coalesce(new.kra_pin, ''), '[[:space:]]', '', 'g')), '');
  new.email := nullif(lower(btrim(coalesce(new.email, ''))), '');
  new.phone := nullif(btrim(coalesce(new.phone, '')), '');
  new.website := nullif(btrim(coalesce(new.website, '')), '');
  new.postal_address := nullif(btrim(coalesce(new.postal_address, '')), '');
  new.physical_address := nullif(btrim(coalesce(new.physical_address, '')), '');
  new.notes := nullif(btrim(coalesce(new.notes, '')), '');
  new.tags := coalesce(
    (select array_agg(t order by first_at)
       from (select btrim(x) as t, min(o) as first_at
               from unnest(new.tags) with ordinality as u(x, o)
              where btrim(x) <> ''
              group by btrim(x)) d),
    '{}'
  );
  return new;
end
$$;
create trigger customers_tidy before insert or update on public.customers
  for each row execute function app.customers_tidy();

create function app.contacts_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.full_name := btrim(new.full_name);
  new.email := nullif(lower(btrim(coalesce(new.email, ''))), '');
  new.phone := nullif(btrim(coalesce(new.phone, '')), '');
  new.phone_alt := nullif(btrim(coalesce(new.phone_alt, '')), '');
  -- A new primary contact takes over from the old one (one statement, no unique clash).
  if new.is_primary and (tg_op = 'INSERT' or not old.is_primary or old.customer_id <> new.customer_id) then
    update public.contacts set is_primary = false
     where customer_id = new.customer_id and is_primary and id <> new.id;
  end if;
  return new;
end
$$;
create trigger contacts_tidy before insert or update on public.contacts
  for each row execute function app.contacts_tidy();

-- search_text of one customer, from its own columns and its contacts. Digits of
-- phone numbers are kept both as written and without spaces, so "0722 123" and
-- "0722123" both match.
create function app.customer_search_text(c public.customers) returns text
language sql stable
set search_path = ''
as $$
  select lower(concat_ws(' ',
    c.name, c.kra_pin, c.email, c.phone, regexp_replace(coalesce(c.phone, ''), '[^0-9+]', '', 'g'),
    (select string_agg(concat_ws(' ', k.full_name, k.email, k.phone,
                                 regexp_replace(coalesce(k.phone, ''), '[^0-9+]', '', 'g'), k.phone_alt), ' ')
       from public.contacts k where k.customer_id = c.id)
  ))
$$;

create function app.customers_search_text() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_text := app.customer_search_text(new);
  return new;
end
$$;
-- Runs after customers_tidy (triggers fire in name order: _search < _stamp < _tidy, so name it last).
create trigger customers_zz_search_text before insert or update on public.customers
  for each row execute function app.customers_search_text();

-- A contact's change refreshes its customer's search_text (and the old customer's, when moved).
create function app.contacts_refresh_customer_search() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.customers c set search_text = app.customer_search_text(c) where c.id = old.customer_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.customer_id <> old.customer_id
      or new.full_name is distinct from old.full_name or new.email is distinct from old.email
      or new.phone is distinct from old.phone or new.phone_alt is distinct from old.phone_alt) then
    update public.customers c set search_text = app.customer_search_text(c) where c.id = new.customer_id;
  end if;
  return null;
end
$$;
create trigger contacts_refresh_customer_search after insert or update or delete on public.contacts
  for each row execute function app.contacts_refresh_customer_search();

revoke execute on function app.customers_tidy(), app.contacts_tidy(), app.customers_search_text(),
  app.contacts_refresh_customer_search() from public, anon, authenticated;

-- Field changes on the customer's timeline (search_text and the stamps are noise).
select app.track_changes('public.customers', array['search_text', 'updated_by']);
select app.track_changes('public.contacts', array['updated_by']);
select app.track_changes('public.customer_sites', array['updated_by']);

-- ---------------------------------------------------------------- row-level security

-- `(select app.has_role(…))`, not a bare call: the sub-select is planned as an
-- InitPlan, run once per statement, where a bare call runs once per row — the
-- difference between one profile lookup per query and one per row counted.

alter table public.customers enable row level security;
alter table public.contacts enable row level security;
alter table public.customer_sites enable row level security;
revoke all on public.customers, public.contacts, public.customer_sites from anon, authenticated;
grant select, insert, update, delete on public.customers, public.contacts, public.customer_sites to authenticated;
grant all on public.customers, public.contacts, public.customer_sites to service_role;

create policy customers_staff_read on public.customers for select to authenticated
  using ((select app.has_role('staff')));
create policy customers_staff_insert on public.customers for insert to authenticated
  with check ((select app.has_role('staff')));
create policy customers_staff_update on public.customers for update to authenticated
  using ((select app.has_role('staff'))) with check ((select app.has_role('staff')));
create policy customers_admin_delete on public.customers for delete to authenticated
  using ((select app.has_role('admin')));
create policy customers_service on public.customers for all to service_role using (true) with check (true);

create policy contacts_staff_read on public.contacts for select to authenticated
  using ((select app.has_role('staff')));
create policy contacts_staff_insert on public.contacts for insert to authenticated
  with check ((select app.has_role('staff')));
create policy contacts_staff_update on public.contacts for update to authenticated
  using ((select app.has_role('staff'))) with check ((select app.has_role('staff')));
-- A contact who left is removed by staff (the customer's timeline keeps that it happened).
create policy contacts_staff_delete on public.contacts for delete to authenticated
  using ((select app.has_role('staff')));
create policy contacts_service on public.contacts for all to service_role using (true) with check (true);

create policy customer_sites_staff_read on public.customer_sites for select to authenticated
  using ((select app.has_role('staff')));
create policy customer_sites_staff_insert on public.customer_sites for insert to authenticated
  with check ((select app.has_role('staff')));
create policy customer_sites_staff_update on public.customer_sites for update to authenticated
  using ((select app.has_role('staff'))) with check ((select app.has_role('staff')));
-- Sites are where later work hangs (projects, obligations): deleting one needs admin.
create policy customer_sites_admin_delete on public.customer_sites for delete to authenticated
  using ((select app.has_role('admin')));
create policy customer_sites_service on public.customer_sites for all to service_role using (true) with check (true);

alter publication supabase_realtime add table public.customers, public.contacts, public.customer_sites;
