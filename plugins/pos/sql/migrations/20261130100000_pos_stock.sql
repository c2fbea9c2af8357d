-- Point of sale and inventory (plugins/pos/, issue 25, ADR 054): the first vertical slice.
--
-- One catalogue: invoicing owns public.catalog_items (what quotations, invoices and the till sell).
-- POS adds, per catalogue item it tracks, public.pos_stock_items (the "stocked" flag, barcode,
-- category, reorder level and the moving-average cost). Stock is a ledger of movements
-- (public.pos_stock_movements: receipt, sale, return, adjustment, transfer out / in) per location
-- (public.pos_locations: the shop, the van); on hand is their sum, never a number typed over.
-- A till sale (public.pos_sales + lines + payments) is written by public.pos_record_sale in one
-- transaction, idempotent on the id the till made (sql/repeatable/public.pos_record_sale.sql).
--
-- Who may do what (RLS below; all while the module is on):
-- - staff, admin and superadmin read locations, stock items, movements, sales and suppliers;
-- - staff write suppliers; admins delete them and write locations;
-- - nobody writes stock items, movements or sales directly: only the RPCs (security definer),
--   which check the role: stock settings and adjustments need an admin, receipts, transfers,
--   returns and sales need staff;
-- - shop customer accounts and visitors see none of it.

-- The module is built: its switch goes on (it was off while a placeholder, ADR 049).
alter table public.system_modules disable trigger system_modules_audit;
update public.system_modules set is_enabled = true where organization_id = 1 and id = 'pos';
alter table public.system_modules enable trigger system_modules_audit;

-- Its switch needs the switches of the modules it depends on (manifest dependsOn: invoicing, which
-- needs customers and email; ADR 037).
insert into public.system_module_dependencies (organization_id, module_id, requires)
select 1, 'pos', m.id
  from public.system_modules m
 where m.organization_id = 1 and m.id in ('customers', 'email')
on conflict do nothing;

-- ---------------------------------------------------------------- locations

