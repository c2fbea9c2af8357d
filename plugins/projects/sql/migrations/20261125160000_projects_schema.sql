-- Projects (plugins/projects/, issue 13): every audit, survey and training the
-- firm does for a customer, with its team, dated health updates, tasks (and
-- their checklists) and milestones. The names here are a contract other
-- helpers code against (/work/briefs/projects-contract.md): keep them.
--
-- Who may do what (RLS below):
-- - staff, admin and superadmin read every project and everything in it;
-- - staff edit the projects they manage or are members of (and their tasks,
--   checklists, milestones, team and health updates); admins edit all;
-- - any staff member may create a project (create_project adds the creator
--   to the team when somebody else manages it, so they can go on editing);
-- - deleting a project needs admin; its tasks, milestones, team and updates
--   go with it, and a later module's reference (invoices) refuses the delete
--   (ON DELETE RESTRICT): archive instead (archived_at);
-- - shop customer accounts and visitors see none of it.
-- The module switch hides the screens, not the data.

-- ---------------------------------------------------------------- closed lists

create type public.project_status as enum ('planned', 'in_progress', 'on_hold', 'done', 'cancelled');
create type public.project_health as enum ('on_track', 'at_risk', 'off_track');
create type public.task_status as enum ('todo', 'in_progress', 'blocked', 'done');
create type public.task_priority as enum ('low', 'normal', 'high', 'urgent');

-- ---------------------------------------------------------------- numbers

-- PRJ-<year>-<4 digits>: yearly and gapless. One counter row per year, bumped
-- by the insert trigger with INSERT … ON CONFLICT DO UPDATE (the row stays
-- locked until the creating transaction ends), so two creations never share a
-- number, and a creation that rolls back gives its number back with it.
create table app.project_numbers (
  year integer primary key,
  last_number integer not null check (last_number >= 0)
);
revoke all on app.project_numbers from public, anon, authenticated;

create function app.next_project_number() returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from app.company_today())::int;
  n integer;
