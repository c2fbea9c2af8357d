-- Demo payment reminders (ADR 030; run once on a new demo database, as the owner, after 70-payments.sql):
-- Gusii Highlands Hospital's reminders are paused by the demo staff member, through the same RPC the
-- Reminders tab calls (so the pause is on their timeline and in Settings → Activity), because they
-- dispute the number of medical examinations on their invoice.
--
-- No reminder is queued here: the demo invoices are overdue, and the hourly job
-- (invoicing.payment-reminders) queues them on the first run after `npm start` — the latest reminder
-- due on each open invoice, at most one each (older days are logged 'superseded', not sent), so the
-- dev mailbox gets a dozen realistic reminders once, not a burst on every start.
do $$
declare
  staff_id uuid := (select id from auth.users where email = 'staff@demo.safeworks.test');
  cust uuid := (select c.id from public.customers c where c.name = 'Gusii Highlands Hospital' order by c.created_at limit 1);
begin
  if staff_id is null or cust is null then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', staff_id, 'role', 'authenticated')::text, true);
  perform public.set_customer_reminders_paused(cust, true,
    'Disputes the number of pre-employment medicals invoiced (48 billed, says 41 attended); Dr Nyaboke to confirm the register');
  perform set_config('request.jwt.claims', '', true);
end
$$;
