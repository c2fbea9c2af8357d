-- app.handle_new_user: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  r text := new.raw_app_meta_data ->> 'role';
begin
  if r is null or r not in ('superadmin', 'admin', 'staff', 'customer') then
    r := 'customer';
  end if;
  insert into public.profiles (auth_id, role, full_name, email, phone)
  values (
    new.id,
    r::public.app_role,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), 200), ''),
    new.email,
    nullif(left(coalesce(new.phone, ''), 32), '')
  )
  on conflict (auth_id) do nothing;
  return new;
end
$$;
