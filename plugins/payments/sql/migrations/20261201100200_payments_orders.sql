-- Online shop orders pay through the one settle path (issue 27, ADR 057): an intent is for exactly one
-- target, an invoice (as before) or a shop order (pos's public.shop_orders). settle_payment_intent marks the
-- order paid once; the invoice columns stay empty for an order.
alter table public.payment_intents alter column invoice_id drop not null;
alter table public.payment_intents alter column customer_id drop not null;
alter table public.payment_intents add column order_id uuid references public.shop_orders (id);
alter table public.payment_intents add constraint payment_intents_one_target
  check (num_nonnulls(invoice_id, order_id) = 1 and (invoice_id is null) = (customer_id is null));
create index payment_intents_order on public.payment_intents (order_id, created_at desc) where order_id is not null;
comment on column public.payment_intents.order_id is
  'The online shop order this intent pays (exactly one of invoice_id, order_id).';
