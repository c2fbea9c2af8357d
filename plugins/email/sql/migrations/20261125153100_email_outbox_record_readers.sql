-- Issue 12: "staff see the outbox rows of records they can see". Until now a
-- member read only the messages they queued; now also every message about a
-- record they can read (a customer's e-mail history, whoever sent it). Sign-in
-- mail has no record and stays the superadmin's. app.can_read_record runs as
-- the caller (SECURITY INVOKER), so the record's own RLS decides; it is only
-- asked for rows with a record that the member did not queue.
drop policy email_outbox_read on public.email_outbox;
create policy email_outbox_read on public.email_outbox for select to authenticated
  using (
    app.has_role('superadmin')
    or (app.has_role('staff') and (
      created_by = auth.uid()
      or (record_type is not null and app.can_read_record(record_type, record_id))
    ))
  );

-- A record's e-mail history is read newest first.
create index email_outbox_record_idx on public.email_outbox (record_type, record_id, created_at desc)
  where record_type is not null;
