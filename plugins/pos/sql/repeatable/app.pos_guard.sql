-- app.pos_guard: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The door of every POS RPC: the caller's role (staff or admin) and the module's switch.
create or replace function app.pos_guard(min_role text, action text)
returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role(min_role), false) then
    raise exception 'Only % can %', case min_role when 'admin' then 'an admin' else 'staff' end, action
      using errcode = '42501';
  end if;
  if not coalesce(app.module_enabled('pos'), false) then
    raise exception 'Point of sale is switched off (Settings → Modules)' using errcode = '42501';
  end if;
end
$$;
revoke execute on function app.pos_guard(text, text) from public, anon;
grant execute on function app.pos_guard(text, text) to authenticated, service_role;
