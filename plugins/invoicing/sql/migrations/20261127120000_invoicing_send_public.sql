-- Invoices: e-mailing an issued invoice with its PDF, and the client's public
-- page by token (issue 14, ADR 031). Builds on the client links of
-- 20261127090100_invoicing_public_links.sql (app.invoice_link_token,
-- app.invoice_public_url) and mirrors quotations' sending (ADR 026):
--   1. the edge function invoice-send renders the PDF (with the QR code of the
--      public page) and stores it as the caller at
--      sales-documents/invoices/<id>/<INV-…>-<yyyymmddhhmmss>.pdf — a new file per
--      send, because "paid" and "amount due" move with every payment while the
--      invoice itself never changes;
--   2. public.queue_invoice_email(id, to, cc, pdf_path) queues the 'invoice'
--      template with that file attached as <INV-…>.pdf and the public link.
-- The public page reads the invoice ONLY through public_invoice(token): that
-- one document, with what was paid and what is still due, and nothing else.

-- ---------------------------------------------------------------- storage

-- invoices/<invoice id>/<file>.pdf: staff add (the send function uploads as the
-- caller) for an invoice that is not a draft; nobody changes or deletes one.
-- Reads: "invoicing sales documents staff read" (20261126140100).
create policy "invoice pdfs staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'sales-documents' and (storage.foldername(name))[1] = 'invoices'
              and array_length(storage.foldername(name), 1) = 2
              and (select app.has_role('staff'))
              and exists (select 1 from public.invoices i
                           where i.id::text = (storage.foldername(name))[2] and i.status <> 'draft'));

-- ---------------------------------------------------------------- the document

-- Everything the client's copy of an invoice shows, as one JSON object (the
-- public page, and through invoice-pdf the PDF): the invoice, its lines, the
-- company and how to pay, the customer, and its credit notes (number, date,
-- total). No ids, no void reason, no other invoice: the public page gets
-- exactly this. Status 'overdue' is computed against the company's today.
create function app.invoice_document(i public.invoices) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.invoice_document.sql (ADR 043)';
end
$$;
revoke execute on function app.invoice_document(public.invoices) from public, anon, authenticated;

-- Staff: the same document of any invoice (drafts too: the PDF watermarks
-- them), with its id and the client's page when it has a live link (printed as
-- a QR code; reading never makes a link).
create function public.invoice_document(invoice_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  i public.invoices;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read invoices' using errcode = '42501';
  end if;
  select * into i from public.invoices x where x.id = invoice_id;
  if not found then
    raise exception 'There is no such invoice' using errcode = 'P0002';
  end if;
  return app.invoice_document(i) || jsonb_build_object('id', i.id, 'public_url', (
    select app.site_url() || app.invoice_public_path(l.token) from public.invoice_links l where l.invoice_id = i.id));
end
$$;
revoke execute on function public.invoice_document(uuid) from public, anon;
grant execute on function public.invoice_document(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- the public page

-- Anyone holding the link: that one invoice, nothing else. A draft has no
-- link; a revoked or made-up token is not found (the same words for both, so
-- a guess learns nothing).
create function public.public_invoice(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.public_invoice.sql (ADR 043)';
end
$$;
revoke execute on function public.public_invoice(text) from public;
grant execute on function public.public_invoice(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- sending

-- The 'invoice' template with the stored PDF attached and the client's link.
-- pdf_path: what invoice-send stored (invoices/<id>/<file>.pdf); null → the
-- newest PDF stored for the invoice. The attachment is named <INV-…>.pdf
-- whatever the stored file is called. Returns the outbox id.
create function public.queue_invoice_email(
  invoice_id uuid,
  to_addresses text[],
  cc_addresses text[] default '{}',
  pdf_path text default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.queue_invoice_email.sql (ADR 043)';
end
$$;
revoke execute on function public.queue_invoice_email(uuid, text[], text[], text) from public, anon;
grant execute on function public.queue_invoice_email(uuid, text[], text[], text) to authenticated, service_role;

-- ---------------------------------------------------------------- the e-mail template

-- The seeded draft, now with the amount due, the client's link and the pay-bill,
-- made active (admins may edit it further). Every placeholder is always in the
-- data (empty when unknown): the renderer refuses a missing one.
update public.email_templates
   set html_body = '<p>Dear {{customer.name}},</p>
<p>Please find attached invoice <strong>{{invoice.number}}</strong> for <strong>{{invoice.total}}</strong>, due on {{invoice.due_date}}.</p>
{{#if invoice.paid}}<p>It is paid in full: thank you.</p>{{else}}<p>Amount due: <strong>{{invoice.amount_due}}</strong>.</p>
{{#if payment.paybill}}<p>Pay by M-Pesa: pay-bill <strong>{{payment.paybill}}</strong>, account <strong>{{payment.account}}</strong>. Bank details are on the invoice.</p>{{else}}<p>Payment details are on the invoice. Please quote the invoice number with your payment.</p>{{/if}}{{/if}}
{{#if invoice.url}}<p>You can view and download the invoice online: <a href="{{invoice.url}}">{{invoice.url}}</a></p>{{/if}}
<p>Kind regards,<br>{{sender.name}}<br>{{company.name}} accounts</p>',
       sample_data = '{"customer": {"name": "Lakeview Millers Ltd"}, "invoice": {"number": "INV-2026-0107", "total": "KES 185,600.00", "amount_due": "KES 85,600.00", "paid": false, "due_date": "15 January 2027", "url": "https://safeworks.example/dashboard/invoices/view/sample"}, "payment": {"paybill": "522533", "account": "INV-2026-0107"}, "sender": {"name": "Amina Mwangi"}}',
       status = 'active'
 where key = 'invoice' and status = 'draft';
