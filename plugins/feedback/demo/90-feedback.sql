-- Demo feedback (server/demo/demo-sql.ts runs this once on a new demo database, as the owner):
-- a handful of messages from the public /feedback form, new, in progress and resolved, one
-- assigned to the demo staff member. Every name and address is made up.
-- A database migrated before this module (the SQL layout test's upgrade) has no inbox yet: nothing to do.
do $$
begin
  if to_regclass('public.feedback_items') is null then
    return;
  end if;
  insert into public.feedback_items (rating, category, message, name, organisation, email, phone, consent, created_at)
  values
    (4, 'audit', 'The fire safety audit was thorough and the report arrived in a week. Thank you.', 'Grace Wanjiru',
     'Kakuzi Packhouse Ltd', 'grace.wanjiru@example.test', null, true, now() - interval '2 hours'),
    (2, 'training', 'The first aid trainer arrived an hour late and we lost half the morning.', 'Peter Otieno',
     'Ruiru Steel Fabricators Ltd', null, '+254712000111', true, now() - interval '1 day'),
    (3, 'website', 'Could the shop take M-Pesa for the PPE orders?', null, null, null, null, false, now() - interval '3 days'),
    (4, 'compliment', 'Your noise survey team explained everything clearly to our workers.', 'Faith Chebet',
     'Eldoret Grain Millers Ltd', 'faith.chebet@example.test', null, false, now() - interval '9 days');

  update public.feedback_items
     set status = 'in_progress', notes = 'Called Peter; rescheduling the second session.',
         assignee_id = (select id from auth.users where email = 'staff@demo.safeworks.test')
   where message like 'The first aid trainer%';
  update public.feedback_items set status = 'resolved' where category = 'compliment' and name = 'Faith Chebet';
end
$$;
