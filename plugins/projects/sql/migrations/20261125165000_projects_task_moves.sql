-- Projects' tasks (plugins/projects/, issue 13): moving a task on the board,
-- ordering a checklist, the signed-in member's open tasks, and the moves and
-- milestone changes on the project's timeline.
--
-- A board move is one RPC so that it is one statement under one lock: the
-- task lands at the asked place of its column and the column is renumbered
-- 0, 1, 2… around it. Two people moving cards of the same project at once
-- wait for each other (the project's tasks are locked for the move) instead
-- of leaving two cards at the same position.

-- ---------------------------------------------------------------- board moves

-- Moves a task to `status` at index `position` (0 = top; past the end = last)
-- and renumbers the columns it left and joined. Answers the moved task.
create function public.move_project_task(task_id uuid, status public.task_status, "position" integer)
returns public.project_tasks
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  moving public.project_tasks;
  from_status public.task_status;
  ordered uuid[];
  at integer;
begin
  select * into moving from public.project_tasks t where t.id = move_project_task.task_id;
  if moving.id is null or not app.has_role('staff') then
    raise exception 'No such task' using errcode = 'P0002';
  end if;
  if not app.can_edit_project(moving.project_id) then
    raise exception 'Only the project''s manager, its team or an admin can move its tasks'
      using errcode = '42501';
  end if;
  if move_project_task.status is null then
    raise exception 'Say which column the task goes to' using errcode = '22023';
  end if;
  -- Serialise moves within the project: every task of it, in one order (no deadlock between two movers).
  perform 1 from public.project_tasks t where t.project_id = moving.project_id order by t.id for update;
  select * into moving from public.project_tasks t where t.id = move_project_task.task_id;
  from_status := moving.status;

  select coalesce(array_agg(t.id order by t.position, t.created_at, t.id), '{}') into ordered
    from public.project_tasks t
   where t.project_id = moving.project_id and t.status = move_project_task.status and t.id <> moving.id;
  at := least(greatest(coalesce(move_project_task.position, 0), 0), cardinality(ordered));
  ordered := ordered[1:at] || moving.id || ordered[at + 1:];

  -- The joined column (with the task, which may change status here) in one statement.
  update public.project_tasks t
     set position = o.n - 1,
         status = case when t.id = moving.id then move_project_task.status else t.status end
    from unnest(ordered) with ordinality as o(id, n)
   where t.id = o.id
     and (t.position <> o.n - 1 or (t.id = moving.id and t.status <> move_project_task.status));

  -- The column it left closes its gap.
  if from_status <> move_project_task.status then
    update public.project_tasks t
       set position = o.n - 1
      from (select x.id, row_number() over (order by x.position, x.created_at, x.id) as n
              from public.project_tasks x
             where x.project_id = moving.project_id and x.status = from_status) o
     where t.id = o.id and t.position <> o.n - 1;
  end if;

  select * into moving from public.project_tasks t where t.id = move_project_task.task_id;
  return moving;
end
$$;
revoke execute on function public.move_project_task(uuid, public.task_status, integer) from public, anon;
grant execute on function public.move_project_task(uuid, public.task_status, integer) to authenticated, service_role;

-- Puts a task's checklist in the given order (every item of the task, each once).
create function public.reorder_task_items(task_id uuid, item_ids uuid[])
returns setof public.project_task_items
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  project uuid;
begin
  select t.project_id into project from public.project_tasks t where t.id = reorder_task_items.task_id;
  if project is null or not app.has_role('staff') then
    raise exception 'No such task' using errcode = 'P0002';
  end if;
  if not app.can_edit_project(project) then
    raise exception 'Only the project''s manager, its team or an admin can change its checklists'
      using errcode = '42501';
  end if;
  perform 1 from public.project_task_items i where i.task_id = reorder_task_items.task_id order by i.id for update;
  if coalesce(cardinality(item_ids), 0) <> (select count(*) from public.project_task_items i
                                             where i.task_id = reorder_task_items.task_id)
     or coalesce(cardinality(item_ids), 0) <> (select count(distinct x) from unnest(item_ids) x)
     or exists (select 1 from unnest(item_ids) x
                 where not exists (select 1 from public.project_task_items i
                                    where i.id = x and i.task_id = reorder_task_items.task_id)) then
    raise exception 'The checklist changed meanwhile: reload it and try again' using errcode = '40001';
  end if;
  update public.project_task_items i
     set position = o.n - 1
    from unnest(item_ids) with ordinality as o(id, n)
   where i.id = o.id and i.position <> o.n - 1;
  return query select * from public.project_task_items i
                where i.task_id = reorder_task_items.task_id order by i.position, i.id;
end
$$;
revoke execute on function public.reorder_task_items(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_task_items(uuid, uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------- my tasks

-- The signed-in member's open tasks across projects that are not archived
-- (security_invoker: the tables' policies decide; a customer reads nothing).
-- overdue: due before the company's today.
create view public.my_project_tasks with (security_invoker = true) as
  select t.id, t.project_id, t.title, t.description, t.assignee_id, t.due_on, t.priority, t.status,
         t.position, t.created_at, t.updated_at,
         p.number as project_number, p.title as project_title, p.customer_id, c.name as customer_name,
         (t.due_on is not null and t.due_on < app.company_today()) as overdue,
         (case t.priority when 'urgent' then 3 when 'high' then 2 when 'normal' then 1 else 0 end)::int
           as priority_rank,
         coalesce(i.total, 0)::int as items_total,
         coalesce(i.done, 0)::int as items_done,
         lower(concat_ws(' ', t.title, p.number, p.title, c.name)) as search_text
    from public.project_tasks t
    join public.projects p on p.id = t.project_id
    left join public.customers c on c.id = p.customer_id
    left join lateral (
      select count(*) as total, count(*) filter (where x.done) as done
        from public.project_task_items x where x.task_id = t.id
    ) i on true
   where t.assignee_id = auth.uid() and t.status <> 'done' and p.archived_at is null;
comment on view public.my_project_tasks is
  'The signed-in member''s open tasks across projects, with project, customer, overdue flag and checklist counts (security_invoker).';
revoke all on public.my_project_tasks from public, anon, authenticated, service_role;
grant select on public.my_project_tasks to authenticated, service_role;

-- ---------------------------------------------------------------- timeline

-- The schema's timeline trigger says when a task is added, removed or done
-- and when a milestone is added, removed or reached. These add the rest a
-- reader of the project's timeline wants: a task moved to another column (or
-- reopened), its assignee or due date changed; a milestone's date changed or
-- reopened. Same shape: `changes.name` is the title, plus what changed.
create function app.project_task_changes_timeline() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changes jsonb := jsonb_build_object('name', jsonb_build_array(null, new.title));
begin
  if new.status is distinct from old.status and new.status <> 'done' then
    perform app.record_event('projects', new.project_id::text,
                             case when old.status = 'done' then 'projects.task_reopened' else 'projects.task_moved' end,
                             null,
                             changes || jsonb_build_object('status', jsonb_build_array(old.status, new.status)));
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    perform app.record_event('projects', new.project_id::text, 'projects.task_assigned', null,
                             changes || jsonb_build_object('assignee_id',
                                                           jsonb_build_array(old.assignee_id, new.assignee_id)));
  end if;
  if new.due_on is distinct from old.due_on then
    perform app.record_event('projects', new.project_id::text, 'projects.task_rescheduled', null,
                             changes || jsonb_build_object('due_on', jsonb_build_array(old.due_on, new.due_on)));
  end if;
  return null;
end
$$;
revoke execute on function app.project_task_changes_timeline() from public, anon, authenticated;
create trigger project_tasks_changes_timeline after update on public.project_tasks
  for each row execute function app.project_task_changes_timeline();

create function app.project_milestone_changes_timeline() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changes jsonb := jsonb_build_object('name', jsonb_build_array(null, new.title));
begin
  if new.done_on is null and old.done_on is not null then
    perform app.record_event('projects', new.project_id::text, 'projects.milestone_reopened', null, changes);
  end if;
  if new.due_on is distinct from old.due_on then
    perform app.record_event('projects', new.project_id::text, 'projects.milestone_rescheduled', null,
                             changes || jsonb_build_object('due_on', jsonb_build_array(old.due_on, new.due_on)));
  end if;
  if new.title is distinct from old.title then
    perform app.record_event('projects', new.project_id::text, 'projects.milestone_renamed', null,
                             jsonb_build_object('name', jsonb_build_array(old.title, new.title)));
  end if;
  return null;
end
$$;
revoke execute on function app.project_milestone_changes_timeline() from public, anon, authenticated;
create trigger project_milestones_changes_timeline after update on public.project_milestones
  for each row execute function app.project_milestone_changes_timeline();
