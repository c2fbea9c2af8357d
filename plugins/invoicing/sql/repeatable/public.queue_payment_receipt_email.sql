-- public.queue_payment_receipt_email: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.queue_payment_receipt_email(
  payment_id uuid,
  to_addresses text[],
  cc_addresses text[] default '{}'
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  p public.payments;
  t public.email_templates;
  doc jsonb;
  files jsonb;
  sender text;
  new_id uuid;
  inv record;
  fmt constant text := 'FM999,999,999,999,990.00';
begin
  -- Staff, or the server receipting an online payment (payments, ADR 053).
  if not (coalesce(app.has_role('staff'), false) or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only staff can e-mail receipts' using errcode = '42501';
  end if;
  -- Locked: two clicks queue two messages one after the other, never interleaved with a reversal.
  select * into p from public.payments x where x.id = queue_payment_receipt_email.payment_id for update;
  if not found then
    raise exception 'There is no such payment' using errcode = 'P0002';
  end if;
  if p.reversed_at is not null then
    raise exception 'Payment % was reversed: its receipt is not sent', p.number using errcode = '55000';
  end if;
  if to_addresses is null or cardinality(to_addresses) = 0 or not app.email_addresses_ok(to_addresses)
     or not app.email_addresses_ok(coalesce(cc_addresses, '{}')) then
    raise exception 'Give the e-mail address(es) to send the receipt to' using errcode = '22023';
  end if;
  select * into t from public.email_templates et where et.key = 'payment_receipt';
  if not found or t.status <> 'active' then
    raise exception 'The "Payment receipt" e-mail template is a draft; an admin must make it active before receipts can be sent'
      using errcode = '55000';
  end if;
  doc := app.payment_receipt_document(p);
  files := app.resolve_email_attachments(jsonb_build_array(jsonb_build_object(
    'bucket', 'sales-documents', 'path', doc ->> 'pdf_path', 'content_type', 'application/pdf')));
  select coalesce(nullif(btrim(pr.full_name), ''), pr.email) into sender
    from public.profiles pr where pr.auth_id = auth.uid();

  insert into public.email_outbox (to_addresses, cc_addresses, subject, record_type, record_id, template,
                                   template_data, attachments)
  values (to_addresses, coalesce(cc_addresses, '{}'), t.subject, 'customers', p.customer_id::text, t.key,
          jsonb_build_object(
            'customer', jsonb_build_object('name', doc -> 'customer' ->> 'name'),
            'payment', jsonb_build_object(
              'number', p.number,
              'amount', p.currency || ' ' || to_char(p.amount, fmt),
              'date', to_char(p.received_on, 'FMDD FMMonth YYYY'),
              'method', case p.method when 'mpesa' then 'M-Pesa' when 'bank_transfer' then 'bank transfer'
                                      else p.method end,
              'reference', coalesce(p.transaction_code, p.reference, p.number),
              'credit', case when (doc ->> 'credit_left')::numeric > 0
                             then p.currency || ' ' || to_char((doc ->> 'credit_left')::numeric, fmt) else '' end,
              'invoices', coalesce((
                select jsonb_agg(jsonb_build_object(
                         'number', e ->> 'number',
                         'amount', p.currency || ' ' || to_char((e ->> 'amount')::numeric, fmt)))
                  from jsonb_array_elements(doc -> 'invoices') e), '[]'::jsonb)),
            'sender', jsonb_build_object('name', coalesce(sender, 'The team'))),
          files)
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);

  perform app.record_event('customers', p.customer_id::text, 'invoicing.receipt_sent',
    'Receipt ' || p.number || ' sent to ' || array_to_string(to_addresses, ', '),
    jsonb_build_object('receipt', p.number, 'email_id', new_id), '/dashboard/invoicing/payments/' || p.id);
  for inv in
    select distinct x.invoice_id from public.payment_allocations x where x.payment_id = p.id
  loop
    perform app.record_event('invoices', inv.invoice_id::text, 'invoicing.receipt_sent',
      'Receipt ' || p.number || ' sent to ' || array_to_string(to_addresses, ', '),
      jsonb_build_object('receipt', p.number, 'email_id', new_id), '/dashboard/invoicing/payments/' || p.id);
  end loop;
  return new_id;
end
$$;

revoke execute on function public.queue_payment_receipt_email(uuid, text[], text[]) from public, anon;
grant execute on function public.queue_payment_receipt_email(uuid, text[], text[]) to authenticated, service_role;
