-- app.shop_order_paid: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An order's money arrived (called once per order by the payments module's settle path, which has locked the
-- order and checked the amount and currency; issue 27, ADR 057): the order is paid, the buyer's confirmation
-- goes out through the e-mail outbox and the staff who handle orders are told. Answers the order number.
create or replace function app.shop_order_paid(order_id uuid, intent_id uuid, paid_by text)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.shop_orders;
  recipient uuid;
  fmt constant text := 'FM999,999,999,990.00';
  lines_text text;
  lines_html text;
  link text;
begin
  update public.shop_orders x
     set status = 'paid', paid_at = now(), payment_intent_id = shop_order_paid.intent_id, status_changed_at = now(),
         updated_at = now()
   where x.id = shop_order_paid.order_id and x.status = 'new'
  returning * into o;
  if o.id is null then
    raise exception 'Only a new order can be marked paid' using errcode = '55000';
  end if;
  select string_agg(trim_scale(l.quantity) || ' × ' || l.name || ' — ' || o.currency || ' ' || to_char(l.total, fmt), E'\n' order by l.line_no),
         string_agg('<li>' || trim_scale(l.quantity) || ' × ' || app.shop_html(l.name) || ' — ' || o.currency || ' '
                    || to_char(l.total, fmt) || '</li>', '' order by l.line_no)
    into lines_text, lines_html
    from public.shop_order_lines l where l.order_id = o.id;
  link := coalesce(app.site_url(), '') || '/shop/order/' || o.public_token;
  perform app.queue_email(
    array[o.buyer_email],
    'Order ' || o.number || ': payment received',
    '<p>Dear ' || app.shop_html(o.buyer_name) || ',</p><p>Thank you: we received ' || o.currency || ' '
      || to_char(o.total, fmt) || ' (' || app.shop_html(paid_by) || ') for order <strong>' || o.number
      || '</strong>.</p><ul>' || lines_html || '</ul><p>'
      || case o.fulfilment when 'delivery' then 'We will deliver to ' || app.shop_html(coalesce(o.town, '') || ', ' || coalesce(o.county, ''))
              else 'Collect it at our shop' end
      || ' and call you on ' || o.buyer_phone || ' when it is ready.</p><p><a href="' || app.shop_html(link)
      || '">See your order</a></p>',
    'Dear ' || o.buyer_name || E',\n\nThank you: we received ' || o.currency || ' ' || to_char(o.total, fmt) || ' ('
      || paid_by || ') for order ' || o.number || E'.\n\n' || lines_text || E'\n\n'
      || case o.fulfilment when 'delivery' then 'We will deliver to ' || coalesce(o.town, '') || ', ' || coalesce(o.county, '')
              else 'Collect it at our shop' end
      || ' and call you on ' || o.buyer_phone || E' when it is ready.\n\nYour order: ' || link || E'\n');
  for recipient in
    select p.auth_id from public.profiles p where p.is_active and p.role in ('staff', 'admin', 'superadmin')
  loop
    perform app.notify(recipient, 'pos.shop-order-paid', 'Online order ' || o.number || ' paid',
      o.buyer_name || ' · ' || o.currency || ' ' || to_char(o.total, fmt) || ' · '
      || case o.fulfilment when 'delivery' then 'delivery to ' || coalesce(o.town, '') else 'pick-up' end,
      '/dashboard/pos/orders?order=' || o.id, 'shop_orders', o.id::text);
  end loop;
  return o.number;
end
$$;
revoke execute on function app.shop_order_paid(uuid, uuid, text) from public, anon, authenticated;
grant execute on function app.shop_order_paid(uuid, uuid, text) to service_role;
