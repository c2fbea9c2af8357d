-- The firm's rules for what a client pays online (issue 24, ADR 075): whether a client may pay part of an invoice
-- on the pay page, and the smallest part. One row; admins change it in Settings → Paying online
-- (public.set_payment_settings); the pay page reads it through public.online_payment_rules();
-- public.create_payment_intent enforces it. Starts as before this table existed: parts allowed, no minimum.
create table public.payment_settings (
  id boolean primary key default true constraint payment_settings_one_row check (id),
  partial_allowed boolean not null default true,
  -- In the company's currency (organizations.currency); an invoice in another currency has no minimum part.
  minimum_part numeric(14, 2) constraint payment_settings_minimum_part_positive check (minimum_part is null or minimum_part > 0),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.payment_settings is
  'Online payment rules (one row, ADR 075): part payments allowed, the minimum part. Admins write through set_payment_settings.';
insert into public.payment_settings (id) values (true);

alter table public.payment_settings enable row level security;
revoke all on public.payment_settings from public, anon, authenticated;
grant select on public.payment_settings to authenticated;
grant all on public.payment_settings to service_role;
create policy payment_settings_admin_read on public.payment_settings for select to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('payments')));
create policy payment_settings_service on public.payment_settings for all to service_role
  using (true) with check (true);

-- Every numeric column gets its <table>_<column>_not_nan check (ADR 033).
select app.add_not_nan_checks();
