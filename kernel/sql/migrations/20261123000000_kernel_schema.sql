-- Kernel schema: the company, one profile per user (its role decides what the
-- user may do), the module switches, an audit log, and the SQL helpers every
-- RLS policy of every module uses. Policies never read user_metadata: a user
-- can edit their own metadata, so it proves nothing. Roles come from
-- profiles.role, which only the admin RPCs below (or the service role) change.

create schema if not exists app;
grant usage on schema app to anon, authenticated, service_role;

-- ---------------------------------------------------------------- tables

create table public.organizations (
  id integer primary key,
  name text not null check (length(btrim(name)) between 1 and 200),
  email text check (email is null or length(email) <= 254),
  phone text check (phone is null or length(phone) <= 32),
  address text check (address is null or length(address) <= 500),
  website text check (website is null or length(website) <= 500),
  kra_pin text check (kra_pin is null or length(kra_pin) <= 20),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.organizations is 'The company (id 1). Settings grow it.';
insert into public.organizations (id, name) values (1, 'Safeworks');

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  auth_id uuid not null unique references auth.users (id) on delete cascade,
  role text not null default 'customer' check (role in ('superadmin', 'admin', 'staff', 'customer')),
  full_name text check (full_name is null or length(full_name) <= 200),
  email text,
  phone text check (phone is null or length(phone) <= 32),
  avatar_url text check (avatar_url is null or length(avatar_url) <= 2000),
  job_title text check (job_title is null or length(job_title) <= 200),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per auth user; role is the authority for RLS.';
create index profiles_role_idx on public.profiles (role);

create table public.system_modules (
  organization_id integer not null references public.organizations (id) on delete cascade,
  id text not null check (id ~ '^[a-z][a-z0-9-]{0,39}$'),
  name text not null check (length(btrim(name)) between 1 and 100),
  description text not null default '' check (length(description) <= 500),
  is_enabled boolean not null default true,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  primary key (organization_id, id)
);
comment on table public.system_modules is 'Module switches per organization (spec §6: organization 1).';

insert into public.system_modules (organization_id, id, name, description, sort_order) values
  (1, 'customers', 'Customers', 'Client companies, their contacts and workplaces.', 10),
  (1, 'leads', 'Leads', 'Enquiries and opportunities from first contact to won or lost.', 20),
  (1, 'projects', 'Projects', 'Audits, surveys and training engagements with tasks and reports.', 30),
  (1, 'hr', 'HR', 'Employees, leave, documents and staff certifications.', 40),
  (1, 'calendar', 'Calendar', 'Site visits, trainings and meetings for the whole team.', 50),
  (1, 'email', 'Email', 'Outbox, templates and campaigns.', 60),
  (1, 'bulk-sms', 'Bulk SMS', 'Text messages to customers and contact lists.', 70),
  (1, 'call-centre', 'Call centre', 'Inbound and outbound calls with notes and follow-ups.', 80),
  (1, 'analytics', 'Analytics', 'Revenue, pipeline, projects and survey results at a glance.', 90),
  (1, 'feedback', 'Feedback & surveys', 'Customer feedback inbox and survey forms.', 100),
  (1, 'users', 'Users', 'Staff accounts, roles and access.', 110),
  (1, 'accounting', 'Accounting', 'Chart of accounts, journals, receivables and reports.', 120),
  (1, 'self-management', 'Self-management', 'Your own profile, leave, tasks and documents.', 130),
  (1, 'gallery', 'Gallery', 'Photo albums published to the public site.', 140),
  (1, 'pos', 'Point of sale', 'Shop sales, stock, suppliers and low-stock alerts.', 150);

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor uuid,
  action text not null,
  target text,
  details jsonb not null default '{}'::jsonb
);
comment on table public.audit_log is 'Sensitive actions (role changes, account disabling); written only by RPCs.';
create index audit_log_at_idx on public.audit_log (at desc);

-- ---------------------------------------------------------------- helpers

create function app.role_rank(r text) returns integer
language sql immutable
set search_path = ''
as $$
  select case r when 'superadmin' then 3 when 'admin' then 2 when 'staff' then 1 else 0 end
$$;

-- The caller's role from profiles (null without a user or for a disabled account).
create function app.user_role() returns text
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in kernel/sql/repeatable/app.user_role.sql (ADR 043)';
end
$$;