create table public.pos_locations (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint pos_locations_code_key unique
    constraint pos_locations_code_format check (code ~ '^[a-z][a-z0-9-]{0,29}$'),
  name text not null constraint pos_locations_name_length check (length(btrim(name)) between 1 and 100),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
comment on table public.pos_locations is
  'Where stock is kept (the shop, the van): on hand is per location. Staff read; admins write.';
insert into public.pos_locations (code, name, sort_order) values ('shop', 'Shop', 10), ('van', 'Van', 20);

-- ---------------------------------------------------------------- stocked catalogue items

create table public.pos_stock_items (
  catalog_item_id uuid primary key references public.catalog_items (id) on delete restrict,
  -- EAN-13 / EAN-8 / UPC-A (digits, check digit verified by public.pos_save_stock_item) or Code 128 text.
  barcode text constraint pos_stock_items_barcode_key unique
    constraint pos_stock_items_barcode_format check (barcode is null or barcode ~ '^[!-~][ -~]{0,47}$'),
  category text constraint pos_stock_items_category_length
    check (category is null or length(btrim(category)) between 1 and 60),
  reorder_level numeric(14, 3) not null default 0 constraint pos_stock_items_reorder_level_positive check (reorder_level >= 0),
  -- Off: the till sells it without counting stock (a product the firm does not keep on a shelf).
  is_stocked boolean not null default true,
  -- The moving-average unit cost after the latest movement (each movement keeps its own).
  average_cost numeric(14, 4) not null default 0 constraint pos_stock_items_average_cost_positive check (average_cost >= 0),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_stock_items is
  'POS''s stock settings of a catalogue item (invoicing''s catalog_items): barcode, category, reorder level, stocked flag, moving-average cost. Staff read; written only by pos_save_stock_item and the stock RPCs.';
create trigger pos_stock_items_stamp before insert or update on public.pos_stock_items
  for each row execute function app.stamp_row();

-- ---------------------------------------------------------------- suppliers

create table public.pos_suppliers (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint pos_suppliers_name_length check (length(btrim(name)) between 1 and 200),
  contact_name text constraint pos_suppliers_contact_name_length check (contact_name is null or length(contact_name) <= 200),
  phone text constraint pos_suppliers_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,30}$'),
  email text constraint pos_suppliers_email_format check (
    email is null or (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  tax_pin text constraint pos_suppliers_tax_pin_format check (tax_pin is null or tax_pin ~ '^[A-Za-z0-9]{6,20}$'),
  address text constraint pos_suppliers_address_length check (address is null or length(address) <= 500),
  notes text constraint pos_suppliers_notes_length check (notes is null or length(notes) <= 2000),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_suppliers is
  'Who the firm buys stock from. Staff read and write; admins delete.';
create unique index pos_suppliers_name_key on public.pos_suppliers (lower(btrim(name)));
create trigger pos_suppliers_stamp before insert or update on public.pos_suppliers
  for each row execute function app.stamp_row();

-- ---------------------------------------------------------------- sales

create sequence app.pos_sale_number_seq;
revoke all on sequence app.pos_sale_number_seq from public, anon, authenticated;

create type public.pos_payment_method as enum ('cash', 'mpesa', 'card');

create table public.pos_sales (
  -- Made by the till before it sends the sale: a retry or a double click sends the same id.
  id uuid primary key,
  number text not null constraint pos_sales_number_key unique,
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  -- A POS customer account (auth user with is_pos_customer); null: a walk-in.
  customer_user_id uuid references auth.users (id) on delete set null,
  cart_discount_percent numeric(5, 2) not null default 0
    constraint pos_sales_cart_discount_range check (cart_discount_percent between 0 and 100),
  subtotal numeric(14, 2) not null,
  discount numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null constraint pos_sales_total_positive check (total >= 0),
  paid numeric(14, 2) not null,
  change_due numeric(14, 2) not null constraint pos_sales_change_positive check (change_due >= 0),
  constraint pos_sales_paid_in_full check (paid - change_due = total),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_sales is
  'Till sales, paid in full; the id is the till''s idempotency key. Staff read; written only by pos_record_sale.';
create index pos_sales_created_at_idx on public.pos_sales (created_at desc);
create index pos_sales_customer_idx on public.pos_sales (customer_user_id) where customer_user_id is not null;

create table public.pos_sale_lines (
  id bigint generated always as identity primary key,
  sale_id uuid not null references public.pos_sales (id) on delete restrict,
  line_no integer not null,
  constraint pos_sale_lines_line_key unique (sale_id, line_no),
  catalog_item_id uuid not null references public.catalog_items (id) on delete restrict,
  name text not null,
  sku text,
  quantity numeric(14, 3) not null constraint pos_sale_lines_quantity_positive check (quantity > 0),
  unit_price numeric(14, 2) not null,
  discount_percent numeric(5, 2) not null default 0,
  tax_code text not null,
  tax_rate numeric(6, 3) not null,
  amount numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null,
  -- The moving-average cost when sold (null: not stocked): margins come from it.
  unit_cost numeric(14, 4)
);
create index pos_sale_lines_item_idx on public.pos_sale_lines (catalog_item_id);

create table public.pos_sale_payments (
  id bigint generated always as identity primary key,
  sale_id uuid not null references public.pos_sales (id) on delete restrict,
  method public.pos_payment_method not null,
  -- What the payment settles (cash: what was tendered less the change).
  amount numeric(14, 2) not null constraint pos_sale_payments_amount_positive check (amount > 0),
  tendered numeric(14, 2),
  -- The M-Pesa confirmation code or the card slip's reference.
  reference text constraint pos_sale_payments_reference_length check (reference is null or length(reference) <= 40),
  constraint pos_sale_payments_reference_required check (method = 'cash' or reference is not null)
);
create index pos_sale_payments_sale_idx on public.pos_sale_payments (sale_id);

-- Refunds by receipt, whole or per line, to one of the sale's payment methods, restocking or not.
create sequence app.pos_refund_number_seq;
revoke all on sequence app.pos_refund_number_seq from public, anon, authenticated;

create table public.pos_refunds (
  -- Made by the till, like a sale's id: a retry stores the refund once.
  id uuid primary key,
  number text not null constraint pos_refunds_number_key unique,
  sale_id uuid not null references public.pos_sales (id) on delete restrict,
  method public.pos_payment_method not null,
  restock boolean not null,
  reason text not null constraint pos_refunds_reason_length check (length(btrim(reason)) between 1 and 500),
  total numeric(14, 2) not null constraint pos_refunds_total_positive check (total > 0),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_refunds is
  'Money given back on a till sale (by receipt), per line; staff read; written only by pos_refund_sale.';
create index pos_refunds_sale_idx on public.pos_refunds (sale_id);

create table public.pos_refund_lines (
  id bigint generated always as identity primary key,
  refund_id uuid not null references public.pos_refunds (id) on delete restrict,
  -- The sale's line (pos_sale_lines.line_no of the refund's sale).
  line_no integer not null,
  constraint pos_refund_lines_line_key unique (refund_id, line_no),
  quantity numeric(14, 3) not null constraint pos_refund_lines_quantity_positive check (quantity > 0),
  total numeric(14, 2) not null constraint pos_refund_lines_total_positive check (total >= 0)
);

-- ---------------------------------------------------------------- the stock ledger

create type public.pos_movement_kind as enum ('receipt', 'sale', 'return', 'adjustment', 'transfer_out', 'transfer_in');

create table public.pos_stock_movements (
  id bigint generated always as identity primary key,
  catalog_item_id uuid not null references public.pos_stock_items (catalog_item_id) on delete restrict,
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  kind public.pos_movement_kind not null,
  -- Signed: in is positive, out negative.
  quantity numeric(14, 3) not null constraint pos_stock_movements_quantity_nonzero check (quantity <> 0),
  constraint pos_stock_movements_direction check (
    (kind in ('receipt', 'return', 'transfer_in') and quantity > 0)
    or (kind in ('sale', 'transfer_out') and quantity < 0)
    or kind = 'adjustment'),
  -- This movement's unit cost, and the item's moving average after it (stock value at any date).
  unit_cost numeric(14, 4) not null constraint pos_stock_movements_unit_cost_positive check (unit_cost >= 0),
  average_cost_after numeric(14, 4) not null
    constraint pos_stock_movements_average_cost_positive check (average_cost_after >= 0),
  reason text constraint pos_stock_movements_reason_length check (reason is null or length(reason) <= 500),
  constraint pos_stock_movements_reason_required
    check (kind not in ('adjustment', 'return') or length(btrim(coalesce(reason, ''))) > 0),
  sale_id uuid references public.pos_sales (id) on delete restrict,
  constraint pos_stock_movements_sale_kind check ((kind = 'sale') = (sale_id is not null)),
  supplier_id uuid references public.pos_suppliers (id) on delete restrict,
  -- Both halves of a transfer carry the same id.
  transfer_id uuid,
  constraint pos_stock_movements_transfer_kind check ((kind in ('transfer_out', 'transfer_in')) = (transfer_id is not null)),
  reference text constraint pos_stock_movements_reference_length check (reference is null or length(reference) <= 100),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_stock_movements is
  'The stock ledger: on hand per item and location is the sum of quantity. Append-only; written only by the POS RPCs. Staff read.';
create index pos_stock_movements_item_location_idx on public.pos_stock_movements (catalog_item_id, location_id);
create index pos_stock_movements_created_at_idx on public.pos_stock_movements (created_at desc, id desc);
create index pos_stock_movements_sale_idx on public.pos_stock_movements (sale_id) where sale_id is not null;

-- ---------------------------------------------------------------- views (security_invoker: the tables' policies decide)

-- On hand per item and location: the ledger's sums.
create view public.pos_on_hand with (security_invoker = true) as
select m.catalog_item_id, m.location_id, sum(m.quantity) as on_hand
  from public.pos_stock_movements m
 group by m.catalog_item_id, m.location_id;
comment on view public.pos_on_hand is 'On hand per stocked item and location: the sum of its movements (security_invoker).';

-- One row per stocked item: the catalogue's name, SKU, price and the stock figures.
create view public.pos_stock_levels with (security_invoker = true) as
select s.catalog_item_id as id, c.name, c.sku, c.unit, c.unit_price, c.tax_code, c.is_active,
       s.barcode, s.category, s.reorder_level, s.is_stocked, s.average_cost,
       coalesce(t.on_hand, 0) as on_hand,
       round(coalesce(t.on_hand, 0) * s.average_cost, 2) as stock_value,
       coalesce(t.by_location, '{}'::jsonb) as on_hand_by_location,
       s.is_stocked and coalesce(t.on_hand, 0) <= s.reorder_level as is_low
  from public.pos_stock_items s
  join public.catalog_items c on c.id = s.catalog_item_id
  left join lateral (
    select sum(h.on_hand) as on_hand, jsonb_object_agg(l.code, h.on_hand::text) as by_location
      from public.pos_on_hand h join public.pos_locations l on l.id = h.location_id
     where h.catalog_item_id = s.catalog_item_id
  ) t on true;
comment on view public.pos_stock_levels is
  'Stocked catalogue items with on hand (total and per location code), stock value at the average cost and the low-stock flag (security_invoker).';

-- The ledger with names, for the inventory screen.
create view public.pos_movement_list with (security_invoker = true) as
select m.id, m.created_at, m.kind, m.quantity, m.unit_cost, m.average_cost_after, m.reason, m.reference,
       m.catalog_item_id, c.name as item_name, c.sku, m.location_id, l.name as location_name,
       m.sale_id, sa.number as sale_number, su.name as supplier_name,
       coalesce(nullif(btrim(p.full_name), ''), p.email) as created_by_name
  from public.pos_stock_movements m
  join public.catalog_items c on c.id = m.catalog_item_id
  join public.pos_locations l on l.id = m.location_id
  left join public.pos_sales sa on sa.id = m.sale_id
  left join public.pos_suppliers su on su.id = m.supplier_id
  left join public.profiles p on p.auth_id = m.created_by;
comment on view public.pos_movement_list is 'The stock ledger with item, location, sale, supplier and author names (security_invoker).';

-- ---------------------------------------------------------------- row-level security

alter table public.pos_locations enable row level security;
alter table public.pos_stock_items enable row level security;
alter table public.pos_suppliers enable row level security;
alter table public.pos_sales enable row level security;
alter table public.pos_sale_lines enable row level security;
alter table public.pos_sale_payments enable row level security;
alter table public.pos_refunds enable row level security;
alter table public.pos_refund_lines enable row level security;
alter table public.pos_stock_movements enable row level security;

revoke all on public.pos_locations, public.pos_stock_items, public.pos_suppliers, public.pos_sales,
  public.pos_sale_lines, public.pos_sale_payments, public.pos_refunds, public.pos_refund_lines, public.pos_stock_movements,
  public.pos_on_hand, public.pos_stock_levels, public.pos_movement_list
  from public, anon, authenticated;
grant select on public.pos_locations, public.pos_stock_items, public.pos_suppliers, public.pos_sales,
  public.pos_sale_lines, public.pos_sale_payments, public.pos_refunds, public.pos_refund_lines, public.pos_stock_movements,
  public.pos_on_hand, public.pos_stock_levels, public.pos_movement_list
  to authenticated;
grant insert, update, delete on public.pos_locations to authenticated;
grant insert (name, contact_name, phone, email, tax_pin, address, notes, is_active),
      update (name, contact_name, phone, email, tax_pin, address, notes, is_active),
      delete on public.pos_suppliers to authenticated;
grant all on public.pos_locations, public.pos_stock_items, public.pos_suppliers, public.pos_sales,
  public.pos_sale_lines, public.pos_sale_payments, public.pos_refunds, public.pos_refund_lines, public.pos_stock_movements
  to service_role;
-- Views are read-only for everyone.
revoke all on public.pos_on_hand, public.pos_stock_levels, public.pos_movement_list from service_role;
grant select on public.pos_on_hand, public.pos_stock_levels, public.pos_movement_list to service_role;

create policy pos_locations_staff_read on public.pos_locations for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_locations_admin_insert on public.pos_locations for insert to authenticated
  with check ((select app.has_role('admin')) and (select app.module_enabled('pos')));
create policy pos_locations_admin_update on public.pos_locations for update to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('pos')))
  with check ((select app.has_role('admin')) and (select app.module_enabled('pos')));
create policy pos_locations_admin_delete on public.pos_locations for delete to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('pos')));
create policy pos_locations_service on public.pos_locations for all to service_role using (true) with check (true);

create policy pos_stock_items_staff_read on public.pos_stock_items for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_stock_items_service on public.pos_stock_items for all to service_role using (true) with check (true);

create policy pos_suppliers_staff_read on public.pos_suppliers for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_suppliers_staff_insert on public.pos_suppliers for insert to authenticated
  with check ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_suppliers_staff_update on public.pos_suppliers for update to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')))
  with check ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_suppliers_admin_delete on public.pos_suppliers for delete to authenticated
  using ((select app.has_role('admin')) and (select app.module_enabled('pos')));
create policy pos_suppliers_service on public.pos_suppliers for all to service_role using (true) with check (true);

create policy pos_sales_staff_read on public.pos_sales for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_sales_service on public.pos_sales for all to service_role using (true) with check (true);
create policy pos_sale_lines_staff_read on public.pos_sale_lines for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_sale_lines_service on public.pos_sale_lines for all to service_role using (true) with check (true);
create policy pos_sale_payments_staff_read on public.pos_sale_payments for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_sale_payments_service on public.pos_sale_payments for all to service_role using (true) with check (true);

create policy pos_refunds_staff_read on public.pos_refunds for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_refunds_service on public.pos_refunds for all to service_role using (true) with check (true);
create policy pos_refund_lines_staff_read on public.pos_refund_lines for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_refund_lines_service on public.pos_refund_lines for all to service_role using (true) with check (true);

create policy pos_stock_movements_staff_read on public.pos_stock_movements for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_stock_movements_service on public.pos_stock_movements for all to service_role using (true) with check (true);

-- ---------------------------------------------------------------- functions (sql/repeatable/, ADR 040)
-- public.pos_save_stock_item, pos_receive_stock, pos_adjust_stock, pos_transfer_stock, pos_return_stock,
-- pos_record_sale, pos_customers, pos_sales_report; app.pos_barcode_problem, app.pos_post_movement.

-- Every numeric column gets its <table>_<column>_not_nan check, as all others have (ADR 033).
select app.add_not_nan_checks();
