-- Payment receipts (plugins/invoicing/, issue 14, ADR 032): the receipt of one
-- payment as a document (staff page, PDF), stored and e-mailed to the customer.
--
-- Sending is two steps because the PDF is rendered in JavaScript (server/documents), like
-- quotations (20261126130100):
--   1. the edge function payment-receipt reads public.payment_receipt(id), renders the PDF and
--      stores it in bucket 'sales-documents' at receipts/<payment id>/<RCT-…>.pdf (kept if already
--      there: a receipt's content never changes but for the reversed banner, and a reversed payment
--      is never e-mailed);
--   2. public.queue_payment_receipt_email(id, to, cc): the 'payment_receipt' template with the
--      stored PDF attached; events on the customer's and the invoices' timelines.

-- ---------------------------------------------------------------- storage

-- receipts/<payment id>/<file>.pdf: staff read and add (the edge function uploads as the caller) for a
-- payment that exists; nobody changes or deletes a stored receipt (no update/delete policy).
create policy "receipt pdfs staff read" on storage.objects for select to authenticated
  using (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'receipts'
         and (select app.has_role('staff')));
create policy "receipt pdfs staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'receipts'
              and array_length(storage.foldername(name), 1) = 2
              and (select app.has_role('staff'))
              and exists (select 1 from public.payments p where p.id::text = (storage.foldername(name))[2]));

-- ---------------------------------------------------------------- the document

-- Everything a printed receipt shows, as one JSON object (the staff page and the PDF read the same):
-- the payment, the invoices it paid (and credit applied from it later), the credit left, the
-- reversal, the company and the customer with the addresses a receipt is e-mailed to by default.
create function app.payment_receipt_document(p public.payments) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.payment_receipt_document.sql (ADR 043)';
end
$$;
revoke execute on function app.payment_receipt_document(public.payments) from public, anon, authenticated;

-- Staff: the receipt of one payment.
create function public.payment_receipt(payment_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  p public.payments;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read payment receipts' using errcode = '42501';
  end if;
  select * into p from public.payments x where x.id = payment_receipt.payment_id;
  if not found then
    raise exception 'There is no such payment' using errcode = 'P0002';
  end if;
  return app.payment_receipt_document(p);
end
$$;
revoke execute on function public.payment_receipt(uuid) from public, anon;
grant execute on function public.payment_receipt(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- e-mail

-- Step 2: queue the 'payment_receipt' e-mail with the stored PDF attached (the edge function stored it).
-- A reversed payment is not receipted. Returns the outbox id.
create function public.queue_payment_receipt_email(
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
  if not coalesce(app.has_role('staff'), false) then
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

-- ---------------------------------------------------------------- the e-mail template

-- The seeded draft named one invoice; a payment may settle several (or none: all credit). Made active
-- with the invoices listed (admins may edit it further).
update public.email_templates
   set subject = 'Receipt {{payment.number}} for your payment of {{payment.amount}}',
       html_body = '<p>Dear {{customer.name}},</p>
<p>Thank you: we received your payment of <strong>{{payment.amount}}</strong> by {{payment.method}} on {{payment.date}} (reference {{payment.reference}}).</p>
{{#if payment.invoices.length}}<p>It was applied to:</p>
<ul>{{#each payment.invoices}}<li>Invoice {{number}}: {{amount}}</li>{{/each}}</ul>{{/if}}
{{#if payment.credit}}<p>{{payment.credit}} is held as credit on your account for future invoices.</p>{{/if}}
<p>Your receipt <strong>{{payment.number}}</strong> is attached.</p>
<p>Kind regards,<br>{{sender.name}}<br>{{company.name}} accounts</p>',
       text_body = null,
       sample_data = '{"customer": {"name": "Lakeview Millers Ltd"}, "payment": {"number": "RCT-2026-0014", "amount": "KES 185,600.00", "date": "10 January 2027", "method": "M-Pesa", "reference": "QJK7TR2M1P", "credit": "KES 5,000.00", "invoices": [{"number": "INV-2026-0107", "amount": "KES 120,600.00"}, {"number": "INV-2026-0112", "amount": "KES 60,000.00"}]}, "sender": {"name": "Amina Mwangi"}}',
       status = 'active'
 where key = 'payment_receipt' and status = 'draft';
