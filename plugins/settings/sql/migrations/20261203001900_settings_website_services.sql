-- Settings → Website: the service pages' texts (issue 27, ADR 086) — the last of the records
-- "Content the firm edits itself" lists, in the shape of ADR 067 and 082: a `draft` and a
-- `published` row per service page, structured fields only (never HTML; the page renders each
-- string as text). The routes stay those of site/content/services.ts; a service page without a
-- published row here (a service added to the code later) keeps the wording built into the site.
--
-- Who may do what (as ADR 067): anyone reads published rows; a superadmin reads both and edits
-- draft rows only (the services are the site's routes: nobody adds or removes one here); nobody
-- writes a published row but the publish RPCs (security definer): website_publish() (everything)
-- and website_publish_service(key) / website_discard_service_draft(key) (one service page).

-- A list of short texts (the "What we deliver" points): 1 to p_max points of 1 to p_len characters.
create function app.website_text_list_valid(p text[], p_max integer, p_len integer) returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(p) between 1 and p_max
     and array_ndims(p) = 1
     and not exists (select 1 from unnest(p) t where t is null or length(btrim(t)) not between 1 and p_len)
$$;

create table public.website_services (
  id uuid primary key default gen_random_uuid(),
  version text not null constraint website_services_version_known check (version in ('draft', 'published')),
  -- The page: an area's slug ("audits") or area/topic ("audits/fire-safety"), as site/content/services.ts.
  service_key text not null constraint website_services_key_slug check (
    service_key ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$' and length(service_key) <= 120),
  title text not null constraint website_services_title_length check (length(btrim(title)) between 1 and 120),
  -- The page's introduction under the title (also its search-result description).
  summary text not null constraint website_services_summary_length check (length(btrim(summary)) between 1 and 400),
  who_needs_it text not null constraint website_services_who_needs_it_length check (
    length(btrim(who_needs_it)) between 1 and 400),
  -- "What we deliver": one point each.
  deliverables text[] not null constraint website_services_deliverables_list check (
    app.website_text_list_valid(deliverables, 12, 200)),
  -- "Legal basis"; empty: a topic's page shows its area's.
  legal_basis text not null default '' constraint website_services_legal_basis_length check (length(legal_basis) <= 500),
  -- The editor's order (the site's menus keep the code's order).
  sort_order integer not null default 0 constraint website_services_sort_order_range check (sort_order between 0 and 9999),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint website_services_one_per_version unique (version, service_key)
);
comment on table public.website_services is
  'Service page texts on /services/… (Settings → Website, plugins/settings): one draft and one published row per page.';

create trigger website_services_touch before update on public.website_services
  for each row execute function app.website_touch();

alter table public.website_services enable row level security;
revoke all on public.website_services from anon, authenticated;
grant select on public.website_services to anon;
grant select, update on public.website_services to authenticated;
grant all on public.website_services to service_role;

create policy website_services_read_published on public.website_services for select to anon, authenticated
  using (version = 'published');
create policy website_services_superadmin_read on public.website_services for select to authenticated
  using (app.has_role('superadmin'));
create policy website_services_superadmin_edit_draft on public.website_services for update to authenticated
  using (version = 'draft' and app.has_role('superadmin'))
  with check (version = 'draft' and app.has_role('superadmin'));

-- website_content() answers the service texts too: its return type changes (ADR 040: drop here,
-- the new text is in sql/repeatable/public.website_content.sql).
drop function if exists public.website_content();

-- What the service pages showed (site/content/services.ts), published and as the first draft, so
-- nothing changes for visitors until a superadmin publishes. The site leaves out of each page's
-- copy a text equal to its own (site/cms/website-content.ts), so this costs the pages nothing.
insert into public.website_services
  (version, service_key, sort_order, title, summary, who_needs_it, deliverables, legal_basis, updated_by)
select v.version, s.service_key, s.sort_order, s.title, s.summary, s.who_needs_it, s.deliverables, s.legal_basis, null
  from unnest(array['draft', 'published']) as v (version)
 cross join (values
  ('audits', 1, 'Audits',
   'Independent audits of your workplace against the law and good practice, with a prioritised action plan.',
   'Factories, offices, warehouses, hotels, farms, hospitals and institutions with employees.',
   array['Site inspection, document review and interviews', 'Audit report with findings rated by risk', 'Corrective action plan with owners and deadlines'],
   'The Occupational Safety and Health Act, 2007 and its rules require regular audits by approved auditors.'),
  ('audits/safety-health', 2, 'Safety and health audit',
   'A full review of how your workplace manages safety and health risks.',
   'Every registered workplace, at least once a year.',
   array['Statutory compliance checklist', 'Audit report for submission to the Directorate', 'Prioritised action plan'],
   'Occupational Safety and Health Act, 2007: an annual safety and health audit by an approved auditor.'),
  ('audits/fire-safety', 3, 'Fire safety audit',
   'Fire risks, detection, fire-fighting equipment, escape routes and drills reviewed.',
   'Every workplace; especially kitchens, stores, fuel and chemical areas and crowded buildings.',
   array['Fire risk findings', 'Equipment, signage and escape route review', 'Evacuation and fire-marshal recommendations'],
   'Factories and Other Places of Work (Fire Risk Reduction) Rules, 2007: an annual fire audit.'),
  ('audits/risk-assessment', 4, 'Risk assessment',
   'Hazards identified task by task, risks rated and controls agreed with your team.',
   'Employers starting new work, changing processes or reviewing after an incident.',
   array['Hazard register', 'Risk ratings', 'Control measures and safe work procedures'],
   'Occupational Safety and Health Act, 2007: occupiers must assess the risks to the safety and health of workers.'),
  ('audits/environmental-audit', 5, 'Environmental audit',
   'How your operations affect air, water, soil and waste, and how to improve.',
   'Facilities with environmental licences or obligations, and projects after commissioning.',
   array['Environmental compliance review', 'Audit report', 'Environmental management plan'],
   'Environmental Management and Co-ordination Act, 1999 and its impact assessment and audit regulations.'),
  ('audits/environmental-impact', 6, 'Environmental impact assessment',
   'The effects of a planned project assessed before it starts, with ways to reduce them.',
   'Developers of new projects and expansions that need an environmental licence.',
   array['Project report or full study', 'Public participation records', 'Mitigation plan'],
   'Environmental Management and Co-ordination Act, 1999: listed projects need an assessment and a licence before they start.'),
  ('audits/energy-audit', 7, 'Energy audit',
   'Where energy is used and lost, with savings you can act on.',
   'Energy-intensive sites and facilities designated under the energy management rules.',
   array['Energy use profile', 'Savings opportunities with cost and payback', 'Monitoring plan'],
   'Energy (Energy Management) Regulations: periodic audits for designated facilities.'),
  ('audits/food-safety', 8, 'Food safety audit',
   'Hygiene, handling and HACCP-based controls in food businesses.',
   'Hotels, restaurants, canteens, caterers and food processors.',
   array['Hygiene inspection', 'HACCP gap analysis', 'Corrective actions'],
   'Public Health Act and Food, Drugs and Chemical Substances Act; HACCP and ISO 22000 good practice.'),
  ('survey-analysis', 9, 'Survey analysis',
   'Measurements of the working environment with calibrated instruments, interpreted against exposure limits.',
   'Workplaces with noise, dust, fumes or water quality concerns.',
   array['On-site measurements', 'Results compared with legal limits', 'Practical recommendations'],
   'The Occupational Safety and Health Act, 2007 and Environmental Management and Co-ordination Act, 1999 set the exposure and quality limits.'),
  ('survey-analysis/noise', 10, 'Noise survey',
   'Noise levels mapped across work areas and personal exposures measured.',
   'Workshops, factories, generators, quarries, entertainment venues.',
   array['Noise map', 'Personal exposure results', 'Hearing conservation advice'],
   'Factories and Other Places of Work (Noise Prevention and Control) Rules, 2005.'),
  ('survey-analysis/air-quality', 11, 'Air quality survey',
   'Dust, gases and fumes measured where people work and at the boundary.',
   'Sites with dust, welding fumes, solvents, combustion or chemical processes.',
   array['Sampling results', 'Comparison with exposure limits', 'Ventilation and control advice'],
   'Occupational Safety and Health Act, 2007 (airborne contaminants) and EMCA air quality regulations.'),
  ('survey-analysis/water', 12, 'Water quality survey',
   'Drinking, process and waste water sampled and analysed by an accredited laboratory.',
   'Employers supplying drinking water, and facilities discharging effluent.',
   array['Laboratory results', 'Comparison with standards', 'Treatment recommendations'],
   'EMCA water quality regulations and the Kenyan drinking water standard.'),
  ('training', 13, 'Training',
   'Practical courses for workers, supervisors, fire marshals and safety committees.',
   'Every organisation that must train its people and its safety and health committee.',
   array['Courses on your site or at our centre', 'Attendance records', 'Certificates'],
   'The Occupational Safety and Health Act, 2007 requires employers to inform, instruct and train workers.'),
  ('training/osh', 14, 'Occupational safety and health training',
   'Safety and health committee training and OSH awareness for every level.',
   'Safety committee members, supervisors and new employees.',
   array['Course material', 'Practical exercises', 'Certificates'],
   'Safety and Health Committees Rules, 2004: committee members must be trained.'),
  ('training/fire-safety', 15, 'Fire safety training',
   'Fire marshals, extinguisher use, evacuation drills and fire prevention.',
   'Fire marshals and all employees who must know how to respond to a fire.',
   array['Live extinguisher practice', 'Evacuation drill report', 'Certificates'],
   'Fire Risk Reduction Rules, 2007: trained fire-fighting teams and regular drills.'),
  ('specialized-training', 16, 'Specialized training',
   'Courses for high-risk work, taught by practitioners with hands-on sessions.',
   'Teams that work at height, with electricity or with hazardous chemicals.',
   array['Theory and practical sessions', 'Competence assessment', 'Certificates'],
   'The Occupational Safety and Health Act, 2007 and its rules on hazardous work.'),
  ('specialized-training/height', 17, 'Working at height',
   'Safe access, fall protection equipment, inspection and rescue.',
   'Construction, maintenance, telecom and warehouse teams.',
   array['Harness and anchor practice', 'Equipment inspection checklist', 'Certificates'],
   'Occupational Safety and Health Act, 2007: safe means of access and protection against falls.'),
  ('specialized-training/electrical', 18, 'Electrical safety',
   'Isolation, lock-out/tag-out and safe work near live equipment.',
   'Electricians, technicians and maintenance staff.',
   array['Lock-out/tag-out practice', 'Safe work procedures', 'Certificates'],
   'Occupational Safety and Health Act, 2007: electrical installations must be safe and worked on by competent people.'),
  ('specialized-training/chemical', 19, 'Chemical safety',
   'Safe storage, handling, labelling, safety data sheets and spill response.',
   'Laboratories, farms, cleaning teams, manufacturers and stores.',
   array['Safety data sheet workshop', 'Spill drill', 'Certificates'],
   'Factories and Other Places of Work (Hazardous Substances) Rules, 2007.'),
  ('iso-training', 20, 'ISO training',
   'Awareness, implementation and internal auditor courses for ISO 45001, ISO 14001 and ISO 9001.',
   'Organisations preparing for certification or keeping it.',
   array['Awareness and internal auditor courses', 'Gap analysis on request', 'Certificates'],
   'Voluntary international standards; they help you show that you meet the law.'),
  ('hr-consultancy', 21, 'HR consultancy',
   'Policies, contracts and procedures that keep employment fair, safe and compliant.',
   'Growing organisations without a full HR department.',
   array['HR policy manual', 'Contract and letter templates', 'Advice on cases and disputes'],
   'Employment Act, 2007 and Work Injury Benefits Act, 2007.'),
  ('medical-exams', 22, 'Medical examinations',
   'Pre-employment, periodic and exit medical examinations for workers exposed to hazards.',
   'Employers whose workers are exposed to noise, dust, chemicals, food handling or other hazards.',
   array['Examinations by designated health practitioners', 'Fitness certificates', 'Confidential results and a summary report for the employer'],
   'Factories and Other Places of Work (Medical Examination) Rules, 2005.')

) as s (service_key, sort_order, title, summary, who_needs_it, deliverables, legal_basis);
