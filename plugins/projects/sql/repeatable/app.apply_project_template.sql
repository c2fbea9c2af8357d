-- app.apply_project_template: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- As in 20261125160100 (comments there), with: each task is assigned to the project's manager when
-- the manager is active staff (issue 22 item 10: templates carry no role, and "Unassigned" for every
-- task of a project that has a manager helped nobody). The manager hands tasks on from there.
create or replace function app.apply_project_template(p_project uuid) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  target public.projects;
  tpl public.project_templates;
  base date;
  tasks_added integer := 0;
  milestones_added integer := 0;
begin
  select * into target from public.projects p where p.id = p_project;
  if target.id is null then
    raise exception 'No such project' using errcode = 'P0002';
  end if;
  select * into tpl from public.project_templates t where t.service_id = target.service_id and t.is_active;
  if tpl.id is null then
    return jsonb_build_object('tasks', 0, 'milestones', 0);
  end if;
  base := coalesce(target.start_on, app.company_today());
  insert into public.project_tasks (project_id, title, description, due_on, priority, position, assignee_id)
  select target.id, tt.title, tt.description, base + tt.offset_days, tt.priority, tt.position,
         case when app.is_active_staff(target.manager_id) then target.manager_id end
    from public.project_template_tasks tt
   where tt.template_id = tpl.id
     and not exists (select 1 from public.project_tasks pt
                      where pt.project_id = target.id and lower(pt.title) = lower(btrim(tt.title)))
   order by tt.position, tt.offset_days;
  get diagnostics tasks_added = row_count;
  insert into public.project_milestones (project_id, title, due_on, position)
  select target.id, tm.title, base + tm.offset_days, tm.position
    from public.project_template_milestones tm
   where tm.template_id = tpl.id
     and not exists (select 1 from public.project_milestones pm
                      where pm.project_id = target.id and lower(pm.title) = lower(btrim(tm.title)))
   order by tm.position, tm.offset_days;
  get diagnostics milestones_added = row_count;
  if tasks_added + milestones_added > 0 then
    perform app.record_event('projects', target.id::text, 'projects.template_applied', null,
                             jsonb_build_object('name', jsonb_build_array(null, tpl.name),
                                                'tasks', jsonb_build_array(null, tasks_added),
                                                'milestones', jsonb_build_array(null, milestones_added)));
  end if;
  return jsonb_build_object('tasks', tasks_added, 'milestones', milestones_added);
end
$$;
revoke execute on function app.apply_project_template(uuid) from public, anon, authenticated;
