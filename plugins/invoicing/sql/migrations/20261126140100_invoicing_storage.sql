-- Storage for generated sales PDFs (ADR 027), shared with quotations: the
-- private bucket `sales-documents` (the identical statement is in the
-- quotations migration; whichever runs first creates it). Invoicing owns the
-- prefixes `invoices/…` and `credit-notes/…`: staff read them; nobody writes
-- through the API (PDFs are made on demand by the `invoice-pdf` function; a
-- later slice that e-mails them stores the copy as the service role), and no
-- object there is ever changed or removed through the API.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('sales-documents', 'sales-documents', false, 10485760, array['application/pdf'])
on conflict (id) do nothing;

create policy "invoicing sales documents staff read" on storage.objects for select to authenticated
  using (bucket_id = 'sales-documents'
         and (storage.foldername(name))[1] in ('invoices', 'credit-notes')
         and (select app.has_role('staff')));
