-- public.pos_open_session: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Opens the till session at a location with the counted float (staff). Idempotent on the till's id
-- (a double click answers the same session, already = true); one open session per location: the
-- location's row is locked first, so of two opens at the same instant one opens and the other is
-- told who has the till open.
create or replace function public.pos_open_session(p_session uuid, p_location uuid, p_float numeric)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  loc public.pos_locations;
  other public.pos_sessions;
begin
  perform app.pos_guard('staff', 'open a till session');
  if p_session is null then
    raise exception 'The till must give the session an id' using errcode = '22023';
  end if;
  select * into loc from public.pos_locations l where l.id = p_location and l.is_active for no key update;
  if loc.id is null then
    raise exception 'Choose a location that is in use' using errcode = '22023';
  end if;
  if exists (select 1 from public.pos_sessions s where s.id = p_session) then
    return app.pos_session_figures(p_session) || jsonb_build_object('already', true);
  end if;
  perform app.assert_money(p_float, 'The float');
  if p_float is null or p_float < 0 or p_float <> round(p_float, 2) then
    raise exception 'Count the float: 0 or more with at most 2 decimals' using errcode = '22023';
  end if;
  select * into other from public.pos_sessions s where s.location_id = loc.id and s.closed_at is null;
  if other.id is not null then
    raise exception 'A session is already open at % (opened by % at %): close it before opening another', loc.name,
      coalesce((select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.auth_id = other.opened_by), 'someone'),
      to_char(other.opened_at at time zone coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'), 'DD Mon HH24:MI')
      using errcode = '23505', hint = 'pos_session_open';
  end if;
  insert into public.pos_sessions (id, location_id, opening_float) values (p_session, loc.id, p_float);
  return app.pos_session_figures(p_session) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_open_session(uuid, uuid, numeric) from public, anon;
grant execute on function public.pos_open_session(uuid, uuid, numeric) to authenticated, service_role;
