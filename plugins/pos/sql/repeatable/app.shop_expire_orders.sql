-- app.shop_expire_orders: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The scheduled job pos.shop-expire-orders (every 5 minutes; issue 27, ADR 057): an order still new (unpaid) after
-- its reservation is cancelled and its stock given back. Starting a payment moves the reservation to 30 minutes
-- after the start (the payments module's create_payment_intent), so a buyer who is paying is not cut off.
create or replace function app.shop_expire_orders() returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  o public.shop_orders;
begin
  for o in
    select * from public.shop_orders x
     where x.status = 'new' and x.reserved_until < now()
     order by x.reserved_until limit 200
       for update skip locked
  loop
    perform app.shop_cancel_order(o.id, 'Not paid within 30 minutes: the stock went back on the shelf');
  end loop;
end
$$;
revoke execute on function app.shop_expire_orders() from public, anon, authenticated;
