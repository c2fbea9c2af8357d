-- app.pos_discount_ceiling: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The firm's highest discount at the till, percent (public.pos_settings, ADR 091): 100 when the row is
-- missing, as before the setting existed.
create or replace function app.pos_discount_ceiling()
returns numeric
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select s.max_discount_percent from public.pos_settings s where s.id), 100::numeric)
$$;
revoke execute on function app.pos_discount_ceiling() from public, anon;
grant execute on function app.pos_discount_ceiling() to authenticated, service_role;
