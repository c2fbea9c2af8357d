-- Feedback inbox (plugins/feedback/): what the public /feedback form sends, with a
-- status (new → in progress → resolved), an assignee and internal notes.
--
-- Who may do what (RLS below; module switch `feedback` on every policy):
-- - staff, admin and superadmin read items and change status, assignee and notes;
--   deleting needs admin;
-- - visitors and shop customers read nothing: they send through public.submit_feedback.

create type public.feedback_status as enum ('new', 'in_progress', 'resolved');

create table public.feedback_items (
  id uuid primary key default gen_random_uuid(),
  -- 1 (poor) … 4 (excellent), as the public form asks it.
  rating smallint constraint feedback_items_rating_range check (rating is null or rating between 1 and 4),
  category text not null default 'general' constraint feedback_items_category_known check (
    category in ('general', 'audit', 'training', 'service', 'website', 'complaint', 'compliment')),
  message text not null constraint feedback_items_message_length check (length(btrim(message)) between 1 and 5000),
  name text constraint feedback_items_name_length check (name is null or length(name) <= 200),
  organisation text constraint feedback_items_organisation_length check (organisation is null or length(organisation) <= 200),
  email text constraint feedback_items_email_format check (
    email is null or (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  phone text constraint feedback_items_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,30}$'),
  -- The sender agreed to be contacted about it.
  consent boolean not null default false,
  status public.feedback_status not null default 'new',
  assignee_id uuid references auth.users (id) on delete set null,
  notes text constraint feedback_items_notes_length check (notes is null or length(notes) <= 5000),
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.feedback_items is
  'Feedback from the public site (plugins/feedback, module feedback). Staff read/update, admins delete; visitors through submit_feedback.';
create index feedback_items_status_idx on public.feedback_items (status, created_at desc);
create index feedback_items_created_idx on public.feedback_items (created_at desc, id);

create function app.feedback_items_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  new.notes := nullif(btrim(coalesce(new.notes, '')), '');
  if new.status = 'resolved' and old.status <> 'resolved' then
    new.resolved_at := now();
  elsif new.status <> 'resolved' then
    new.resolved_at := null;
  end if;
  -- What the sender wrote stays as they wrote it.
  new.rating := old.rating;
  new.category := old.category;
  new.message := old.message;
  new.name := old.name;
  new.organisation := old.organisation;
  new.email := old.email;
  new.phone := old.phone;
  new.consent := old.consent;
  new.created_at := old.created_at;
  if new.assignee_id is not null and new.assignee_id is distinct from old.assignee_id
     and not exists (select 1 from public.profiles p where p.auth_id = new.assignee_id and p.is_active
                        and p.role in ('staff', 'admin', 'superadmin')) then
    raise exception 'The assignee must be an active staff member' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function app.feedback_items_tidy() from public, anon, authenticated;
create trigger feedback_items_tidy before update on public.feedback_items
  for each row execute function app.feedback_items_tidy();

-- Throttle for the public form (per client address per hour). Not exposed.
create table app.feedback_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  address text not null
);
create index feedback_log_address_idx on app.feedback_log (address, at);
revoke all on app.feedback_log from public, anon, authenticated, service_role;

alter table public.feedback_items enable row level security;
revoke all on public.feedback_items from anon, authenticated;
grant select, update, delete on public.feedback_items to authenticated;
grant all on public.feedback_items to service_role;

create policy feedback_items_staff_read on public.feedback_items for select to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'));
create policy feedback_items_staff_update on public.feedback_items for update to authenticated
  using (app.has_role('staff') and app.module_enabled('feedback'))
  with check (app.has_role('staff') and app.module_enabled('feedback'));
create policy feedback_items_admin_delete on public.feedback_items for delete to authenticated
  using (app.has_role('admin') and app.module_enabled('feedback'));
create policy feedback_items_service on public.feedback_items for all to service_role using (true) with check (true);

alter publication supabase_realtime add table public.feedback_items;
