-- app.user_role: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- ---------------------------------------------------------------- functions that hand a text role to the column

create or replace function app.user_role() returns text
language sql stable security definer
set search_path = ''
as $$
  select p.role::text from public.profiles p where p.auth_id = auth.uid() and p.is_active
$$;
