-- Demo leads (server/demo/demo-sql.ts runs this once on a new demo database, as the owner, after
-- 10-customers.sql): sixty enquiries across every stage and source, owned by the demo staff and
-- admin (a few unassigned), received over the last two months; won and proposal-stage leads of
-- clients the customers demo has are linked to them (only where that customer exists); planned
-- activities, and follow-ups that are overdue, due today and later, so "My follow-ups" and the
-- board have something to show. New website enquiries are left unanswered ("waiting for first
-- response"). Every name, e-mail address and phone number is made up.
create temporary table demo_leads (
  n int, contact_name text, company text, email text, phone text, service_slug text,
  source public.lead_source, stage public.lead_stage, expected_value numeric, probability int,
  owner_email text, follow_up_days int, received_hours_ago int, responded boolean,
  lost_reason text, customer_name text, message text
) on commit drop;

insert into demo_leads values
  (1, 'Hassan Abdi', 'Eldoret Grain Millers Ltd', 'hassan.abdi@eldoretgrain.co.ke', '+254725225563', 'audits/environmental-audit', 'website_form', 'qualified', 480500, 40, 'admin@demo.safeworks.test', 0, 1187, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (2, 'Naomi Jeptoo', 'Westlands Data Centre Ltd', 'naomi.jeptoo@westlandsdc.co.ke', '+254750691343', 'audits/food-safety', 'quote_request', 'proposal', 1200500, 60, 'staff@demo.safeworks.test', 4, 956, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (3, 'Violet Nasimiyu', 'Ruiru Steel Fabricators Ltd', 'violet.nasimiyu@ruirusteel.co.ke', '+254785398463', 'survey-analysis/water', 'phone', 'proposal', 45000, 60, 'admin@demo.safeworks.test', null, 153, true, null, null, 'Borehole water testing for the staff canteen, please.'),
  (4, 'Eunice Atieno', 'Meru Central Dairy Union', 'eunice.atieno@merucentraldairy.co.ke', '+254750220464', 'specialized-training/height', 'email', 'proposal', 150250.5, 65, 'staff@demo.safeworks.test', 10, 557, true, null, null, 'Working at height training for our scaffolding crew.'),
  (5, 'Felix Omondi', 'Lake Naivasha Flowers Ltd', 'felix.omondi@naivashaflowers.co.ke', '+254762539942', 'iso-training', 'referral', 'proposal', 60000, 60, 'admin@demo.safeworks.test', -3, 735, true, null, 'Lake Naivasha Flowers Ltd', 'ISO 45001 awareness and internal auditor training.'),
  (6, 'Lydia Kerubo', 'Eldoret Grain Millers Ltd', 'lydia.kerubo@eldoretgrain.co.ke', '+254762572920', 'audits/safety-health', 'sms', 'new', null, null, 'staff@demo.safeworks.test', 0, 8, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (7, 'Sarah Muthoni', 'Westlands Data Centre Ltd', 'sarah.muthoni@westlandsdc.co.ke', '+254716956333', 'audits/environmental-audit', 'walk_in', 'lost', 480000, 0, 'admin@demo.safeworks.test', null, 1204, true, 'Did the audit in-house', null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (8, 'Cynthia Moraa', 'Ruiru Steel Fabricators Ltd', 'cynthia.moraa@ruirusteel.co.ke', '+254738603167', 'audits/food-safety', 'other', 'new', 150250.5, 10, null, null, 42, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (9, 'David Kiprop', 'Meru Central Dairy Union', null, '+254723105182', 'survey-analysis/water', 'website_form', 'contacted', 250250.5, 20, 'admin@demo.safeworks.test', 10, 510, true, null, null, 'Borehole water testing for the staff canteen, please.'),
  (10, 'Joy Akinyi', 'Lake Naivasha Flowers Ltd', 'joy.akinyi@naivashaflowers.co.ke', '+254734152284', 'specialized-training/height', 'quote_request', 'contacted', 180250.5, 15, 'staff@demo.safeworks.test', -3, 1249, true, null, null, 'Working at height training for our scaffolding crew.'),
  (11, 'Quinter Adhiambo', 'Eldoret Grain Millers Ltd', 'quinter.adhiambo@eldoretgrain.co.ke', '+254714125534', 'iso-training', 'phone', 'new', 45250.5, 10, 'admin@demo.safeworks.test', 0, 62, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (12, 'Agnes Wairimu', 'Westlands Data Centre Ltd', 'agnes.wairimu@westlandsdc.co.ke', '+254773673603', 'audits/safety-health', 'email', 'won', 60000, 100, 'staff@demo.safeworks.test', null, 1328, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (13, 'Brian Mutua', 'Ruiru Steel Fabricators Ltd', 'brian.mutua@ruirusteel.co.ke', '+254714764284', 'audits/environmental-audit', 'referral', 'proposal', 150000, 65, 'admin@demo.safeworks.test', null, 1223, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (14, 'Irene Nduta', 'Meru Central Dairy Union', 'irene.nduta@merucentraldairy.co.ke', '+254755703145', 'audits/food-safety', 'sms', 'qualified', 180000, 35, 'staff@demo.safeworks.test', 10, 77, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (15, 'Oscar Barasa', 'Lake Naivasha Flowers Ltd', 'oscar.barasa@naivashaflowers.co.ke', '+254799303315', 'survey-analysis/water', 'walk_in', 'won', 320500, 100, 'admin@demo.safeworks.test', null, 1367, true, null, 'Lake Naivasha Flowers Ltd', 'Borehole water testing for the staff canteen, please.'),
  (16, 'Wycliffe Ochieng', 'Eldoret Grain Millers Ltd', 'wycliffe.ochieng@eldoretgrain.co.ke', '+254730994709', 'specialized-training/height', 'other', 'won', 120250.5, 100, 'staff@demo.safeworks.test', null, 1224, true, null, 'Eldoret Grain Millers Ltd', 'Working at height training for our scaffolding crew.'),
  (17, 'Francis Mbugua', 'Westlands Data Centre Ltd', 'francis.mbugua@westlandsdc.co.ke', '+254751856395', 'iso-training', 'website_form', 'won', 250250.5, 100, 'admin@demo.safeworks.test', null, 1395, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (18, 'Gladys Chepngetich', 'Ruiru Steel Fabricators Ltd', null, '+254759779997', 'audits/safety-health', 'quote_request', 'contacted', 250500, 30, 'staff@demo.safeworks.test', null, 853, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (19, 'Martin Waweru', 'Meru Central Dairy Union', 'martin.waweru@merucentraldairy.co.ke', '+254768435403', 'audits/environmental-audit', 'phone', 'contacted', 750000, 15, 'admin@demo.safeworks.test', 10, 767, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (20, 'Tom Onyango', 'Lake Naivasha Flowers Ltd', 'tom.onyango@naivashaflowers.co.ke', '+254796894175', 'audits/food-safety', 'email', 'won', 60000, 100, 'staff@demo.safeworks.test', null, 1365, true, null, 'Lake Naivasha Flowers Ltd', 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (21, 'Dennis Ndungu', 'Eldoret Grain Millers Ltd', 'dennis.ndungu@eldoretgrain.co.ke', '+254754697900', 'survey-analysis/water', 'referral', 'lost', 45500, 0, 'admin@demo.safeworks.test', null, 1172, true, 'Duplicate of another enquiry', null, 'Borehole water testing for the staff canteen, please.'),
  (22, 'Esther Njoki', 'Westlands Data Centre Ltd', 'esther.njoki@westlandsdc.co.ke', '+254780275068', 'specialized-training/height', 'sms', 'qualified', 250000, 50, 'staff@demo.safeworks.test', 4, 1056, true, null, null, 'Working at height training for our scaffolding crew.'),
  (23, 'Kevin Kamau', 'Ruiru Steel Fabricators Ltd', 'kevin.kamau@ruirusteel.co.ke', '+254743467601', 'iso-training', 'walk_in', 'proposal', 1200250.5, 60, 'admin@demo.safeworks.test', null, 506, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (24, 'Robert Kibet', 'Meru Central Dairy Union', 'robert.kibet@merucentraldairy.co.ke', '+254775639813', 'audits/safety-health', 'other', 'new', null, null, null, null, 33, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (25, 'Benson Kirui', 'Lake Naivasha Flowers Ltd', 'benson.kirui@naivashaflowers.co.ke', '+254750160400', 'audits/environmental-audit', 'website_form', 'qualified', 1200500, 40, 'admin@demo.safeworks.test', -3, 1009, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (26, 'Caroline Wambui', 'Eldoret Grain Millers Ltd', 'caroline.wambui@eldoretgrain.co.ke', '+254766875455', 'audits/food-safety', 'quote_request', 'qualified', 250000, 50, 'staff@demo.safeworks.test', 0, 1341, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (27, 'James Mwangi', 'Westlands Data Centre Ltd', null, '+254785933839', 'survey-analysis/water', 'phone', 'lost', 120000, 0, 'admin@demo.safeworks.test', null, 44, true, 'Needed the report within a week; we could not', null, 'Borehole water testing for the staff canteen, please.'),
  (28, 'Purity Wanjala', 'Ruiru Steel Fabricators Ltd', 'purity.wanjala@ruirusteel.co.ke', '+254769116832', 'specialized-training/height', 'email', 'won', 60250.5, 100, 'staff@demo.safeworks.test', null, 320, true, null, null, 'Working at height training for our scaffolding crew.'),
  (29, 'Zainab Hussein', 'Meru Central Dairy Union', 'zainab.hussein@merucentraldairy.co.ke', '+254788374057', 'iso-training', 'referral', 'qualified', 320000, 35, 'admin@demo.safeworks.test', 10, 805, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (30, 'Achieng Otieno', 'Lake Naivasha Flowers Ltd', 'achieng.otieno@naivashaflowers.co.ke', '+254774162864', 'audits/safety-health', 'sms', 'new', null, null, 'staff@demo.safeworks.test', -3, 40, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (31, 'Hassan Abdi', 'Eldoret Grain Millers Ltd', 'hassan.abdi@eldoretgrain.co.ke', '+254770858926', 'audits/environmental-audit', 'walk_in', 'contacted', 180000, 15, 'admin@demo.safeworks.test', 0, 1211, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (32, 'Naomi Jeptoo', 'Westlands Data Centre Ltd', 'naomi.jeptoo@westlandsdc.co.ke', '+254787194060', 'audits/food-safety', 'other', 'qualified', 180250.5, 45, 'staff@demo.safeworks.test', 4, 1414, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (33, 'Violet Nasimiyu', 'Ruiru Steel Fabricators Ltd', 'violet.nasimiyu@ruirusteel.co.ke', '+254791298006', 'survey-analysis/water', 'website_form', 'contacted', 150500, 20, 'admin@demo.safeworks.test', null, 1358, true, null, null, 'Borehole water testing for the staff canteen, please.'),
  (34, 'Eunice Atieno', 'Meru Central Dairy Union', 'eunice.atieno@merucentraldairy.co.ke', '+254735534532', 'specialized-training/height', 'quote_request', 'lost', 60250.5, 0, 'staff@demo.safeworks.test', null, 795, true, 'Did the audit in-house', null, 'Working at height training for our scaffolding crew.'),
  (35, 'Felix Omondi', 'Lake Naivasha Flowers Ltd', 'felix.omondi@naivashaflowers.co.ke', '+254723610828', 'iso-training', 'phone', 'new', 750500, 10, 'admin@demo.safeworks.test', -3, 27, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (36, 'Lydia Kerubo', 'Eldoret Grain Millers Ltd', null, '+254760981157', 'audits/safety-health', 'email', 'won', 60000, 100, 'staff@demo.safeworks.test', null, 452, true, null, 'Eldoret Grain Millers Ltd', 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (37, 'Sarah Muthoni', 'Westlands Data Centre Ltd', 'sarah.muthoni@westlandsdc.co.ke', '+254738444400', 'audits/environmental-audit', 'referral', 'contacted', 120000, 15, 'admin@demo.safeworks.test', 4, 426, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (38, 'Cynthia Moraa', 'Ruiru Steel Fabricators Ltd', 'cynthia.moraa@ruirusteel.co.ke', '+254752600823', 'audits/food-safety', 'sms', 'new', 150250.5, 10, 'staff@demo.safeworks.test', null, 15, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (39, 'David Kiprop', 'Meru Central Dairy Union', 'david.kiprop@merucentraldairy.co.ke', '+254748870573', 'survey-analysis/water', 'walk_in', 'lost', 250500, 0, 'admin@demo.safeworks.test', null, 748, true, 'No reply after three follow-ups', null, 'Borehole water testing for the staff canteen, please.'),
  (40, 'Joy Akinyi', 'Lake Naivasha Flowers Ltd', 'joy.akinyi@naivashaflowers.co.ke', '+254721387029', 'specialized-training/height', 'other', 'won', 750000, 100, 'staff@demo.safeworks.test', null, 1065, true, null, 'Lake Naivasha Flowers Ltd', 'Working at height training for our scaffolding crew.'),
  (41, 'Quinter Adhiambo', 'Eldoret Grain Millers Ltd', 'quinter.adhiambo@eldoretgrain.co.ke', '+254756557124', 'iso-training', 'website_form', 'proposal', 85250.5, 55, 'admin@demo.safeworks.test', 0, 1160, true, null, 'Eldoret Grain Millers Ltd', 'ISO 45001 awareness and internal auditor training.'),
  (42, 'Agnes Wairimu', 'Westlands Data Centre Ltd', 'agnes.wairimu@westlandsdc.co.ke', '+254721151657', 'audits/safety-health', 'quote_request', 'won', 180250.5, 100, 'staff@demo.safeworks.test', null, 1087, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (43, 'Brian Mutua', 'Ruiru Steel Fabricators Ltd', 'brian.mutua@ruirusteel.co.ke', '+254737110577', 'audits/environmental-audit', 'phone', 'new', 120000, 10, 'admin@demo.safeworks.test', null, 8, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (44, 'Irene Nduta', 'Meru Central Dairy Union', 'irene.nduta@merucentraldairy.co.ke', '+254793367390', 'audits/food-safety', 'email', 'lost', 45250.5, 0, 'staff@demo.safeworks.test', null, 636, true, 'No reply after three follow-ups', null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (45, 'Oscar Barasa', 'Lake Naivasha Flowers Ltd', null, '+254766619241', 'survey-analysis/water', 'referral', 'proposal', 180000, 60, 'admin@demo.safeworks.test', -3, 126, true, null, 'Lake Naivasha Flowers Ltd', 'Borehole water testing for the staff canteen, please.'),
  (46, 'Wycliffe Ochieng', 'Eldoret Grain Millers Ltd', 'wycliffe.ochieng@eldoretgrain.co.ke', '+254755198911', 'specialized-training/height', 'sms', 'contacted', 750000, 15, 'staff@demo.safeworks.test', 0, 1085, true, null, null, 'Working at height training for our scaffolding crew.'),
  (47, 'Francis Mbugua', 'Westlands Data Centre Ltd', 'francis.mbugua@westlandsdc.co.ke', '+254715651211', 'iso-training', 'walk_in', 'new', 180000, 10, 'admin@demo.safeworks.test', 4, 66, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (48, 'Gladys Chepngetich', 'Ruiru Steel Fabricators Ltd', 'gladys.chepngetich@ruirusteel.co.ke', '+254764327503', 'audits/safety-health', 'other', 'qualified', 1200000, 50, 'staff@demo.safeworks.test', null, 325, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (49, 'Martin Waweru', 'Meru Central Dairy Union', 'martin.waweru@merucentraldairy.co.ke', '+254793352167', 'audits/environmental-audit', 'website_form', 'won', 250000, 100, 'admin@demo.safeworks.test', null, 972, true, null, null, 'NEMA asked for our annual environmental audit. Can you help?'),
  (50, 'Tom Onyango', 'Lake Naivasha Flowers Ltd', 'tom.onyango@naivashaflowers.co.ke', '+254738157250', 'audits/food-safety', 'quote_request', 'new', 750500, 10, 'staff@demo.safeworks.test', -3, 46, false, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (51, 'Dennis Ndungu', 'Eldoret Grain Millers Ltd', 'dennis.ndungu@eldoretgrain.co.ke', '+254756280526', 'survey-analysis/water', 'phone', 'qualified', 45500, 40, 'admin@demo.safeworks.test', 0, 998, true, null, null, 'Borehole water testing for the staff canteen, please.'),
  (52, 'Esther Njoki', 'Westlands Data Centre Ltd', 'esther.njoki@westlandsdc.co.ke', '+254745900506', 'specialized-training/height', 'email', 'proposal', 45000, 65, 'staff@demo.safeworks.test', 4, 267, true, null, null, 'Working at height training for our scaffolding crew.'),
  (53, 'Kevin Kamau', 'Ruiru Steel Fabricators Ltd', 'kevin.kamau@ruirusteel.co.ke', '+254787820602', 'iso-training', 'referral', 'new', 320000, 10, 'admin@demo.safeworks.test', null, 32, true, null, null, 'ISO 45001 awareness and internal auditor training.'),
  (54, 'Robert Kibet', 'Meru Central Dairy Union', null, '+254731617114', 'audits/safety-health', 'sms', 'contacted', 250500, 25, 'staff@demo.safeworks.test', 10, 511, true, null, null, 'We need our annual safety and health audit before the DOSHS inspection next month.'),
  (55, 'Benson Kirui', 'Lake Naivasha Flowers Ltd', 'benson.kirui@naivashaflowers.co.ke', '+254762472684', 'audits/environmental-audit', 'walk_in', 'proposal', 1200250.5, 70, 'admin@demo.safeworks.test', -3, 238, true, null, 'Lake Naivasha Flowers Ltd', 'NEMA asked for our annual environmental audit. Can you help?'),
  (56, 'Caroline Wambui', 'Eldoret Grain Millers Ltd', 'caroline.wambui@eldoretgrain.co.ke', '+254711373811', 'audits/food-safety', 'other', 'qualified', 180000, 50, 'staff@demo.safeworks.test', 0, 1121, true, null, null, 'Kitchen and stores need a food safety audit ahead of a client visit.'),
  (57, 'James Mwangi', 'Westlands Data Centre Ltd', 'james.mwangi@westlandsdc.co.ke', '+254779659756', 'survey-analysis/water', 'website_form', 'contacted', 1200000, 30, 'admin@demo.safeworks.test', 4, 632, true, null, null, 'Borehole water testing for the staff canteen, please.'),
  (58, 'Purity Wanjala', 'Ruiru Steel Fabricators Ltd', 'purity.wanjala@ruirusteel.co.ke', '+254744914749', 'specialized-training/height', 'quote_request', 'new', 45000, 10, 'staff@demo.safeworks.test', null, 51, false, null, null, 'Working at height training for our scaffolding crew.'),
  (59, 'Zainab Hussein', 'Meru Central Dairy Union', 'zainab.hussein@merucentraldairy.co.ke', '+254749754328', 'iso-training', 'phone', 'lost', 320000, 0, 'admin@demo.safeworks.test', null, 1293, true, 'Duplicate of another enquiry', null, 'ISO 45001 awareness and internal auditor training.'),
  (60, 'Achieng Otieno', 'Lake Naivasha Flowers Ltd', 'achieng.otieno@naivashaflowers.co.ke', '+254726456995', 'audits/safety-health', 'email', 'lost', 1200000, 0, 'staff@demo.safeworks.test', null, 712, true, 'Went with their group''s regional consultant', null, 'We need our annual safety and health audit before the DOSHS inspection next month.')
;

-- The received time is history: the stamp trigger (which writes now()) steps aside for this insert.
alter table public.leads disable trigger leads_stamp;
insert into public.leads (
  contact_name, company, email, phone, service_id, source, stage, expected_value, probability, owner_id,
  follow_up_on, lost_reason, message, customer_id, created_at, updated_at, created_by, updated_by,
  first_response_at, stage_changed_at
)
select d.contact_name, d.company, d.email, d.phone, s.id, d.source, d.stage, d.expected_value, d.probability, u.id,
       case when d.follow_up_days is not null then app.company_today() + d.follow_up_days end,
       d.lost_reason, d.message,
       (select c.id from public.customers c where c.name = d.customer_name and d.customer_name is not null limit 1),
       now() - make_interval(hours => d.received_hours_ago),
       now() - make_interval(hours => greatest(d.received_hours_ago / 3, 1)),
       case when d.source not in ('website_form', 'quote_request') then u.id end,
       u.id,
       case when d.responded then now() - make_interval(hours => greatest(d.received_hours_ago - 2, 0)) end,
       now() - make_interval(hours => greatest(d.received_hours_ago / 3, 1))
  from demo_leads d
  left join public.services s on s.slug = d.service_slug
  left join auth.users u on u.email = d.owner_email
 order by d.received_hours_ago desc;
alter table public.leads enable trigger leads_stamp;

-- Their timelines begin when they arrived, not when the demo was loaded.
update public.record_events e set at = l.created_at
  from public.leads l
 where e.record_type = 'leads' and e.record_id = l.id::text and e.kind = 'created';

-- A few notes and repeat enquiries, as a real pipeline has.
insert into public.record_events (record_type, record_id, kind, body, actor, at)
select 'leads', l.id::text, 'call', 'Called ' || split_part(l.contact_name, ' ', 1)
       || '; they want a site visit before the quotation.', l.owner_id, l.created_at + interval '3 hours'
  from public.leads l where l.stage in ('qualified', 'proposal') and l.owner_id is not null;
insert into public.record_events (record_type, record_id, kind, body, actor, at)
select 'leads', l.id::text, 'leads.enquiry_repeated',
       l.contact_name || coalesce(' — ' || l.company, '') || E'\nAny update on our request? We need it before month end.',
       null, l.created_at + interval '2 days'
  from public.leads l where l.stage = 'contacted' and l.email is not null and l.source = 'website_form';

-- Planned activities: calls, site visits and proposals, some overdue, some due today, some done.
insert into public.activities (kind, subject, due_at, done_at, assigned_to, lead_id, customer_id, created_by)
select a.kind::public.activity_kind,
       a.subject || ' — ' || coalesce(l.company, l.contact_name),
       date_trunc('hour', now()) + make_interval(hours => a.due_hours),
       case when a.done then now() - interval '1 day' end,
       l.owner_id, l.id, l.customer_id, l.owner_id
  from (
    select l.*, row_number() over (order by l.created_at) as k
      from public.leads l where l.owner_id is not null and l.stage not in ('lost')
  ) l
  join (values
    (1, 'call', 'Call back about the scope', -26, false),
    (2, 'site_visit', 'Site visit and walk-through', 2, false),
    (3, 'email', 'Send the proposal and fee note', -3, false),
    (4, 'meeting', 'Meet the HSE committee', 30, false),
    (5, 'task', 'Prepare the quotation', -50, true),
    (6, 'call', 'Confirm the training dates', 1, false)
  ) as a(m, kind, subject, due_hours, done) on a.m = 1 + (l.k % 6)
 where l.k <= 24;
