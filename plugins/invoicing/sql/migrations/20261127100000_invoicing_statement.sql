-- Customer statement of account (issue 14, ADR 029).
--
-- public.customer_statement(customer, from, to): what a customer was charged and
-- paid in a period, line by line with the running balance, the opening and
-- closing balance, and the ageing of what is open on the last day. Read-only and
-- computed from the immutable invoicing rows (ADR 027/028), so a statement for a
-- past period prints the same today as it did then:
--   invoice issued        debit  on its issue date
--   credit note           credit on its issue date
--   payment               credit of its FULL amount on received_on (money not yet
--                         allocated is still the customer's: an overpayment shows
--                         as a negative balance, money we hold for them)
--   payment reversed      debit  on the reversal's date (company time zone)
--   invoice voided        its debit stays on its issue date and a 'void' credit
--                         of the same amount appears on the void date
-- Applying credit to an invoice later moves no money: no line. Drafts never
-- appear. The same sum for everything before `from` is the opening balance.
--
-- Ageing as of `to`: each invoice's open amount on that day (total − allocations
-- made by then from payments received and not reversed by then − credit notes
-- issued by then; 0 once void), bucketed by days past its due date. The money
-- received but not allocated by then is `unapplied_credit`, so always
--   closing_balance = ageing.total − unapplied_credit.
--
-- public.queue_statement_email(…): the 'statement' e-mail with a stored PDF
-- (statements/<customer id>/… in bucket sales-documents, uploaded by the
-- statement-send edge function as the caller).

-- ---------------------------------------------------------------- indexes

-- One customer's documents by date (the statement reads all of them; 50,000
-- invoices in the bench). Invoices and payments already have (customer_id, date).
create index credit_notes_customer_date_idx on public.credit_notes (customer_id, issue_date);
-- The ageing reads each payment's allocations: amount and date straight from the index.
create index payment_allocations_payment_statement_idx on public.payment_allocations (payment_id)
  include (invoice_id, amount, allocated_at);
drop index public.payment_allocations_payment_idx;
-- Reversals are found from the customer's payments (payment_reversals_payment_key).

-- ---------------------------------------------------------------- storage

-- statements/<customer id>/<file>.pdf: staff read and add (statement-send uploads
-- as the caller, a new name per send); nobody changes or deletes a sent statement.
create policy "statement pdfs staff read" on storage.objects for select to authenticated
  using (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'statements'
         and (select app.has_role('staff')));
create policy "statement pdfs staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'statements'
              and array_length(storage.foldername(name), 1) = 2
              and (select app.has_role('staff'))
              -- (the folder compared outside the subquery: inside it, `name` would be the customer's name)
              and (storage.foldername(name))[2] in (select c.id::text from public.customers c));

-- ---------------------------------------------------------------- the entries

-- Every money movement of one customer in one currency, dated (company time zone
-- for the moments — a void or a reversal — that have no business date of their own).
-- kind_order makes lines of one day print in a stable order.
create function app.statement_entries(p_customer uuid, p_currency text)
returns table (entry_date date, kind_order integer, kind text, reference text, description text,
               debit numeric, credit numeric, record_id uuid, link text)
language plpgsql stable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.statement_entries.sql (ADR 043)';
end
$$;
revoke execute on function app.statement_entries(uuid, text) from public, anon, authenticated;

-- Each of the customer's invoices with what was open on `as_of`, and the money
-- received by then and not allocated by then (see the header for the rules).
create function app.statement_ageing(p_customer uuid, p_currency text, as_of date) returns jsonb
language plpgsql stable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.statement_ageing.sql (ADR 043)';
end
$$;
revoke execute on function app.statement_ageing(uuid, text, date) from public, anon, authenticated;

-- ---------------------------------------------------------------- the statement

-- STAFF: the statement of one customer for [from_date, to_date] (at most 5 years),
-- in `currency` (default: the currency of their latest invoice, else KES).
-- Amounts are numeric (PostgREST sends them as decimal strings).
create function public.customer_statement(customer_id uuid, from_date date, to_date date,
                                          currency text default null) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.customer_statement.sql (ADR 043)';
end
$$;
revoke execute on function public.customer_statement(uuid, date, date, text) from public, anon;
grant execute on function public.customer_statement(uuid, date, date, text) to authenticated, service_role;

-- ---------------------------------------------------------------- e-mail

