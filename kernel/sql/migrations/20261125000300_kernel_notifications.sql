-- Notifications (ADR 010): one row per recipient, shown by the bell in the
-- dashboard's top bar (kernel/notifications/), live through realtime.
--
-- Who writes them: nobody through the API. Modules call
--   select app.notify(recipient, 'leads.assigned', 'Lead assigned to you', 'Acme Ltd', '/dashboard/leads/42');
-- from their own SECURITY DEFINER RPCs, triggers and scheduled jobs (the
-- function is not executable by anon or authenticated, so the caller must be
-- one of those or the service role). Edge functions with the service role
-- may also insert rows directly; the table's checks hold for them too.
--
-- Who reads them: the recipient only (RLS), who may also set read_at on
-- their own rows (mark read / unread); mark_notification_read(id) and
-- mark_all_notifications_read() do that with the server's clock.

create table public.notifications (
  id bigint generated always as identity primary key,
  recipient uuid not null references auth.users (id) on delete cascade,
  -- '<module>.<what>' (e.g. 'leads.assigned'); plugins describe their kinds in their manifests.
  kind text not null check (length(kind) <= 100 and kind ~ '^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$'),
  title text not null check (length(btrim(title)) between 1 and 200),
  body text check (body is null or length(body) <= 2000),
  -- A path inside the app ('/dashboard/…'), never another site: '//host' and '/\host' would leave it.
  link text check (
    link is null or (length(link) <= 2000 and link ~ '^/([^/\\]|$)' and link !~ '[[:cntrl:][:space:]]')
  ),
  -- Optional: the record the notification is about (e.g. 'leads', '42'), for modules that group by it.
  record_type text check (record_type is null or record_type ~ '^[a-z][a-z0-9_-]{0,62}$'),
  record_id text check (record_id is null or length(record_id) <= 100),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  check ((record_type is null) = (record_id is null))
);
comment on table public.notifications is
  'Messages to one user (the bell). Written by app.notify() from module RPCs and jobs; read by the recipient only.';
create index notifications_recipient_recent_idx on public.notifications (recipient, created_at desc, id desc);
create index notifications_recipient_unread_idx on public.notifications (recipient) where read_at is null;
create index notifications_created_idx on public.notifications (created_at);

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant all on public.notifications to service_role;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy notifications_read_own on public.notifications for select to authenticated
  using (recipient = (select auth.uid()));
create policy notifications_mark_own on public.notifications for update to authenticated
  using (recipient = (select auth.uid())) with check (recipient = (select auth.uid()));
create policy notifications_service on public.notifications for all to service_role using (true) with check (true);

-- The bell follows its recipient's notifications live (realtime applies the policies above per subscriber).
alter publication supabase_realtime add table public.notifications;

-- ---------------------------------------------------------------- writing

create function app.notify(
  recipient uuid,
  kind text,
  title text,
  body text default null,
  link text default null,
  record_type text default null,
  record_id text default null
) returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  new_id bigint;
begin
  if recipient is null then
    raise exception 'A notification needs a recipient' using errcode = '23502';
  end if;
  insert into public.notifications (recipient, kind, title, body, link, record_type, record_id)
  values (recipient, kind, btrim(title), nullif(btrim(body), ''), link, record_type, record_id)
  returning id into new_id;
  return new_id;
end
$$;
revoke execute on function app.notify(uuid, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function app.notify(uuid, text, text, text, text, text, text) to service_role;

-- ---------------------------------------------------------------- reading (RPCs for the bell)

-- Security invoker: row-level security decides which rows the caller may mark.
-- True when the caller has that notification (read now or before), false otherwise.
create function public.mark_notification_read(notification_id bigint) returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.notifications n set read_at = now() where n.id = notification_id and n.read_at is null;
  return exists (select 1 from public.notifications n where n.id = notification_id);
end
$$;

-- How many of the caller's notifications it marked read.
create function public.mark_all_notifications_read() returns integer
language sql
set search_path = ''
as $$
  with marked as (
    update public.notifications n set read_at = now()
     where n.recipient = (select auth.uid()) and n.read_at is null
    returning 1
  )
  select count(*)::integer from marked
$$;

revoke execute on function public.mark_notification_read(bigint), public.mark_all_notifications_read()
  from public, anon;
grant execute on function public.mark_notification_read(bigint), public.mark_all_notifications_read()
  to authenticated, service_role;

-- ---------------------------------------------------------------- retention (a scheduled job)

-- Read notifications go after 90 days, unread ones after a year: the bell
-- shows the recent ones, and the table does not grow without end.
create function app.sweep_old_notifications() returns void
language sql
set search_path = ''
as $$
  delete from public.notifications n
   where (n.read_at is not null and n.read_at < now() - interval '90 days')
      or n.created_at < now() - interval '365 days'
$$;
revoke execute on function app.sweep_old_notifications() from public, anon, authenticated, service_role;

select app.register_job('kernel.notifications-retention', 'app.sweep_old_notifications', interval '1 day');
