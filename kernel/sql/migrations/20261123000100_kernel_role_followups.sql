-- Kernel schema follow-ups (20261123000000 has landed on existing databases,
-- so changes come as a new file).
--
-- 1. app.current_role(): the name module policies are written against
--    (design docs); the same answer as app.user_role() — the caller's
--    profiles.role, null without a user or for a disabled account.
-- 2. admin_set_user_role keeps the UI's POS-customer flag in step with the
--    role. The route guard (spec §6) bars sessions whose
--    user_metadata.is_pos_customer is true; without this, a customer promoted
--    to staff would still be turned away at /dashboard, and a staff member
--    demoted to customer would still see the shell (RLS would refuse the
--    data either way: the flag is a convenience, profiles.role is the lock).

create function app.current_role() returns text
language sql stable
set search_path = ''
as $$ select app.user_role() $$;

revoke execute on function app.current_role() from public;
grant execute on function app.current_role() to anon, authenticated, service_role;

-- public.admin_set_user_role: its definition here was a copy; it is stated once in plugins/users/sql/repeatable/public.admin_set_user_role.sql (ADR 040).

-- create or replace keeps the grants, but say them again so this file reads whole.
revoke execute on function public.admin_set_user_role(uuid, text) from public, anon;
grant execute on function public.admin_set_user_role(uuid, text) to authenticated, service_role;
