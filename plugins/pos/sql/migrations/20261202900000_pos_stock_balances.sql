-- On hand kept as it moves (issue 25, bench:pos, ADR 059's addendum). `pos_on_hand` summed the whole ledger
-- on every read: with 20,000 products and 1,000,000 movements the inventory's first page (its exact count
-- needs every item's on hand) ran past the statement timeout. Now every movement also adds its quantity to
-- `pos_stock_balances` (one row per item and location) in the same transaction, by statement-level triggers
-- on the ledger, so the balance can never disagree with the sum; `pos_on_hand` reads the balances, and the
-- views and functions built on it follow unchanged.
--
-- The ledger also becomes append-only for the API's roles (as record_events, ADR 036): it is history, and
-- the RPCs only ever add to it. Owner code that would correct it (none today) keeps the balances right
-- through the UPDATE and DELETE triggers.

create table public.pos_stock_balances (
  catalog_item_id uuid not null references public.pos_stock_items (catalog_item_id) on delete restrict,
  location_id uuid not null references public.pos_locations (id) on delete restrict,
  on_hand numeric(14, 3) not null,
  updated_at timestamptz not null default now(),
  primary key (catalog_item_id, location_id)
);
comment on table public.pos_stock_balances is
  'On hand per stocked item and location, kept by triggers on pos_stock_movements (always the sum of its quantities). Staff read; nobody writes it directly.';

alter table public.pos_stock_balances enable row level security;
revoke all on public.pos_stock_balances from public, anon, authenticated, service_role;
grant select on public.pos_stock_balances to authenticated, service_role;
create policy pos_stock_balances_staff_read on public.pos_stock_balances for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_stock_balances_service_read on public.pos_stock_balances for select to service_role using (true);

-- The ledger's rows of one statement, summed per item and location, added to (or taken off) the balances;
-- rows locked in key order so two statements never wait on each other crosswise.
create function app.pos_balances_apply(deltas jsonb) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.pos_stock_balances as b (catalog_item_id, location_id, on_hand)
  select (d ->> 'catalog_item_id')::uuid, (d ->> 'location_id')::uuid, (d ->> 'quantity')::numeric
    from jsonb_array_elements(deltas) d
   order by 1, 2
  on conflict (catalog_item_id, location_id)
  do update set on_hand = b.on_hand + excluded.on_hand, updated_at = now();
$$;
revoke execute on function app.pos_balances_apply(jsonb) from public, anon, authenticated, service_role;

create function app.pos_balances_follow() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  deltas jsonb;
begin
  -- TG_OP decides which transition tables exist: INSERT (new_rows), DELETE (old_rows), UPDATE (both).
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('catalog_item_id', catalog_item_id, 'location_id', location_id, 'quantity', q))
      into deltas
      from (select catalog_item_id, location_id, sum(quantity) as q from new_rows group by 1, 2) s;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('catalog_item_id', catalog_item_id, 'location_id', location_id, 'quantity', q))
      into deltas
      from (select catalog_item_id, location_id, -sum(quantity) as q from old_rows group by 1, 2) s;
  else
    select jsonb_agg(jsonb_build_object('catalog_item_id', catalog_item_id, 'location_id', location_id, 'quantity', q))
      into deltas
      from (select catalog_item_id, location_id, sum(q) as q
              from (select catalog_item_id, location_id, quantity as q from new_rows
                    union all
                    select catalog_item_id, location_id, -quantity from old_rows) u
             group by 1, 2) s;
  end if;
  if deltas is not null then
    perform app.pos_balances_apply(deltas);
  end if;
  return null;
end
$$;
revoke execute on function app.pos_balances_follow() from public, anon, authenticated, service_role;

create trigger pos_stock_movements_balances_insert after insert on public.pos_stock_movements
  referencing new table as new_rows for each statement execute function app.pos_balances_follow();
create trigger pos_stock_movements_balances_update after update on public.pos_stock_movements
  referencing old table as old_rows new table as new_rows for each statement execute function app.pos_balances_follow();
create trigger pos_stock_movements_balances_delete after delete on public.pos_stock_movements
  referencing old table as old_rows for each statement execute function app.pos_balances_follow();

create trigger pos_stock_movements_append_only before update or delete on public.pos_stock_movements
  for each row execute function app.history_append_only();
create trigger pos_stock_movements_no_truncate before truncate on public.pos_stock_movements
  for each statement execute function app.history_append_only();
revoke update, delete, truncate on public.pos_stock_movements from public, anon, authenticated, service_role;

-- What the ledger holds so far.
insert into public.pos_stock_balances (catalog_item_id, location_id, on_hand)
select catalog_item_id, location_id, sum(quantity) from public.pos_stock_movements group by 1, 2;

create or replace view public.pos_on_hand with (security_invoker = true) as
select b.catalog_item_id, b.location_id, b.on_hand::numeric as on_hand
  from public.pos_stock_balances b;
comment on view public.pos_on_hand is
  'On hand per stocked item and location (pos_stock_balances, kept equal to the sum of its movements; security_invoker).';

select app.add_not_nan_checks();
