-- At most once over SMTP (issue 12, ADR 016 as revised): just before the sender
-- hands a message to the SMTP server it commits smtp_started_at on the row, in
-- its own statement, fenced by its claim (status 'sending', the same attempt
-- number, a lease still running). A row later found in 'sending' with its lease
-- run out is then:
--   - without smtp_started_at: nothing reached SMTP; claimed and sent again;
--   - with smtp_started_at: the outcome is unknown (the server may have died
--     after the SMTP server's "250 OK"); it is marked failed, never sent again
--     automatically. A person may send it again (public.retry_email).
-- The claim clears smtp_started_at, so each attempt starts unmarked.
alter table public.email_outbox add column smtp_started_at timestamptz;
comment on column public.email_outbox.smtp_started_at is
  'When the current (or last) attempt started handing the message to the SMTP server; set before SMTP, cleared by each claim. A row left sending with this set may have been delivered: it is failed, not resent (ADR 016).';
