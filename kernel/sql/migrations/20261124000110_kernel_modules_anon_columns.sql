-- The public site reads which modules are on; it has no business knowing who
-- switched them or when. Anon could read system_modules.updated_by (a
-- superadmin's user id) and updated_at; now anon may read only the columns
-- the site and the route guard use. Signed-in users keep the whole row
-- (Settings → Modules shows who switched a module and when).
revoke select on public.system_modules from anon;
grant select (organization_id, id, name, description, is_enabled, sort_order) on public.system_modules to anon;
