-- app.pos_sale_receipt: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A sale as its receipt prints it (plugins/pos/shapes.ts: saleReceiptSchema). Amounts are text.
create or replace function app.pos_sale_receipt(sale uuid, already boolean default false)
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', s.id,
    'number', s.number,
    'created_at', s.created_at,
    'already', already,
    'location', l.name,
    'cashier', coalesce(nullif(btrim(p.full_name), ''), p.email, ''),
    'customer', (select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email)
                   from auth.users u where u.id = s.customer_user_id),
    'customer_email', (select u.email from auth.users u where u.id = s.customer_user_id),
    'company', coalesce((select o.name from public.organizations o where o.id = 1), ''),
    'subtotal', s.subtotal::text,
    'discount', s.discount::text,
    'tax', s.tax::text,
    'total', s.total::text,
    'paid', s.paid::text,
    'change_due', s.change_due::text,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'line_no', sl.line_no,
               'refunded', trim_scale(coalesce((
                 select sum(rl.quantity) from public.pos_refund_lines rl join public.pos_refunds r on r.id = rl.refund_id
                  where r.sale_id = s.id and rl.line_no = sl.line_no), 0))::text,
               'name', sl.name, 'sku', sl.sku, 'quantity', trim_scale(sl.quantity)::text,
               'unit_price', sl.unit_price::text, 'discount_percent', sl.discount_percent::text,
               'tax_code', sl.tax_code, 'tax_rate', sl.tax_rate::text, 'amount', sl.amount::text,
               'tax', sl.tax::text, 'total', sl.total::text) order by sl.line_no)
        from public.pos_sale_lines sl where sl.sale_id = s.id), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'method', sp.method, 'amount', sp.amount::text, 'tendered', sp.tendered::text,
               'reference', sp.reference) order by sp.id)
        from public.pos_sale_payments sp where sp.sale_id = s.id), '[]'::jsonb),
    'refunds', coalesce((
      select jsonb_agg(jsonb_build_object('number', r.number, 'total', r.total::text, 'method', r.method,
                                          'reason', r.reason, 'created_at', r.created_at) order by r.created_at, r.number)
        from public.pos_refunds r where r.sale_id = s.id), '[]'::jsonb))
  from public.pos_sales s
  join public.pos_locations l on l.id = s.location_id
  left join public.profiles p on p.auth_id = s.created_by
  where s.id = sale
$$;
revoke execute on function app.pos_sale_receipt(uuid, boolean) from public, anon, authenticated;
grant execute on function app.pos_sale_receipt(uuid, boolean) to service_role;

