-- Services (plugins/leads now; projects, quotations and the site later): the
-- firm's service areas and their sub-services, the same tree the public site
-- shows (site/content/services.ts; tests/leads/services.test.ts checks that the
-- two agree). A service area has no parent; a sub-service's slug is
-- '<area>/<topic>' — the path after /services/ on the site — so topic slugs
-- that repeat across areas ('fire-safety' is an audit and a training) stay unique.
--
-- Who may do what: everyone, visitors included, reads the active services (the
-- enquiry form offers them); staff also read retired ones (old leads keep
-- theirs); only admins add, change or delete them.

create table public.services (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references public.services (id) on delete restrict,
  slug text not null constraint services_slug_key unique
    constraint services_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)?$'),
  name text not null check (length(btrim(name)) between 1 and 200),
  summary text check (summary is null or length(summary) <= 1000),
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint services_no_self_parent check (parent_id is distinct from id)
);
comment on table public.services is
  'Service areas and sub-services (the site''s tree). Everyone reads active ones; admins write.';
create index services_parent_idx on public.services (parent_id, sort_order);

create trigger services_stamp before insert or update on public.services
  for each row execute function app.stamp_row();

-- Two levels only, and a sub-service's slug is '<area slug>/<topic>'.
create function app.services_check_tree() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent public.services;
begin
  if new.parent_id is null then
    if position('/' in new.slug) > 0 then
      raise exception 'A service area''s slug has no "/"'
        using errcode = '23514', constraint = 'services_slug_format';
    end if;
    return new;
  end if;
  select * into parent from public.services s where s.id = new.parent_id;
  if parent.parent_id is not null then
    raise exception 'Services have two levels: an area and its sub-services'
      using errcode = '23514', constraint = 'services_two_levels';
  end if;
  if new.slug not like parent.slug || '/%' then
    raise exception 'A sub-service''s slug starts with "%/"', parent.slug
      using errcode = '23514', constraint = 'services_slug_format';
  end if;
  return new;
end
$$;
revoke execute on function app.services_check_tree() from public, anon, authenticated;
create trigger services_check_tree before insert or update on public.services
  for each row execute function app.services_check_tree();

select app.track_changes('public.services', array['updated_by']);

-- ---------------------------------------------------------------- the tree of spec §2

create temporary table services_seed (slug text, parent_slug text, name text, summary text, sort_order int)
;
insert into services_seed values
  ('audits', null, 'Audits', 'Independent audits of your workplace against the law and good practice, with a prioritised action plan.', 10),
  ('audits/safety-health', 'audits', 'Safety and health audit', 'A full review of how your workplace manages safety and health risks.', 10),
  ('audits/fire-safety', 'audits', 'Fire safety audit', 'Fire risks, detection, fire-fighting equipment, escape routes and drills reviewed.', 20),
  ('audits/risk-assessment', 'audits', 'Risk assessment', 'Hazards identified task by task, risks rated and controls agreed with your team.', 30),
  ('audits/environmental-audit', 'audits', 'Environmental audit', 'How your operations affect air, water, soil and waste, and how to improve.', 40),
  ('audits/environmental-impact', 'audits', 'Environmental impact assessment', 'The effects of a planned project assessed before it starts, with ways to reduce them.', 50),
  ('audits/energy-audit', 'audits', 'Energy audit', 'Where energy is used and lost, with savings you can act on.', 60),
  ('audits/food-safety', 'audits', 'Food safety audit', 'Hygiene, handling and HACCP-based controls in food businesses.', 70),
  ('survey-analysis', null, 'Survey analysis', 'Measurements of the working environment with calibrated instruments, interpreted against exposure limits.', 20),
  ('survey-analysis/noise', 'survey-analysis', 'Noise survey', 'Noise levels mapped across work areas and personal exposures measured.', 10),
  ('survey-analysis/air-quality', 'survey-analysis', 'Air quality survey', 'Dust, gases and fumes measured where people work and at the boundary.', 20),
  ('survey-analysis/water', 'survey-analysis', 'Water quality survey', 'Drinking, process and waste water sampled and analysed by an accredited laboratory.', 30),
  ('training', null, 'Training', 'Practical courses for workers, supervisors, fire marshals and safety committees.', 30),
  ('training/osh', 'training', 'Occupational safety and health training', 'Safety and health committee training and OSH awareness for every level.', 10),
  ('training/fire-safety', 'training', 'Fire safety training', 'Fire marshals, extinguisher use, evacuation drills and fire prevention.', 20),
  ('specialized-training', null, 'Specialized training', 'Courses for high-risk work, taught by practitioners with hands-on sessions.', 40),
  ('specialized-training/height', 'specialized-training', 'Working at height', 'Safe access, fall protection equipment, inspection and rescue.', 10),
  ('specialized-training/electrical', 'specialized-training', 'Electrical safety', 'Isolation, lock-out/tag-out and safe work near live equipment.', 20),
  ('specialized-training/chemical', 'specialized-training', 'Chemical safety', 'Safe storage, handling, labelling, safety data sheets and spill response.', 30),
  ('iso-training', null, 'ISO training', 'Awareness, implementation and internal auditor courses for ISO 45001, ISO 14001 and ISO 9001.', 50),
  ('hr-consultancy', null, 'HR consultancy', 'Policies, contracts and procedures that keep employment fair, safe and compliant.', 60),
  ('medical-exams', null, 'Medical examinations', 'Pre-employment, periodic and exit medical examinations for workers exposed to hazards.', 70)
;
insert into public.services (slug, name, summary, sort_order)
select slug, name, summary, sort_order from services_seed where parent_slug is null;
insert into public.services (slug, parent_id, name, summary, sort_order)
select v.slug, p.id, v.name, v.summary, v.sort_order
  from services_seed v join public.services p on p.slug = v.parent_slug;
drop table services_seed;

-- ---------------------------------------------------------------- row-level security

alter table public.services enable row level security;
revoke all on public.services from anon, authenticated;
grant select on public.services to anon;
grant select, insert, update, delete on public.services to authenticated;
grant all on public.services to service_role;

create policy services_read_active on public.services for select to anon, authenticated
  using (is_active or app.has_role('staff'));
create policy services_admin_insert on public.services for insert to authenticated
  with check (app.has_role('admin'));
create policy services_admin_update on public.services for update to authenticated
  using (app.has_role('admin')) with check (app.has_role('admin'));
create policy services_admin_delete on public.services for delete to authenticated
  using (app.has_role('admin'));
create policy services_service on public.services for all to service_role using (true) with check (true);
