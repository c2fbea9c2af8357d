-- Online payments (issue 24, ADR 053): providers and their keys, payment intents and the log of every
-- event a provider sent. Writes go through RPCs only (plugins/payments/sql/repeatable/); the one settle
-- path, public.settle_payment_intent, records the money through invoicing's record_payment.

-- ---------------------------------------------------------------- providers and their keys

-- Which providers are on, in which mode, with their settings that are not secret (short code, base URL for a
-- local fake). The names of the secrets that are set are listed; their values live in app.payment_provider_secrets.
create table public.payment_providers (
  provider text primary key check (provider in ('sandbox', 'mpesa', 'stripe', 'paystack')),
  label text not null,
  enabled boolean not null default false,
  mode text not null default 'sandbox' check (mode in ('sandbox', 'production')),
  settings jsonb not null default '{}'::jsonb check (jsonb_typeof(settings) = 'object'),
  secret_names text[] not null default '{}',
  last_test_at timestamptz,
  last_test_result text,
  updated_at timestamptz not null default now(),
  updated_by uuid
);
comment on table public.payment_providers is
  'Online payment providers (ADR 053): on/off, mode, settings that are not secret. Secrets: app.payment_provider_secrets.';

-- Every provider starts off, the sandbox too: while it is on, anyone holding an invoice's link can
-- "pay" it with test money and the invoice shows paid. The demo data turns it on
-- (plugins/payments/demo/90-payments.sql); a firm going live turns on a real provider instead.
insert into public.payment_providers (provider, label, enabled, mode, settings) values
  ('sandbox', 'Sandbox (test payments on this server)', false, 'sandbox', '{}'),
  ('mpesa', 'M-Pesa (Daraja STK push)', false, 'sandbox', '{"shortcode": "174379"}'),
  ('stripe', 'Card (Stripe Checkout)', false, 'sandbox', '{}'),
  ('paystack', 'Card or mobile money (Paystack)', false, 'sandbox', '{}');

-- Not in an exposed schema: no role reaches it through /rest/v1, superadmins included. Only the server
-- (service role, through public.payment_provider_secrets) reads it; superadmins replace values.
create table app.payment_provider_secrets (
  provider text primary key references public.payment_providers (provider),
  secrets jsonb not null default '{}'::jsonb check (jsonb_typeof(secrets) = 'object'),
  updated_at timestamptz not null default now()
);
revoke all on app.payment_provider_secrets from public, anon, authenticated, service_role;

-- The sandbox signs its callbacks with a secret made here, once per installation.
insert into app.payment_provider_secrets (provider, secrets)
values ('sandbox', jsonb_build_object('signing_secret',
  replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')));
update public.payment_providers set secret_names = '{signing_secret}' where provider = 'sandbox';

alter table public.payment_providers enable row level security;
revoke all on public.payment_providers from anon, authenticated;
grant select on public.payment_providers to authenticated;
grant all on public.payment_providers to service_role;
create policy payment_providers_superadmin_read on public.payment_providers for select to authenticated
  using ((select app.has_role('superadmin')) and (select app.module_enabled('payments')));
create policy payment_providers_service on public.payment_providers for all to service_role
  using (true) with check (true);

-- ---------------------------------------------------------------- intents

create table public.payment_intents (
  id uuid primary key default gen_random_uuid(),
  -- What the payer's browser holds to read the outcome (public.payment_intent_status): not the id.
  public_token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  invoice_id uuid not null references public.invoices (id),
  customer_id uuid not null references public.customers (id),
  -- The invoice link the payer came from: the way back to their invoice page.
  invoice_token text,
  amount numeric(14, 2) not null check (amount > 0),
  currency text not null,
  provider text not null references public.payment_providers (provider),
  provider_reference text,
  transaction_id text,
  status text not null default 'pending'
    check (status in ('pending', 'succeeded', 'failed', 'cancelled', 'expired', 'held')),
  failure_reason text,
  phone text,
  attempts integer not null default 0,
  payment_id uuid references public.payments (id),
  -- A rehearsal from payment testing; sandbox behaviour (delay, repeat, garble) for its callback.
  test boolean not null default false,
  sandbox_behaviour jsonb not null default '{}'::jsonb,
  client_address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (provider, provider_reference),
  unique (provider, transaction_id)
);
create index payment_intents_invoice on public.payment_intents (invoice_id, created_at desc);
create index payment_intents_pending on public.payment_intents (created_at) where status = 'pending';
comment on table public.payment_intents is
  'One attempt to pay an invoice online (ADR 053). Settled once by public.settle_payment_intent.';

alter table public.payment_intents enable row level security;
revoke all on public.payment_intents from anon, authenticated;
grant select on public.payment_intents to authenticated;
grant all on public.payment_intents to service_role;
-- Staff see online payments live (the invoice's payments come through record_payment as usual).
create policy payment_intents_staff_read on public.payment_intents for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('payments')));
create policy payment_intents_service on public.payment_intents for all to service_role
  using (true) with check (true);

-- ---------------------------------------------------------------- events

-- Every start, callback, poll, settle and rejection, with what was done; bodies with secrets stripped.
create table public.payment_events (
  id bigint generated always as identity primary key,
  intent_id uuid references public.payment_intents (id),
  provider text not null,
  kind text not null check (kind in ('start', 'callback', 'poll', 'testing', 'job', 'rejected')),
  verified boolean not null default false,
  outcome text,
  result text not null,
  body jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index payment_events_intent on public.payment_events (intent_id, id);
create index payment_events_at on public.payment_events (at desc);

alter table public.payment_events enable row level security;
revoke all on public.payment_events from anon, authenticated;
grant select on public.payment_events to authenticated;
grant all on public.payment_events to service_role;
create policy payment_events_superadmin_read on public.payment_events for select to authenticated
  using ((select app.has_role('superadmin')) and (select app.module_enabled('payments')));
create policy payment_events_service on public.payment_events for all to service_role
  using (true) with check (true);

-- Every numeric column gets its <table>_<column>_not_nan check, as all others have (ADR 033).
select app.add_not_nan_checks();
