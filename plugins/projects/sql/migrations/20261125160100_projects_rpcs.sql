-- Projects' RPCs: create a project (with its team and its service's template)
-- in one transaction, turn a won lead into a project in one step, and apply a
-- template to an existing project.
--
-- SECURITY DEFINER with explicit role checks: a staff member who creates a
-- project for somebody else to manage must still add its team and tasks in
-- the same transaction (RLS would refuse them: they are not on the team yet).
-- The tables' triggers still check everything (site of the customer, manager
-- and members are staff, due after start) and stamp rows with the caller.

-- Applies the service's active template to a project: its tasks and
-- milestones, due <offset_days> after the project's planned start (today when
-- it has none). A task or milestone whose title the project already has is
-- skipped, so applying twice adds nothing. Answers {"tasks": n, "milestones": n}
-- (how many were added).
create function app.apply_project_template(p_project uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/projects/sql/repeatable/app.apply_project_template.sql (ADR 043)';
end
$$;
revoke execute on function app.apply_project_template(uuid) from public, anon, authenticated;

-- For an admin or the project's manager.
create function public.apply_project_template(project_id uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  manager uuid;
  found_it boolean;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can apply project templates' using errcode = '42501';
  end if;
  select true, p.manager_id into found_it, manager from public.projects p where p.id = apply_project_template.project_id;
  if found_it is null then
    raise exception 'No such project' using errcode = 'P0002';
  end if;
  if not (app.has_role('admin') or manager = auth.uid()) then
    raise exception 'Only an admin or the project''s manager can apply its template' using errcode = '42501';
  end if;
  return app.apply_project_template(apply_project_template.project_id);
end
$$;
revoke execute on function public.apply_project_template(uuid) from public, anon;
grant execute on function public.apply_project_template(uuid) to authenticated, service_role;

-- create_project(project, member_ids, apply_template) → the new projects row.
-- project: {"title", "customer_id" (both required), "site_id", "service_id",
-- "lead_id", "manager_id" (default: the caller), "start_on", "due_on",
-- "status", "health", "budget", "tags", "description"}; anything else (number,
-- stamps, actual dates) is ignored. The caller joins the team when somebody
-- else manages the project.
create function public.create_project(
  project jsonb,
  member_ids uuid[] default '{}',
  apply_template boolean default true
) returns public.projects
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  given public.projects;
  created public.projects;
  who uuid := auth.uid();
  member uuid;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can create projects' using errcode = '42501';
  end if;
  if project is null or jsonb_typeof(project) <> 'object' then
    raise exception 'Describe the project (a JSON object)' using errcode = '22023';
  end if;
  if nullif(btrim(coalesce(project ->> 'title', '')), '') is null then
    raise exception 'Give the project a title' using errcode = '23502', detail = 'title';
  end if;
  if nullif(project ->> 'customer_id', '') is null then
    raise exception 'Choose the customer the project is for' using errcode = '23502', detail = 'customer_id';
  end if;
  given := jsonb_populate_record(null::public.projects, project);

  insert into public.projects (title, customer_id, site_id, service_id, lead_id, manager_id, start_on, due_on,
                               status, health, budget, tags, description)
  values (given.title, given.customer_id, given.site_id, given.service_id, given.lead_id,
          case when project ? 'manager_id' then given.manager_id else who end,
          given.start_on, given.due_on, coalesce(given.status, 'planned'), coalesce(given.health, 'on_track'),
          given.budget, coalesce(given.tags, '{}'), given.description)
  returning * into created;

  foreach member in array coalesce(member_ids, '{}') || case
      when who is not null and created.manager_id is distinct from who and app.is_active_staff(who)
      then array[who] else '{}'::uuid[] end
  loop
    if member is not null and member is distinct from created.manager_id then
      insert into public.project_members (project_id, member_id) values (created.id, member)
      on conflict do nothing;
    end if;
  end loop;

  if apply_template then
    perform app.apply_project_template(created.id);
  end if;
  return created;
end
$$;
revoke execute on function public.create_project(jsonb, uuid[], boolean) from public, anon;
grant execute on function public.create_project(jsonb, uuid[], boolean) to authenticated, service_role;

-- create_project_from_lead(lead_id, project) → the project of that lead.
-- One step from a won lead to its project: the lead is marked won (a lost
-- lead is refused), gets a customer when it has none (a new one named after
-- its company, or its person, through convert_lead), and the project links
-- lead, customer and site (the one given, else the customer's only site),
-- takes the lead's service, expected value (budget) and owner (manager), and
-- gets the service's template. `project` overrides any of create_project's
-- fields. The lead row is locked, so a double click waits for the first call;
-- a second call answers the project the first one created.
create function public.create_project_from_lead(lead_id uuid, project jsonb default '{}')
returns public.projects
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  lead public.leads;
  existing public.projects;
  customer public.customers;
  site uuid;
  service_name text;
  fields jsonb := coalesce(project, '{}');
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can create projects' using errcode = '42501';
  end if;
  if jsonb_typeof(fields) <> 'object' then
    raise exception 'Describe the project (a JSON object)' using errcode = '22023';
  end if;
  select * into lead from public.leads l where l.id = create_project_from_lead.lead_id for update;
  if lead.id is null then
    raise exception 'No such lead' using errcode = 'P0002';
  end if;
  select * into existing from public.projects p where p.lead_id = lead.id;
  if existing.id is not null then
    return existing;
  end if;
  if lead.stage = 'lost' then
    raise exception 'Lead % was lost: reopen it before making it a project', lead.reference
      using errcode = '22023', constraint = 'projects_lead_not_lost';
  end if;

  if lead.customer_id is null then
    if nullif(fields ->> 'customer_id', '') is not null then
      perform public.convert_lead(lead.id, p_customer => (fields ->> 'customer_id')::uuid);
    else
      perform public.convert_lead(lead.id, p_new_customer => jsonb_build_object(
        'name', coalesce(lead.company, lead.contact_name),
        'kind', case when lead.company is null then 'individual' else 'company' end));
    end if;
    select * into lead from public.leads l where l.id = lead.id;
  end if;
  if lead.stage <> 'won' then
    update public.leads l set stage = 'won' where l.id = lead.id;
  end if;
  select * into customer from public.customers c where c.id = lead.customer_id;

  site := nullif(fields ->> 'site_id', '')::uuid;
  if site is null and not fields ? 'site_id' then
    select min(s.id::text)::uuid into site from public.customer_sites s where s.customer_id = customer.id
    having count(*) = 1;
  end if;
  select s.name into service_name
    from public.services s where s.id = coalesce(nullif(fields ->> 'service_id', '')::uuid, lead.service_id);

  fields := jsonb_strip_nulls(jsonb_build_object(
      'title', coalesce(service_name || ' — ', '') || customer.name,
      'service_id', lead.service_id,
      'budget', lead.expected_value,
      'manager_id', case when app.is_active_staff(lead.owner_id) then lead.owner_id else auth.uid() end,
      'site_id', site
    )) || fields || jsonb_build_object('customer_id', customer.id, 'lead_id', lead.id);
  if (fields ->> 'site_id') is null then
    fields := fields - 'site_id';
  end if;

  existing := public.create_project(fields, '{}', true);
  perform app.record_event('leads', lead.id::text, 'projects.created_from_lead', null,
                           jsonb_build_object('name', jsonb_build_array(null, existing.number || ' — ' || existing.title)),
                           '/dashboard/projects/' || existing.id);
  return existing;
end
$$;
revoke execute on function public.create_project_from_lead(uuid, jsonb) from public, anon;
grant execute on function public.create_project_from_lead(uuid, jsonb) to authenticated, service_role;
