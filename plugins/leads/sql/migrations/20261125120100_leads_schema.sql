-- Leads (plugins/leads/): enquiries and opportunities from first contact to a
-- won engagement or a lost reason, and the planned follow-ups (activities) on
-- leads and customers.
--
-- Who may do what (RLS below):
-- - staff, admin and superadmin read and write leads and activities;
-- - deleting needs admin (staff mark a lead lost instead);
-- - shop customer accounts and visitors see none of it; visitors reach the
--   pipeline only through public.submit_enquiry (20261125120200_leads_enquiries.sql).
-- The module switch hides the screens, not the data (as for customers).

-- ---------------------------------------------------------------- closed lists

create type public.lead_source as enum (
  'website_form', 'quote_request', 'phone', 'email', 'referral', 'sms', 'walk_in', 'other'
);
create type public.lead_stage as enum ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost');
create type public.activity_kind as enum ('call', 'meeting', 'email', 'site_visit', 'task');

-- ---------------------------------------------------------------- reference numbers

-- ENQ-<year>-<six digits>: the number a visitor is told and quotes on the phone.
-- One sequence for all years (a number is never reused); the year is the
-- company's calendar year when the lead arrived.
create sequence app.lead_reference_seq;
revoke all on sequence app.lead_reference_seq from public, anon, authenticated;

