-- app.shop_order_json: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An online order as the buyer's page and the back-office show it: the order, its lines and its payments.
create or replace function app.shop_order_json(order_id uuid, already boolean default false)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id, 'number', o.number, 'token', o.public_token, 'status', o.status,
    'buyer_name', o.buyer_name, 'buyer_phone', o.buyer_phone, 'buyer_email', o.buyer_email,
    'fulfilment', o.fulfilment, 'county', o.county, 'town', o.town, 'address', o.address, 'notes', o.notes,
    'currency', o.currency, 'subtotal', o.subtotal::text, 'discount', o.discount::text, 'tax', o.tax::text,
    'total', o.total::text, 'prices_include_tax', o.prices_include_tax,
    'reserved_until', o.reserved_until, 'paid_at', o.paid_at, 'cancelled_at', o.cancelled_at,
    'cancel_reason', o.cancel_reason, 'created_at', o.created_at, 'status_changed_at', o.status_changed_at,
    'signed_in', o.customer_user_id is not null,
    'already', coalesce(shop_order_json.already, false),
    'lines', coalesce((select jsonb_agg(jsonb_build_object(
        'line_no', l.line_no, 'catalog_item_id', l.catalog_item_id, 'name', l.name, 'sku', l.sku,
        'quantity', trim_scale(l.quantity)::text, 'unit_price', l.unit_price::text, 'tax_rate', l.tax_rate::text,
        'amount', l.amount::text, 'tax', l.tax::text, 'total', l.total::text) order by l.line_no)
      from public.shop_order_lines l where l.order_id = o.id), '[]'::jsonb))
    from public.shop_orders o where o.id = shop_order_json.order_id
$$;
revoke execute on function app.shop_order_json(uuid, boolean) from public, anon, authenticated;
