-- public.pos_session_report: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A session's report (staff): the X report while open (any time, nothing written), the Z report once
-- closed (reprint).
create or replace function public.pos_session_report(p_session uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.pos_guard('staff', 'read till reports');
  if not exists (select 1 from public.pos_sessions s where s.id = p_session) then
    raise exception 'No such till session' using errcode = 'P0002';
  end if;
  return app.pos_session_figures(p_session);
end
$$;
revoke execute on function public.pos_session_report(uuid) from public, anon;
grant execute on function public.pos_session_report(uuid) to authenticated, service_role;
