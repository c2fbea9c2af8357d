-- Point of sale, issue 25 (ADR 072): an admin's PIN approves a discount above the cashier's limit at the
-- till; a sale records who approved it; a daily notification tells the people who buy what is low.
--
-- - public.pos_pins: one row per admin who set a POS PIN (4–8 digits), salted and hashed (iterated
--   SHA-256: pgcrypto is not loaded by the embedded PGlite, ADR 072), with the wrong-try counter and the
--   lock. Nobody reads it through the API but the service role: no grant, no policy for anon or
--   authenticated. Written only by pos_set_pin and pos_approve_discount (security definer).
-- - public.pos_discount_approvals: an admin's approval of one till sale (the sale's id, made by the
--   till) up to a discount percent; pos_record_sale accepts a discount above the limit only with one,
--   from an admin still active, and copies the approver into pos_sales.discount_approved_by.
-- - app.pos_low_stock_notices: who was told on which company day (the job's memory, never twice a day).

create table public.pos_pins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  salt bytea not null,
  hash bytea not null,
  rounds integer not null constraint pos_pins_rounds_range check (rounds between 1000 and 1000000),
  -- Wrong tries since first_failed_at (a window of 15 minutes); the fifth locks the PIN until locked_until.
  failed_count integer not null default 0 constraint pos_pins_failed_count_range check (failed_count between 0 and 5),
  first_failed_at timestamptz,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);
comment on table public.pos_pins is
  'Admins'' POS PINs (salted, iterated SHA-256) with wrong tries and the lock. Service role only; written by pos_set_pin and pos_approve_discount.';

alter table public.pos_pins enable row level security;
revoke all on public.pos_pins from public, anon, authenticated;
grant all on public.pos_pins to service_role;
create policy pos_pins_service on public.pos_pins for all to service_role using (true) with check (true);

create table public.pos_discount_approvals (
  -- The till's id for the sale (not yet stored when the admin approves): one approval per sale.
  sale_id uuid primary key,
  approved_by uuid not null references auth.users (id) on delete cascade,
  max_percent numeric(5, 2) not null
    constraint pos_discount_approvals_max_percent_range check (max_percent > 0 and max_percent <= 100),
  requested_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.pos_discount_approvals is
  'An admin''s PIN approval of a discount up to max_percent on one till sale (its id). Staff read; written only by pos_approve_discount.';
create index pos_discount_approvals_approved_by_idx on public.pos_discount_approvals (approved_by);

alter table public.pos_discount_approvals enable row level security;
revoke all on public.pos_discount_approvals from public, anon, authenticated;
grant select on public.pos_discount_approvals to authenticated;
grant all on public.pos_discount_approvals to service_role;
create policy pos_discount_approvals_staff_read on public.pos_discount_approvals for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_discount_approvals_service on public.pos_discount_approvals for all to service_role
  using (true) with check (true);

-- Who let a discount above the cashier's limit through: the approving admin, or the admin who sold.
alter table public.pos_sales add column discount_approved_by uuid references auth.users (id) on delete set null;

-- ---------------------------------------------------------------- the daily low-stock notification

create table app.pos_low_stock_notices (
  day date not null,
  recipient uuid not null references auth.users (id) on delete cascade,
  primary key (day, recipient),
  items integer not null,
  created_at timestamptz not null default now()
);
comment on table app.pos_low_stock_notices is
  'Who was told on which company day how many items were low (pos.low-stock-notifications): at most once a day.';
revoke all on app.pos_low_stock_notices from public, anon, authenticated;

-- Its text is the repeatable sql/repeatable/app.pos_low_stock_notify.sql (ADR 043 placeholder).
create function app.pos_low_stock_notify() returns integer
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/pos/sql/repeatable/app.pos_low_stock_notify.sql (ADR 043)';
end
$$;
revoke execute on function app.pos_low_stock_notify() from public, anon, authenticated;
-- Daily at 07:00 company time (the beat is kept: app.next_job_run); the function itself sends once a
-- company day whenever it runs, so a run by hand or a second runner changes nothing.
select app.register_job('pos.low-stock-notifications', 'app.pos_low_stock_notify', interval '1 day',
  ((app.company_today() + 1) + time '07:00')
    at time zone coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'));

-- Functions (sql/repeatable/): public.pos_set_pin, pos_pin_admins, pos_approve_discount,
-- pos_new_customer_check; app.pos_pin_hash; pos_record_sale reads the approvals.

select app.add_not_nan_checks();
