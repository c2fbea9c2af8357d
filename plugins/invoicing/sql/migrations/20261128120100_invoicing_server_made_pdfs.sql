-- Invoices, statements and receipts: only the server stores their PDFs (issue 20 #15, ADR 035).
--
-- Staff could upload into invoices/<id>/, statements/<customer>/ and
-- receipts/<payment>/ of bucket sales-documents (the send functions uploaded as
-- the caller), and queue_invoice_email without a path attached the NEWEST
-- object in the folder — a file of their own became the official invoice. Now
-- the edge functions store as the service role and record each PDF with its
-- SHA-256 (public.record_server_document, 20261128120000); the staff upload
-- policies are dropped (staff keep reading); sales-documents is a bucket of
-- server-made documents, so an unrecorded object there is never attached; and
-- queue_invoice_email without a path takes the newest RECORDED PDF.
-- queue_statement_email and queue_payment_receipt_email need no change: their
-- attachment goes through app.resolve_email_attachments, which now refuses an
-- unrecorded object and carries the recorded hash to the sender.
-- queue_invoice_email's body is 20261127120000's but for the path lookup.

insert into app.server_document_buckets (bucket_id) values ('sales-documents') on conflict do nothing;

drop policy "invoice pdfs staff upload" on storage.objects;
drop policy "statement pdfs staff upload" on storage.objects;
drop policy "receipt pdfs staff upload" on storage.objects;

-- public.queue_invoice_email: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.queue_invoice_email.sql (ADR 040).
