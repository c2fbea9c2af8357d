-- Issue 20, finding 9 (ADR 036): history is append-only for every API role. `record_events` (record
-- timelines) and `audit_log` (sensitive actions) could be updated and deleted with the service-role
-- key (`grant all … to service_role` and a `for all` policy), while payments and invoices could not.
--
-- Now, as for payments (app.payments_guard), a trigger refuses UPDATE, DELETE and TRUNCATE whenever
-- the statement runs as one of the API's roles (anon, authenticated, service_role), and those roles
-- lose the privileges too (PostgREST then answers 42501 before the trigger is reached). Inserts stay
-- as they were (service_role may add an event or an audit entry; everyone else adds through the
-- SECURITY DEFINER helpers app.record_event, add_record_note, the RPCs).
--
-- What may still change history runs as the table owner, i.e. SECURITY DEFINER code reviewed in a
-- migration: merge_customers moving the merged customer's timeline, foreign keys clearing an
-- `actor` whose account was deleted (referential actions run as the table's owner), demo data, and
-- any retention job (scheduled jobs run inside app.run_due_jobs(), SECURITY DEFINER: ADR 010). No job
-- prunes history today (the retention jobs sweep notifications and e-mail bodies only).

create function app.history_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception '% is history: entries are added, never changed or deleted', tg_table_name
      using errcode = '42501', hint = 'Only reviewed SECURITY DEFINER functions (merges, retention jobs) change history.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke execute on function app.history_append_only() from public, anon, authenticated, service_role;

create trigger record_events_append_only before update or delete on public.record_events
  for each row execute function app.history_append_only();
create trigger record_events_no_truncate before truncate on public.record_events
  for each statement execute function app.history_append_only();
create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function app.history_append_only();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function app.history_append_only();

revoke update, delete, truncate on public.record_events, public.audit_log from public, anon, authenticated, service_role;

-- The service role keeps reading and adding; the old `for all` policies become exactly that.
drop policy record_events_service on public.record_events;
create policy record_events_service_read on public.record_events for select to service_role using (true);
create policy record_events_service_insert on public.record_events for insert to service_role with check (true);
drop policy audit_log_service on public.audit_log;
create policy audit_log_service_read on public.audit_log for select to service_role using (true);
create policy audit_log_service_insert on public.audit_log for insert to service_role with check (true);
