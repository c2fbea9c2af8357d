-- POS documents (issue 25, ADR 076): the Z report as a server PDF, a purchase order sent by e-mail
-- with its PDF attached, a till receipt e-mailed to the customer — both through the e-mail outbox.
--
-- - public.pos_purchase_orders gains what its e-mail was: emailed_at, emailed_to, email_id (the
--   outbox row). A set email_id is what makes pos_send_purchase_order answer `already` (a double
--   click sends once).
-- - public.pos_receipt_emails: each receipt e-mailed, keyed by the id the screen made for the
--   request (the idempotency key): the sale, the address, the outbox row.
-- - Two e-mail templates the firm may reword (Email → Templates): pos_purchase_order (the PDF is
--   attached) and pos_receipt (the receipt in the body: lines, totals, payments).
-- The PDFs go in bucket sales-documents (server-made documents only, ADR 035) under
-- purchase-orders/<order id>/…, stored by the edge function as the service role and recorded with
-- their SHA-256; app.resolve_email_attachments refuses anything else.

alter table public.pos_purchase_orders
  add column emailed_at timestamptz,
  add column emailed_to text,
  add column email_id uuid;
comment on column public.pos_purchase_orders.email_id is
  'The outbox message that sent this order to the supplier (pos_send_purchase_order); set once.';

create table public.pos_receipt_emails (
  -- Made by the screen for one "E-mail receipt" request: the same id again queues nothing.
  id uuid primary key,
  sale_id uuid not null references public.pos_sales (id) on delete cascade,
  to_address text not null constraint pos_receipt_emails_to_address_length check (length(to_address) <= 254),
  email_id uuid,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.pos_receipt_emails is
  'Till receipts e-mailed to customers (id = the screen''s request key). Staff read; written only by pos_email_receipt.';
create index pos_receipt_emails_sale_id_idx on public.pos_receipt_emails (sale_id);
create index pos_receipt_emails_created_by_idx on public.pos_receipt_emails (created_by);

alter table public.pos_receipt_emails enable row level security;
revoke all on public.pos_receipt_emails from public, anon, authenticated;
grant select on public.pos_receipt_emails to authenticated;
grant all on public.pos_receipt_emails to service_role;
create policy pos_receipt_emails_staff_read on public.pos_receipt_emails for select to authenticated
  using ((select app.has_role('staff')) and (select app.module_enabled('pos')));
create policy pos_receipt_emails_service on public.pos_receipt_emails for all to service_role
  using (true) with check (true);

insert into public.email_templates (key, name, description, subject, html_body, text_body, status, locked, sample_data)
values
(
  'pos_purchase_order', 'Purchase order to a supplier',
  'Sent from Point of sale → Purchase orders with the order''s PDF attached.',
  'Purchase order {{order.number}} from {{company.name}}',
  '<p>Dear {{supplier.contact}},</p>
<p>Please find attached our purchase order <strong>{{order.number}}</strong> for {{order.total}}, to be delivered to {{order.deliver_to}}{{#if order.expected_on}} by {{order.expected_on}}{{/if}}.</p>
<p>Kindly confirm the order and quote its number on your delivery note and invoice.</p>
<p>Kind regards,<br>{{sender.name}}<br>{{company.name}}</p>',
  null, 'active', true,
  '{"supplier": {"name": "Usalama Supplies Ltd", "contact": "Peter Otieno"}, "order": {"number": "PO-2026-000012", "total": "KES 48,720.00", "deliver_to": "Shop", "expected_on": "4 December 2026"}, "sender": {"name": "Grace Wambui"}}'
),
(
  'pos_receipt', 'Till receipt',
  'Sent from the till''s receipt (Point of sale) to a customer who asks for it by e-mail.',
  'Your receipt {{receipt.number}} from {{company.name}}',
  '<p>Dear {{customer.name}},</p>
<p>Thank you for your purchase. Your receipt <strong>{{receipt.number}}</strong> of {{receipt.date}}:</p>
<table style="border-collapse:collapse;width:100%">
{{#each receipt.lines}}<tr><td style="padding:2px 8px 2px 0">{{quantity}} × {{name}}</td><td style="padding:2px 0;text-align:right">{{total}}</td></tr>
{{/each}}</table>
<p>Subtotal {{receipt.subtotal}}{{#if receipt.discount}} · discount {{receipt.discount}}{{/if}} · VAT {{receipt.tax}}<br><strong>Total {{receipt.total}}</strong></p>
<p>Paid: {{#each receipt.payments}}{{method}} {{amount}} {{/each}}{{#if receipt.change}}· change {{receipt.change}}{{/if}}</p>
<p>Kind regards,<br>{{company.name}}</p>',
  null, 'active', true,
  '{"customer": {"name": "customer"}, "receipt": {"number": "POS-2026-000123", "date": "29 November 2026, 10:42", "lines": [{"name": "Safety helmet, white", "quantity": "2", "total": "KES 2,320.00"}], "subtotal": "KES 2,000.00", "discount": "", "tax": "KES 320.00", "total": "KES 2,320.00", "payments": [{"method": "Cash", "amount": "KES 2,500.00"}], "change": "KES 180.00"}}'
)
on conflict (key) do nothing;
