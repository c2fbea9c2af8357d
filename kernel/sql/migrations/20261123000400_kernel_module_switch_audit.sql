-- Switching a module off hides a whole part of the back-office from every
-- member at once, so the audit log records who did it and when, next to
-- role changes and disabled accounts. system_modules keeps only the last
-- change (updated_by, updated_at); this keeps the history. Only a real
-- change is recorded (saving the same value twice writes nothing).

create function app.audit_module_switch() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.audit_log (actor, action, target, details)
  values (
    auth.uid(),
    case when new.is_enabled then 'module.enabled' else 'module.disabled' end,
    new.id,
    jsonb_build_object('organization_id', new.organization_id, 'name', new.name)
  );
  return null;
end
$$;

revoke execute on function app.audit_module_switch() from public;

create trigger system_modules_audit after update of is_enabled on public.system_modules
  for each row when (old.is_enabled is distinct from new.is_enabled)
  execute function app.audit_module_switch();

comment on table public.audit_log is
  'Sensitive actions (role changes, account disabling, module switches); written only by RPCs and triggers.';
