-- Payments recorded by staff (plugins/invoicing/, issue 14 part 4, ADR 028).
--
-- - public.payments: one money receipt (cash, bank transfer, M-Pesa, cheque,
--   card) from a customer, numbered RCT-2026-0001 (gapless per year, ADR 023's
--   counter with the new kind 'payment'). An M-Pesa payment carries its
--   transaction code (10 letters/digits, stored upper-case), UNIQUE among the
--   M-Pesa payments not reversed — so the same code is never recorded twice,
--   whatever its case, even by two people at the same instant.
-- - public.payment_allocations: which invoices a payment settles (kind
--   'payment' when recorded, 'credit' when its unallocated part is applied
--   later). What is not allocated is the customer's credit.
-- - public.payment_reversals: an admin's correction of a mistaken payment
--   (its own reference REV-<receipt>); the payment's allocations stop counting
--   and the invoices owe again.
-- - Every row is immutable for every role (triggers): inserted only inside
--   this migration's SECURITY DEFINER functions under the transaction-local
--   flag app.invoicing_write (ADR 027), never deleted; a payment's only
--   change is being marked reversed, once, by reverse_payment.

-- ---------------------------------------------------------------- numbering

alter table app.document_numbers drop constraint document_numbers_kind_valid;
alter table app.document_numbers add constraint document_numbers_kind_valid
  check (kind in ('quotation', 'invoice', 'credit_note', 'payment'));

-- RCT-2026-0001: the receipt numbers of ADR 023's counter (fixed format: receipts are
-- internal references, printed on the payment receipt; no setting to get wrong).
create function app.next_payment_number() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from app.company_today())::int;
  n integer;
begin
  insert into app.document_numbers as c (kind, year, last_number) values ('payment', this_year, 1)
  on conflict on constraint document_numbers_pkey do update set last_number = c.last_number + 1
  returning c.last_number into n;
  return app.format_document_number('RCT-{YYYY}-{NNNN}', this_year, n);
end
$$;
revoke execute on function app.next_payment_number() from public, anon, authenticated;

-- ---------------------------------------------------------------- tables

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint payments_number_key unique,
  customer_id uuid not null references public.customers (id) on delete restrict,
  method text not null
    constraint payments_method_valid check (method in ('cash', 'bank_transfer', 'mpesa', 'cheque', 'card')),
  currency text not null default 'KES' constraint payments_currency_format check (currency ~ '^[A-Z]{3}$'),
  amount numeric(14, 2) not null constraint payments_amount_positive check (amount > 0),
  received_on date not null,
  -- M-Pesa transaction code (M-Pesa only, upper-case).
  transaction_code text
    constraint payments_transaction_code_format check (transaction_code is null or transaction_code ~ '^[A-Z0-9]{10}$'),
  constraint payments_mpesa_has_code check ((method = 'mpesa') = (transaction_code is not null)),
  -- Bank reference, cheque number, card slip…
  reference text constraint payments_reference_length check (reference is null or length(reference) between 1 and 100),
  payer text constraint payments_payer_length check (payer is null or length(payer) between 1 and 200),
  notes text constraint payments_notes_length check (notes is null or length(notes) <= 2000),
  recorded_at timestamptz not null default now(),
  recorded_by uuid default auth.uid() references auth.users (id) on delete restrict,
  -- Set once by reverse_payment (the reversal itself is a payment_reversals row).
  reversed_at timestamptz
);
comment on table public.payments is
  'Payments received (issue 14, ADR 028): recorded by staff with record_payment; never changed or deleted, corrected by reverse_payment.';
create unique index payments_mpesa_code_key on public.payments (upper(transaction_code))
  where method = 'mpesa' and reversed_at is null;
create index payments_customer_idx on public.payments (customer_id, received_on, recorded_at);
create index payments_received_idx on public.payments (received_on desc, recorded_at desc);

create table public.payment_allocations (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.payments (id) on delete restrict,
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  amount numeric(14, 2) not null constraint payment_allocations_amount_positive check (amount > 0),
  -- 'payment': allocated when the payment was recorded; 'credit': its credit applied later.
  kind text not null default 'payment' constraint payment_allocations_kind_valid check (kind in ('payment', 'credit')),
  allocated_at timestamptz not null default now(),
  allocated_by uuid default auth.uid() references auth.users (id) on delete restrict
);
comment on table public.payment_allocations is
  'Which invoices a payment settles (ADR 028); the rest of the payment is the customer''s credit. Immutable.';
