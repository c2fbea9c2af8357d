-- Sales foundation (plugins/invoicing/, issue 14 part 1, ADR 023): what
-- quotations, invoices and credit notes will stand on.
--
-- - public.sales_settings: one row (Settings → Sales). Staff read it (every
--   document prints it); only a superadmin changes it, through
--   public.set_sales_settings(jsonb), which also writes the company's KRA PIN
--   (kept once, in public.organizations) and audits which fields changed.
--   The address, logo and currency printed on documents are the company's
--   own (organizations: Settings → Company), not copied here.
-- - public.tax_codes + public.tax_rates: a code (VAT, ZERO, EXEMPT) and its
--   dated rates; app.tax_rate_on(code, date) picks the rate in force. A
--   document will store the rate it used, so a new rate never alters it.
--   Staff read; a superadmin adds codes and rates; a rate already in force
--   (effective_from ≤ today) is never deleted or changed.
-- - app.document_numbers + app.next_document_number(kind): gapless yearly
--   numbers per document kind in the format the settings give
--   ('INV-{YYYY}-{NNNN}'), the technique of app.next_project_number.
-- - public.catalog_items: the price list (services and products). Staff read;
--   admins and superadmins write.
-- - app.document_totals(lines, document_discount, prices_include_tax): the
--   rounding rule (ADR 023), mirrored in kernel/money/document-totals.ts;
--   public.preview_document_totals(...) lets staff (and the agree-to-the-cent
--   property test) ask the database.

-- ---------------------------------------------------------------- numbering formats

-- A format holds one year token ({YYYY} or {YY}) and one number token ({NNN}…,
-- 3 to 8 N: the least number of digits), between letters, digits and - / _ .
create function app.document_number_format_ok(fmt text) returns boolean
language sql immutable
set search_path = ''
as $$
  select fmt is not null
     and length(fmt) between 5 and 40
     and fmt ~ '^([A-Za-z0-9/_.-]|\{YYYY\}|\{YY\}|\{N{3,8}\})+$'
     and (select count(*) from regexp_matches(fmt, '\{N+\}', 'g')) = 1
     and (select count(*) from regexp_matches(fmt, '\{YY(YY)?\}', 'g')) = 1
$$;
grant execute on function app.document_number_format_ok(text) to authenticated, service_role;

