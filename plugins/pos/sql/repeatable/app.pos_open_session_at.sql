-- app.pos_open_session_at: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The open session at a location, share-locked for the rest of the transaction (a sale or refund
-- waits for a close in progress, and a close waits for the sales in progress): every sale and
-- refund belongs to one. None open: refused with a message the cashier can act on.
create or replace function app.pos_open_session_at(location uuid)
returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sid uuid;
begin
  select s.id into sid from public.pos_sessions s
   where s.location_id = location and s.closed_at is null
     for share;
  if sid is null then
    raise exception 'No till session is open at %: open one with the counted float first',
      coalesce((select l.name from public.pos_locations l where l.id = location), 'this location')
      using errcode = '55000', hint = 'pos_no_session';
  end if;
  return sid;
end
$$;
revoke execute on function app.pos_open_session_at(uuid) from public, anon, authenticated;
grant execute on function app.pos_open_session_at(uuid) to service_role;
