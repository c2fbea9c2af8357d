-- What the provider reported for a payment held for its amount or currency (issue 24, ADR 064), kept in columns
-- so that crediting a held payment (resolve_held_payment) reads a number, never the text of failure_reason.
-- settle_payment_intent sets both when it holds a success for a wrong amount or currency; received_currency is
-- '?' when the provider named none, received_amount null when it reported none. Other holds (a transaction
-- already recorded, an order no longer payable) leave them null: those cannot be credited.
alter table public.payment_intents
  add column received_amount numeric check (received_amount >= 0),
  -- Unchecked on purpose: whatever the provider sent is kept, so a garbled currency is held, never refused.
  add column received_currency text;
comment on column public.payment_intents.received_amount is
  'Held for amount or currency: the amount the provider reported (null: none reported). ADR 064.';
comment on column public.payment_intents.received_currency is
  'Held for amount or currency: the currency the provider reported (''?'': none). ADR 064.';

-- Rows held before these columns: read once from the one fixed form the settle path wrote (ADR 061).
update public.payment_intents x
   set received_currency = m[1],
       received_amount = case when m[2] = '?' then null else m[2]::numeric end
  from (select y.id, regexp_match(y.failure_reason,
          '^The provider reported ([A-Z?]+) ([0-9]+(\.[0-9]+)?|\?) for a payment of') as m
          from public.payment_intents y
         where y.status in ('held', 'succeeded') and y.failure_reason is not null) held
 where x.id = held.id and held.m is not null;
