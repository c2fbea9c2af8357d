-- A message about a record shows its delivery on that record's timeline: when
-- the sender marks it sent or failed, the record gets 'email.sent' or
-- 'email.failed' (worded by plugins/email/events.ts: "Delivered to
-- client@example.test: Your audit report"), beside the 'email.queued' entry
-- written when it was queued (20261125140100). The trigger belongs to the
-- outbox, so every way a row reaches an outcome (SMTP, the built-in mailbox,
-- an expired auth link, a cancelled retry) is covered, in the same transaction.
create function app.email_delivery_event() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.record_type is null or new.status is not distinct from old.status
     or new.status not in ('sent', 'failed') then
    return new;
  end if;
  -- Only a record that (still) exists: a merged or deleted customer has no timeline to write on.
  if not app.can_read_record(new.record_type, new.record_id) then
    return new;
  end if;
  perform app.record_event(
    new.record_type, new.record_id, 'email.' || new.status::text,
    left(array_to_string(new.to_addresses, ', ') || ': ' || new.subject, 4000),
    jsonb_build_object('email_id', new.id, 'via', new.delivered_via)
      || case when new.status = 'failed' then jsonb_build_object('error', left(new.last_error, 500))
              else '{}'::jsonb end,
    '/dashboard/email?message=' || new.id::text);
  return new;
end
$$;
revoke execute on function app.email_delivery_event() from public, anon, authenticated;

create trigger email_outbox_delivery_event
  after update of status on public.email_outbox
  for each row execute function app.email_delivery_event();
