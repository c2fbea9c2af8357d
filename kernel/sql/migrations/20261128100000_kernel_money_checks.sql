-- Numbers that are not numbers (issue 20 finding 1, ADR 033).
--
-- PostgreSQL's numeric has NaN (and, since 14, ±Infinity). 'NaN'::numeric
-- passes `<= 0` (false), `<> round(x, 2)` (NaN = NaN) and `CHECK (x > 0)`, and
-- least(NaN, x) = x: a payment of "NaN" was accepted, settled an invoice and
-- then paid others as "credit". A numeric(p, s) column refuses ±Infinity and
-- anything of p − s digits or more (with the unhelpful "numeric field
-- overflow"), but stores NaN.
--
-- - app.assert_number(value, label, below) / app.assert_money(value, label) /
--   app.number_input(text, label, below): THE definition of a usable number for
--   every RPC that takes money or quantities. NaN, ±Infinity and |value| ≥
--   `below` (money: 1,000,000,000,000, what numeric(14, 2) holds) are refused
--   with 22023 and words the UI shows ("The amount must be a number …").
-- - Every numeric column of every table in public and app gets CHECK
--   (<column> <> 'NaN') named <table>_<column>_not_nan, found from the catalog
--   (not a hand list, so no column is forgotten; tests/invoicing/
--   money-input-hardening.test.ts fails for a new numeric column without one).
--   A column that already holds NaN keeps its rows (NOT VALID: every new or
--   changed row is checked); the others are validated at once. payments.amount
--   is the one exception: NaN stays allowed on a REVERSED payment, so that an
--   admin can reverse one stored before this rule (reverse_payment marks it).
-- - public.money_anomalies(): admins see every stored NaN, where it is and how
--   to put it right (a payment: reverse it; a lead, project or catalogue item:
--   edit the value — the update then passes the check).
-- - app.is_iso_currency(code) and <table>_currency_iso on every currency column
--   (finding 11): ISO 4217 codes only, not any three capitals.

-- ---------------------------------------------------------------- the helpers

-- True for a real number (null counts as "nothing to check").
create function app.is_finite(value numeric) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value is null
      or (value <> 'NaN'::numeric and value <> 'Infinity'::numeric and value <> '-Infinity'::numeric)
$$;
grant execute on function app.is_finite(numeric) to authenticated, service_role;

-- 1000000000000 → '1,000,000,000,000' (a whole bound, for messages).
create function app.number_words(value numeric) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select to_char(trunc(value), 'FM999,999,999,999,999,999,990')
$$;

-- Refuses NaN, ±Infinity and |value| ≥ below; returns the value (null stays null).
-- label names the field as the person sees it: 'The amount', 'Line 2: the quantity'.
create function app.assert_number(value numeric, label text, below numeric) returns numeric
language plpgsql immutable
set search_path = ''
as $$
begin
  if value is null then
    return null;
  end if;
  if not app.is_finite(value) then
    raise exception '% must be a number (% is not an amount)', label, value::text
      using errcode = '22023', hint = 'Type digits, like 1500 or 1500.50.';
  end if;
  if abs(value) >= below then
    raise exception '% must be less than %', label, app.number_words(below)
      using errcode = '22023';
  end if;
  return value;
end
$$;
grant execute on function app.assert_number(numeric, text, numeric) to authenticated, service_role;

-- Money: what a numeric(14, 2) column can hold.
create function app.money_limit() returns numeric
language sql immutable parallel safe
set search_path = ''
as $$
  select 1000000000000::numeric
$$;
grant execute on function app.money_limit() to authenticated, service_role;

create function app.assert_money(value numeric, label text) returns numeric
language sql immutable
set search_path = ''
as $$
  select app.assert_number(value, label, app.money_limit())
$$;
grant execute on function app.assert_money(numeric, text) to authenticated, service_role;

-- A number typed by a person (a JSON field's text): '' and null are null; words,
-- NaN, Infinity and huge values are refused in the field's own words.
create function app.number_input(raw text, label text, below numeric default null) returns numeric
language plpgsql immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if raw is null or btrim(raw) = '' then
    return null;
  end if;
  begin
    v := btrim(raw)::numeric;
  exception when invalid_text_representation or numeric_value_out_of_range then
    raise exception '% must be a number, like 1500 or 1500.50', label
      using errcode = '22023', hint = 'Type digits, like 1500 or 1500.50.';
  end;
  return app.assert_number(v, label, coalesce(below, app.money_limit()));
end
$$;
grant execute on function app.number_input(text, text, numeric) to authenticated, service_role;

-- ---------------------------------------------------------------- every numeric column refuses NaN

create function app.add_not_nan_checks() returns integer
language plpgsql
set search_path = ''
as $$
declare
  col record;
  cname text;
  expr text;
  has_nan boolean;
  added integer := 0;
begin
  for col in
    select n.nspname as sch, c.relname as tbl, a.attname as col
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'app') and c.relkind in ('r', 'p')
       and a.attnum > 0 and not a.attisdropped and a.atttypid = 'numeric'::regtype
     order by 1, 2, 3
  loop
    cname := left(col.tbl || '_' || col.col, 55) || '_not_nan';
    if exists (select 1 from pg_catalog.pg_constraint k
                where k.conname = cname and k.conrelid = format('%I.%I', col.sch, col.tbl)::regclass) then
      continue;
    end if;
    expr := case when col.sch = 'public' and col.tbl = 'payments' and col.col = 'amount'
                 -- A payment stored with NaN before this rule can still be reversed (ADR 033).
                 then 'amount <> ''NaN''::numeric or reversed_at is not null'
                 else format('%I <> ''NaN''::numeric', col.col) end;
    execute format('alter table %I.%I add constraint %I check (%s) not valid', col.sch, col.tbl, cname, expr);
    execute format('select exists (select 1 from %I.%I where not (%s))', col.sch, col.tbl, expr) into has_nan;
    if not has_nan then
      execute format('alter table %I.%I validate constraint %I', col.sch, col.tbl, cname);
    end if;
    added := added + 1;
  end loop;
  return added;
end
$$;
revoke execute on function app.add_not_nan_checks() from public, anon, authenticated, service_role;

select app.add_not_nan_checks();

-- ---------------------------------------------------------------- currencies (finding 11)

-- ISO 4217 list one: the codes ICU lists as in use (the Settings → Company choices come from
-- the browser's Intl list, the same source) plus the fund, metal and testing codes (XTS) of the
-- standard. Anything else that merely looks like three capitals ('ABC', 'QQQ') is refused.
create function app.is_iso_currency(code text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select code is not null and code = any (array[
    'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BOV',
    'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHE', 'CHF', 'CHW', 'CLF', 'CLP', 'CNY', 'COP', 'COU', 'CRC', 'CUC', 'CUP', 'CVE',
    'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD',
    'HNL', 'HRK', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD',
    'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN',
    'MXV', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD',
    'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SLL', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS',
    'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'USN', 'UYI', 'UYU', 'UYW', 'UZS', 'VED', 'VES', 'VND', 'VUV', 'WST',
    'XAF', 'XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XCD', 'XCG', 'XDR', 'XOF', 'XPD', 'XPF', 'XPT', 'XSU', 'XTS', 'XUA', 'YER', 'ZAR', 'ZMW',
    'ZWG', 'ZWL'
  ]::text[])
$$;
grant execute on function app.is_iso_currency(text) to authenticated, service_role;

-- Every text column named currency in a public table: <table>_currency_iso (NOT VALID where a
-- row already holds something else, validated otherwise).
do $$
declare
  col record;
  bad boolean;
begin
  for col in
    select c.relname as tbl
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attname = 'currency'
       and a.attnum > 0 and not a.attisdropped and a.atttypid = 'text'::regtype
     order by 1
  loop
    execute format('alter table public.%I add constraint %I check (app.is_iso_currency(currency)) not valid',
                   col.tbl, col.tbl || '_currency_iso');
    execute format('select exists (select 1 from public.%I where not app.is_iso_currency(currency))', col.tbl) into bad;
    if not bad then
      execute format('alter table public.%I validate constraint %I', col.tbl, col.tbl || '_currency_iso');
    end if;
  end loop;
end
$$;

-- ---------------------------------------------------------------- seeing what is stored

-- Every NaN stored in a numeric column of a table: where, which row, and what to do.
create function app.money_anomalies()
returns table (table_name text, column_name text, record_id text, label text, link text, action text,
               resolved boolean)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  col record;
begin
  for col in
    select c.relname as tbl, a.attname as col
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and a.attnum > 0 and not a.attisdropped and a.atttypid = 'numeric'::regtype
     order by 1, 2
  loop
    return query execute format(
      $q$select %L::text, %L::text, r.j ->> 'id',
                coalesce(r.j ->> 'number', r.j ->> 'reference', r.j ->> 'title', r.j ->> 'name', r.j ->> 'description'),
                case %L
                  when 'payments' then '/dashboard/customers/' || (r.j ->> 'customer_id') || '?tab=payments'
                  when 'leads' then '/dashboard/leads/' || (r.j ->> 'id')
                  when 'projects' then '/dashboard/projects/' || (r.j ->> 'id')
                  when 'invoices' then '/dashboard/invoices/' || (r.j ->> 'id')
                  when 'catalog_items' then '/dashboard/invoicing/catalogue'
                end,
                case when %L = 'payments' and r.j ->> 'reversed_at' is not null then 'Reversed'
                     when %L = 'payments' then 'An admin reverses the payment, then records it again with its real amount'
                     else 'Edit the record and enter the real value' end,
                (%L = 'payments' and r.j ->> 'reversed_at' is not null)
           from (select to_jsonb(t) as j from public.%I t where t.%I = 'NaN'::numeric) r$q$,
      col.tbl, col.col, col.tbl, col.tbl, col.tbl, col.tbl, col.tbl, col.col);
  end loop;
end
$$;
revoke execute on function app.money_anomalies() from public, anon, authenticated, service_role;

-- ADMIN: the list above (Settings and support tools read it; empty on a healthy database).
create function public.money_anomalies()
returns table (table_name text, column_name text, record_id text, label text, link text, action text,
               resolved boolean)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not (coalesce(app.has_role('admin'), false) or auth.role() = 'service_role') then
    raise exception 'Only an admin can list stored amounts that are not numbers' using errcode = '42501';
  end if;
  return query select * from app.money_anomalies();
end
$$;
revoke execute on function public.money_anomalies() from public, anon;
grant execute on function public.money_anomalies() to authenticated, service_role;
