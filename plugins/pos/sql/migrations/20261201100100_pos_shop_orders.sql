-- The online shop (issue 27, ADR 057): what POS publishes ("sold online"), the buyer's orders and their
-- lines. Orders are written only by the RPCs (sql/repeatable/public.shop_*.sql):
-- - public.shop_place_order (visitors and shop customers): prices from the catalogue, totals by
--   app.document_totals, stock taken at the shop at once as 'order' movements (never oversold), the
--   reservation held 30 minutes for payment;
-- - the payments module's settle path (public.settle_payment_intent) marks an order paid, once;
-- - public.shop_set_order_status (staff): paid → packed → delivered / collected, or cancelled (stock
--   given back as 'order_release' movements);
-- - app.shop_expire_orders (job pos.shop-expire-orders, 5 min): new and unpaid after 30 minutes → cancelled.
--
-- Who reads what (RLS; all while the pos switch is on): staff read every order; a signed-in shop customer
-- reads the orders linked to their account; a visitor reads one order only through public.shop_order(token).

-- ---------------------------------------------------------------- published items

alter table public.pos_stock_items add column sold_online boolean not null default false;
comment on column public.pos_stock_items.sold_online is
  'Published in the online shop (/shop): an admin sets it in the POS catalogue (public.pos_set_sold_online).';

-- ---------------------------------------------------------------- the ledger's new kinds

alter table public.pos_stock_movements drop constraint pos_stock_movements_direction;
alter table public.pos_stock_movements add constraint pos_stock_movements_direction check (
  (kind in ('receipt', 'return', 'transfer_in', 'order_release') and quantity > 0)
  or (kind in ('sale', 'transfer_out', 'order') and quantity < 0)
  or kind = 'adjustment');
-- An order's movements carry its number (SO-…) as their reference.
alter table public.pos_stock_movements add constraint pos_stock_movements_order_reference
  check (kind not in ('order', 'order_release') or reference is not null);

-- ---------------------------------------------------------------- orders

create sequence app.shop_order_number_seq;

create table public.shop_orders (
  -- Made by the buyer's browser before it sends the order: the idempotency key (a double click or a retry
  -- finds the stored order).
  id uuid primary key,
  number text not null constraint shop_orders_number_key unique,
  -- The buyer's link to their order page (/shop/order/<token>): the credential, not the id.
  public_token text not null constraint shop_orders_public_token_key unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  status text not null default 'new'
    constraint shop_orders_status check (status in ('new', 'paid', 'packed', 'delivered', 'collected', 'cancelled')),
  -- A shop customer account (auth user with is_pos_customer) when the buyer was signed in; null: a guest.
  customer_user_id uuid references auth.users (id) on delete set null,
  buyer_name text not null constraint shop_orders_buyer_name_length check (length(btrim(buyer_name)) between 2 and 120),
  buyer_phone text not null constraint shop_orders_buyer_phone_format check (buyer_phone ~ '^254[17][0-9]{8}$'),
  buyer_email text not null constraint shop_orders_buyer_email_length check (length(buyer_email) between 3 and 254),
  fulfilment text not null constraint shop_orders_fulfilment check (fulfilment in ('delivery', 'pickup')),
  county text constraint shop_orders_county_length check (county is null or length(county) <= 60),
  town text constraint shop_orders_town_length check (town is null or length(town) <= 100),
  address text constraint shop_orders_address_length check (address is null or length(address) <= 300),
  constraint shop_orders_delivery_place check (fulfilment = 'pickup' or (county is not null and town is not null)),
  notes text constraint shop_orders_notes_length check (notes is null or length(notes) <= 1000),
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  currency text not null default 'KES',
  subtotal numeric(14, 2) not null,
  discount numeric(14, 2) not null default 0,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null constraint shop_orders_total_positive check (total > 0),
  prices_include_tax boolean not null,
  -- Unpaid after this, the order is cancelled and its stock goes back (app.shop_expire_orders).
  reserved_until timestamptz not null,
  paid_at timestamptz,
  payment_intent_id uuid,
  cancelled_at timestamptz,
  cancel_reason text constraint shop_orders_cancel_reason_length check (cancel_reason is null or length(cancel_reason) <= 500),
  constraint shop_orders_cancelled check ((status = 'cancelled') = (cancelled_at is not null)),
  status_changed_at timestamptz not null default now(),
  client_address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.shop_orders is
  'Online shop orders (issue 27, ADR 057): new → paid → packed → delivered / collected, or cancelled. Written only by the shop RPCs and the payments settle path.';
create index shop_orders_created_idx on public.shop_orders (created_at desc);
create index shop_orders_status_idx on public.shop_orders (status, created_at desc);
create index shop_orders_reserved_idx on public.shop_orders (reserved_until) where status = 'new';
create index shop_orders_customer_idx on public.shop_orders (customer_user_id) where customer_user_id is not null;
create index shop_orders_phone_idx on public.shop_orders (buyer_phone, created_at desc);

create table public.shop_order_lines (
  order_id uuid not null references public.shop_orders (id) on delete cascade,
  line_no integer not null,
  catalog_item_id uuid not null references public.catalog_items (id) on delete restrict,
  name text not null,
  sku text,
  quantity numeric(14, 3) not null constraint shop_order_lines_quantity_positive check (quantity > 0),
  unit_price numeric(14, 2) not null,
  tax_code text not null,
  tax_rate numeric(6, 3) not null,
  amount numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null,
  primary key (order_id, line_no)
);
comment on table public.shop_order_lines is 'The lines of an online order, priced by the database when it was placed.';

-- ---------------------------------------------------------------- row-level security

alter table public.shop_orders enable row level security;
alter table public.shop_order_lines enable row level security;
revoke all on public.shop_orders, public.shop_order_lines from public, anon, authenticated;
grant select on public.shop_orders, public.shop_order_lines to authenticated;
grant all on public.shop_orders, public.shop_order_lines to service_role;

create policy shop_orders_staff_read on public.shop_orders for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy shop_orders_own_read on public.shop_orders for select to authenticated
  using (customer_user_id = (select auth.uid()) and (select app.module_enabled('pos')));
create policy shop_orders_service on public.shop_orders for all to service_role using (true) with check (true);
create policy shop_order_lines_read on public.shop_order_lines for select to authenticated
  using (exists (select 1 from public.shop_orders o where o.id = order_id));
create policy shop_order_lines_service on public.shop_order_lines for all to service_role using (true) with check (true);

-- The back-office list follows new and paid orders live.
alter publication supabase_realtime add table public.shop_orders;

-- ---------------------------------------------------------------- the expiry job

-- Its text is the repeatable sql/repeatable/app.shop_expire_orders.sql (ADR 043 placeholder).
create function app.shop_expire_orders() returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/pos/sql/repeatable/app.shop_expire_orders.sql (ADR 043)';
end
$$;
revoke execute on function app.shop_expire_orders() from public, anon, authenticated;
select app.register_job('pos.shop-expire-orders', 'app.shop_expire_orders', interval '5 minutes');

select app.add_not_nan_checks();
