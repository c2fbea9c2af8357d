-- The visitor who sends the public enquiry form gets an acknowledgement with the
-- reference number (issue 12, ADR 017): template 'enquiry_received', queued in
-- the same transaction as the lead (no lead, no mail; no mail, no lead), about
-- the lead (its timeline shows "e-mailed"). A repeat enquiry is acknowledged
-- with the open lead's reference. A bot (honeypot, too fast) still gets nothing
-- written, so no mail either; the throttle limits how many one address can cause.
-- submit_enquiry is 20261125120200's definition exactly, plus the two
-- acknowledge_enquiry calls.

create function app.acknowledge_enquiry(
  lead public.leads,
  email text,
  contact_name text,
  company text,
  service text,
  message text
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/leads/sql/repeatable/app.acknowledge_enquiry.sql (ADR 043)';
end
$$;
revoke execute on function app.acknowledge_enquiry(public.leads, text, text, text, text, text)
  from public, anon, authenticated;

-- public.submit_enquiry: its definition here was a copy; it is stated once in plugins/leads/sql/repeatable/public.submit_enquiry.sql (ADR 040).
