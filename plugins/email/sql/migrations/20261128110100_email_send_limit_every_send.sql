-- Every e-mail a signed-in member causes counts toward their hourly limit, by
-- recipients (issue 20, finding 4; ADR 034).
--
-- The limit (app.email_send_limit_per_hour(), 200) was checked only in
-- app.queue_member_email, so it was bypassed through public.queue_email_template
-- (the 'message' template carries a free subject and body) and through the
-- document senders (invoice, quotation, statement, receipt: any addresses, up
-- to 20 To and 50 Cc each), which insert into the outbox themselves. It is now
-- checked where every message passes: a trigger before each insert into
-- public.email_outbox. A row inserted while a member is signed in (auth.uid()
-- set: staff sending by hand, a document sender, a template) counts its To, Cc
-- and Bcc addresses against that member's last hour; the insert that would take
-- them past the limit is refused with SQLSTATE 53400 and nothing of it is kept.
-- Rows queued without a member (scheduled jobs, auth mail bridged by the
-- server, a visitor's enquiry acknowledgement, which has its own firm-wide cap)
-- are not counted here.

create function app.email_outbox_member_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  adding integer := cardinality(new.to_addresses) + cardinality(coalesce(new.cc_addresses, '{}'))
                    + cardinality(coalesce(new.bcc_addresses, '{}'));
  sent bigint;
begin
  if me is null then
    return new;
  end if;
  -- One member's sends are counted one at a time, so two at once cannot both slip under the limit
  -- (the same lock app.queue_member_email takes).
  perform pg_advisory_xact_lock(hashtextextended('email_send_limit:' || me::text, 0));
  select coalesce(sum(cardinality(o.to_addresses) + cardinality(o.cc_addresses) + cardinality(o.bcc_addresses)), 0)
    into sent
    from public.email_outbox o
   where o.created_by = me and o.created_at > now() - interval '1 hour';
  if sent + adding > app.email_send_limit_per_hour() then
    raise exception 'You have e-mailed % recipients in the last hour; % more would pass the limit of %. Try again later',
      sent, adding, app.email_send_limit_per_hour()
      using errcode = '53400',
            hint = 'Every e-mail a member sends counts, by recipients (To, Cc and Bcc), whichever screen sends it.';
  end if;
  return new;
end
$$;
revoke execute on function app.email_outbox_member_limit() from public, anon, authenticated;

create trigger email_outbox_member_limit before insert on public.email_outbox
  for each row execute function app.email_outbox_member_limit();

-- app.queue_member_email: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.queue_member_email.sql (ADR 040).
