-- Feedback & surveys is built (issue 26): its switch goes on, on new and existing databases
-- (ADR 049 switched the placeholder off). No audit entry: the installation did it.
alter table public.system_modules disable trigger system_modules_audit;
update public.system_modules set is_enabled = true where organization_id = 1 and id = 'feedback';
alter table public.system_modules enable trigger system_modules_audit;
