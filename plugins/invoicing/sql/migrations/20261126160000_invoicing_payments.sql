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
declare
  inv public.invoices;
begin
  select * into inv from public.invoices x where x.id = p_invoice_id for update;
  if not found then
    raise exception '%: that invoice does not exist', label using errcode = 'P0002';
  end if;
  if inv.customer_id <> p_customer_id then
    raise exception '%: invoice % is not this customer''s', label, inv.number using errcode = '22023';
  end if;
  if inv.status not in ('issued', 'partially_paid') then
    raise exception '%: invoice % cannot be paid (it is %)', label, coalesce(inv.number, 'draft'),
      replace(inv.status, '_', ' ') using errcode = '22023';
  end if;
  if inv.currency <> p_currency then
    raise exception '%: invoice % is in %, the payment in %', label, inv.number, inv.currency, p_currency
      using errcode = '22023';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception '%: the amount must be above 0 with at most 2 decimals', label using errcode = '22023';
  end if;
  if p_amount > inv.amount_due then
    raise exception '%: only % is due on invoice %', label, inv.amount_due, inv.number
      using errcode = '23514', constraint = 'payment_allocations_due_limit';
  end if;
  return inv;
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
declare
  pay public.payments;
  v_customer uuid;
  v_method text := btrim(coalesce(payload ->> 'method', ''));
  v_amount numeric;
  v_received date;
  v_code text := nullif(upper(btrim(coalesce(payload ->> 'transaction_code', ''))), '');
  v_currency text := coalesce(nullif(btrim(payload ->> 'currency'), ''), 'KES');
  allocs jsonb := coalesce(payload -> 'allocations', '[]'::jsonb);
  a record;
  inv public.invoices;
  allocated numeric := 0;
  existing text;
  i integer := 0;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can record payments' using errcode = '42501';
  end if;
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The payment must be an object of fields' using errcode = '22023';
  end if;
  if jsonb_typeof(allocs) <> 'array' then
    raise exception 'allocations must be a list of { invoice_id, amount }' using errcode = '22023';
  end if;
  begin
    v_customer := (payload ->> 'customer_id')::uuid;
    v_amount := (payload ->> 'amount')::numeric;
    v_received := coalesce((payload ->> 'received_on')::date, app.company_today());
  exception when invalid_text_representation or invalid_datetime_format or datetime_field_overflow then
    raise exception 'Check the customer, the amount and the date received' using errcode = '22023';
  end;
  if v_customer is null or not exists (select 1 from public.customers c where c.id = v_customer) then
    raise exception 'Choose the customer who paid' using errcode = '22023';
  end if;
  if v_method not in ('cash', 'bank_transfer', 'mpesa', 'cheque', 'card') then
    raise exception 'Choose how it was paid: cash, bank transfer, M-Pesa, cheque or card' using errcode = '22023';
  end if;
  if v_amount is null or v_amount <= 0 or v_amount <> round(v_amount, 2) then
    raise exception 'The amount must be above 0 with at most 2 decimals' using errcode = '22023';
  end if;
  if v_received > app.company_today() then
    raise exception 'The date received cannot be in the future' using errcode = '22023';
  end if;
  if v_method = 'mpesa' then
    if v_code is null or v_code !~ '^[A-Z0-9]{10}$' then
      raise exception 'An M-Pesa transaction code is 10 letters and digits, like SKL4XB2M9Q' using errcode = '23514',
        constraint = 'payments_transaction_code_format';
    end if;
    select p.number into existing from public.payments p
     where p.method = 'mpesa' and upper(p.transaction_code) = v_code and p.reversed_at is null;
    if existing is not null then
      raise exception 'M-Pesa code % is already recorded (receipt %)', v_code, existing using errcode = '23505',
        constraint = 'payments_mpesa_code_key';
    end if;
  else
    v_code := null;
  end if;

  perform set_config('app.invoicing_write', 'on', true);
  begin
    insert into public.payments (number, customer_id, method, currency, amount, received_on, transaction_code,
                                 reference, payer, notes)
    values (app.next_payment_number(), v_customer, v_method, v_currency, v_amount, v_received, v_code,
            nullif(btrim(payload ->> 'reference'), ''), nullif(btrim(payload ->> 'payer'), ''),
            nullif(btrim(payload ->> 'notes'), ''))
    returning * into pay;
  exception when unique_violation then
    -- Someone recorded the same code at the same instant (the unique index waited for them).
    raise exception 'M-Pesa code % is already recorded', v_code using errcode = '23505',
      constraint = 'payments_mpesa_code_key';
  end;

  -- In invoice id order: two payments on the same invoices lock them in one order.
  for a in
    select (x ->> 'invoice_id') as invoice_id, (x ->> 'amount') as amount, min(o) as o
      from jsonb_array_elements(allocs) with ordinality as t (x, o)
     group by 1, 2
     order by 1
  loop
    i := i + 1;
    if (select count(*) from jsonb_array_elements(allocs) x where x ->> 'invoice_id' = a.invoice_id) > 1 then
      raise exception 'The same invoice is listed twice' using errcode = '22023';
    end if;
    begin
      inv := app.payable_invoice(a.invoice_id::uuid, v_customer, v_currency, a.amount::numeric,
                                 'Allocation ' || a.o);
    exception when invalid_text_representation then
      raise exception 'Allocation %: give an invoice and an amount', a.o using errcode = '22023';
    end;
    allocated := allocated + a.amount::numeric;
    if allocated > v_amount then
      raise exception 'The allocations add up to more than the payment of %', v_amount using errcode = '23514',
        constraint = 'payment_allocations_payment_limit';
    end if;
    insert into public.payment_allocations (payment_id, invoice_id, amount, kind)
    values (pay.id, inv.id, a.amount::numeric, 'payment');
    inv := app.invoice_add_paid(inv.id, a.amount::numeric);
    perform app.record_event('invoices', inv.id::text, 'invoicing.payment_recorded', null,
      jsonb_build_object('receipt', pay.number, 'amount', a.amount::numeric, 'method', pay.method,
                         'status', inv.status), '/dashboard/invoices/' || inv.id);
  end loop;
  perform set_config('app.invoicing_write', '', true);

  perform app.record_event('customers', v_customer::text, 'invoicing.payment_recorded', null,
    jsonb_build_object('receipt', pay.number, 'amount', pay.amount, 'method', pay.method,
                       'credit', v_amount - allocated));
  return pay;
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
declare
  inv public.invoices;
  p record;
  left_to_apply numeric := amount;
  take numeric;
  available numeric := 0;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can apply a customer''s credit' using errcode = '42501';
  end if;
  select x.customer_id, x.currency into p from public.invoices x where x.id = apply_customer_credit.invoice_id;
  if not found then
    raise exception 'That invoice does not exist' using errcode = 'P0002';
  end if;
  inv := app.payable_invoice(apply_customer_credit.invoice_id, p.customer_id, p.currency, amount, 'Credit');
  -- Lock the customer's payments (oldest first) so two applications never spend one credit twice.
  perform 1 from public.payments x where x.customer_id = inv.customer_id and x.reversed_at is null
    order by x.received_on, x.recorded_at, x.id for update;
  perform set_config('app.invoicing_write', 'on', true);
  for p in
    select x.id, x.number, x.amount - coalesce((select sum(y.amount) from public.payment_allocations y
                                                 where y.payment_id = x.id), 0) as credit
      from public.payments x
     where x.customer_id = inv.customer_id and x.reversed_at is null and x.currency = inv.currency
     order by x.received_on, x.recorded_at, x.id
  loop
    exit when left_to_apply = 0;
    continue when p.credit <= 0;
    take := least(p.credit, left_to_apply);
    insert into public.payment_allocations (payment_id, invoice_id, amount, kind) values (p.id, inv.id, take, 'credit');
    left_to_apply := left_to_apply - take;
    available := available + take;
  end loop;
  if left_to_apply > 0 then
    raise exception 'This customer has only % of credit to apply', available using errcode = '23514',
      constraint = 'payment_allocations_credit_limit';
  end if;
  inv := app.invoice_add_paid(inv.id, amount);
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('invoices', inv.id::text, 'invoicing.credit_applied', null,
    jsonb_build_object('amount', amount, 'status', inv.status));
  perform app.record_event('customers', inv.customer_id::text, 'invoicing.credit_applied', null,
    jsonb_build_object('amount', amount, 'invoice', inv.number), '/dashboard/invoices/' || inv.id);
  return inv;
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
declare
  pay public.payments;
  rev public.payment_reversals;
  a record;
  inv public.invoices;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can reverse a payment' using errcode = '42501';
  end if;
  if length(btrim(coalesce(reason, ''))) < 3 then
    raise exception 'Say why the payment is reversed (at least 3 characters)' using errcode = '22023';
  end if;
  select * into pay from public.payments x where x.id = reverse_payment.payment_id for update;
  if not found then
    raise exception 'That payment does not exist' using errcode = 'P0002';
  end if;
  if pay.reversed_at is not null then
    raise exception 'Payment % is already reversed', pay.number using errcode = '22023';
  end if;
  perform set_config('app.invoicing_write', 'on', true);
  insert into public.payment_reversals (reference, payment_id, reason, amount)
  values ('REV-' || pay.number, pay.id, btrim(reason), pay.amount)
  returning * into rev;
  update public.payments x set reversed_at = rev.reversed_at where x.id = pay.id;
  for a in
    select y.invoice_id, sum(y.amount) as amount from public.payment_allocations y
     where y.payment_id = pay.id group by y.invoice_id order by y.invoice_id
  loop
    select * into inv from public.invoices x where x.id = a.invoice_id for update;
    if inv.status = 'void' then
      raise exception 'Invoice % is void: its payment cannot be reversed', inv.number using errcode = '22023';
    end if;
    inv := app.invoice_add_paid(inv.id, -a.amount);
    perform app.record_event('invoices', inv.id::text, 'invoicing.payment_reversed', rev.reason,
      jsonb_build_object('receipt', pay.number, 'amount', a.amount, 'status', inv.status));
  end loop;
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('customers', pay.customer_id::text, 'invoicing.payment_reversed', rev.reason,
    jsonb_build_object('receipt', pay.number, 'amount', pay.amount));
  return rev;
end
$$;
revoke execute on function public.reverse_payment(uuid, text) from public, anon;
grant execute on function public.reverse_payment(uuid, text) to authenticated, service_role;