begin
  insert into app.project_numbers as c (year, last_number) values (this_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into n;
  return 'PRJ-' || this_year || '-' || case when n > 9999 then n::text else lpad(n::text, 4, '0') end;
end
$$;
revoke execute on function app.next_project_number() from public, anon, authenticated;

-- ---------------------------------------------------------------- projects

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  -- Assigned by the database on insert (projects_number); what a client sends is ignored.
  number text not null default '' constraint projects_number_key unique,
  title text not null constraint projects_title_length check (length(btrim(title)) between 1 and 200),
  customer_id uuid not null references public.customers (id) on delete restrict,
  -- One of the customer's workplaces (projects_check: the site belongs to the customer).
  site_id uuid references public.customer_sites (id) on delete restrict,
  service_id uuid references public.services (id) on delete restrict,
  -- The won lead it came from (one project per lead).
  lead_id uuid references public.leads (id) on delete set null,
  -- An active staff member (projects_check).
  manager_id uuid references auth.users (id) on delete set null,
  start_on date,
  due_on date,
  constraint projects_due_after_start check (due_on is null or start_on is null or due_on >= start_on),
  started_on date,
  finished_on date,
  constraint projects_finished_after_started check (
    finished_on is null or started_on is null or finished_on >= started_on
  ),
  status public.project_status not null default 'planned',
  health public.project_health not null default 'on_track',
  -- Kenya shillings, exact.
  budget numeric(14, 2) constraint projects_budget_positive check (budget is null or budget >= 0),
  tags text[] not null default '{}' constraint projects_tags_valid check (
    cardinality(tags) <= 20 and array_position(tags, null) is null
  ),
  description text constraint projects_description_length check (description is null or length(description) <= 10000),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.projects is
  'Engagements (audits, surveys, trainings) for a customer (plugins/projects). Staff read; managers, members and admins edit; admins delete.';
create unique index projects_lead_key on public.projects (lead_id) where lead_id is not null;
create index projects_customer_idx on public.projects (customer_id);
create index projects_site_idx on public.projects (site_id);
create index projects_service_idx on public.projects (service_id);
create index projects_manager_idx on public.projects (manager_id);
create index projects_status_idx on public.projects (status, due_on);
create index projects_created_idx on public.projects (created_at desc, id);

-- ---------------------------------------------------------------- team and health updates

create table public.project_members (
  project_id uuid not null references public.projects (id) on delete cascade,
  member_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  primary key (project_id, member_id)
);
comment on table public.project_members is 'The team of a project (staff). Members edit the project.';
create index project_members_member_idx on public.project_members (member_id);

create table public.project_status_updates (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  health public.project_health not null,
  comment text constraint project_status_updates_comment_length check (
    comment is null or length(comment) <= 4000
  ),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.project_status_updates is
  'Dated health updates of a project; posting one sets the project''s health.';
create index project_status_updates_project_idx on public.project_status_updates (project_id, created_at desc);

-- ---------------------------------------------------------------- tasks, checklists, milestones

create table public.project_tasks (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  title text not null constraint project_tasks_title_length check (length(btrim(title)) between 1 and 200),
  description text constraint project_tasks_description_length check (
    description is null or length(description) <= 10000
  ),
  -- An active staff member (project_tasks_check).
  assignee_id uuid references auth.users (id) on delete set null,
  due_on date,
  priority public.task_priority not null default 'normal',
  status public.task_status not null default 'todo',
  -- Order within its status column of its project (smaller first).
  position integer not null default 0,
  -- Set when the task becomes done, cleared when it is reopened (project_tasks_check).
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.project_tasks is 'Tasks of a project (board columns by status, ordered by position).';
create index project_tasks_project_idx on public.project_tasks (project_id, status, position);
create index project_tasks_assignee_open_idx on public.project_tasks (assignee_id, due_on) where status <> 'done';

create table public.project_task_items (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.project_tasks (id) on delete cascade,
  label text not null constraint project_task_items_label_length check (length(btrim(label)) between 1 and 500),
  done boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.project_task_items is 'Checklist items of a project task.';
create index project_task_items_task_idx on public.project_task_items (task_id, position);

create table public.project_milestones (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  title text not null constraint project_milestones_title_length check (length(btrim(title)) between 1 and 200),
  due_on date,
  -- Null while open.
  done_on date,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.project_milestones is 'Milestones of a project (late ones: due_on < today and done_on is null).';
create index project_milestones_project_idx on public.project_milestones (project_id, due_on);
create index project_milestones_open_idx on public.project_milestones (due_on) where done_on is null;

-- ---------------------------------------------------------------- templates

-- One template per service: the tasks and milestones a project of that
-- service starts with, due <offset_days> after the project's planned start.
create table public.project_templates (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null constraint project_templates_service_key unique
    references public.services (id) on delete cascade,
  name text not null constraint project_templates_name_length check (length(btrim(name)) between 1 and 200),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.project_templates is 'The task and milestone template of a service. Staff read; admins write.';

create table public.project_template_tasks (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.project_templates (id) on delete cascade,
  title text not null constraint project_template_tasks_title_length check (length(btrim(title)) between 1 and 200),
  description text constraint project_template_tasks_description_length check (
    description is null or length(description) <= 10000
  ),
  offset_days integer not null default 0 constraint project_template_tasks_offset_range check (
    offset_days between 0 and 3650
  ),
  priority public.task_priority not null default 'normal',
  position integer not null default 0
);
create index project_template_tasks_template_idx on public.project_template_tasks (template_id, position);

create table public.project_template_milestones (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.project_templates (id) on delete cascade,
  title text not null constraint project_template_milestones_title_length check (
    length(btrim(title)) between 1 and 200
  ),
  offset_days integer not null default 0 constraint project_template_milestones_offset_range check (
    offset_days between 0 and 3650
  ),
  position integer not null default 0
);
create index project_template_milestones_template_idx on public.project_template_milestones (template_id, position);

-- ---------------------------------------------------------------- who may edit

-- The caller is an admin, or a staff member who manages the project or is on its team.
create function app.can_edit_project(p_project uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.has_role('admin') or (
    app.has_role('staff') and exists (
      select 1 from public.projects p
       where p.id = p_project
         and (p.manager_id = auth.uid()
              or exists (select 1 from public.project_members m
                          where m.project_id = p.id and m.member_id = auth.uid()))))
$$;
revoke execute on function app.can_edit_project(uuid) from public, anon;
grant execute on function app.can_edit_project(uuid) to authenticated, service_role;

-- For the screens (show Edit, the task board's controls).
create function public.can_edit_project(p_project uuid) returns boolean
language sql stable
set search_path = ''
as $$ select app.can_edit_project(p_project) $$;
revoke execute on function public.can_edit_project(uuid) from public, anon;
grant execute on function public.can_edit_project(uuid) to authenticated, service_role;

create function app.is_active_staff(p_user uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p
                  where p.auth_id = p_user and p.is_active and p.role in ('staff', 'admin', 'superadmin'))
$$;
revoke execute on function app.is_active_staff(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------- triggers

create function app.projects_number() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.number := app.next_project_number();
  else
    new.number := old.number;
  end if;
  return new;
end
$$;
revoke execute on function app.projects_number() from public, anon, authenticated;
create trigger projects_number before insert or update on public.projects
  for each row execute function app.projects_number();

create trigger projects_stamp before insert or update on public.projects
  for each row execute function app.stamp_row();

-- Tidy what people type and check what a constraint cannot: the site is the
-- customer's, the manager is active staff; actual dates follow the status.
create function app.projects_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  new.description := nullif(btrim(coalesce(new.description, '')), '');
  new.tags := coalesce(
    (select array_agg(t order by first_at)
       from (select btrim(x) as t, min(o) as first_at
               from unnest(new.tags) with ordinality as u(x, o)
              where btrim(x) <> ''
              group by btrim(x)) d),
    '{}'
  );
  if new.site_id is not null and (tg_op = 'INSERT' or new.site_id is distinct from old.site_id
                                  or new.customer_id is distinct from old.customer_id)
     and not exists (select 1 from public.customer_sites s
                      where s.id = new.site_id and s.customer_id = new.customer_id) then
    raise exception 'The site must be one of the customer''s sites'
      using errcode = '23514', constraint = 'projects_site_of_customer';
  end if;
  if new.manager_id is not null and (tg_op = 'INSERT' or new.manager_id is distinct from old.manager_id)
     and not app.is_active_staff(new.manager_id) then
    raise exception 'The project manager must be an active staff member'
      using errcode = '23514', constraint = 'projects_manager_is_staff';
  end if;
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    if new.status in ('in_progress', 'done') and new.started_on is null then
      new.started_on := least(app.company_today(), coalesce(new.finished_on, app.company_today()));
    end if;
    if new.status = 'done' and new.finished_on is null then
      new.finished_on := greatest(app.company_today(), new.started_on);
    end if;
  end if;
  return new;
end
$$;
revoke execute on function app.projects_check() from public, anon, authenticated;
create trigger projects_check before insert or update on public.projects
  for each row execute function app.projects_check();

create function app.project_members_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not app.is_active_staff(new.member_id) then
    raise exception 'Only active staff members can join a project team'
      using errcode = '23514', constraint = 'project_members_are_staff';
  end if;
  new.created_at := now();
  new.created_by := coalesce(auth.uid(), new.created_by);
  return new;
end
$$;
revoke execute on function app.project_members_check() from public, anon, authenticated;
create trigger project_members_check before insert or update on public.project_members
  for each row execute function app.project_members_check();

create function app.project_status_updates_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.comment := nullif(btrim(coalesce(new.comment, '')), '');
  new.created_at := now();
  new.created_by := coalesce(auth.uid(), new.created_by);
  return new;
end
$$;
revoke execute on function app.project_status_updates_check() from public, anon, authenticated;
create trigger project_status_updates_check before insert on public.project_status_updates
  for each row execute function app.project_status_updates_check();

-- A health update sets the project's health (its timeline shows the change).
create function app.project_status_updates_apply() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.projects p set health = new.health where p.id = new.project_id and p.health <> new.health;
  return null;
end
$$;
revoke execute on function app.project_status_updates_apply() from public, anon, authenticated;
create trigger project_status_updates_apply after insert on public.project_status_updates
  for each row execute function app.project_status_updates_apply();

create trigger project_tasks_stamp before insert or update on public.project_tasks
  for each row execute function app.stamp_row();
create trigger project_task_items_stamp before insert or update on public.project_task_items
  for each row execute function app.stamp_row();
create trigger project_milestones_stamp before insert or update on public.project_milestones
  for each row execute function app.stamp_row();
create trigger project_templates_stamp before insert or update on public.project_templates
  for each row execute function app.stamp_row();

create function app.project_tasks_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  new.description := nullif(btrim(coalesce(new.description, '')), '');
  if tg_op = 'UPDATE' and new.project_id <> old.project_id then
    raise exception 'A task stays in its project' using errcode = '23514', constraint = 'project_tasks_same_project';
  end if;
  if new.assignee_id is not null and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
     and not app.is_active_staff(new.assignee_id) then
    raise exception 'A task''s assignee must be an active staff member'
      using errcode = '23514', constraint = 'project_tasks_assignee_is_staff';
  end if;
  if new.status = 'done' then
    new.completed_at := case when tg_op = 'UPDATE' and old.status = 'done' then old.completed_at
                             else coalesce(new.completed_at, now()) end;
  else
    new.completed_at := null;
  end if;
  return new;
end
$$;
revoke execute on function app.project_tasks_check() from public, anon, authenticated;
create trigger project_tasks_check before insert or update on public.project_tasks
  for each row execute function app.project_tasks_check();

create function app.project_task_items_check() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.label := btrim(new.label);
  if tg_op = 'UPDATE' and new.task_id <> old.task_id then
    raise exception 'A checklist item stays on its task'
      using errcode = '23514', constraint = 'project_task_items_same_task';
  end if;
  return new;
end
$$;
revoke execute on function app.project_task_items_check() from public, anon, authenticated;
create trigger project_task_items_check before insert or update on public.project_task_items
  for each row execute function app.project_task_items_check();

create function app.project_milestones_check() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.title := btrim(new.title);
  if tg_op = 'UPDATE' and new.project_id <> old.project_id then
    raise exception 'A milestone stays in its project'
      using errcode = '23514', constraint = 'project_milestones_same_project';
  end if;
  return new;
end
$$;
revoke execute on function app.project_milestones_check() from public, anon, authenticated;
create trigger project_milestones_check before insert or update on public.project_milestones
  for each row execute function app.project_milestones_check();

-- ---------------------------------------------------------------- timeline

-- Field changes of the project on its timeline; the team, tasks and
-- milestones say what happened to them there too ('projects.<event>', with the
-- name in `changes` as for customers' contacts and sites).
select app.track_changes('public.projects', array['updated_by']);
select app.track_changes('public.project_tasks', array['updated_by', 'position']);

create function app.project_children_timeline() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  row_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  project text := coalesce(row_new, row_old) ->> 'project_id';
  what text := case tg_table_name when 'project_tasks' then 'task'
                                  when 'project_milestones' then 'milestone' else 'member' end;
  label text;
begin
  if tg_table_name = 'project_members' then
    select coalesce(p.full_name, p.email) into label
      from public.profiles p where p.auth_id = (coalesce(row_new, row_old) ->> 'member_id')::uuid;
  else
    label := coalesce(row_new, row_old) ->> 'title';
  end if;
  if tg_op = 'INSERT' then
    perform app.record_event('projects', project, 'projects.' || what || '_added', null,
                             jsonb_build_object('name', jsonb_build_array(null, label)));
  elsif tg_op = 'DELETE' then
    -- A cascade from deleting the project itself says nothing new.
    if exists (select 1 from public.projects p where p.id = project::uuid) then
      perform app.record_event('projects', project, 'projects.' || what || '_removed', null,
                               jsonb_build_object('name', jsonb_build_array(label, null)));
    end if;
  elsif what = 'task' and (row_new ->> 'status') = 'done' and (row_old ->> 'status') <> 'done' then
    perform app.record_event('projects', project, 'projects.task_done', null,
                             jsonb_build_object('name', jsonb_build_array(null, label)));
  elsif what = 'milestone' and (row_new ->> 'done_on') is not null and (row_old ->> 'done_on') is null then
    perform app.record_event('projects', project, 'projects.milestone_done', null,
                             jsonb_build_object('name', jsonb_build_array(null, label)));
  end if;
  return null;
end
$$;
revoke execute on function app.project_children_timeline() from public, anon, authenticated;
create trigger project_members_timeline after insert or delete on public.project_members
  for each row execute function app.project_children_timeline();
create trigger project_tasks_timeline after insert or update or delete on public.project_tasks
  for each row execute function app.project_children_timeline();
create trigger project_milestones_timeline after insert or update or delete on public.project_milestones
  for each row execute function app.project_children_timeline();

-- ---------------------------------------------------------------- row-level security

alter table public.projects enable row level security;
alter table public.project_members enable row level security;
alter table public.project_status_updates enable row level security;
alter table public.project_tasks enable row level security;
alter table public.project_task_items enable row level security;
alter table public.project_milestones enable row level security;
alter table public.project_templates enable row level security;
alter table public.project_template_tasks enable row level security;
alter table public.project_template_milestones enable row level security;

revoke all on public.projects, public.project_members, public.project_status_updates, public.project_tasks,
  public.project_task_items, public.project_milestones, public.project_templates, public.project_template_tasks,
  public.project_template_milestones from anon, authenticated;
grant select, insert, update, delete on public.projects, public.project_members, public.project_status_updates,
  public.project_tasks, public.project_task_items, public.project_milestones, public.project_templates,
  public.project_template_tasks, public.project_template_milestones to authenticated;
grant all on public.projects, public.project_members, public.project_status_updates, public.project_tasks,
  public.project_task_items, public.project_milestones, public.project_templates, public.project_template_tasks,
  public.project_template_milestones to service_role;

create policy projects_staff_read on public.projects for select to authenticated
  using ((select app.has_role('staff')));
create policy projects_staff_insert on public.projects for insert to authenticated
  with check ((select app.has_role('staff')));
create policy projects_team_update on public.projects for update to authenticated
  using (app.can_edit_project(id)) with check ((select app.has_role('staff')));
create policy projects_admin_delete on public.projects for delete to authenticated
  using ((select app.has_role('admin')));
create policy projects_service on public.projects for all to service_role using (true) with check (true);

create policy project_members_staff_read on public.project_members for select to authenticated
  using ((select app.has_role('staff')));
create policy project_members_team_insert on public.project_members for insert to authenticated
  with check (app.can_edit_project(project_id));
create policy project_members_team_update on public.project_members for update to authenticated
  using (app.can_edit_project(project_id)) with check (app.can_edit_project(project_id));
create policy project_members_team_delete on public.project_members for delete to authenticated
  using (app.can_edit_project(project_id));
create policy project_members_service on public.project_members for all to service_role using (true) with check (true);

-- Health updates are a dated record: posted by the team, removed only by an admin.
create policy project_status_updates_staff_read on public.project_status_updates for select to authenticated
  using ((select app.has_role('staff')));
create policy project_status_updates_team_insert on public.project_status_updates for insert to authenticated
  with check (app.can_edit_project(project_id));
create policy project_status_updates_admin_delete on public.project_status_updates for delete to authenticated
  using ((select app.has_role('admin')));
create policy project_status_updates_service on public.project_status_updates for all to service_role
  using (true) with check (true);

create policy project_tasks_staff_read on public.project_tasks for select to authenticated
  using ((select app.has_role('staff')));
create policy project_tasks_team_insert on public.project_tasks for insert to authenticated
  with check (app.can_edit_project(project_id));
create policy project_tasks_team_update on public.project_tasks for update to authenticated
  using (app.can_edit_project(project_id)) with check (app.can_edit_project(project_id));
create policy project_tasks_team_delete on public.project_tasks for delete to authenticated
  using (app.can_edit_project(project_id));
create policy project_tasks_service on public.project_tasks for all to service_role using (true) with check (true);

create function app.can_edit_task(p_task uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.can_edit_project((select t.project_id from public.project_tasks t where t.id = p_task))
$$;
revoke execute on function app.can_edit_task(uuid) from public, anon;
grant execute on function app.can_edit_task(uuid) to authenticated, service_role;

create policy project_task_items_staff_read on public.project_task_items for select to authenticated
  using ((select app.has_role('staff')));
create policy project_task_items_team_insert on public.project_task_items for insert to authenticated
  with check (app.can_edit_task(task_id));
create policy project_task_items_team_update on public.project_task_items for update to authenticated
  using (app.can_edit_task(task_id)) with check (app.can_edit_task(task_id));
create policy project_task_items_team_delete on public.project_task_items for delete to authenticated
  using (app.can_edit_task(task_id));
create policy project_task_items_service on public.project_task_items for all to service_role
  using (true) with check (true);

create policy project_milestones_staff_read on public.project_milestones for select to authenticated
  using ((select app.has_role('staff')));
create policy project_milestones_team_insert on public.project_milestones for insert to authenticated
  with check (app.can_edit_project(project_id));
create policy project_milestones_team_update on public.project_milestones for update to authenticated
  using (app.can_edit_project(project_id)) with check (app.can_edit_project(project_id));
create policy project_milestones_team_delete on public.project_milestones for delete to authenticated
  using (app.can_edit_project(project_id));
create policy project_milestones_service on public.project_milestones for all to service_role
  using (true) with check (true);

create policy project_templates_staff_read on public.project_templates for select to authenticated
  using ((select app.has_role('staff')));
create policy project_templates_admin_write on public.project_templates for all to authenticated
  using ((select app.has_role('admin'))) with check ((select app.has_role('admin')));
create policy project_templates_service on public.project_templates for all to service_role
  using (true) with check (true);
create policy project_template_tasks_staff_read on public.project_template_tasks for select to authenticated
  using ((select app.has_role('staff')));
create policy project_template_tasks_admin_write on public.project_template_tasks for all to authenticated
  using ((select app.has_role('admin'))) with check ((select app.has_role('admin')));
create policy project_template_tasks_service on public.project_template_tasks for all to service_role
  using (true) with check (true);
create policy project_template_milestones_staff_read on public.project_template_milestones for select
  to authenticated using ((select app.has_role('staff')));
create policy project_template_milestones_admin_write on public.project_template_milestones for all
  to authenticated using ((select app.has_role('admin'))) with check ((select app.has_role('admin')));
create policy project_template_milestones_service on public.project_template_milestones for all to service_role
  using (true) with check (true);

alter publication supabase_realtime add table public.projects, public.project_members,
  public.project_status_updates, public.project_tasks, public.project_task_items, public.project_milestones;

-- ---------------------------------------------------------------- the list

-- The list and board read this view (security_invoker: the tables' own
-- policies decide, so a customer or a visitor reads no row). progress is the
-- share of done tasks (0–100; a project without tasks is 100 when done, else
-- 0); overdue: planned due date passed (company's today) and not done or
-- cancelled; next_milestone_on: the earliest open milestone.
create view public.projects_list with (security_invoker = true) as
  select p.id, p.number, p.title, p.customer_id, p.site_id, p.service_id, p.lead_id, p.manager_id,
         p.start_on, p.due_on, p.started_on, p.finished_on, p.status, p.health, p.budget, p.tags,
         p.description, p.archived_at, p.created_at, p.created_by, p.updated_at, p.updated_by,
         c.name as customer_name,
         s.name as site_name,
         sv.name as service_name,
         coalesce(m.full_name, m.email) as manager_name,
         coalesce(t.total, 0)::int as tasks_total,
         coalesce(t.done, 0)::int as tasks_done,
         (case when coalesce(t.total, 0) = 0 then case when p.status = 'done' then 100 else 0 end
               else floor(100.0 * t.done / t.total) end)::int as progress,
         (p.due_on is not null and p.due_on < app.company_today()
          and p.status not in ('done', 'cancelled')) as overdue,
         (select min(ms.due_on) from public.project_milestones ms
           where ms.project_id = p.id and ms.done_on is null) as next_milestone_on,
         lower(concat_ws(' ', p.number, p.title, c.name, s.name)) as search_text
    from public.projects p
    left join public.customers c on c.id = p.customer_id
    left join public.customer_sites s on s.id = p.site_id
    left join public.services sv on sv.id = p.service_id
    left join public.profiles m on m.auth_id = p.manager_id
    left join lateral (
      select count(*) as total, count(*) filter (where pt.status = 'done') as done
        from public.project_tasks pt where pt.project_id = p.id
    ) t on true;
comment on view public.projects_list is
  'Projects with customer, site, service and manager names, task progress, overdue flag and next milestone (security_invoker).';
revoke all on public.projects_list from public, anon, authenticated, service_role;
grant select on public.projects_list to authenticated, service_role;
