-- Modules not built yet (their plugins are only "coming soon" screens) are switched off, on a new
-- database and on an existing one (issue 22 item 14, ADR 049). A placeholder has nothing to lose:
-- no table, no screen, no data, so switching off one an administrator had switched on loses
-- nothing; its menu entry and home card are hidden by the manifest anyway, and Settings → Modules
-- cannot switch it on again until the module is built. The issue that builds one switches it on
-- in its own migration (or leaves it to the superadmin).
-- The list is the manifests' (every route `comingSoon`); tests/kernel-schema/modules.test.ts keeps
-- it equal to them. No audit entry: nobody switched them off, the installation did.
alter table public.system_modules disable trigger system_modules_audit;

update public.system_modules
   set is_enabled = false
 where is_enabled
   and id in ('accounting', 'analytics', 'bulk-sms', 'call-centre', 'feedback', 'gallery', 'hr', 'pos',
              'self-management');

alter table public.system_modules enable trigger system_modules_audit;
