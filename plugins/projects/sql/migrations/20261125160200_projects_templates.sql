-- Project templates seeded for every engagement service (the sub-services, and
-- the areas without sub-services: ISO training, HR consultancy, medical
-- examinations): the tasks and milestones a project of that service starts
-- with, due <offset> days after the planned start. Admins change them later;
-- a template belongs to its service, so a migration re-seeding would clash
-- with the unique service_id (that is the point: this runs once).
--
-- Kenyan practice: DOSHS (Directorate of Occupational Safety and Health
-- Services) under OSHA 2007 and its rules (Noise Prevention and Control Rules
-- 2005, Fire Risk Reduction Rules 2007, Medical Examination Rules 2005),
-- NEMA under EMCA 1999 (EIA/EA Regulations 2003), EPRA for energy audits
-- (Energy (Management) Regulations 2012), KEBS / county public health for food.

create temporary table template_seed (
  slug text, kind text, title text, offset_days int, priority public.task_priority, position int,
  description text default null
);

insert into template_seed (slug, kind, title, offset_days, priority, position) values
  -- Safety and health audit (OSHA 2007 s.11, annual audit by an approved auditor)
  ('audits/safety-health', 'task', 'Confirm scope, fee and audit date with the client', 0, 'high', 10),
  ('audits/safety-health', 'task', 'DOSHS workplace registration check', 1, 'normal', 20),
  ('audits/safety-health', 'task', 'Request policy, registers and previous audit report', 2, 'normal', 30),
  ('audits/safety-health', 'task', 'Opening meeting with management and the safety committee', 5, 'normal', 40),
  ('audits/safety-health', 'task', 'Site walk-through and inspection', 5, 'high', 50),
  ('audits/safety-health', 'task', 'Interview workers and review training records', 6, 'normal', 60),
  ('audits/safety-health', 'task', 'Closing meeting: preliminary findings', 6, 'normal', 70),
  ('audits/safety-health', 'task', 'Draft the audit report and action plan', 12, 'high', 80),
  ('audits/safety-health', 'task', 'Quality review of the report', 14, 'normal', 90),
  ('audits/safety-health', 'task', 'Submit the report to DOSHS', 18, 'high', 100),
  ('audits/safety-health', 'task', 'Issue the report and invoice to the client', 20, 'normal', 110),
  ('audits/safety-health', 'milestone', 'Site audit done', 6, null, 10),
  ('audits/safety-health', 'milestone', 'Draft report to the client', 14, null, 20),
  ('audits/safety-health', 'milestone', 'Final report submitted to DOSHS', 20, null, 30),
  -- Fire safety audit (Fire Risk Reduction Rules 2007)
  ('audits/fire-safety', 'task', 'Confirm scope, fee and audit date with the client', 0, 'high', 10),
  ('audits/fire-safety', 'task', 'Request floor plans, fire certificates and drill records', 2, 'normal', 20),
  ('audits/fire-safety', 'task', 'Inspect extinguishers, hose reels and hydrants', 5, 'high', 30),
  ('audits/fire-safety', 'task', 'Test detection and alarm systems with the maintenance team', 5, 'normal', 40),
  ('audits/fire-safety', 'task', 'Walk escape routes, exits and assembly points', 5, 'normal', 50),
  ('audits/fire-safety', 'task', 'Review fire marshal roster and training', 6, 'normal', 60),
  ('audits/fire-safety', 'task', 'Draft the fire safety audit report', 12, 'high', 70),
  ('audits/fire-safety', 'task', 'Submit the report to DOSHS', 18, 'high', 80),
  ('audits/fire-safety', 'task', 'Issue the report and invoice to the client', 20, 'normal', 90),
  ('audits/fire-safety', 'milestone', 'Site inspection done', 6, null, 10),
  ('audits/fire-safety', 'milestone', 'Final report submitted to DOSHS', 20, null, 20),
  -- Risk assessment
  ('audits/risk-assessment', 'task', 'Agree the tasks and areas to assess', 0, 'high', 10),
  ('audits/risk-assessment', 'task', 'Collect job descriptions and incident records', 2, 'normal', 20),
  ('audits/risk-assessment', 'task', 'Hazard identification walk with supervisors', 5, 'high', 30),
  ('audits/risk-assessment', 'task', 'Rate risks (likelihood × severity)', 7, 'normal', 40),
  ('audits/risk-assessment', 'task', 'Workshop: agree controls with the client''s team', 9, 'normal', 50),
  ('audits/risk-assessment', 'task', 'Draft the risk register and report', 12, 'high', 60),
  ('audits/risk-assessment', 'task', 'Issue the report and invoice to the client', 16, 'normal', 70),
  ('audits/risk-assessment', 'milestone', 'Hazards identified', 7, null, 10),
  ('audits/risk-assessment', 'milestone', 'Risk register delivered', 16, null, 20),
  -- Environmental audit (EMCA; EIA/EA Regulations 2003)
  ('audits/environmental-audit', 'task', 'Confirm scope and the NEMA licence conditions', 0, 'high', 10),
  ('audits/environmental-audit', 'task', 'Request the EIA licence, previous audits and effluent records', 2, 'normal', 20),
  ('audits/environmental-audit', 'task', 'Site walk-through: waste, effluent, emissions and storage', 7, 'high', 30),
  ('audits/environmental-audit', 'task', 'Stakeholder and neighbour consultation', 10, 'normal', 40),
  ('audits/environmental-audit', 'task', 'Draft the environmental audit report', 20, 'high', 50),
  ('audits/environmental-audit', 'task', 'Client review of the draft', 25, 'normal', 60),
  ('audits/environmental-audit', 'task', 'NEMA submission', 30, 'urgent', 70),
  ('audits/environmental-audit', 'task', 'Follow up NEMA acknowledgement', 45, 'normal', 80),
  ('audits/environmental-audit', 'milestone', 'Fieldwork done', 10, null, 10),
  ('audits/environmental-audit', 'milestone', 'Report submitted to NEMA', 30, null, 20),
  -- Environmental impact assessment
  ('audits/environmental-impact', 'task', 'Screening: project category under EMCA (low / medium / high)', 0, 'high', 10),
  ('audits/environmental-impact', 'task', 'Collect design drawings, title deed and county approvals', 3, 'normal', 20),
  ('audits/environmental-impact', 'task', 'Baseline site survey (ecology, noise, air, water)', 10, 'high', 30),
  ('audits/environmental-impact', 'task', 'Public participation: barazas and questionnaires', 20, 'high', 40),
  ('audits/environmental-impact', 'task', 'Draft the project report / study report', 35, 'high', 50),
  ('audits/environmental-impact', 'task', 'Client review of the draft', 40, 'normal', 60),
  ('audits/environmental-impact', 'task', 'NEMA submission and fee payment', 45, 'urgent', 70),
  ('audits/environmental-impact', 'task', 'Answer NEMA queries', 60, 'normal', 80),
  ('audits/environmental-impact', 'task', 'Receive the EIA licence and hand it over', 90, 'normal', 90),
  ('audits/environmental-impact', 'milestone', 'Public participation done', 20, null, 10),
  ('audits/environmental-impact', 'milestone', 'Report submitted to NEMA', 45, null, 20),
  ('audits/environmental-impact', 'milestone', 'EIA licence issued', 90, null, 30),
  -- Energy audit (Energy (Management) Regulations 2012, EPRA)
  ('audits/energy-audit', 'task', 'Confirm scope and collect 12 months of power bills', 0, 'high', 10),
  ('audits/energy-audit', 'task', 'Install power loggers on main incomers', 5, 'high', 20),
  ('audits/energy-audit', 'task', 'Survey lighting, motors, compressed air and boilers', 6, 'normal', 30),
  ('audits/energy-audit', 'task', 'Retrieve loggers and analyse load profiles', 12, 'normal', 40),
  ('audits/energy-audit', 'task', 'Draft the energy audit report with savings and payback', 20, 'high', 50),
  ('audits/energy-audit', 'task', 'Submit the report to EPRA', 28, 'high', 60),
  ('audits/energy-audit', 'milestone', 'Measurements done', 12, null, 10),
  ('audits/energy-audit', 'milestone', 'Report submitted to EPRA', 28, null, 20),
  -- Food safety audit
  ('audits/food-safety', 'task', 'Confirm scope and the client''s food safety system (HACCP / ISO 22000)', 0, 'high', 10),
  ('audits/food-safety', 'task', 'Check food handlers'' medical certificates', 3, 'normal', 20),
  ('audits/food-safety', 'task', 'Inspect receiving, storage, preparation and service areas', 5, 'high', 30),
  ('audits/food-safety', 'task', 'Take swabs and food samples for the laboratory', 5, 'normal', 40),
  ('audits/food-safety', 'task', 'Review HACCP plan, temperature logs and pest control', 6, 'normal', 50),
  ('audits/food-safety', 'task', 'Draft the food safety audit report', 14, 'high', 60),
  ('audits/food-safety', 'task', 'Issue the report and invoice to the client', 16, 'normal', 70),
  ('audits/food-safety', 'milestone', 'Site audit done', 6, null, 10),
  ('audits/food-safety', 'milestone', 'Report delivered', 16, null, 20),
  -- Noise survey (Noise Prevention and Control Rules 2005)
  ('survey-analysis/noise', 'task', 'Confirm areas, shifts and workers to monitor', 0, 'high', 10),
  ('survey-analysis/noise', 'task', 'Check calibration certificates of the sound level meter and dosimeters', 2, 'normal', 20),
  ('survey-analysis/noise', 'task', 'Area noise mapping (sound level meter)', 5, 'high', 30),
  ('survey-analysis/noise', 'task', 'Noise dosimetry on exposed workers (full shift)', 5, 'high', 40),
  ('survey-analysis/noise', 'task', 'Boundary noise measurements', 6, 'normal', 50),
  ('survey-analysis/noise', 'task', 'Analyse results against 85 dB(A) and draft the report', 12, 'high', 60),
  ('survey-analysis/noise', 'task', 'Issue the report and hearing conservation advice', 15, 'normal', 70),
  ('survey-analysis/noise', 'milestone', 'Measurements done', 6, null, 10),
  ('survey-analysis/noise', 'milestone', 'Report delivered', 15, null, 20),
  -- Air quality survey
  ('survey-analysis/air-quality', 'task', 'Confirm sampling points and pollutants', 0, 'high', 10),
  ('survey-analysis/air-quality', 'task', 'Check calibration of pumps and gas monitors', 2, 'normal', 20),
  ('survey-analysis/air-quality', 'task', 'Personal dust and fume sampling', 5, 'high', 30),
  ('survey-analysis/air-quality', 'task', 'Ambient and boundary air sampling', 6, 'normal', 40),
  ('survey-analysis/air-quality', 'task', 'Send samples to the accredited laboratory', 7, 'high', 50),
  ('survey-analysis/air-quality', 'task', 'Draft the report against exposure limits', 18, 'high', 60),
  ('survey-analysis/air-quality', 'task', 'Issue the report', 21, 'normal', 70),
  ('survey-analysis/air-quality', 'milestone', 'Sampling done', 7, null, 10),
  ('survey-analysis/air-quality', 'milestone', 'Report delivered', 21, null, 20),
  -- Water quality survey
  ('survey-analysis/water', 'task', 'Confirm sampling points (drinking, process, effluent)', 0, 'high', 10),
  ('survey-analysis/water', 'task', 'Collect samples with chain-of-custody forms', 3, 'high', 20),
  ('survey-analysis/water', 'task', 'Deliver samples to the accredited laboratory within 24 hours', 4, 'urgent', 30),
  ('survey-analysis/water', 'task', 'Compare results with KEBS / NEMA effluent standards', 14, 'normal', 40),
  ('survey-analysis/water', 'task', 'Draft and issue the water quality report', 18, 'high', 50),
  ('survey-analysis/water', 'milestone', 'Samples at the laboratory', 4, null, 10),
  ('survey-analysis/water', 'milestone', 'Report delivered', 18, null, 20),
  -- OSH training
  ('training/osh', 'task', 'Agree dates, venue and number of participants', 0, 'high', 10),
  ('training/osh', 'task', 'Training needs assessment with the client', 3, 'normal', 20),
  ('training/osh', 'task', 'Prepare course materials and attendance register', 7, 'normal', 30),
  ('training/osh', 'task', 'Deliver the training', 14, 'high', 40),
  ('training/osh', 'task', 'Assess participants and mark tests', 15, 'normal', 50),
  ('training/osh', 'task', 'Certificate issue', 18, 'high', 60),
  ('training/osh', 'task', 'Send the training report to the client', 20, 'normal', 70),
  ('training/osh', 'milestone', 'Training delivered', 14, null, 10),
  ('training/osh', 'milestone', 'Certificates issued', 18, null, 20),
  -- Fire safety training
  ('training/fire-safety', 'task', 'Agree dates, venue and fire marshals to train', 0, 'high', 10),
  ('training/fire-safety', 'task', 'Book the fire drill ground and extinguishers for practice', 5, 'normal', 20),
  ('training/fire-safety', 'task', 'Prepare course materials and attendance register', 7, 'normal', 30),
  ('training/fire-safety', 'task', 'Deliver theory and extinguisher practicals', 14, 'high', 40),
  ('training/fire-safety', 'task', 'Run an evacuation drill and time it', 14, 'normal', 50),
  ('training/fire-safety', 'task', 'Certificate issue', 18, 'high', 60),
  ('training/fire-safety', 'task', 'Send the drill and training report', 20, 'normal', 70),
  ('training/fire-safety', 'milestone', 'Training and drill done', 14, null, 10),
  ('training/fire-safety', 'milestone', 'Certificates issued', 18, null, 20),
  -- Working at height
  ('specialized-training/height', 'task', 'Agree dates, participants and the practical site', 0, 'high', 10),
  ('specialized-training/height', 'task', 'Inspect harnesses, lanyards and anchor points for the practical', 10, 'high', 20),
  ('specialized-training/height', 'task', 'Participants'' medical fitness declarations', 10, 'normal', 30),
  ('specialized-training/height', 'task', 'Deliver theory and supervised practicals', 14, 'high', 40),
  ('specialized-training/height', 'task', 'Rescue drill', 15, 'normal', 50),
  ('specialized-training/height', 'task', 'Certificate issue', 18, 'high', 60),
  ('specialized-training/height', 'milestone', 'Training delivered', 15, null, 10),
  ('specialized-training/height', 'milestone', 'Certificates issued', 18, null, 20),
  -- Electrical safety
  ('specialized-training/electrical', 'task', 'Agree dates, participants and equipment on site', 0, 'high', 10),
  ('specialized-training/electrical', 'task', 'Prepare lock-out/tag-out kits and course materials', 7, 'normal', 20),
  ('specialized-training/electrical', 'task', 'Deliver the training with LOTO practicals', 14, 'high', 30),
  ('specialized-training/electrical', 'task', 'Assess participants', 14, 'normal', 40),
  ('specialized-training/electrical', 'task', 'Certificate issue', 18, 'high', 50),
  ('specialized-training/electrical', 'milestone', 'Training delivered', 14, null, 10),
  ('specialized-training/electrical', 'milestone', 'Certificates issued', 18, null, 20),
  -- Chemical safety
  ('specialized-training/chemical', 'task', 'Agree dates and collect the client''s chemical inventory', 0, 'high', 10),
  ('specialized-training/chemical', 'task', 'Review safety data sheets of the chemicals in use', 5, 'normal', 20),
  ('specialized-training/chemical', 'task', 'Prepare course materials and spill kit demonstration', 7, 'normal', 30),
  ('specialized-training/chemical', 'task', 'Deliver the training and spill response drill', 14, 'high', 40),
  ('specialized-training/chemical', 'task', 'Certificate issue', 18, 'high', 50),
  ('specialized-training/chemical', 'milestone', 'Training delivered', 14, null, 10),
  ('specialized-training/chemical', 'milestone', 'Certificates issued', 18, null, 20),
  -- ISO training
  ('iso-training', 'task', 'Agree the standard (ISO 45001 / 14001 / 9001), level and dates', 0, 'high', 10),
  ('iso-training', 'task', 'Gap review of the client''s management system documents', 5, 'normal', 20),
  ('iso-training', 'task', 'Prepare course materials and case studies', 10, 'normal', 30),
  ('iso-training', 'task', 'Deliver the course', 21, 'high', 40),
  ('iso-training', 'task', 'Examination and marking', 22, 'normal', 50),
  ('iso-training', 'task', 'Certificate issue', 25, 'high', 60),
  ('iso-training', 'milestone', 'Course delivered', 22, null, 10),
  ('iso-training', 'milestone', 'Certificates issued', 25, null, 20),
  -- HR consultancy
  ('hr-consultancy', 'task', 'Kick-off: agree scope and the documents to review', 0, 'high', 10),
  ('hr-consultancy', 'task', 'Review contracts, policies and the staff handbook', 7, 'normal', 20),
  ('hr-consultancy', 'task', 'Check compliance with the Employment Act 2007 and OSHA 2007', 10, 'high', 30),
  ('hr-consultancy', 'task', 'Draft revised policies and procedures', 21, 'high', 40),
  ('hr-consultancy', 'task', 'Review meeting with management', 25, 'normal', 50),
  ('hr-consultancy', 'task', 'Hand over final documents', 30, 'normal', 60),
  ('hr-consultancy', 'milestone', 'Review done', 10, null, 10),
  ('hr-consultancy', 'milestone', 'Final documents delivered', 30, null, 20),
  -- Medical examinations (Medical Examination Rules 2005)
  ('medical-exams', 'task', 'Collect the list of workers and their exposures', 0, 'high', 10),
  ('medical-exams', 'task', 'Book the DOSHS-approved designated health practitioner', 3, 'high', 20),
  ('medical-exams', 'task', 'Schedule examinations by shift', 5, 'normal', 30),
  ('medical-exams', 'task', 'Conduct examinations (audiometry, spirometry, vision, bloods)', 10, 'high', 40),
  ('medical-exams', 'task', 'Fill form DOSH 2 / DOSH 3 for each worker', 14, 'normal', 50),
  ('medical-exams', 'task', 'Submit the examination report to DOSHS', 20, 'urgent', 60),
  ('medical-exams', 'task', 'Send each worker''s fitness result to the employer', 21, 'normal', 70),
  ('medical-exams', 'milestone', 'Examinations done', 10, null, 10),
  ('medical-exams', 'milestone', 'Report submitted to DOSHS', 20, null, 20);

insert into public.project_templates (service_id, name)
select s.id, s.name
  from public.services s
 where s.slug in (select distinct slug from template_seed);

insert into public.project_template_tasks (template_id, title, description, offset_days, priority, position)
select t.id, v.title, v.description, v.offset_days, v.priority, v.position
  from template_seed v
  join public.services s on s.slug = v.slug
  join public.project_templates t on t.service_id = s.id
 where v.kind = 'task';

insert into public.project_template_milestones (template_id, title, offset_days, position)
select t.id, v.title, v.offset_days, v.position
  from template_seed v
  join public.services s on s.slug = v.slug
  join public.project_templates t on t.service_id = s.id
 where v.kind = 'milestone';

drop table template_seed;
