-- public.pos_email_receipt: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- E-mails a till receipt to a customer (staff; ADR 076): the 'pos_receipt' template with the receipt
-- in the body (lines, totals, payments), through the outbox, on the sale's timeline. p_request is the
-- id the screen made for this request: the same id again (a double click, a retry) answers the first
-- message with already = true and queues nothing — concurrent calls wait on the first one's row.
-- Answers {id, email_id, to, number, already}.
create or replace function public.pos_email_receipt(p_request uuid, p_sale uuid, p_to text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.pos_sales;
  t public.email_templates;
  r public.pos_receipt_emails;
  doc jsonb;
  to_address text := lower(btrim(coalesce(p_to, '')));
  cur text;
  tz text;
  customer_name text;
  new_id uuid;
  fmt constant text := 'FM999,999,999,999,990.00';
begin
  perform app.pos_guard('staff', 'e-mail receipts');
  if p_request is null then
    raise exception 'The request has no id; reload the page and try again' using errcode = '22023';
  end if;
  select * into s from public.pos_sales x where x.id = p_sale;
  if s.id is null then
    raise exception 'No such sale' using errcode = 'P0002';
  end if;
  if to_address = '' or length(to_address) > 254 or not app.email_addresses_ok(array[to_address]) then
    raise exception 'Type the customer''s e-mail address (like name@example.com)' using errcode = '22023',
      detail = 'to';
  end if;
  if not coalesce(app.module_enabled('email'), false) then
    raise exception 'E-mail is switched off (Settings → Modules), so the receipt was not sent: print it instead'
      using errcode = '55000', hint = 'email_off';
  end if;

  -- The request's row first: a second call with the same id waits here until the first commits.
  insert into public.pos_receipt_emails (id, sale_id, to_address) values (p_request, s.id, to_address)
  on conflict (id) do nothing returning * into r;
  if r.id is null then
    select * into r from public.pos_receipt_emails x where x.id = p_request;
    if r.sale_id <> s.id then
      raise exception 'This request id was used for another receipt; reload the page and try again'
        using errcode = '22023';
    end if;
    return jsonb_build_object('id', r.id, 'email_id', r.email_id, 'to', r.to_address, 'number', s.number,
                              'already', true);
  end if;

  select * into t from public.email_templates et where et.key = 'pos_receipt';
  if not found or t.status <> 'active' then
    raise exception 'The "Till receipt" e-mail template is a draft; an admin must make it active before receipts can be e-mailed'
      using errcode = '55000';
  end if;
  doc := app.pos_sale_receipt(s.id);
  select coalesce(g.currency, 'KES'), coalesce(g.timezone, 'Africa/Nairobi') into cur, tz
    from (select 1) one left join public.organizations g on g.id = 1;
  customer_name := coalesce(nullif(btrim(doc ->> 'customer'), ''), 'customer');

  insert into public.email_outbox (to_addresses, subject, record_type, record_id, template, template_data)
  values (array[to_address], t.subject, 'pos_sales', s.id::text, t.key,
          jsonb_build_object(
            'customer', jsonb_build_object('name', customer_name),
            'receipt', jsonb_build_object(
              'number', s.number,
              'date', to_char(s.created_at at time zone tz, 'FMDD FMMonth YYYY, HH24:MI'),
              'lines', coalesce((
                select jsonb_agg(jsonb_build_object(
                         'name', l ->> 'name', 'quantity', l ->> 'quantity',
                         'total', cur || ' ' || to_char((l ->> 'total')::numeric, fmt)) order by (l ->> 'line_no')::int)
                  from jsonb_array_elements(doc -> 'lines') l), '[]'::jsonb),
              'subtotal', cur || ' ' || to_char(s.subtotal, fmt),
              'discount', case when s.discount <> 0 then cur || ' ' || to_char(s.discount, fmt) else '' end,
              'tax', cur || ' ' || to_char(s.tax, fmt),
              'total', cur || ' ' || to_char(s.total, fmt),
              'payments', coalesce((
                select jsonb_agg(jsonb_build_object(
                         'method', case p.method when 'mpesa' then 'M-Pesa' when 'card' then 'Card' else 'Cash' end,
                         'amount', cur || ' ' || to_char(coalesce(p.tendered, p.amount), fmt)) order by p.id)
                  from public.pos_sale_payments p where p.sale_id = s.id), '[]'::jsonb),
              'change', case when s.change_due <> 0 then cur || ' ' || to_char(s.change_due, fmt) else '' end)))
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);
  update public.pos_receipt_emails set email_id = new_id where id = r.id;
  perform app.record_event('pos_sales', s.id::text, 'pos.receipt_emailed',
    'Receipt ' || s.number || ' e-mailed to ' || to_address,
    jsonb_build_object('email_id', new_id, 'to', to_address), '/dashboard/email?message=' || new_id);
  return jsonb_build_object('id', r.id, 'email_id', new_id, 'to', to_address, 'number', s.number,
                            'already', false);
end
$$;
revoke execute on function public.pos_email_receipt(uuid, uuid, text) from public, anon;
grant execute on function public.pos_email_receipt(uuid, uuid, text) to authenticated, service_role;
