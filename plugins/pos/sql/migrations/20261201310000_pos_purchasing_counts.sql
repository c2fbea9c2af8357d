-- Purchase orders and stock counts (plugins/pos/, issue 25, ADR 059).
--
-- Purchase orders: draft → sent → partly received → received (or cancelled). Lines are stocked
-- catalogue items with a quantity and a unit cost; receiving (whole or part, public.pos_receive_purchase_order)
-- posts receipt movements through app.pos_post_movement, which moves the average cost like any receipt,
-- and never receives more than is still outstanding on a line. Each receiving carries the id the screen
-- made (public.pos_purchase_receipts): a double click receives once.
--
-- Stock counts: a count sheet per location (the expected on hand of every counted item when the sheet
-- is started), the counted quantities typed in by staff, the differences posted as adjustments by an
-- admin in one transaction with the reason "Stock count <number>".
--
-- Who may do what (RLS; all while the module is on): staff, admin and superadmin read all of it;
-- nobody writes it directly: only the RPCs (security definer), which check the role (posting a count
-- needs an admin; the rest staff).

-- ---------------------------------------------------------------- purchase orders

create sequence app.pos_purchase_order_number_seq;
revoke all on sequence app.pos_purchase_order_number_seq from public, anon, authenticated;

create type public.pos_purchase_order_status as enum ('draft', 'sent', 'partly_received', 'received', 'cancelled');