-- 'INV-{YYYY}-{NNNN}', 2026, 42 → 'INV-2026-0042' (more digits than N's: all of them).
create function app.format_document_number(fmt text, year integer, n integer) returns text
language sql immutable
set search_path = ''
as $$
  select replace(
           replace(
             regexp_replace(fmt, '\{N+\}',
               lpad(n::text, greatest(length(n::text), length(substring(fmt from '\{(N+)\}'))), '0')),
             '{YYYY}', year::text),
           '{YY}', right(year::text, 2))
$$;
grant execute on function app.format_document_number(text, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------- settings

create table public.sales_settings (
  id boolean primary key default true constraint sales_settings_one_row check (id),
  -- The registered name printed on documents when it differs from the company name (Settings → Company).
  legal_name text constraint sales_settings_legal_name_length check (legal_name is null or length(btrim(legal_name)) between 1 and 200),
  vat_number text constraint sales_settings_vat_number_format
    check (vat_number is null or vat_number ~ '^[A-Za-z0-9/ -]{3,30}$'),
  bank_name text constraint sales_settings_bank_name_length check (bank_name is null or length(bank_name) <= 100),
  bank_branch text constraint sales_settings_bank_branch_length check (bank_branch is null or length(bank_branch) <= 100),
  bank_account_name text constraint sales_settings_bank_account_name_length
    check (bank_account_name is null or length(bank_account_name) <= 200),
  bank_account_number text constraint sales_settings_bank_account_number_format
    check (bank_account_number is null or bank_account_number ~ '^[A-Za-z0-9 -]{4,34}$'),
  bank_swift text constraint sales_settings_bank_swift_format
    check (bank_swift is null or bank_swift ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  -- Safaricom pay-bill (business) numbers have 5 to 7 digits.
  mpesa_paybill text constraint sales_settings_mpesa_paybill_format
    check (mpesa_paybill is null or mpesa_paybill ~ '^[0-9]{5,7}$'),
  -- What the payer types as "account number"; empty: the document's number.
  mpesa_account text constraint sales_settings_mpesa_account_format
    check (mpesa_account is null or mpesa_account ~ '^[A-Za-z0-9 -]{1,20}$'),
  prices_include_tax boolean not null default false,
  quotation_number_format text not null default 'QUO-{YYYY}-{NNNN}'
    constraint sales_settings_quotation_number_format_valid check (app.document_number_format_ok(quotation_number_format)),
  invoice_number_format text not null default 'INV-{YYYY}-{NNNN}'
    constraint sales_settings_invoice_number_format_valid check (app.document_number_format_ok(invoice_number_format)),
  credit_note_number_format text not null default 'CN-{YYYY}-{NNNN}'
    constraint sales_settings_credit_note_number_format_valid check (app.document_number_format_ok(credit_note_number_format)),
  payment_terms_days integer not null default 30
    constraint sales_settings_payment_terms_range check (payment_terms_days between 0 and 365),
  quotation_validity_days integer not null default 30
    constraint sales_settings_quotation_validity_range check (quotation_validity_days between 1 and 365),
  document_footer text constraint sales_settings_document_footer_length
    check (document_footer is null or length(document_footer) <= 1000),
  document_terms text constraint sales_settings_document_terms_length
    check (document_terms is null or length(document_terms) <= 5000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.sales_settings is
  'Settings → Sales (one row): what quotations, invoices and credit notes print, and how they are numbered and priced. Staff read; superadmins write through set_sales_settings.';

insert into public.sales_settings (id, document_footer, document_terms) values (
  true,
  'Thank you for your business.',
  'Payment is due within the terms stated on the invoice. Quotations are valid for the period stated on them.'
);

alter table public.sales_settings enable row level security;
revoke all on public.sales_settings from public, anon, authenticated;
grant select on public.sales_settings to authenticated;
grant all on public.sales_settings to service_role;
create policy sales_settings_staff_read on public.sales_settings for select to authenticated
  using ((select app.has_role('staff')));
create policy sales_settings_service on public.sales_settings for all to service_role using (true) with check (true);

-- Writes every field named in `settings` (others keep their value); '' clears a text field.
-- `kra_pin` goes to the company (organizations.kra_pin), where Settings → Company edits it too.
create function public.set_sales_settings(settings jsonb) returns public.sales_settings
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.set_sales_settings.sql (ADR 043)';
end
$$;
revoke execute on function public.set_sales_settings(jsonb) from public, anon;
grant execute on function public.set_sales_settings(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------- tax codes and rates

create table public.tax_codes (
  code text primary key constraint tax_codes_code_format check (code ~ '^[A-Z][A-Z0-9_-]{0,15}$'),
  name text not null constraint tax_codes_name_length check (length(btrim(name)) between 1 and 100),
  -- standard: a positive rate; zero_rated: 0 % with input VAT claimable; exempt: outside VAT (0 %, shown apart).
  kind text not null constraint tax_codes_kind_valid check (kind in ('standard', 'zero_rated', 'exempt')),
  description text constraint tax_codes_description_length check (description is null or length(description) <= 500),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.tax_codes is 'VAT codes a line can carry; their rates over time are in tax_rates.';
create trigger tax_codes_stamp before insert or update on public.tax_codes
  for each row execute function app.stamp_row();

create table public.tax_rates (
  id uuid primary key default gen_random_uuid(),
  tax_code text not null references public.tax_codes (code) on update restrict on delete restrict,
  -- Percent: 16.000 is 16 %.
  rate numeric(6, 3) not null constraint tax_rates_rate_range check (rate >= 0 and rate <= 100),
  effective_from date not null,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint tax_rates_one_per_day unique (tax_code, effective_from)
);
comment on table public.tax_rates is
  'A tax code''s rate from a date on (the newest effective_from ≤ the document date applies). Rates in force are never changed or deleted.';

create function app.tax_rates_check() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  code_kind text;
begin
  if tg_op = 'DELETE' then
    if old.effective_from <= app.company_today() then
      raise exception 'A rate already in force cannot be deleted: add a new rate from a later date instead'
        using errcode = '23514', constraint = 'tax_rates_in_force_kept';
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    raise exception 'A tax rate cannot be changed: add a new rate from a date, or delete a future one'
      using errcode = '23514', constraint = 'tax_rates_in_force_kept';
  end if;
  select c.kind into code_kind from public.tax_codes c where c.code = new.tax_code;
  if code_kind in ('zero_rated', 'exempt') and new.rate <> 0 then
    raise exception 'A zero-rated or exempt code has a 0 %% rate' using errcode = '23514', constraint = 'tax_rates_zero_kinds';
  end if;
  if code_kind = 'standard' and new.rate = 0 then
    raise exception 'A standard code needs a rate above 0 %% (use a zero-rated or exempt code)'
      using errcode = '23514', constraint = 'tax_rates_zero_kinds';
  end if;
  return new;
end
$$;
revoke execute on function app.tax_rates_check() from public, anon, authenticated;
create trigger tax_rates_check before insert or update or delete on public.tax_rates
  for each row execute function app.tax_rates_check();

-- Tax codes and rates are audited (who changed the VAT rate, when).
create function app.tax_audit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor, action, target, details)
  values (
    auth.uid(),
    'invoicing.' || tg_table_name || '_' || lower(tg_op),
    tg_table_name,
    case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end
      - 'created_at' - 'created_by' - 'updated_at' - 'updated_by'
  );
  return null;
end
$$;
revoke execute on function app.tax_audit() from public, anon, authenticated;

insert into public.tax_codes (code, name, kind, description, sort_order) values
  ('VAT', 'VAT (standard rate)', 'standard', 'Taxable supplies at the standard rate (VAT Act 2013).', 10),
  ('ZERO', 'Zero-rated', 'zero_rated', 'Taxable at 0 % (First/Second Schedule, e.g. exports of services).', 20),
  ('EXEMPT', 'Exempt', 'exempt', 'Outside VAT (e.g. medical services), shown apart on documents.', 30);
-- Kenya's standard rate: 16 % from the VAT Act 2013, 14 % from 1 April 2020 (COVID-19 relief), 16 % again from 2021.
insert into public.tax_rates (tax_code, rate, effective_from) values
  ('VAT', 16, '2013-09-02'),
  ('VAT', 14, '2020-04-01'),
  ('VAT', 16, '2021-01-01'),
  ('ZERO', 0, '2013-09-02'),
  ('EXEMPT', 0, '2013-09-02');

-- Audited from here on (the seed above is the install, not somebody's change).
create trigger tax_codes_audit after insert or update or delete on public.tax_codes
  for each row execute function app.tax_audit();
create trigger tax_rates_audit after insert or update or delete on public.tax_rates
  for each row execute function app.tax_audit();

-- The rate of `code` in force on `on_date` (null: none yet).
create function app.tax_rate_on(code text, on_date date) returns numeric
language sql stable security definer
set search_path = ''
as $$
  select r.rate from public.tax_rates r
   where r.tax_code = code and r.effective_from <= on_date
   order by r.effective_from desc limit 1
$$;
grant execute on function app.tax_rate_on(text, date) to authenticated, service_role;

create function public.tax_rate_on(code text, on_date date default null) returns numeric
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read tax rates' using errcode = '42501';
  end if;
  return app.tax_rate_on(code, coalesce(on_date, app.company_today()));
end
$$;
revoke execute on function public.tax_rate_on(text, date) from public, anon;
grant execute on function public.tax_rate_on(text, date) to authenticated, service_role;

alter table public.tax_codes enable row level security;
alter table public.tax_rates enable row level security;
revoke all on public.tax_codes, public.tax_rates from public, anon, authenticated;
grant select, insert, update on public.tax_codes to authenticated;
grant select, insert, delete on public.tax_rates to authenticated;
grant all on public.tax_codes, public.tax_rates to service_role;

create policy tax_codes_staff_read on public.tax_codes for select to authenticated
  using ((select app.has_role('staff')));
create policy tax_codes_superadmin_insert on public.tax_codes for insert to authenticated
  with check ((select app.has_role('superadmin')));
create policy tax_codes_superadmin_update on public.tax_codes for update to authenticated
  using ((select app.has_role('superadmin'))) with check ((select app.has_role('superadmin')));
create policy tax_codes_service on public.tax_codes for all to service_role using (true) with check (true);
create policy tax_rates_staff_read on public.tax_rates for select to authenticated
  using ((select app.has_role('staff')));
create policy tax_rates_superadmin_insert on public.tax_rates for insert to authenticated
  with check ((select app.has_role('superadmin')));
create policy tax_rates_superadmin_delete on public.tax_rates for delete to authenticated
  using ((select app.has_role('superadmin')));
create policy tax_rates_service on public.tax_rates for all to service_role using (true) with check (true);

-- A code's own name can change; its code (what documents store) cannot.
create function app.tax_codes_keep_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.code <> old.code then
    raise exception 'A tax code cannot be renamed (documents refer to it): add a new code instead'
      using errcode = '23514', constraint = 'tax_codes_code_kept';
  end if;
  return new;
end
$$;
revoke execute on function app.tax_codes_keep_code() from public, anon, authenticated;
create trigger tax_codes_keep_code before update on public.tax_codes
  for each row execute function app.tax_codes_keep_code();

-- A new code with its first rate, in one transaction (a code without a rate could not be used).
create function public.add_tax_code(
  code text, name text, kind text, rate numeric, effective_from date default null
) returns public.tax_codes
language plpgsql security definer
set search_path = ''
as $$
declare
  made public.tax_codes;
begin
  if not coalesce(app.has_role('superadmin'), false) then
    raise exception 'Only a superadmin can add tax codes' using errcode = '42501';
  end if;
  insert into public.tax_codes (code, name, kind, sort_order)
  values (upper(btrim(add_tax_code.code)), btrim(add_tax_code.name), add_tax_code.kind,
          coalesce((select max(c.sort_order) from public.tax_codes c), 0) + 10)
  returning * into made;
  insert into public.tax_rates (tax_code, rate, effective_from)
  values (made.code, add_tax_code.rate, coalesce(add_tax_code.effective_from, app.company_today()));
  return made;
end
$$;
revoke execute on function public.add_tax_code(text, text, text, numeric, date) from public, anon;
grant execute on function public.add_tax_code(text, text, text, numeric, date) to authenticated, service_role;

-- ---------------------------------------------------------------- document numbers

-- One counter row per document kind and year, bumped with INSERT … ON CONFLICT DO
-- UPDATE: the row stays locked until the issuing transaction ends, so two issues
-- never share a number, and an issue that rolls back gives its number back.
create table app.document_numbers (
  kind text not null constraint document_numbers_kind_valid check (kind in ('quotation', 'invoice', 'credit_note')),
  year integer not null,
  last_number integer not null check (last_number >= 0),
  primary key (kind, year)
);
revoke all on app.document_numbers from public, anon, authenticated;

create function app.next_document_number(kind text) returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from app.company_today())::int;
  fmt text;
  n integer;
begin
  select case next_document_number.kind
           when 'quotation' then s.quotation_number_format
           when 'invoice' then s.invoice_number_format
           when 'credit_note' then s.credit_note_number_format
         end
    into fmt
    from public.sales_settings s where s.id;
  if fmt is null then
    raise exception 'Unknown document kind "%" (quotation, invoice or credit_note)', kind using errcode = '22023';
  end if;
  insert into app.document_numbers as c (kind, year, last_number) values (next_document_number.kind, this_year, 1)
  on conflict on constraint document_numbers_pkey do update set last_number = c.last_number + 1
  returning c.last_number into n;
  return app.format_document_number(fmt, this_year, n);
end
$$;
revoke execute on function app.next_document_number(text) from public, anon, authenticated;

-- ---------------------------------------------------------------- catalogue

create table public.catalog_items (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint catalog_items_kind_valid check (kind in ('service', 'product')),
  name text not null constraint catalog_items_name_length check (length(btrim(name)) between 1 and 200),
  description text constraint catalog_items_description_length check (description is null or length(description) <= 2000),
  unit text not null default 'each' constraint catalog_items_unit_length check (length(btrim(unit)) between 1 and 30),
  unit_price numeric(14, 2) not null constraint catalog_items_unit_price_positive check (unit_price >= 0),
  tax_code text not null default 'VAT' references public.tax_codes (code) on update restrict on delete restrict,
  sku text constraint catalog_items_sku_key unique
    constraint catalog_items_sku_format check (sku is null or sku ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$'),
  -- One of the firm's services (the site's tree), when the item sells it.
  service_id uuid references public.services (id) on delete restrict,
  constraint catalog_items_service_kind check (service_id is null or kind = 'service'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.catalog_items is
  'The price list: services and products a quotation or invoice line can pick (POS and the shop add stock to products later). Staff read; admins write.';
create index catalog_items_name_idx on public.catalog_items (lower(name));
create index catalog_items_service_idx on public.catalog_items (service_id) where service_id is not null;
create trigger catalog_items_stamp before insert or update on public.catalog_items
  for each row execute function app.stamp_row();

alter table public.catalog_items enable row level security;
revoke all on public.catalog_items from public, anon, authenticated;
grant select, insert, update, delete on public.catalog_items to authenticated;
grant all on public.catalog_items to service_role;
create policy catalog_items_staff_read on public.catalog_items for select to authenticated
  using ((select app.has_role('staff')));
create policy catalog_items_admin_insert on public.catalog_items for insert to authenticated
  with check ((select app.has_role('admin')));
create policy catalog_items_admin_update on public.catalog_items for update to authenticated
  using ((select app.has_role('admin'))) with check ((select app.has_role('admin')));
create policy catalog_items_admin_delete on public.catalog_items for delete to authenticated
  using ((select app.has_role('admin')));
create policy catalog_items_service on public.catalog_items for all to service_role using (true) with check (true);

-- The firm's services at example prices (KES, before VAT) the firm edits. Medical
-- services are VAT-exempt in Kenya; everything else is at the standard rate.
insert into public.catalog_items (kind, name, description, unit, unit_price, tax_code, sku, service_id)
select 'service', s.name, s.summary, p.unit, p.price, p.tax_code, p.sku, s.id
  from (values
    ('audits/safety-health', 'SVC-AUD-SH', 'audit', 85000.00, 'VAT'),
    ('audits/fire-safety', 'SVC-AUD-FIRE', 'audit', 45000.00, 'VAT'),
    ('audits/risk-assessment', 'SVC-AUD-RA', 'assessment', 60000.00, 'VAT'),
    ('audits/environmental-audit', 'SVC-AUD-ENV', 'audit', 150000.00, 'VAT'),
    ('audits/environmental-impact', 'SVC-AUD-EIA', 'assessment', 250000.00, 'VAT'),
    ('audits/energy-audit', 'SVC-AUD-ENERGY', 'audit', 120000.00, 'VAT'),
    ('audits/food-safety', 'SVC-AUD-FOOD', 'audit', 55000.00, 'VAT'),
    ('survey-analysis/noise', 'SVC-SUR-NOISE', 'survey', 48000.00, 'VAT'),
    ('survey-analysis/air-quality', 'SVC-SUR-AIR', 'survey', 75000.00, 'VAT'),
    ('survey-analysis/water', 'SVC-SUR-WATER', 'sample', 12000.00, 'VAT'),
    ('training/osh', 'SVC-TRN-OSH', 'participant', 8500.00, 'VAT'),
    ('training/fire-safety', 'SVC-TRN-FIRE', 'participant', 6500.00, 'VAT'),
    ('specialized-training/height', 'SVC-TRN-HEIGHT', 'participant', 15000.00, 'VAT'),
    ('specialized-training/electrical', 'SVC-TRN-ELEC', 'participant', 12000.00, 'VAT'),
    ('specialized-training/chemical', 'SVC-TRN-CHEM', 'participant', 10000.00, 'VAT'),
    ('iso-training', 'SVC-TRN-ISO', 'participant', 25000.00, 'VAT'),
    ('hr-consultancy', 'SVC-HR', 'day', 40000.00, 'VAT'),
    ('medical-exams', 'SVC-MED', 'worker', 3500.00, 'EXEMPT')
  ) as p (slug, sku, unit, price, tax_code)
  join public.services s on s.slug = p.slug;

-- ---------------------------------------------------------------- exact totals

-- The rounding rule (ADR 023), the same as kernel/money/document-totals.ts:
--   amount   = round(quantity × unit_price × (100 − line discount %) / 100)      (per line)
--   share    = amount − round(amount × (100 − document discount %) / 100)         (the document discount, per line)
--   after    = amount − share
--   exclusive prices: taxable = after, tax = round(after × rate / 100)
--   inclusive prices: tax = round(after × rate / (100 + rate)), taxable = after − tax
--   total    = taxable + tax; the document sums its lines; the tax summary groups (code, rate).
-- round() is half away from zero to the currency's minor unit (2 places). Multiplying by
-- 0.01 instead of dividing by 100 keeps every step but the inclusive tax exact.
-- lines: [{ quantity, unit_price, discount_percent?, tax_code, tax_rate? }] (numbers or decimal
-- strings; no tax_rate: the code's rate today). Answers amounts as decimal strings.
create function app.document_totals(lines jsonb, document_discount numeric default 0, prices_include_tax boolean default false)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.document_totals.sql (ADR 043)';
end
$$;
grant execute on function app.document_totals(jsonb, numeric, boolean) to authenticated, service_role;

-- Staff: the totals the database would store for these lines (the quotation and
-- invoice editors show the browser's own, which must agree to the cent).
-- prices_include_tax null: the sales settings' choice.
create function public.preview_document_totals(
  lines jsonb,
  document_discount numeric default 0,
  prices_include_tax boolean default null
) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can work out document totals' using errcode = '42501';
  end if;
  return app.document_totals(
    lines, document_discount,
    coalesce(prices_include_tax, (select s.prices_include_tax from public.sales_settings s where s.id), false));
end
$$;
revoke execute on function public.preview_document_totals(jsonb, numeric, boolean) from public, anon;
grant execute on function public.preview_document_totals(jsonb, numeric, boolean) to authenticated, service_role;