create index payment_allocations_payment_idx on public.payment_allocations (payment_id);
create index payment_allocations_invoice_idx on public.payment_allocations (invoice_id);

create table public.payment_reversals (
  id uuid primary key default gen_random_uuid(),
  -- REV-RCT-2026-0001
  reference text not null constraint payment_reversals_reference_key unique,
  payment_id uuid not null constraint payment_reversals_payment_key unique references public.payments (id) on delete restrict,
  reason text not null constraint payment_reversals_reason_length check (length(btrim(reason)) between 3 and 500),
  amount numeric(14, 2) not null,
  reversed_at timestamptz not null default now(),
  reversed_by uuid default auth.uid() references auth.users (id) on delete restrict
);
comment on table public.payment_reversals is
  'Reversals of mistaken payments by admins (reverse_payment, ADR 028). Immutable.';

-- ---------------------------------------------------------------- immutability

create function app.payments_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not coalesce(current_setting('app.invoicing_write', true), '') = 'on' then
      raise exception 'Payments are recorded by staff with record_payment'
        using errcode = '23514', constraint = 'payments_frozen';
    end if;
    return new;
  end if;
  if tg_op = 'UPDATE' and coalesce(current_setting('app.invoicing_write', true), '') = 'on'
     and old.reversed_at is null and new.reversed_at is not null
     and (to_jsonb(new) - 'reversed_at') = (to_jsonb(old) - 'reversed_at') then
    return new;
  end if;
  raise exception 'A payment cannot be changed or deleted: an admin reverses it, then it is recorded again'
    using errcode = '23514', constraint = 'payments_frozen';
end
$$;
revoke execute on function app.payments_guard() from public, anon, authenticated;
create trigger payments_guard before insert or update or delete on public.payments
  for each row execute function app.payments_guard();

-- Allocations and reversals: written only by the RPCs below, never changed (app.invoicing_rows_frozen,
-- 20261126140000).
create trigger payment_allocations_guard before insert or update or delete on public.payment_allocations
  for each row execute function app.invoicing_rows_frozen(
    'payments_frozen',
    'Payments are allocated and reversed only with record_payment, apply_customer_credit and reverse_payment',
    'A payment''s allocations and reversals cannot be changed or deleted');
create trigger payment_reversals_guard before insert or update or delete on public.payment_reversals
  for each row execute function app.invoicing_rows_frozen(
    'payments_frozen',
    'Payments are allocated and reversed only with record_payment, apply_customer_credit and reverse_payment',
    'A payment''s allocations and reversals cannot be changed or deleted');

-- ---------------------------------------------------------------- RLS

alter table public.payments enable row level security;
alter table public.payment_allocations enable row level security;
alter table public.payment_reversals enable row level security;

revoke all on public.payments, public.payment_allocations, public.payment_reversals from public, anon, authenticated;
grant select on public.payments, public.payment_allocations, public.payment_reversals to authenticated;
grant all on public.payments, public.payment_allocations, public.payment_reversals to service_role;

create policy payments_staff_read on public.payments for select to authenticated
  using ((select app.has_role('staff')));
create policy payments_service on public.payments for all to service_role using (true) with check (true);
create policy payment_allocations_staff_read on public.payment_allocations for select to authenticated
  using ((select app.has_role('staff')));
create policy payment_allocations_service on public.payment_allocations for all to service_role
  using (true) with check (true);
create policy payment_reversals_staff_read on public.payment_reversals for select to authenticated
  using ((select app.has_role('staff')));
create policy payment_reversals_service on public.payment_reversals for all to service_role
  using (true) with check (true);

-- ---------------------------------------------------------------- list and credit views

-- Each payment with its customer, what is allocated and the credit it still holds
-- (0 once reversed). Staff (or the service role) only: a one-time filter (ADR 015).
create view public.payments_list as
  select p.id, p.number, p.customer_id, c.name as customer_name, p.method, p.currency, p.amount, p.received_on,
         p.transaction_code, p.reference, p.payer, p.notes, p.recorded_at, p.recorded_by, p.reversed_at,
         coalesce(a.allocated, 0)::numeric(14, 2) as allocated,
         case when p.reversed_at is null then p.amount - coalesce(a.allocated, 0) else 0 end::numeric(14, 2) as credit_left
    from public.payments p
    join public.customers c on c.id = p.customer_id
    left join lateral (select sum(x.amount) as allocated from public.payment_allocations x where x.payment_id = p.id) a
      on true
   where (select app.has_role('staff') or auth.role() = 'service_role');
