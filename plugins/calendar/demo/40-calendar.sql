-- Demo calendar (server/demo/demo-sql.ts runs this once on a new demo database, as the owner, after
-- the customers and leads demos): a month of events around today on the demo customers, attended by
-- the demo staff — a weekly site visit (one occurrence moved, one cancelled), a monthly toolbox talk
-- with no end, all-day trainings, meetings and calls, a few with reminders. Customers and sites are
-- picked by name only where that demo customer exists.
do $$
declare
  tz text := app.calendar_tz();
  today date := app.company_today();
  staff_id uuid := (select id from auth.users where email = 'staff@demo.safeworks.test');
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  monday date := date_trunc('week', today)::date - 14;
  weekly uuid;
  talk uuid;
  ev uuid;
  r record;
  at_ timestamptz;
begin
  if staff_id is null then
    return;
  end if;

  -- Each block runs as the member who made the events (request.jwt.claims: auth.uid() for the stamps and
  -- any timeline entry), not as "the system".
  perform set_config('request.jwt.claims', jsonb_build_object('sub', staff_id, 'role', 'authenticated')::text, true);
  -- The weekly site visit: Mondays 09:00–12:00, eight times from two weeks ago.
  insert into public.calendar_events (title, type, starts_at, ends_at, location, notes, customer_id, site_id, rrule,
                                      reminder_minutes, created_by, updated_by)
  select 'Weekly site inspection', 'site_visit',
         (monday + time '09:00') at time zone tz, (monday + time '12:00') at time zone tz,
         coalesce(s.name, 'Client site'), 'Walk-through of the production floor and the corrective-action list.',
         c.id, s.id, 'FREQ=WEEKLY;BYDAY=MO;COUNT=8', 60, staff_id, staff_id
    from (select 1) one
    left join lateral (select c.id from public.customers c order by c.created_at, c.id limit 1) c on true
    left join lateral (select s.id, s.name from public.customer_sites s where s.customer_id = c.id
                        order by s.name limit 1) s on true
  returning id into weekly;
  insert into public.calendar_event_attendees (event_id, member_id) values (weekly, staff_id);
  -- Next week's visit is on Tuesday afternoon instead; the one after that is off.
  insert into public.calendar_event_exceptions (event_id, occurrence_start, cancelled, starts_at, ends_at, notes,
                                                created_by, updated_by)
  values (weekly, (monday + 21 + time '09:00') at time zone tz, false,
          (monday + 22 + time '14:00') at time zone tz, (monday + 22 + time '17:00') at time zone tz,
          'Moved: the plant is closed on Monday for maintenance.', staff_id, staff_id),
         (weekly, (monday + 28 + time '09:00') at time zone tz, true, null, null, null, staff_id, staff_id);

  -- The monthly toolbox talk: the 5th of every month, 08:00–08:30, from two months ago, no end.
  perform set_config('request.jwt.claims', jsonb_build_object('sub', coalesce(admin_id, staff_id), 'role', 'authenticated')::text, true);
  at_ := ((date_trunc('month', today)::date - interval '2 months')::date + 4 + time '08:00') at time zone tz;
  insert into public.calendar_events (title, type, starts_at, ends_at, location, notes, rrule, reminder_minutes,
                                      created_by, updated_by)
  values ('Monthly toolbox talk', 'training', at_, at_ + interval '30 minutes', 'Head office, boardroom',
          'Fifteen minutes on one hazard, fifteen on the month''s near misses.', 'FREQ=MONTHLY', 30, admin_id, admin_id)
  returning id into talk;
  insert into public.calendar_event_attendees (event_id, member_id)
  select talk, x from unnest(array[staff_id, admin_id]) x where x is not null;

  -- Single events over the month around today.
  for r in
    select * from (values
      (-12, false, '10:00', '12:00', 'Fire safety audit — opening meeting', 'meeting'::public.calendar_event_type, 0, true),
      (-9, true, null, null, 'First aid training (day 1 of 2)', 'training', 1, true),
      (-5, false, '14:00', '14:30', 'Call about the noise survey report', 'call', 2, false),
      (-3, false, '08:30', '16:30', 'Environmental audit fieldwork', 'site_visit', 3, true),
      (-1, false, '11:00', '12:00', 'Quotation review with the client', 'meeting', 4, false),
      (0, false, '15:00', '15:30', 'Call with the DOSHS inspector', 'call', 0, true),
      (1, false, '09:00', '13:00', 'Risk assessment walk-through', 'site_visit', 1, true),
      (2, true, null, null, 'Working at height training', 'training', 2, true),
      (4, false, '10:00', '11:00', 'Team planning meeting', 'meeting', null, true),
      (6, false, '09:00', '17:00', 'Air quality survey', 'site_visit', 3, false),
      (8, false, '14:00', '15:00', 'Report handover', 'meeting', 4, true),
      (11, true, null, null, 'Medical examinations day', 'other', 0, true),
      (13, false, '10:30', '11:00', 'Follow-up call on corrective actions', 'call', 1, false),
      (16, false, '09:00', '12:00', 'Fire drill supervision', 'site_visit', 2, true)
    ) as v (day_offset, all_day, from_time, to_time, title, type, customer_n, with_staff)
  loop
    perform set_config('request.jwt.claims', jsonb_build_object('sub', case when r.with_staff then staff_id else coalesce(admin_id, staff_id) end,
                                                                'role', 'authenticated')::text, true);
    insert into public.calendar_events (title, type, all_day, starts_at, ends_at, customer_id, site_id,
                                        reminder_minutes, created_by, updated_by)
    select r.title, r.type, r.all_day,
           case when r.all_day then (today + r.day_offset)::timestamp at time zone tz
                else (today + r.day_offset + r.from_time::time) at time zone tz end,
           case when r.all_day then (today + r.day_offset + 1)::timestamp at time zone tz
                else (today + r.day_offset + r.to_time::time) at time zone tz end,
           c.id, s.id,
           case when r.all_day then null else 30 end,
           case when r.with_staff then staff_id else admin_id end,
           case when r.with_staff then staff_id else admin_id end
      from (select 1) one
      left join lateral (select c.id from public.customers c where r.customer_n is not null
                          order by c.created_at, c.id offset r.customer_n limit 1) c on true
      left join lateral (select s.id from public.customer_sites s where s.customer_id = c.id
                          order by s.name limit 1) s on true
    returning id into ev;
    insert into public.calendar_event_attendees (event_id, member_id)
    select ev, x from unnest(case when r.with_staff then array[staff_id] else array[admin_id] end) x
     where x is not null;
    if r.title like 'Team planning%' and admin_id is not null then
      insert into public.calendar_event_attendees (event_id, member_id) values (ev, admin_id)
      on conflict do nothing;
    end if;
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$$;