-- superadmin ⊃ admin ⊃ staff; customers and anonymous callers pass no check.
create function app.has_role(min_role text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select app.role_rank(min_role) > 0 and app.role_rank(app.user_role()) >= app.role_rank(min_role)
$$;

-- A module counts as enabled unless organization 1 switched it off (spec §6).
create function app.module_enabled(module_id text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    (select m.is_enabled from public.system_modules m where m.organization_id = 1 and m.id = module_id),
    true
  )
$$;

-- RPC wrappers for the client (supabase.rpc); the app schema is not exposed.
create function public.current_app_role() returns text
language sql stable
set search_path = ''
as $$ select app.user_role() $$;

create function public.has_role(min_role text) returns boolean
language sql stable
set search_path = ''
as $$ select app.has_role(min_role) $$;

create function public.module_enabled(module_id text) returns boolean
language sql stable
set search_path = ''
as $$ select app.module_enabled(module_id) $$;

revoke execute on all functions in schema app from public;
grant execute on all functions in schema app to anon, authenticated, service_role;
revoke execute on function public.current_app_role(), public.has_role(text), public.module_enabled(text) from public;
grant execute on function public.current_app_role(), public.has_role(text), public.module_enabled(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------- triggers

create function app.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger organizations_touch before update on public.organizations
  for each row execute function app.touch_updated_at();
create trigger profiles_touch before update on public.profiles
  for each row execute function app.touch_updated_at();

create function app.system_modules_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;
create trigger system_modules_touch before update on public.system_modules
  for each row execute function app.system_modules_touch();

-- Every new auth user gets a profile. Public sign-up makes customers only:
-- the role comes from app_metadata, which only the service role (admin API)
-- can set, never from the user_metadata a visitor sends.
create function app.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in kernel/sql/repeatable/app.handle_new_user.sql (ADR 043)';
end
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function app.handle_new_user();

create function app.handle_user_contact_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles
     set email = new.email, phone = coalesce(nullif(left(coalesce(new.phone, ''), 32), ''), phone)
   where auth_id = new.id;
  return new;
end
$$;
create trigger on_auth_user_contact_changed after update of email, phone on auth.users
  for each row when (old.email is distinct from new.email or old.phone is distinct from new.phone)
  execute function app.handle_user_contact_change();

-- ---------------------------------------------------------------- privileges and RLS

alter table public.organizations enable row level security;
alter table public.profiles enable row level security;
alter table public.system_modules enable row level security;
alter table public.audit_log enable row level security;

revoke all on public.organizations, public.profiles, public.system_modules, public.audit_log from anon, authenticated;
grant all on public.organizations, public.profiles, public.system_modules, public.audit_log to service_role;

-- organizations: staff read, superadmin edits the company details.
grant select on public.organizations to authenticated;
grant update (name, email, phone, address, website, kra_pin) on public.organizations to authenticated;
create policy organizations_read on public.organizations for select to authenticated
  using (app.has_role('staff'));
create policy organizations_update on public.organizations for update to authenticated
  using (app.has_role('superadmin')) with check (app.has_role('superadmin'));
create policy organizations_service on public.organizations for all to service_role using (true) with check (true);

-- profiles: own row; staff see the staff directory; admins see everyone.
-- Users may change only their own name, phone, avatar and job title
-- (column privileges); role, auth_id and is_active change through the admin RPCs.
grant select on public.profiles to authenticated;
grant update (full_name, phone, avatar_url, job_title) on public.profiles to authenticated;
create policy profiles_read on public.profiles for select to authenticated
  using (
    auth_id = (select auth.uid())
    or app.has_role('admin')
    or (app.has_role('staff') and role <> 'customer')
  );
create policy profiles_update_own on public.profiles for update to authenticated
  using (auth_id = (select auth.uid())) with check (auth_id = (select auth.uid()));
create policy profiles_service on public.profiles for all to service_role using (true) with check (true);

-- system_modules: everyone may read the switches (the route guard needs them;
-- names and flags are not secret); only a superadmin flips is_enabled.
grant select on public.system_modules to anon, authenticated;
grant update (is_enabled) on public.system_modules to authenticated;
create policy system_modules_read on public.system_modules for select to anon, authenticated using (true);
create policy system_modules_update on public.system_modules for update to authenticated
  using (app.has_role('superadmin')) with check (app.has_role('superadmin'));
create policy system_modules_service on public.system_modules for all to service_role using (true) with check (true);

-- audit_log: admins read; nobody writes directly (security-definer RPCs do).
grant select on public.audit_log to authenticated;
create policy audit_log_read on public.audit_log for select to authenticated using (app.has_role('admin'));
create policy audit_log_service on public.audit_log for all to service_role using (true) with check (true);

-- Open dashboards follow module switches and profile changes live.
alter publication supabase_realtime add table public.system_modules, public.profiles;

-- ---------------------------------------------------------------- admin RPCs

create function public.admin_list_users(search text default null, page_size integer default 25, page_offset integer default 0)
returns table (
  auth_id uuid,
  email text,
  phone text,
  full_name text,
  role text,
  job_title text,
  is_active boolean,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  total_count bigint
)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/users/sql/repeatable/public.admin_list_users.sql (ADR 043)';
end
$$;

-- Who may hand out which role: a superadmin any; an admin moves accounts
-- between staff and customer only; nobody changes their own role.
create function public.admin_set_user_role(target_auth_id uuid, new_role text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/users/sql/repeatable/public.admin_set_user_role.sql (ADR 043)';
end
$$;

-- Disabling an account bans it in auth (no sign-in, no refresh) and ends its sessions.
create function public.admin_set_user_active(target_auth_id uuid, active boolean) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/users/sql/repeatable/public.admin_set_user_active.sql (ADR 043)';
end
$$;

revoke execute on function public.admin_list_users(text, integer, integer),
  public.admin_set_user_role(uuid, text), public.admin_set_user_active(uuid, boolean) from public, anon;
grant execute on function public.admin_list_users(text, integer, integer),
  public.admin_set_user_role(uuid, text), public.admin_set_user_active(uuid, boolean) to authenticated, service_role;