-- The company's "today" (Settings → Company → time zone; Nairobi by default).
create function app.company_today() returns date
language sql stable security definer
set search_path = ''
as $$
  select (now() at time zone coalesce(
    (select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'))::date
$$;
grant execute on function app.company_today() to anon, authenticated, service_role;

create function app.next_lead_reference() returns text
language sql volatile security definer
set search_path = ''
as $$
  select 'ENQ-' || extract(year from app.company_today())::int || '-'
         || lpad(nextval('app.lead_reference_seq')::text, 6, '0')
$$;
revoke execute on function app.next_lead_reference() from public;
grant execute on function app.next_lead_reference() to anon, authenticated, service_role;

-- ---------------------------------------------------------------- leads

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  reference text not null default app.next_lead_reference() constraint leads_reference_key unique,
  contact_name text not null constraint leads_contact_name_length check (length(btrim(contact_name)) between 1 and 200),
  company text constraint leads_company_length check (company is null or length(company) <= 200),
  email text constraint leads_email_format check (
    email is null or (length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
  ),
  phone text constraint leads_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,30}$'),
  -- Somebody must be reachable.
  constraint leads_reachable check (email is not null or phone is not null),
  service_id uuid references public.services (id) on delete restrict,
  source public.lead_source not null default 'other',
  message text constraint leads_message_length check (message is null or length(message) <= 5000),
  -- Kenya shillings (the company's currency), exact: never a float.
  expected_value numeric(14, 2) constraint leads_expected_value_positive check (expected_value is null or expected_value >= 0),
  probability smallint constraint leads_probability_range check (probability is null or probability between 0 and 100),
  owner_id uuid references auth.users (id) on delete set null,
  follow_up_on date,
  stage public.lead_stage not null default 'new',
  lost_reason text constraint leads_lost_reason_length check (lost_reason is null or length(lost_reason) <= 1000),
  constraint leads_lost_reason_required check (stage <> 'lost' or length(btrim(coalesce(lost_reason, ''))) > 0),
  stage_changed_at timestamptz not null default now(),
  customer_id uuid references public.customers (id) on delete restrict,
  -- When a staff member first moved, edited or wrote on it (null: still waiting).
  first_response_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.leads is
  'Enquiries and opportunities (plugins/leads). Staff read/write, admins delete; visitors only through submit_enquiry.';
create index leads_stage_idx on public.leads (stage, created_at desc);
create index leads_owner_idx on public.leads (owner_id);
create index leads_service_idx on public.leads (service_id);
create index leads_customer_idx on public.leads (customer_id);
create index leads_follow_up_idx on public.leads (follow_up_on) where stage not in ('won', 'lost');
create index leads_email_open_idx on public.leads (lower(email)) where stage not in ('won', 'lost');
create index leads_created_idx on public.leads (created_at desc, id);

-- ---------------------------------------------------------------- activities

create table public.activities (
  id uuid primary key default gen_random_uuid(),
  kind public.activity_kind not null default 'task',
  subject text not null constraint activities_subject_length check (length(btrim(subject)) between 1 and 200),
  due_at timestamptz,
  done_at timestamptz,
  assigned_to uuid references auth.users (id) on delete set null,
  lead_id uuid references public.leads (id) on delete cascade,
  customer_id uuid references public.customers (id) on delete restrict,
  constraint activities_about_something check (lead_id is not null or customer_id is not null),
  notes text constraint activities_notes_length check (notes is null or length(notes) <= 4000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.activities is
  'Planned follow-ups (call, meeting, e-mail, site visit, task) on a lead and/or a customer (plugins/leads).';
create index activities_lead_idx on public.activities (lead_id, due_at);
create index activities_customer_idx on public.activities (customer_id, due_at);
create index activities_assigned_open_idx on public.activities (assigned_to, due_at) where done_at is null;

-- ---------------------------------------------------------------- triggers

create trigger leads_stamp before insert or update on public.leads
  for each row execute function app.stamp_row();
create trigger activities_stamp before insert or update on public.activities
  for each row execute function app.stamp_row();

-- Tidy what people type, keep the reference and the response clock honest,
-- and check that the owner is a staff member.
create function app.leads_tidy() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  who uuid := auth.uid();
  by_staff boolean := who is not null and exists (
    select 1 from public.profiles p
     where p.auth_id = who and p.is_active and p.role in ('staff', 'admin', 'superadmin'));
begin
  new.contact_name := btrim(new.contact_name);
  new.company := nullif(btrim(coalesce(new.company, '')), '');
  new.email := nullif(lower(btrim(coalesce(new.email, ''))), '');
  new.phone := nullif(btrim(coalesce(new.phone, '')), '');
  new.message := nullif(btrim(coalesce(new.message, '')), '');
  new.lost_reason := nullif(btrim(coalesce(new.lost_reason, '')), '');
  if new.stage <> 'lost' then
    new.lost_reason := null;
  end if;
  if tg_op = 'INSERT' then
    new.stage_changed_at := now();
    -- A lead a staff member types in is being handled already; one from the
    -- site waits for its first response. Demo data and the service role
    -- (no user) keep what they were given.
    if who is not null then
      new.first_response_at := case
        when by_staff and new.source not in ('website_form', 'quote_request') then now() end;
    end if;
  else
    new.reference := old.reference;
    if new.stage is distinct from old.stage then
      new.stage_changed_at := now();
    else
      new.stage_changed_at := old.stage_changed_at;
    end if;
    new.first_response_at := coalesce(old.first_response_at, case when by_staff then now() end);
  end if;
  if new.owner_id is not null and (tg_op = 'INSERT' or new.owner_id is distinct from old.owner_id)
     and not exists (select 1 from public.profiles p
                      where p.auth_id = new.owner_id and p.is_active
                        and p.role in ('staff', 'admin', 'superadmin')) then
    raise exception 'The owner must be an active staff member'
      using errcode = '23514', constraint = 'leads_owner_is_staff';
  end if;
  return new;
end
$$;
revoke execute on function app.leads_tidy() from public, anon, authenticated;
create trigger leads_tidy before insert or update on public.leads
  for each row execute function app.leads_tidy();

create function app.activities_tidy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.subject := btrim(new.subject);
  new.notes := nullif(btrim(coalesce(new.notes, '')), '');
  return new;
end
$$;
revoke execute on function app.activities_tidy() from public, anon, authenticated;
create trigger activities_tidy before insert or update on public.activities
  for each row execute function app.activities_tidy();

-- A note, call or task a staff member writes on a lead's timeline is a first
-- response too.
create function app.leads_note_is_response() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.record_type = 'leads' and new.kind in ('note', 'call', 'task') and new.actor is not null then
    update public.leads l set first_response_at = now()
     where l.id::text = new.record_id and l.first_response_at is null;
  end if;
  return null;
end
$$;
revoke execute on function app.leads_note_is_response() from public, anon, authenticated;
create trigger leads_note_is_response after insert on public.record_events
  for each row when (new.record_type = 'leads') execute function app.leads_note_is_response();

-- Field changes on the lead's timeline (the response clock and stamps are noise).
select app.track_changes('public.leads', array['updated_by', 'first_response_at', 'stage_changed_at']);
select app.track_changes('public.activities', array['updated_by']);

-- ---------------------------------------------------------------- row-level security

alter table public.leads enable row level security;
alter table public.activities enable row level security;
revoke all on public.leads, public.activities from anon, authenticated;
grant select, insert, update, delete on public.leads, public.activities to authenticated;
grant all on public.leads, public.activities to service_role;

create policy leads_staff_read on public.leads for select to authenticated
  using (app.has_role('staff'));
create policy leads_staff_insert on public.leads for insert to authenticated
  with check (app.has_role('staff'));
create policy leads_staff_update on public.leads for update to authenticated
  using (app.has_role('staff')) with check (app.has_role('staff'));
create policy leads_admin_delete on public.leads for delete to authenticated
  using (app.has_role('admin'));
create policy leads_service on public.leads for all to service_role using (true) with check (true);

create policy activities_staff_read on public.activities for select to authenticated
  using (app.has_role('staff'));
create policy activities_staff_insert on public.activities for insert to authenticated
  with check (app.has_role('staff'));
create policy activities_staff_update on public.activities for update to authenticated
  using (app.has_role('staff')) with check (app.has_role('staff'));
create policy activities_admin_delete on public.activities for delete to authenticated
  using (app.has_role('admin'));
create policy activities_service on public.activities for all to service_role using (true) with check (true);

alter publication supabase_realtime add table public.leads, public.activities;
