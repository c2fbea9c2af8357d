-- Retention for mail (issue 12, ADR 016), a daily scheduled job (ADR 010):
--   - the built-in mailbox keeps 30 days: older copies are deleted (it is a
--     test inbox for installs without SMTP; reset links in it expire in an hour);
--   - an outbox row sent more than a year ago keeps its record (addresses,
--     subject, status, dates, attachments' names: the record's history) but
--     loses its body: html_body is cleared and text_body says it was removed;
--     body_cleared_at tells when.
-- At most 10,000 rows of each per run, so a first run on a large backlog is
-- many short days, not one long transaction. Idempotent.
alter table public.email_outbox add column body_cleared_at timestamptz;
comment on column public.email_outbox.body_cleared_at is
  'When the retention job removed the body of this message (sent more than a year before); the row stays as history.';

create function app.email_retention_mailbox_days() returns integer
language sql immutable set search_path = '' as $$ select 30 $$;

create function app.sweep_old_email() returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from public.email_mailbox m
   where m.id in (
     select x.id from public.email_mailbox x
      where x.delivered_at < now() - make_interval(days => app.email_retention_mailbox_days())
      limit 10000);

  update public.email_outbox o
     set html_body = null,
         text_body = 'The content of this message was removed a year after it was sent; this record of it is kept.',
         body_cleared_at = now()
   where o.id in (
     select x.id from public.email_outbox x
      where x.status = 'sent' and x.sent_at < now() - interval '1 year' and x.body_cleared_at is null
      limit 10000);
end
$$;
revoke execute on function app.sweep_old_email() from public, anon, authenticated, service_role;

create index email_outbox_sent_at on public.email_outbox (sent_at) where status = 'sent' and body_cleared_at is null;

select app.register_job('email.retention', 'app.sweep_old_email', interval '1 day');
