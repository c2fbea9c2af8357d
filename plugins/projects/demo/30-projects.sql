-- Demo projects (server/demo/demo-sql.ts runs this once on a new demo database, as the owner, after
-- the customers and leads demos): eighteen engagements of demo customers in every status — planned,
-- in progress (one overdue, one off track), on hold, done and cancelled — managed by the demo staff
-- and admin, each with its service's template applied (tasks and milestones dated from its start),
-- tasks done as far as the work has gone, a team, and dated health updates. One project came from
-- a won lead of the leads demo (Lake Naivasha Flowers' water survey); the other won leads are left
-- for "Create project". Dates are relative to the day the demo is loaded, so it always looks current.
-- Each project's block runs as its manager (request.jwt.claims), so its timeline names them.
create temporary table demo_projects (
  n int, customer_name text, service_slug text, title text, status public.project_status,
  health public.project_health, start_days int, length_days int, budget numeric, manager_email text,
  member_email text, tags text[], lead_contact text, description text
) on commit drop;

insert into demo_projects values
  (1, 'Mavoko Steel Rolling Mills Ltd', 'survey-analysis/noise', 'Annual noise survey — rolling mill', 'in_progress', 'on_track', -6, 15, 185000, 'staff@demo.safeworks.test', 'admin@demo.safeworks.test', '{noise,annual}', null, 'Area mapping and full-shift dosimetry for the mill and finishing lines.'),
  (2, 'Kiambu Dairy Processors Ltd', 'audits/food-safety', 'Food safety audit — Ruiru creamery', 'planned', 'on_track', 9, 16, 140000, 'staff@demo.safeworks.test', null, '{food-safety}', null, 'HACCP-based audit ahead of the export customer''s visit.'),
  (3, 'Thika Paper Converters Ltd', 'audits/fire-safety', 'Fire safety audit 2026', 'done', 'on_track', -45, 20, 120000, 'admin@demo.safeworks.test', 'staff@demo.safeworks.test', '{fire}', null, null),
  (4, 'Coastline Cement Works Ltd', 'survey-analysis/air-quality', 'Dust and air quality survey — clinker plant', 'in_progress', 'at_risk', -12, 21, 420000, 'superadmin@demo.safeworks.test', 'staff@demo.safeworks.test', '{dust,air-quality}', null, 'Personal respirable dust and boundary PM10; laboratory turnaround is the risk.'),
  (5, 'Nakuru Agro Chemicals Ltd', 'specialized-training/chemical', 'Chemical handling training for stores staff', 'planned', 'on_track', 20, 18, 95000, 'staff@demo.safeworks.test', null, '{chemical,training}', null, null),
  (6, 'Eldoret Grain Millers Ltd', 'audits/safety-health', 'Safety and health audit — mill', 'in_progress', 'off_track', -30, 20, 160000, 'admin@demo.safeworks.test', 'staff@demo.safeworks.test', '{dust,fire}', null, 'Report overdue: the client has not sent the accident register yet.'),
  (7, 'Lake Naivasha Flowers Ltd', 'survey-analysis/water', 'Borehole and effluent water survey', 'in_progress', 'on_track', -3, 18, 320500, 'admin@demo.safeworks.test', null, '{water}', 'Oscar Barasa', null),
  (8, 'Timau Roses Ltd', 'training/osh', 'Safety committee training', 'done', 'on_track', -60, 20, 75000, 'admin@demo.safeworks.test', null, '{training}', null, null),
  (9, 'Kericho Highlands Tea Estates Ltd', 'survey-analysis/noise', 'Noise survey — Kapkorech factory', 'on_hold', 'at_risk', -8, 15, 210000, 'superadmin@demo.safeworks.test', 'staff@demo.safeworks.test', '{noise,tea}', null, 'On hold while the factory is shut for maintenance.'),
  (10, 'Nyali Coral Beach Hotel', 'training/fire-safety', 'Fire marshal training and evacuation drill', 'planned', 'on_track', 5, 20, 85000, 'staff@demo.safeworks.test', 'admin@demo.safeworks.test', '{fire,training}', null, null),
  (11, 'Gusii Highlands Hospital', 'medical-exams', 'Periodic medical examinations — laundry and theatre staff', 'in_progress', 'on_track', -8, 21, 260000, 'admin@demo.safeworks.test', 'staff@demo.safeworks.test', '{medical}', null, null),
  (12, 'Karen Family Hospital Ltd', 'audits/risk-assessment', 'Risk assessment — radiology and laboratory', 'cancelled', 'off_track', -35, 16, 90000, 'staff@demo.safeworks.test', null, '{radiation}', null, 'Cancelled by the client: done by the group''s own team.'),
  (13, 'Shanzu Heights Construction Ltd', 'specialized-training/height', 'Working at height training — scaffolding crew', 'done', 'on_track', -30, 18, 150000, 'staff@demo.safeworks.test', null, '{height,training}', null, null),
  (14, 'Westlands Tower Contractors Ltd', 'audits/safety-health', 'Safety and health audit — tower site', 'planned', 'on_track', 14, 20, 175000, 'admin@demo.safeworks.test', 'staff@demo.safeworks.test', '{height,fire}', null, null),
  (15, 'Hells Gate Geothermal Services Ltd', 'audits/environmental-audit', 'Annual environmental audit — well pad 914', 'in_progress', 'at_risk', -25, 45, 480000, 'superadmin@demo.safeworks.test', 'admin@demo.safeworks.test', '{nema,chemical}', null, 'NEMA submission due; waiting for the effluent results.'),
  (16, 'Kitui Minerals and Quarrying Ltd', 'audits/environmental-impact', 'EIA — quarry extension', 'on_hold', 'on_track', -15, 90, 650000, 'admin@demo.safeworks.test', null, '{nema,dust}', null, 'Public participation paused until the county approves the access road.'),
  (17, 'Eastlands Technical Training Institute', 'specialized-training/electrical', 'Electrical safety training for workshop instructors', 'in_progress', 'on_track', -13, 18, 110000, 'staff@demo.safeworks.test', null, '{electrical,training}', null, null),
  (18, 'Fresh Basket Supermarket Nyeri', 'audits/energy-audit', 'Energy audit — Nyeri branch', 'done', 'on_track', -50, 28, 230000, 'admin@demo.safeworks.test', null, '{energy}', null, null);

do $$
declare
  d record;
  p public.projects;
  start_on date;
  today date := app.company_today();
  manager uuid;
  member uuid;
begin
  for d in select * from demo_projects order by n loop
    -- Only customers the customers demo has (a trimmed demo may lack some).
    continue when not exists (select 1 from public.customers c where c.name = d.customer_name);
    start_on := today + d.start_days;
    select u.id into manager from auth.users u where u.email = d.manager_email;
    select u.id into member from auth.users u where u.email = d.member_email;
    -- What follows is the manager's doing: timelines name them (auth.uid() reads these claims for the
    -- record_events actor and the created_by/updated_by defaults), not "The system".
    perform set_config('request.jwt.claims', jsonb_build_object('sub', manager, 'role', 'authenticated')::text, true);
    insert into public.projects (title, customer_id, site_id, service_id, lead_id, manager_id, start_on, due_on,
                                 started_on, finished_on, status, health, budget, tags, description, created_by)
    select d.title, c.id,
           (select s.id from public.customer_sites s where s.customer_id = c.id order by s.created_at, s.id limit 1),
           (select sv.id from public.services sv where sv.slug = d.service_slug),
           (select l.id from public.leads l
             where d.lead_contact is not null and l.contact_name = d.lead_contact and l.stage = 'won'
               and l.customer_id = c.id
               and not exists (select 1 from public.projects x where x.lead_id = l.id)
             limit 1),
           manager, start_on, start_on + d.length_days,
           case when d.status in ('in_progress', 'on_hold', 'done', 'cancelled') and d.start_days < 0 then start_on end,
           case when d.status = 'done' then least(today - 1, start_on + d.length_days) end,
           d.status, d.health, d.budget, d.tags, d.description, manager
      from public.customers c where c.name = d.customer_name
     order by c.created_at limit 1
    returning * into p;
    if member is not null and member is distinct from manager then
      insert into public.project_members (project_id, member_id, created_by) values (p.id, member, manager);
    end if;
    perform app.apply_project_template(p.id);

    -- Work done so far: done and cancelled-before-start stay as they are; finished projects have
    -- every task done; running ones have what was due before today done, and the next one started.
    update public.project_tasks t
       set assignee_id = case when member is not null and t.position % 20 = 0 then member else manager end
     where t.project_id = p.id;
    if d.status = 'done' then
      update public.project_tasks t set status = 'done' where t.project_id = p.id;
      update public.project_milestones m set done_on = least(m.due_on, today - 1) where m.project_id = p.id;
    elsif d.status in ('in_progress', 'on_hold') then
      update public.project_tasks t set status = 'done'
       where t.project_id = p.id and t.due_on < today - case when d.health = 'off_track' then 10 else 0 end;
      update public.project_tasks t set status = case when d.status = 'on_hold' then 'blocked' else 'in_progress' end::public.task_status
       where t.id = (select x.id from public.project_tasks x
                      where x.project_id = p.id and x.status = 'todo' order by x.due_on, x.position limit 1);
      update public.project_milestones m set done_on = m.due_on
       where m.project_id = p.id and m.due_on < today - case when d.health = 'off_track' then 10 else 0 end;
    end if;
    -- A checklist on the first task.
    insert into public.project_task_items (task_id, label, done, position)
    select t.id, v.label, t.status = 'done' or v.pos = 1, v.pos
      from (select x.id, x.status from public.project_tasks x where x.project_id = p.id
             order by x.position limit 1) t
     cross join (values (1, 'Scope and fee confirmed in writing'), (2, 'Site contact and access arranged'),
                        (3, 'PPE and instruments booked')) v(pos, label);

    -- Health updates: one at the start, and one saying how it stands when it is not on track.
    if d.start_days < 0 then
      insert into public.project_status_updates (project_id, health, comment, created_by)
      values (p.id, 'on_track', 'Kick-off done with the client; dates confirmed.', manager);
    end if;
    if d.health <> 'on_track' or d.status in ('done', 'cancelled', 'on_hold') then
      insert into public.project_status_updates (project_id, health, comment, created_by)
      values (p.id, d.health, coalesce(d.description, case d.status
                when 'done' then 'Report delivered and accepted by the client.'
                else 'Progress as planned.' end), manager);
    end if;
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$$;
