-- app.role_to_auth_user: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.role_to_auth_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update auth.users
     set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', new.role::text),
         updated_at = now()
   where id = new.auth_id
     and (raw_app_meta_data ->> 'role') is distinct from new.role::text;
  return null;
end
$$;
