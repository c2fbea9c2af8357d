-- Module switches respect the modules' declared dependencies (issue 21 part 2,
-- ADR 037). A plugin manifest says which plugins it needs (`dependsOn`); for the
-- plugins that have a switch, kernel/registry/dependencies.ts derives which
-- switch needs which, and this table holds that list (a module's own migration
-- adds its rows; tests/kernel-schema/module-dependencies.test.ts keeps the table
-- equal to the manifests). The database, not only the screen, then refuses:
--   - switching a module on while a module it needs is off
--     ("Leads needs Customers: switch Customers on first");
--   - switching a module off while a module that needs it is on — unless the
--     switch goes through set_module_enabled, which switches those off too in
--     the same statement and says which.
-- Direct updates of system_modules.is_enabled (REST, as before) keep working
-- whenever they leave the switches consistent.

create table public.system_module_dependencies (
  organization_id integer not null,
  module_id text not null,
  requires text not null,
  primary key (organization_id, module_id, requires),
  foreign key (organization_id, module_id) references public.system_modules (organization_id, id) on delete cascade,
  foreign key (organization_id, requires) references public.system_modules (organization_id, id) on delete cascade,
  check (module_id <> requires)
);
comment on table public.system_module_dependencies is
  'Which module switch needs which (from the plugin manifests'' dependsOn, ADR 037): module_id cannot be on while requires is off.';
create index system_module_dependencies_requires_idx on public.system_module_dependencies (organization_id, requires);

alter table public.system_module_dependencies enable row level security;
revoke all on public.system_module_dependencies from anon, authenticated;
grant select on public.system_module_dependencies to anon, authenticated;
grant all on public.system_module_dependencies to service_role;
-- Like the switches themselves: anyone may read them (Settings → Modules shows them).
create policy system_module_dependencies_read on public.system_module_dependencies
  for select to anon, authenticated using (true);
create policy system_module_dependencies_service on public.system_module_dependencies
  for all to service_role using (true) with check (true);

-- Today's manifests: Leads and Projects need Customers (quotations and invoicing need it too, but
-- they have no switch: always on).
insert into public.system_module_dependencies (organization_id, module_id, requires)
select m.organization_id, d.module_id, d.requires
  from (values ('leads', 'customers'), ('projects', 'customers')) d (module_id, requires)
  join public.system_modules m on m.id = d.module_id
  join public.system_modules r on r.organization_id = m.organization_id and r.id = d.requires
on conflict do nothing;

-- "Customers, Leads and Projects" from a list of module ids, by their names in sort order.
create function app.module_names(org integer, ids text[]) returns text
language sql stable
set search_path = ''
as $$
  with n as (
    select m.name, row_number() over (order by m.sort_order, m.name) as i, count(*) over () as total
      from public.system_modules m
     where m.organization_id = org and m.id = any (ids)
  )
  select string_agg(case when i = 1 then name when i = total then ' and ' || name else ', ' || name end, '' order by i)
    from n
$$;

-- Row triggers AFTER an UPDATE run once the whole statement is done, so a statement that switches
-- several modules at once (set_module_enabled's cascade) is judged on where it leaves them.
create function app.check_module_dependencies() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  missing text[];
  needed_by text[];
begin
  if new.is_enabled then
    select array_agg(d.requires) into missing
      from public.system_module_dependencies d
      join public.system_modules r on r.organization_id = d.organization_id and r.id = d.requires
     where d.organization_id = new.organization_id and d.module_id = new.id and not r.is_enabled;
    if missing is not null then
      raise exception '% needs %: switch % on first', new.name,
        app.module_names(new.organization_id, missing),
        case when cardinality(missing) = 1 then app.module_names(new.organization_id, missing) else 'them' end
        using errcode = '23514';
    end if;
  else
    select array_agg(d.module_id) into needed_by
      from public.system_module_dependencies d
      join public.system_modules m on m.organization_id = d.organization_id and m.id = d.module_id
     where d.organization_id = new.organization_id and d.requires = new.id and m.is_enabled;
    if needed_by is not null then
      raise exception '% is needed by %: switch % off first', new.name,
        app.module_names(new.organization_id, needed_by),
        case when cardinality(needed_by) = 1 then app.module_names(new.organization_id, needed_by) else 'them' end
        using errcode = '23514';
    end if;
  end if;
  return null;
end
$$;
revoke execute on function app.check_module_dependencies() from public, anon, authenticated;
revoke execute on function app.module_names(integer, text[]) from public, anon, authenticated;

create trigger system_modules_dependencies after update of is_enabled on public.system_modules
  for each row when (old.is_enabled is distinct from new.is_enabled)
  execute function app.check_module_dependencies();

-- Settings → Modules switches through this. On: the module alone (refused while a module it needs is
-- off). Off: the module and every module that needs it, directly or through others, in one statement;
-- the answer lists those switched off with it, nearest first (switching them back on in that order
-- works). Runs as the caller: the superadmin-only update policy of system_modules applies.
create function public.set_module_enabled(module_id text, enabled boolean) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  org constant integer := 1;
  target public.system_modules;
  also jsonb;
  ids text[];
begin
  if not app.has_role('superadmin') then
    raise exception 'Only a superadmin can switch modules' using errcode = '42501';
  end if;
  select * into target from public.system_modules m where m.organization_id = org and m.id = module_id;
  if not found then
    raise exception 'No such module: %', module_id using errcode = 'P0002';
  end if;

  if enabled then
    update public.system_modules m set is_enabled = true
     where m.organization_id = org and m.id = module_id and not m.is_enabled;
    return jsonb_build_object('id', module_id, 'is_enabled', true, 'also_switched_off', '[]'::jsonb);
  end if;

  with recursive dependents (id, depth) as (
    select d.module_id, 1 from public.system_module_dependencies d
     where d.organization_id = org and d.requires = set_module_enabled.module_id
    union
    select d.module_id, p.depth + 1
      from public.system_module_dependencies d join dependents p on d.requires = p.id
     where d.organization_id = org and p.depth < 50
  ),
  nearest as (
    select p.id, min(p.depth) as depth from dependents p group by p.id
  )
  select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name) order by n.depth, m.sort_order, m.name), '[]'::jsonb),
         coalesce(array_agg(m.id), '{}')
    into also, ids
    from nearest n join public.system_modules m on m.organization_id = org and m.id = n.id
   where m.is_enabled and m.id <> set_module_enabled.module_id;

  update public.system_modules m set is_enabled = false
   where m.organization_id = org and m.is_enabled and (m.id = set_module_enabled.module_id or m.id = any (ids));
  return jsonb_build_object('id', module_id, 'is_enabled', false, 'also_switched_off', also);
end
$$;
revoke execute on function public.set_module_enabled(text, boolean) from public, anon;
grant execute on function public.set_module_enabled(text, boolean) to authenticated, service_role;
comment on function public.set_module_enabled(text, boolean) is
  'Superadmin: switch a module on (refused while a module it needs is off) or off (with every module that needs it; the answer lists them).';
