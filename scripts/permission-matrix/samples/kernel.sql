-- Sample rows for the kernel's tables, so the permission matrix has rows to
-- try (the callers' own profiles already exist). Written as the table owner.
insert into public.audit_log (actor, action, target, details)
select p.auth_id, 'role_changed', q.auth_id::text, jsonb_build_object('from', 'staff', 'to', 'admin')
  from public.profiles p, public.profiles q
 where p.role = 'superadmin' and q.role = 'staff'
 limit 1;

-- One notification for each account: each should read and mark only its own.
insert into public.notifications (recipient, kind, title, link)
select p.auth_id, 'kernel.sample', 'Sample for ' || p.full_name, '/dashboard'
  from public.profiles p;

-- One note on each profile's timeline: staff read those of profiles they can read; nobody edits them.
insert into public.record_events (record_type, record_id, kind, actor, body)
select 'profiles', p.id::text, 'note', null, 'Sample note on ' || p.full_name
  from public.profiles p;
