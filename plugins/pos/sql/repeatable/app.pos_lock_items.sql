-- app.pos_lock_items: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Locks the stock rows of the given items, in one order (no deadlock between two tills), for the
-- rest of the transaction: every RPC that changes stock takes these locks first, so two tills
-- selling the last unit queue here and the second sees the first's movement.
create or replace function app.pos_lock_items(items uuid[])
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select s.catalog_item_id from public.pos_stock_items s
     where s.catalog_item_id = any (items)
     order by s.catalog_item_id
       for update
  loop
    null;
  end loop;
end
$$;
revoke execute on function app.pos_lock_items(uuid[]) from public, anon, authenticated;
grant execute on function app.pos_lock_items(uuid[]) to service_role;
