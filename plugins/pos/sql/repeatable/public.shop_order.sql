-- public.shop_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The buyer's order page (/shop/order/:token), open to visitors: the order's link token is the credential
-- (issue 27, ADR 057). Adds whether it can be paid now (new, reservation still open).
create or replace function public.shop_order(p_token text)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  o public.shop_orders;
begin
  if p_token is not null and length(p_token) between 32 and 100 then
    select * into o from public.shop_orders x where x.public_token = p_token;
  end if;
  if o.id is null then
    raise exception 'We cannot find this order: open the link from your e-mail again, or call us' using errcode = 'P0002';
  end if;
  return app.shop_order_json(o.id) || jsonb_build_object(
    'payable', o.status = 'new' and o.reserved_until > now());
end
$$;
revoke execute on function public.shop_order(text) from public;
grant execute on function public.shop_order(text) to anon, authenticated, service_role;
