-- public.pos_send_purchase_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Sends a purchase order to its supplier by e-mail (staff; ADR 076), in one transaction: the
-- 'pos_purchase_order' template with the order's PDF attached (stored and recorded by the
-- pos-purchase-order edge function at p_pdf_path, under purchase-orders/<order id>/), on the order's
-- timeline; a draft becomes sent. A sent order that was only marked sent may be e-mailed too. The
-- order row is locked first: a second call (a double click, a retry) waits, then finds email_id set
-- and answers the order with already = true, queueing nothing.
create or replace function public.pos_send_purchase_order(p_order uuid, p_pdf_path text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.pos_purchase_orders;
  su public.pos_suppliers;
  t public.email_templates;
  loc text;
  total numeric;
  cur text;
  sender text;
  files jsonb;
  new_id uuid;
begin
  perform app.pos_guard('staff', 'send purchase orders');
  select * into o from public.pos_purchase_orders x where x.id = p_order for update;
  if o.id is null then
    raise exception 'No such purchase order' using errcode = 'P0002';
  end if;
  if o.email_id is not null then
    return app.pos_purchase_order_document(p_order) || jsonb_build_object('already', true);
  end if;
  if o.status not in ('draft', 'sent') then
    raise exception 'Purchase order % is %: only a draft or a sent order can be e-mailed', o.number,
      replace(o.status::text, '_', ' ') using errcode = '55000';
  end if;
  if not coalesce(app.module_enabled('email'), false) then
    raise exception 'E-mail is switched off (Settings → Modules), so % was not sent. Switch it on, or print the order and mark it sent.', o.number
      using errcode = '55000', hint = 'email_off';
  end if;
  select * into su from public.pos_suppliers x where x.id = o.supplier_id;
  if su.email is null or btrim(su.email) = '' or not app.email_addresses_ok(array[btrim(su.email)]) then
    raise exception '% has no valid e-mail address: add one under Suppliers, then send the order again', su.name
      using errcode = '22023', detail = 'email';
  end if;
  if not exists (select 1 from public.pos_purchase_order_lines l where l.order_id = o.id) then
    raise exception 'Purchase order % has no lines: add what to order first', o.number using errcode = '22023';
  end if;
  select * into t from public.email_templates et where et.key = 'pos_purchase_order';
  if not found or t.status <> 'active' then
    raise exception 'The "Purchase order to a supplier" e-mail template is a draft; an admin must make it active before orders can be sent'
      using errcode = '55000';
  end if;
  if p_pdf_path is null or p_pdf_path not like 'purchase-orders/' || o.id::text || '/%' then
    raise exception 'The purchase order''s PDF is missing: send it from the order page' using errcode = '22023';
  end if;
  files := app.resolve_email_attachments(jsonb_build_array(jsonb_build_object(
    'bucket', 'sales-documents', 'path', p_pdf_path, 'content_type', 'application/pdf')));

  select l.name into loc from public.pos_locations l where l.id = o.location_id;
  select coalesce(sum(round(x.quantity * x.unit_cost, 2)), 0) into total
    from public.pos_purchase_order_lines x where x.order_id = o.id;
  select coalesce(g.currency, 'KES') into cur from (select 1) one left join public.organizations g on g.id = 1;
  select coalesce(nullif(btrim(pr.full_name), ''), pr.email) into sender
    from public.profiles pr where pr.auth_id = auth.uid();

  insert into public.email_outbox (to_addresses, subject, record_type, record_id, template, template_data, attachments)
  values (array[btrim(su.email)], t.subject, 'pos_purchase_orders', o.id::text, t.key,
          jsonb_build_object(
            'supplier', jsonb_build_object('name', su.name,
                                           'contact', coalesce(nullif(btrim(su.contact_name), ''), su.name)),
            'order', jsonb_build_object(
              'number', o.number,
              'total', cur || ' ' || to_char(total, 'FM999,999,999,999,990.00'),
              'deliver_to', loc,
              'expected_on', coalesce(to_char(o.expected_on, 'FMDD FMMonth YYYY'), '')),
            'sender', jsonb_build_object('name', coalesce(sender, 'The team'))),
          files)
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);

  update public.pos_purchase_orders
     set status = 'sent', sent_at = coalesce(sent_at, now()),
         emailed_at = now(), emailed_to = btrim(su.email), email_id = new_id
   where id = o.id;
  perform app.record_event('pos_purchase_orders', o.id::text, 'pos.purchase_order_sent',
    'Purchase order ' || o.number || ' e-mailed to ' || su.name || ' (' || btrim(su.email) || ')',
    jsonb_build_object('email_id', new_id, 'to', btrim(su.email)), '/dashboard/email?message=' || new_id);
  return app.pos_purchase_order_document(p_order) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_send_purchase_order(uuid, text) from public, anon;
grant execute on function public.pos_send_purchase_order(uuid, text) to authenticated, service_role;
