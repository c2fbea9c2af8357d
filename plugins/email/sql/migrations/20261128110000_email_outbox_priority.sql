-- Auth and transactional mail go before bulk mail (issue 20, finding 7; ADR 034).
--
-- The outbox drained first in, first out: a sign-in link or a password reset
-- waited behind every row queued before it (a reminder run, a batch of
-- statements), and about 1,200 queued rows were enough to let a link expire
-- before it went out. Each row now carries a priority, set by its kind when it
-- is inserted (whoever inserts it, through whichever function), and the sender
-- claims by priority, then by due time (server/mail/sender.ts):
--   0  auth: sign-in links and codes bridged from auth.outbox (template 'auth.*',
--      inserted without a signed-in member, i.e. by app.bridge_auth_outbox);
--   1  transactional: anything queued during an API request (a member sending a
--      document or a message, a visitor's enquiry acknowledgement);
--   2  bulk: anything queued outside a request (scheduled jobs such as payment
--      reminders, scripts run as the database owner).
-- A member cannot choose it: the trigger overwrites what an insert names.

alter table public.email_outbox
  add column priority smallint not null default 1
    constraint email_outbox_priority_range check (priority between 0 and 2);
comment on column public.email_outbox.priority is
  'Drain order (ADR 034): 0 auth, 1 transactional (queued in an API request), 2 bulk (jobs). Set by app.email_outbox_priority() on insert.';

create function app.email_outbox_priority() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.priority := case
    when new.template like 'auth.%' and auth.uid() is null then 0
    when coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb ? 'role' then 1
    else 2
  end;
  return new;
end
$$;
revoke execute on function app.email_outbox_priority() from public, anon, authenticated;

create trigger email_outbox_priority before insert on public.email_outbox
  for each row execute function app.email_outbox_priority();

-- The sender walks this index in order: priority, then due time.
drop index public.email_outbox_due;
create index email_outbox_due on public.email_outbox (priority, next_attempt_at) where status = 'queued';