comment on view public.payments_list is
  'Payments with what is allocated and the credit left (ADR 028), staff only.';
revoke all on public.payments_list from public, anon, authenticated, service_role;
grant select on public.payments_list to authenticated, service_role;

-- A customer's credit: the unallocated part of their payments not reversed.
create view public.customer_credit_balances as
  select l.customer_id, l.currency, sum(l.credit_left)::numeric(14, 2) as credit
    from public.payments_list l
   where l.reversed_at is null
   group by l.customer_id, l.currency
  having sum(l.credit_left) > 0;
comment on view public.customer_credit_balances is 'Customers'' credit from overpayments (ADR 028), staff only.';
revoke all on public.customer_credit_balances from public, anon, authenticated, service_role;
grant select on public.customer_credit_balances to authenticated, service_role;

create function public.customer_credit_balance(customer_id uuid) returns numeric
language sql stable
set search_path = ''
as $$
  select coalesce(sum(b.credit), 0)::numeric(14, 2)
    from public.customer_credit_balances b where b.customer_id = customer_credit_balance.customer_id
$$;
revoke execute on function public.customer_credit_balance(uuid) from public, anon;
grant execute on function public.customer_credit_balance(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- helpers

-- The status an issued invoice has for what is paid and due (void is never passed in).
create function app.invoice_paid_status(paid numeric, due numeric) returns text
language sql immutable
set search_path = ''
as $$
  select case when paid > 0 and due = 0 then 'paid' when paid > 0 then 'partially_paid' else 'issued' end
$$;

-- Moves an invoice's amount_paid by delta (under the flag, which the caller raised).
create function app.invoice_add_paid(p_invoice_id uuid, delta numeric) returns public.invoices
language plpgsql
set search_path = ''
as $$
declare
  inv public.invoices;
begin
  update public.invoices x
     set amount_paid = x.amount_paid + delta,
         amount_due = x.amount_due - delta,
         status = app.invoice_paid_status(x.amount_paid + delta, x.amount_due - delta),
         updated_by = auth.uid()
   where x.id = p_invoice_id
   returning * into inv;
  return inv;
end
$$;
revoke execute on function app.invoice_add_paid(uuid, numeric) from public, anon, authenticated;

-- Locks an invoice the caller wants to pay and checks it can take this amount.
create function app.payable_invoice(p_invoice_id uuid, p_customer_id uuid, p_currency text, p_amount numeric,
                                    label text) returns public.invoices
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.payable_invoice.sql (ADR 043)';
end
$$;
revoke execute on function app.payable_invoice(uuid, uuid, text, numeric, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- record_payment

-- STAFF, one transaction. payload: { customer_id, method, amount, received_on?,
-- transaction_code? (M-Pesa), reference?, payer?, notes?, currency?,
-- allocations: [{ invoice_id, amount }] }. Each invoice must be the customer's,
-- issued or partly paid, and take at most what it owes; the allocations add up
-- to at most the payment; the rest is the customer's credit.
create function public.record_payment(payload jsonb) returns public.payments
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.record_payment.sql (ADR 043)';
end
$$;
revoke execute on function public.record_payment(jsonb) from public, anon;
grant execute on function public.record_payment(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------- apply credit

-- STAFF: applies `amount` of the invoice's customer's credit to it, taken from
-- their oldest payments with credit left first. Returns the invoice.
create function public.apply_customer_credit(invoice_id uuid, amount numeric) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.apply_customer_credit.sql (ADR 043)';
end
$$;
revoke execute on function public.apply_customer_credit(uuid, numeric) from public, anon;
grant execute on function public.apply_customer_credit(uuid, numeric) to authenticated, service_role;

-- ---------------------------------------------------------------- reverse

-- ADMIN: a payment recorded by mistake (wrong amount, customer, code). Writes
-- the reversal row (REV-<receipt>), marks the payment reversed (its M-Pesa code
-- is free again: the right payment can be recorded), and every invoice it was
-- allocated to owes that amount again. Refused when an invoice it paid is void
-- (cannot happen today: void needs no payments) — the invariant holds either way.
create function public.reverse_payment(payment_id uuid, reason text) returns public.payment_reversals
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.reverse_payment.sql (ADR 043)';
end
$$;
revoke execute on function public.reverse_payment(uuid, text) from public, anon;
grant execute on function public.reverse_payment(uuid, text) to authenticated, service_role;
