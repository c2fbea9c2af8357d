-- Point of sale, issue 25 (ADR 091): a firm-wide ceiling on till discounts. Before it, a discount could be
-- anything up to 100 % for an admin, or for a cashier with an admin's PIN (ADR 072). The firm now sets the
-- highest discount any line or cart may carry; public.pos_record_sale refuses more, whoever sells and
-- whoever approved, naming the ceiling, and public.pos_approve_discount approves no more than it.
--
-- public.pos_settings: one row; staff read it (the till shows the ceiling), admins change it only through
-- public.pos_set_settings (sql/repeatable/). Starts at 100: nothing changes until an admin lowers it.
create table public.pos_settings (
  id boolean primary key default true constraint pos_settings_one_row check (id),
  max_discount_percent numeric(5, 2) not null default 100
    constraint pos_settings_max_discount_percent_range check (max_discount_percent between 0 and 100),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.pos_settings is
  'The till''s firm-wide rules (one row, ADR 091): the highest discount on a line or the cart. Staff read; admins write through pos_set_settings.';
insert into public.pos_settings (id) values (true);

alter table public.pos_settings enable row level security;
revoke all on public.pos_settings from public, anon, authenticated;
grant select on public.pos_settings to authenticated;
grant all on public.pos_settings to service_role;
create policy pos_settings_staff_read on public.pos_settings for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_settings_service on public.pos_settings for all to service_role
  using (true) with check (true);

-- Functions (sql/repeatable/): public.pos_set_settings, app.pos_discount_ceiling; pos_record_sale and
-- pos_approve_discount hold discounts to the ceiling.

select app.add_not_nan_checks();