create table public.pos_purchase_orders (
  -- Made by the screen before it saves: a double click on "Save" makes one order.
  id uuid primary key,
  number text not null constraint pos_purchase_orders_number_key unique,
  supplier_id uuid not null references public.pos_suppliers (id) on delete restrict,
  -- Where the goods are delivered (and received into).
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  status public.pos_purchase_order_status not null default 'draft',
  expected_on date,
  notes text constraint pos_purchase_orders_notes_length check (notes is null or length(notes) <= 2000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_purchase_orders is
  'Purchase orders to suppliers: draft → sent → partly received → received, or cancelled. Staff read; written only by the purchase-order RPCs.';
create index pos_purchase_orders_supplier_idx on public.pos_purchase_orders (supplier_id);
create index pos_purchase_orders_created_at_idx on public.pos_purchase_orders (created_at desc);
create trigger pos_purchase_orders_stamp before insert or update on public.pos_purchase_orders
  for each row execute function app.stamp_row();

create table public.pos_purchase_order_lines (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.pos_purchase_orders (id) on delete cascade,
  line_no integer not null,
  constraint pos_purchase_order_lines_line_key unique (order_id, line_no),
  catalog_item_id uuid not null references public.pos_stock_items (catalog_item_id) on delete restrict,
  constraint pos_purchase_order_lines_item_key unique (order_id, catalog_item_id),
  quantity numeric(14, 3) not null constraint pos_purchase_order_lines_quantity_positive check (quantity > 0),
  unit_cost numeric(14, 4) not null constraint pos_purchase_order_lines_unit_cost_positive check (unit_cost >= 0),
  received numeric(14, 3) not null default 0
    constraint pos_purchase_order_lines_received_range check (received >= 0 and received <= quantity)
);
create index pos_purchase_order_lines_item_idx on public.pos_purchase_order_lines (catalog_item_id);

create table public.pos_purchase_receipts (
  -- Made by the screen: a retry or a double click receives once.
  id uuid primary key,
  order_id uuid not null references public.pos_purchase_orders (id) on delete restrict,
  reference text constraint pos_purchase_receipts_reference_length check (reference is null or length(reference) <= 60),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_purchase_receipts is
  'Each receiving of a purchase order (the delivery note); its stock movements carry the order number. Staff read; written only by pos_receive_purchase_order.';
create index pos_purchase_receipts_order_idx on public.pos_purchase_receipts (order_id);

create view public.pos_purchase_order_list with (security_invoker = true) as
select o.id, o.number, o.status, o.supplier_id, su.name as supplier_name, o.location_id, l.name as location_name,
       o.expected_on, o.sent_at, o.created_at,
       (select count(*) from public.pos_purchase_order_lines x where x.order_id = o.id) as line_count,
       (select coalesce(sum(round(x.quantity * x.unit_cost, 2)), 0) from public.pos_purchase_order_lines x
         where x.order_id = o.id) as total
  from public.pos_purchase_orders o
  join public.pos_suppliers su on su.id = o.supplier_id
  join public.pos_locations l on l.id = o.location_id;
comment on view public.pos_purchase_order_list is 'Purchase orders with supplier, location, line count and total (security_invoker).';

-- ---------------------------------------------------------------- stock counts

create sequence app.pos_stock_count_number_seq;
revoke all on sequence app.pos_stock_count_number_seq from public, anon, authenticated;

create table public.pos_stock_counts (
  -- Made by the screen: a double click on "Start a count" starts one.
  id uuid primary key,
  number text not null constraint pos_stock_counts_number_key unique,
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  status text not null default 'open' constraint pos_stock_counts_status_known check (status in ('open', 'posted')),
  posted_at timestamptz,
  posted_by uuid references auth.users (id) on delete set null,
  constraint pos_stock_counts_posted_stamped check ((status = 'posted') = (posted_at is not null)),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_stock_counts is
  'Count sheets per location: open while counted, posted when an admin turns the differences into adjustments. Staff read; written only by the count RPCs.';
-- One sheet being counted per location at a time.
create unique index pos_stock_counts_one_open_key on public.pos_stock_counts (location_id) where status = 'open';

create table public.pos_stock_count_lines (
  count_id uuid not null references public.pos_stock_counts (id) on delete cascade,
  catalog_item_id uuid not null references public.pos_stock_items (catalog_item_id) on delete restrict,
  primary key (count_id, catalog_item_id),
  -- On hand at the location when the sheet was started.
  expected numeric(14, 3) not null,
  counted numeric(14, 3) constraint pos_stock_count_lines_counted_positive check (counted is null or counted >= 0),
  -- The adjustment posted (counted − expected), set when the count is posted.
  posted_difference numeric(14, 3)
);

create view public.pos_stock_count_list with (security_invoker = true) as
select c.id, c.number, c.status, c.location_id, l.name as location_name, c.created_at, c.posted_at,
       coalesce(nullif(btrim(p.full_name), ''), p.email) as created_by_name,
       (select count(*) from public.pos_stock_count_lines x where x.count_id = c.id) as line_count,
       (select count(*) from public.pos_stock_count_lines x where x.count_id = c.id and x.counted is not null) as counted_count,
       (select count(*) from public.pos_stock_count_lines x
         where x.count_id = c.id and x.counted is not null and x.counted <> x.expected) as difference_count
  from public.pos_stock_counts c
  join public.pos_locations l on l.id = c.location_id
  left join public.profiles p on p.auth_id = c.created_by;
comment on view public.pos_stock_count_list is 'Count sheets with location, lines counted and differences (security_invoker).';

-- A sheet's lines with the item's name and SKU, for the count screen.
create view public.pos_stock_count_line_list with (security_invoker = true) as
select x.count_id, x.catalog_item_id, c.name, c.sku, x.expected, x.counted, x.posted_difference
  from public.pos_stock_count_lines x
  join public.catalog_items c on c.id = x.catalog_item_id;
comment on view public.pos_stock_count_line_list is 'Count sheet lines with item name and SKU (security_invoker).';

-- ---------------------------------------------------------------- row-level security

alter table public.pos_purchase_orders enable row level security;
alter table public.pos_purchase_order_lines enable row level security;
alter table public.pos_purchase_receipts enable row level security;
alter table public.pos_stock_counts enable row level security;
alter table public.pos_stock_count_lines enable row level security;

revoke all on public.pos_purchase_orders, public.pos_purchase_order_lines, public.pos_purchase_receipts,
  public.pos_stock_counts, public.pos_stock_count_lines, public.pos_purchase_order_list, public.pos_stock_count_list,
  public.pos_stock_count_line_list
  from public, anon, authenticated;
grant select on public.pos_purchase_orders, public.pos_purchase_order_lines, public.pos_purchase_receipts,
  public.pos_stock_counts, public.pos_stock_count_lines, public.pos_purchase_order_list, public.pos_stock_count_list,
  public.pos_stock_count_line_list
  to authenticated;
grant all on public.pos_purchase_orders, public.pos_purchase_order_lines, public.pos_purchase_receipts,
  public.pos_stock_counts, public.pos_stock_count_lines to service_role;
revoke all on public.pos_purchase_order_list, public.pos_stock_count_list, public.pos_stock_count_line_list from service_role;
grant select on public.pos_purchase_order_list, public.pos_stock_count_list, public.pos_stock_count_line_list to service_role;

create policy pos_purchase_orders_staff_read on public.pos_purchase_orders for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_purchase_orders_service on public.pos_purchase_orders for all to service_role using (true) with check (true);
create policy pos_purchase_order_lines_staff_read on public.pos_purchase_order_lines for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_purchase_order_lines_service on public.pos_purchase_order_lines for all to service_role using (true) with check (true);
create policy pos_purchase_receipts_staff_read on public.pos_purchase_receipts for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_purchase_receipts_service on public.pos_purchase_receipts for all to service_role using (true) with check (true);
create policy pos_stock_counts_staff_read on public.pos_stock_counts for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_stock_counts_service on public.pos_stock_counts for all to service_role using (true) with check (true);
create policy pos_stock_count_lines_staff_read on public.pos_stock_count_lines for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_stock_count_lines_service on public.pos_stock_count_lines for all to service_role using (true) with check (true);

-- Functions (sql/repeatable/): public.pos_save_purchase_order, pos_set_purchase_order_status,
-- pos_receive_purchase_order, pos_draft_purchase_order, pos_purchase_order; app.pos_purchase_order_document;
-- public.pos_start_stock_count, pos_set_stock_count, pos_post_stock_count.

select app.add_not_nan_checks();
