-- Online payments for staff (issue 24, ADR 061): admins review held payments (credit what was received, or
-- mark it for refund), ask providers about stuck ones and refund card payments. Writes go through the RPCs in
-- plugins/payments/sql/repeatable/ (resolve_held_payment, request_payment_refund,
-- record_payment_refund_result, apply_payment_refund); the money moves through invoicing's record_payment and
-- reverse_payment, as every other payment does.

-- ---------------------------------------------------------------- events: staff actions and refunds

alter table public.payment_events drop constraint payment_events_kind_check;
alter table public.payment_events add constraint payment_events_kind_check
  check (kind in ('start', 'callback', 'poll', 'testing', 'job', 'rejected', 'staff', 'refund'));
-- Who did it, for the events a person caused (a review, a refund, a "Check now"); NULL for providers and jobs.
alter table public.payment_events add column actor uuid;

-- Admins see the events of the payments they review (superadmins already did).
create policy payment_events_admin_read on public.payment_events for select to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('payments')));

-- ---------------------------------------------------------------- held payments: one resolution each

-- A held intent (wrong amount or currency, or a transaction already recorded) is resolved once: the amount
-- received credited (payment_id: the receipt) or marked for refund (the money goes back outside the books).
create table public.payment_intent_resolutions (
  intent_id uuid primary key references public.payment_intents (id),
  resolution text not null check (resolution in ('credited', 'refund')),
  amount numeric(14, 2),
  currency text,
  reason text,
  payment_id uuid references public.payments (id),
  resolved_by uuid not null,
  resolved_at timestamptz not null default now()
);
comment on table public.payment_intent_resolutions is
  'How an admin resolved a held online payment (ADR 061): credited (the receipt) or marked for refund. Once.';

alter table public.payment_intent_resolutions enable row level security;
revoke all on public.payment_intent_resolutions from anon, authenticated;
grant select on public.payment_intent_resolutions to authenticated;
grant all on public.payment_intent_resolutions to service_role;
create policy payment_intent_resolutions_admin_read on public.payment_intent_resolutions for select
  to authenticated using ((select app.has_role('admin')) and (select app.module_enabled('payments')));
create policy payment_intent_resolutions_service on public.payment_intent_resolutions for all to service_role
  using (true) with check (true);

-- ---------------------------------------------------------------- refunds

-- requested (by an admin, idempotent by request_key) → provider_done (the provider accepted; service role) →
-- succeeded (the payment reversed and what is kept recorded again; apply_payment_refund) — or failed.
create table public.payment_refunds (
  id uuid primary key default gen_random_uuid(),
  intent_id uuid not null references public.payment_intents (id),
  -- The screen's key for one "Refund" press: a double click or a retry finds the same refund.
  request_key text not null unique check (length(request_key) between 8 and 100),
  amount numeric(14, 2) not null check (amount > 0),
  currency text not null,
  reason text not null,
  status text not null default 'requested'
    check (status in ('requested', 'provider_done', 'succeeded', 'failed')),
  provider_refund_reference text,
  note text,
  -- The payment reversed, and the one recorded again for what the customer keeps paid (a part refund).
  original_payment_id uuid not null references public.payments (id),
  replacement_payment_id uuid references public.payments (id),
  requested_by uuid not null,
  requested_at timestamptz not null default now(),
  completed_at timestamptz,
  updated_at timestamptz not null default now()
);
create index payment_refunds_intent on public.payment_refunds (intent_id, requested_at);
-- One refund in flight per payment at a time: two admins cannot refund the same money twice.
create unique index payment_refunds_one_open on public.payment_refunds (intent_id)
  where status in ('requested', 'provider_done');
comment on table public.payment_refunds is
  'Refunds of online payments (ADR 061): the provider''s refund, then the payment reversed through reverse_payment.';

alter table public.payment_refunds enable row level security;
revoke all on public.payment_refunds from anon, authenticated;
grant select on public.payment_refunds to authenticated;
grant all on public.payment_refunds to service_role;
create policy payment_refunds_admin_read on public.payment_refunds for select to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('payments')));
create policy payment_refunds_service on public.payment_refunds for all to service_role
  using (true) with check (true);

-- ---------------------------------------------------------------- the staff list

-- The intents as the staff screen lists them: what they pay (an invoice's number, or "order" when the intent
-- pays something else), the customer, the receipt, how a hold was resolved and what was refunded. The caller's
-- RLS applies (security_invoker): admins (and staff, who read intents) see the rows they may.
create view public.payment_intents_staff with (security_invoker = true) as
select x.id, x.public_token, x.invoice_id, i.number as invoice_number, x.customer_id, c.name as customer_name,
       x.amount, x.currency, x.provider, x.provider_reference, x.transaction_id, x.status, x.failure_reason,
       x.phone, x.attempts, x.payment_id, y.number as receipt_number, y.amount as payment_amount,
       y.reversed_at as payment_reversed_at, x.test, x.created_at, x.updated_at, x.settled_at,
       r.resolution, r.resolved_at, r.reason as resolution_reason,
       coalesce((select sum(f.amount) from public.payment_refunds f
                  where f.intent_id = x.id and f.status = 'succeeded'), 0)::numeric(14, 2) as refunded,
       (select f.status from public.payment_refunds f
         where f.intent_id = x.id and f.status in ('requested', 'provider_done') limit 1) as refund_in_flight,
       (x.status = 'held' and r.intent_id is null) as needs_review,
       concat_ws(' ', i.number, x.provider_reference, x.transaction_id, c.name, y.number) as search_text
  from public.payment_intents x
  left join public.invoices i on i.id = x.invoice_id
  left join public.customers c on c.id = x.customer_id
  left join public.payments y on y.id = x.payment_id
  left join public.payment_intent_resolutions r on r.intent_id = x.id;
revoke all on public.payment_intents_staff from anon, authenticated, service_role;
grant select on public.payment_intents_staff to authenticated, service_role;

-- Every numeric column gets its <table>_<column>_not_nan check, as all others have (ADR 033).
select app.add_not_nan_checks();
