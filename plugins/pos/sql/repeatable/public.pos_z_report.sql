-- public.pos_z_report: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A closed session's Z report for its PDF (ADR 076; the pos-z-report edge function reads it as the
-- caller). Narrower than pos_session_report (the screen): an admin, or a cashier who worked that
-- session — opened or closed it, sold, refunded or moved cash in it. Another session's cashier and
-- anyone not on staff are refused here, whatever the screen offers.
create or replace function public.pos_z_report(p_session uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.pos_sessions;
  me uuid := auth.uid();
begin
  perform app.pos_guard('staff', 'download Z reports');
  select * into s from public.pos_sessions x where x.id = p_session;
  if s.id is null then
    raise exception 'No such till session' using errcode = 'P0002';
  end if;
  if s.closed_at is null then
    raise exception 'This session is still open: its Z report is made when it is closed (the X report is on the screen)'
      using errcode = '55000';
  end if;
  if not coalesce(app.has_role('admin'), false)
     and me is distinct from s.opened_by and me is distinct from s.closed_by
     and not exists (select 1 from public.pos_sales x where x.session_id = s.id and x.created_by = me)
     and not exists (select 1 from public.pos_refunds r where r.session_id = s.id and r.created_by = me)
     and not exists (select 1 from public.pos_session_cash_moves c where c.session_id = s.id and c.created_by = me) then
    raise exception 'Only an admin or a cashier of this session can download its Z report (%)', s.z_number
      using errcode = '42501';
  end if;
  return app.pos_session_figures(p_session);
end
$$;
revoke execute on function public.pos_z_report(uuid) from public, anon;
grant execute on function public.pos_z_report(uuid) to authenticated, service_role;
