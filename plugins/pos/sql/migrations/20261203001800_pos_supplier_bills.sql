-- Supplier bills for received purchase orders (plugins/pos/, issue 25, ADR 083).
--
-- The supplier's invoice for goods received on a purchase order, as Odoo and ERPNext make a vendor bill from
-- a purchase order: the bill's lines are what was received on the order's lines and is not on another bill
-- yet (a cancelled bill frees its quantities again), at the ordered unit cost, with the VAT of the item's tax
-- code on the bill date. Draft → open (posted: the firm owes it) → paid (its payments add up to its total),
-- or cancelled (a draft, or an open bill nothing was paid on).
--
-- pos_suppliers stays the one supplier table: the accounting module (not built yet) will read these bills
-- as its payables; ADR 083 says what it has to add (posting to the ledger).
--
-- Who may do what (RLS; all while the module is on): staff, admin and superadmin read; nobody writes
-- directly: only the RPCs (security definer), which need an admin (create, post, cancel, pay).

create sequence app.pos_supplier_bill_number_seq;
revoke all on sequence app.pos_supplier_bill_number_seq from public, anon, authenticated;

create type public.pos_supplier_bill_status as enum ('draft', 'open', 'paid', 'cancelled');

create table public.pos_supplier_bills (
  -- Made by the screen before it asks: a retry with the same id answers the same bill.
  id uuid primary key,
  number text not null constraint pos_supplier_bills_number_key unique,
  supplier_id uuid not null references public.pos_suppliers (id) on delete restrict,
  purchase_order_id uuid not null references public.pos_purchase_orders (id) on delete restrict,
  -- The supplier's own invoice number, as printed on their invoice.
  supplier_ref text not null
    constraint pos_supplier_bills_supplier_ref_length check (length(btrim(supplier_ref)) between 1 and 60),
  bill_date date not null,
  due_on date not null,
  constraint pos_supplier_bills_due_after_bill check (due_on >= bill_date),
  status public.pos_supplier_bill_status not null default 'draft',
  subtotal numeric(14, 2) not null constraint pos_supplier_bills_subtotal_positive check (subtotal >= 0),
  tax numeric(14, 2) not null constraint pos_supplier_bills_tax_positive check (tax >= 0),
  total numeric(14, 2) not null,
  constraint pos_supplier_bills_total_sum check (total = subtotal + tax),
  -- The sum of its payments (kept by pos_record_supplier_payment under the bill's row lock).
  paid numeric(14, 2) not null default 0,
  constraint pos_supplier_bills_paid_range check (paid >= 0 and paid <= total),
  constraint pos_supplier_bills_paid_status check ((status = 'paid') = (paid = total and status <> 'cancelled' and status <> 'draft')),
  notes text constraint pos_supplier_bills_notes_length check (notes is null or length(notes) <= 2000),
  posted_at timestamptz,
  posted_by uuid references auth.users (id) on delete set null,
  cancelled_at timestamptz,
  cancelled_by uuid references auth.users (id) on delete set null,
  cancel_reason text constraint pos_supplier_bills_cancel_reason_length check (cancel_reason is null or length(cancel_reason) <= 500),
  constraint pos_supplier_bills_cancelled_stamped check ((status = 'cancelled') = (cancelled_at is not null)),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_supplier_bills is
  'Supplier bills (the supplier''s invoice for goods received on a purchase order): draft → open → paid, or cancelled. Staff read; written only by the bill RPCs (admins).';
-- A supplier's invoice is entered once (a cancelled bill does not count: it can be entered again).
create unique index pos_supplier_bills_supplier_ref_key on public.pos_supplier_bills (supplier_id, lower(btrim(supplier_ref)))
  where status <> 'cancelled';
create index pos_supplier_bills_order_idx on public.pos_supplier_bills (purchase_order_id);
create index pos_supplier_bills_due_idx on public.pos_supplier_bills (due_on) where status = 'open';
create index pos_supplier_bills_created_at_idx on public.pos_supplier_bills (created_at desc);
create trigger pos_supplier_bills_stamp before insert or update on public.pos_supplier_bills
  for each row execute function app.stamp_row();

create table public.pos_supplier_bill_lines (
  id bigint generated always as identity primary key,
  bill_id uuid not null references public.pos_supplier_bills (id) on delete cascade,
  line_no integer not null,
  constraint pos_supplier_bill_lines_line_key unique (bill_id, line_no),
  -- The purchase order line it bills (received and not billed before).
  order_line_id bigint not null references public.pos_purchase_order_lines (id) on delete restrict,
  constraint pos_supplier_bill_lines_order_line_key unique (bill_id, order_line_id),
  catalog_item_id uuid not null references public.catalog_items (id) on delete restrict,
  name text not null,
  quantity numeric(14, 3) not null constraint pos_supplier_bill_lines_quantity_positive check (quantity > 0),
  unit_cost numeric(14, 4) not null constraint pos_supplier_bill_lines_unit_cost_positive check (unit_cost >= 0),
  tax_code text not null,
  tax_rate numeric(6, 3) not null constraint pos_supplier_bill_lines_tax_rate_range check (tax_rate between 0 and 100),
  -- round(quantity × unit cost, 2), its VAT round(amount × rate / 100, 2), and their sum.
  amount numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null,
  constraint pos_supplier_bill_lines_total_sum check (total = amount + tax)
);
create index pos_supplier_bill_lines_order_line_idx on public.pos_supplier_bill_lines (order_line_id);

create type public.pos_supplier_payment_method as enum ('bank_transfer', 'mpesa', 'cheque', 'cash');

create table public.pos_supplier_bill_payments (
  -- Made by the "Record payment" dialog when it opens: a double click or a retry records one payment.
  id uuid primary key,
  bill_id uuid not null references public.pos_supplier_bills (id) on delete restrict,
  paid_on date not null,
  method public.pos_supplier_payment_method not null,
  reference text constraint pos_supplier_bill_payments_reference_length check (reference is null or length(reference) <= 100),
  amount numeric(14, 2) not null constraint pos_supplier_bill_payments_amount_positive check (amount > 0),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_supplier_bill_payments is
  'Payments made to a supplier against a bill; the bill is paid when they add up to its total. Staff read; written only by pos_record_supplier_payment (admins).';
create index pos_supplier_bill_payments_bill_idx on public.pos_supplier_bill_payments (bill_id);

-- Bills with supplier, order, what is left to pay and when it is due (negative days_to_due: overdue).
create view public.pos_supplier_bill_list with (security_invoker = true) as
select b.id, b.number, b.status, b.supplier_id, su.name as supplier_name, b.purchase_order_id,
       o.number as purchase_order_number, b.supplier_ref, b.bill_date, b.due_on, b.subtotal, b.tax, b.total, b.paid,
       case when b.status = 'open' then b.total - b.paid else 0.00 end as balance,
       case when b.status = 'open' then b.due_on - app.company_today() end as days_to_due,
       b.status = 'open' and b.due_on < app.company_today() as is_overdue,
       b.created_at
  from public.pos_supplier_bills b
  join public.pos_suppliers su on su.id = b.supplier_id
  join public.pos_purchase_orders o on o.id = b.purchase_order_id;
comment on view public.pos_supplier_bill_list is
  'Supplier bills with supplier, purchase order number, balance and days to the due date (open bills) (security_invoker).';

-- What the firm owes each supplier: its open bills' balances, and the part of it past due.
create view public.pos_supplier_owed with (security_invoker = true) as
select b.supplier_id, count(*) as open_bills, sum(b.total - b.paid) as owed,
       coalesce(sum(b.total - b.paid) filter (where b.due_on < app.company_today()), 0.00) as overdue
  from public.pos_supplier_bills b
 where b.status = 'open'
 group by b.supplier_id;
comment on view public.pos_supplier_owed is 'Per supplier: open bills, what is owed on them and how much of it is overdue (security_invoker).';

-- ---------------------------------------------------------------- row-level security

alter table public.pos_supplier_bills enable row level security;
alter table public.pos_supplier_bill_lines enable row level security;
alter table public.pos_supplier_bill_payments enable row level security;

revoke all on public.pos_supplier_bills, public.pos_supplier_bill_lines, public.pos_supplier_bill_payments,
  public.pos_supplier_bill_list, public.pos_supplier_owed
  from public, anon, authenticated;
grant select on public.pos_supplier_bills, public.pos_supplier_bill_lines, public.pos_supplier_bill_payments,
  public.pos_supplier_bill_list, public.pos_supplier_owed
  to authenticated;
grant all on public.pos_supplier_bills, public.pos_supplier_bill_lines, public.pos_supplier_bill_payments to service_role;
revoke all on public.pos_supplier_bill_list, public.pos_supplier_owed from service_role;
grant select on public.pos_supplier_bill_list, public.pos_supplier_owed to service_role;

create policy pos_supplier_bills_staff_read on public.pos_supplier_bills for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_supplier_bills_service on public.pos_supplier_bills for all to service_role using (true) with check (true);
create policy pos_supplier_bill_lines_staff_read on public.pos_supplier_bill_lines for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_supplier_bill_lines_service on public.pos_supplier_bill_lines for all to service_role using (true) with check (true);
create policy pos_supplier_bill_payments_staff_read on public.pos_supplier_bill_payments for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_supplier_bill_payments_service on public.pos_supplier_bill_payments for all to service_role using (true) with check (true);

-- Functions (sql/repeatable/): public.pos_bill_from_purchase_order, pos_post_supplier_bill,
-- pos_cancel_supplier_bill, pos_record_supplier_payment, pos_supplier_bill; app.pos_supplier_bill_document;
-- app.pos_purchase_order_document lists an order's bills and each line's billed quantity.

select app.add_not_nan_checks();
