-- M-Pesa C2B (issue 24, ADR 064): a customer pays the firm's pay-bill from their phone with the invoice number as
-- the account. Daraja posts a validation request (accept or reject before the money moves) and a confirmation
-- (the money moved); public.record_c2b_payment turns a confirmation into an intent of channel 'c2b' and settles
-- it through public.settle_payment_intent, once per M-Pesa transaction (its TransID is the intent's reference).
-- An account number that matches no payable invoice is never lost: the intent is kept held, with no target,
-- for staff (Online payments → needs review).
alter table public.payment_intents
  add column channel text not null default 'checkout' check (channel in ('checkout', 'c2b')),
  -- C2B: the account number the payer typed (BillRefNumber), as typed.
  add column account_reference text check (length(account_reference) <= 100);
comment on column public.payment_intents.channel is
  'checkout: started by the payer on the pay page (or payment testing); c2b: paid to the pay-bill from a phone. ADR 064.';

-- A C2B payment for no known invoice is held with no target; every other intent keeps exactly one.
alter table public.payment_intents drop constraint payment_intents_one_target;
alter table public.payment_intents add constraint payment_intents_one_target
  check ((num_nonnulls(invoice_id, order_id) = 1
          or (channel = 'c2b' and status = 'held' and invoice_id is null and order_id is null))
         and (invoice_id is null) = (customer_id is null));

-- The staff list shows the account number typed and finds a payment by it.
create or replace view public.payment_intents_staff with (security_invoker = true) as
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
       concat_ws(' ', i.number, x.provider_reference, x.transaction_id, c.name, y.number, x.account_reference)
         as search_text,
       x.channel, x.account_reference
  from public.payment_intents x
  left join public.invoices i on i.id = x.invoice_id
  left join public.customers c on c.id = x.customer_id
  left join public.payments y on y.id = x.payment_id
  left join public.payment_intent_resolutions r on r.intent_id = x.id;
