-- app.shop_order_placed: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A new online order (issue 27, ADR 057; called once by public.shop_place_order when it stores the order): the
-- buyer gets its link by e-mail through the outbox — a guest who closes the tab can still pay within the 30
-- minutes the stock is held, and see the order later.
create or replace function app.shop_order_placed(order_id uuid)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.shop_orders;
  fmt constant text := 'FM999,999,999,990.00';
  lines_text text;
  lines_html text;
  link text;
  until text;
begin
  select * into o from public.shop_orders x where x.id = shop_order_placed.order_id;
  select string_agg(trim_scale(l.quantity) || ' × ' || l.name || ' — ' || o.currency || ' ' || to_char(l.total, fmt), E'\n' order by l.line_no),
         string_agg('<li>' || trim_scale(l.quantity) || ' × ' || app.shop_html(l.name) || ' — ' || o.currency || ' '
                    || to_char(l.total, fmt) || '</li>', '' order by l.line_no)
    into lines_text, lines_html
    from public.shop_order_lines l where l.order_id = o.id;
  link := coalesce(app.site_url(), '') || '/shop/order/' || o.public_token;
  until := to_char(o.reserved_until at time zone
                    coalesce((select g.timezone from public.organizations g where g.id = 1), 'Africa/Nairobi'), 'HH24:MI');
  perform app.queue_email(
    array[o.buyer_email],
    'Order ' || o.number || ' received: pay by ' || until,
    '<p>Dear ' || app.shop_html(o.buyer_name) || ',</p><p>Thank you for order <strong>' || o.number
      || '</strong> (' || o.currency || ' ' || to_char(o.total, fmt) || ', VAT included).</p><ul>' || lines_html
      || '</ul><p>We hold your items until ' || until || '. <a href="' || app.shop_html(link)
      || '">Pay for your order</a>; unpaid by then, the order is cancelled.</p>',
    'Dear ' || o.buyer_name || E',\n\nThank you for order ' || o.number || ' (' || o.currency || ' '
      || to_char(o.total, fmt) || E', VAT included).\n\n' || lines_text || E'\n\nWe hold your items until ' || until
      || '. Pay for your order: ' || link || E'\nUnpaid by then, the order is cancelled.\n');
end
$$;
revoke execute on function app.shop_order_placed(uuid) from public, anon, authenticated;
