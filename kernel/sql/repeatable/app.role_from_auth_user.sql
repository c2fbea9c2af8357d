-- app.role_from_auth_user: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.role_from_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  r text := new.raw_app_meta_data ->> 'role';
begin
  if r in ('superadmin', 'admin', 'staff', 'customer') then
    update public.profiles set role = r::public.app_role
     where auth_id = new.id and role is distinct from r::public.app_role;
  end if;
  return null;
end
$$;