-- STAFF: queues the 'statement' e-mail with the stored PDF (uploaded first by
-- statement-send under statements/<customer id>/). Returns the outbox id.
create function public.queue_statement_email(
  customer_id uuid,
  from_date date,
  to_date date,
  pdf_path text,
  to_addresses text[],
  cc_addresses text[] default '{}'
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  cust public.customers;
  t public.email_templates;
  st jsonb;
  files jsonb;
  period text;
  new_id uuid;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can send statements of account' using errcode = '42501';
  end if;
  select * into cust from public.customers c where c.id = queue_statement_email.customer_id;
  if not found then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  if pdf_path is null or pdf_path !~ ('^statements/' || cust.id || '/[A-Za-z0-9._-]+\.pdf$') then
    raise exception 'The statement PDF must be stored under statements/%/', cust.id using errcode = '22023';
  end if;
  if to_addresses is null or cardinality(to_addresses) = 0 or not app.email_addresses_ok(to_addresses)
     or not app.email_addresses_ok(coalesce(cc_addresses, '{}')) then
    raise exception 'Give the e-mail address(es) to send the statement to' using errcode = '22023';
  end if;
  select * into t from public.email_templates et where et.key = 'statement';
  if not found or t.status <> 'active' then
    raise exception 'The "Statement of account" e-mail template is a draft; an admin must make it active before statements can be sent'
      using errcode = '55000';
  end if;
  -- Checks the period and reads the closing balance the PDF shows.
  st := public.customer_statement(cust.id, from_date, to_date);
  files := app.resolve_email_attachments(jsonb_build_array(jsonb_build_object(
    'bucket', 'sales-documents', 'path', pdf_path, 'content_type', 'application/pdf')));
  period := to_char(from_date, 'FMDD FMMonth YYYY') || ' to ' || to_char(to_date, 'FMDD FMMonth YYYY');

  insert into public.email_outbox (to_addresses, cc_addresses, subject, record_type, record_id, template,
                                   template_data, attachments)
  values (to_addresses, coalesce(cc_addresses, '{}'), t.subject, 'customers', cust.id::text, t.key,
          jsonb_build_object(
            'customer', jsonb_build_object('name', cust.name),
            'statement', jsonb_build_object(
              'period', period,
              'from', to_char(from_date, 'FMDD FMMonth YYYY'),
              'to', to_char(to_date, 'FMDD FMMonth YYYY'),
              'balance', (st ->> 'currency') || ' ' || to_char((st ->> 'closing_balance')::numeric,
                                                               'FM999,999,999,999,990.00'),
              'overdue', (st ->> 'currency') || ' ' || to_char(
                (st #>> '{ageing,total}')::numeric - (st #>> '{ageing,current}')::numeric, 'FM999,999,999,999,990.00'))),
          files)
  returning id into new_id;
  perform pg_notify('email_outbox', new_id::text);

  perform app.record_event('customers', cust.id::text, 'invoicing.statement_sent',
    'Statement ' || period || ' sent to ' || array_to_string(to_addresses, ', '),
    jsonb_build_object('email_id', new_id, 'from', from_date, 'to', to_date,
                       'closing_balance', st -> 'closing_balance'),
    '/dashboard/email?message=' || new_id);
  return new_id;
end
$$;
revoke execute on function public.queue_statement_email(uuid, date, date, text, text[], text[]) from public, anon;
grant execute on function public.queue_statement_email(uuid, date, date, text, text[], text[])
  to authenticated, service_role;

-- ---------------------------------------------------------------- the e-mail template

-- The seeded draft, with the period and what is overdue, made active (admins may edit it further).
update public.email_templates
   set html_body = '<p>Dear {{customer.name}},</p>
<p>Please find attached your statement of account for {{statement.period}}. The balance on {{statement.to}} is <strong>{{statement.balance}}</strong>, of which {{statement.overdue}} is past its due date.</p>
<p>If you have paid since, thank you — please send us the payment reference. If anything on the statement looks wrong, reply to this e-mail and we will look into it.</p>
<p>Kind regards,<br>{{company.name}} accounts</p>',
       sample_data = '{"customer": {"name": "Lakeview Millers Ltd"}, "statement": {"period": "1 September 2026 to 30 November 2026", "from": "1 September 2026", "to": "30 November 2026", "balance": "KES 42,000.00", "overdue": "KES 12,000.00"}}',
       status = 'active'
 where key = 'statement' and status = 'draft';
