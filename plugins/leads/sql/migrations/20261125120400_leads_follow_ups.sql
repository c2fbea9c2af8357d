-- Follow-ups: a lead's follow-up date and a planned activity's due time tell
-- their owner once, through the bell, when they arrive (the scheduled job
-- 'leads.follow-up-reminders', every 15 minutes); "My follow-ups" on the
-- dashboard home lists what is due for the signed-in member (my_follow_ups()).
--
-- Idempotent and restart-safe: what was told is remembered in the database
-- (one row per lead and follow-up date, per activity and due time), in the
-- same transaction as the notification, so a job run twice, or cut short and
-- run again, tells nobody twice. Moving the date on tells again when the new
-- date arrives. Closed leads (won, lost), done activities and owners whose
-- account is disabled are skipped.

create table app.lead_follow_up_reminders (
  lead_id uuid not null references public.leads (id) on delete cascade,
  follow_up_on date not null,
  notified_at timestamptz not null default now(),
  primary key (lead_id, follow_up_on)
);
create table app.activity_reminders (
  activity_id uuid not null references public.activities (id) on delete cascade,
  due_at timestamptz not null,
  notified_at timestamptz not null default now(),
  primary key (activity_id, due_at)
);
revoke all on app.lead_follow_up_reminders, app.activity_reminders from public, anon, authenticated, service_role;

create function app.leads_follow_up_reminders() returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  today date := app.company_today();
  r record;
begin
  for r in
    with due as (
      insert into app.lead_follow_up_reminders (lead_id, follow_up_on)
      select l.id, l.follow_up_on
        from public.leads l
        join public.profiles p on p.auth_id = l.owner_id and p.is_active
                              and p.role in ('staff', 'admin', 'superadmin')
       where l.follow_up_on <= today and l.stage not in ('won', 'lost')
      on conflict do nothing
      returning lead_id
    )
    select l.* from due join public.leads l on l.id = due.lead_id
  loop
    perform app.notify(r.owner_id, 'leads.follow-up-due',
      'Follow up ' || r.reference || ' today',
      concat_ws(' — ', r.contact_name, r.company),
      '/dashboard/leads/' || r.id, 'leads', r.id::text);
  end loop;

  for r in
    with due as (
      insert into app.activity_reminders (activity_id, due_at)
      select a.id, a.due_at
        from public.activities a
        join public.profiles p on p.auth_id = a.assigned_to and p.is_active
                              and p.role in ('staff', 'admin', 'superadmin')
       where a.due_at <= now() and a.done_at is null
      on conflict do nothing
      returning activity_id
    )
    select a.*, l.reference
      from due join public.activities a on a.id = due.activity_id
      left join public.leads l on l.id = a.lead_id
  loop
    perform app.notify(r.assigned_to, 'leads.activity-due',
      'Due now: ' || r.subject,
      r.reference,
      case when r.lead_id is not null then '/dashboard/leads/' || r.lead_id
           else '/dashboard/customers/' || r.customer_id end,
      case when r.lead_id is not null then 'leads' else 'customers' end,
      coalesce(r.lead_id, r.customer_id)::text);
  end loop;
end
$$;
revoke execute on function app.leads_follow_up_reminders() from public, anon, authenticated, service_role;

select app.register_job('leads.follow-up-reminders', 'app.leads_follow_up_reminders', interval '15 minutes');

-- "My follow-ups": the signed-in member's open leads whose follow-up date has
-- come and their activities due by the end of today, oldest first. Security
-- invoker: row-level security applies (staff only).
create function public.my_follow_ups()
returns table (
  item_type text,
  id uuid,
  lead_id uuid,
  customer_id uuid,
  title text,
  subtitle text,
  due_on date,
  due_at timestamptz,
  overdue boolean
)
language sql stable
set search_path = ''
as $$
  select * from (
    select 'lead'::text as item_type, l.id, l.id as lead_id, l.customer_id,
           concat_ws(' — ', l.contact_name, l.company) as title, l.reference as subtitle,
           l.follow_up_on as due_on, null::timestamptz as due_at, l.follow_up_on < app.company_today() as overdue
      from public.leads l
     where l.owner_id = auth.uid() and l.follow_up_on <= app.company_today() and l.stage not in ('won', 'lost')
    union all
    select 'activity', a.id, a.lead_id, a.customer_id, a.subject, coalesce(l.reference, c.name),
           null::date, a.due_at, a.due_at < now()
      from public.activities a
      left join public.leads l on l.id = a.lead_id
      left join public.customers c on c.id = a.customer_id
     where a.assigned_to = auth.uid() and a.done_at is null
       and a.due_at < ((app.company_today() + 1)::timestamp at time zone coalesce(
             (select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'))
  ) due
  order by coalesce(due.due_at, due.due_on::timestamptz), due.id
  limit 50
$$;
revoke execute on function public.my_follow_ups() from public, anon;
grant execute on function public.my_follow_ups() to authenticated, service_role;
