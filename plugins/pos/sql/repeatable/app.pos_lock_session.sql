-- app.pos_lock_session: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The door of the RPCs that change one till session (its close, its dry run, a cash move): the caller
-- is staff and the module is on (app.pos_guard, with `action` for its message), and the session exists;
-- answers its row, locked for update for the rest of the transaction (a close waits for a sale or cash
-- move in progress, and a second close for the first). Whether it is still open is the caller's to say:
-- a closed session answers differently per RPC.
create or replace function app.pos_lock_session(p_session uuid, action text)
returns public.pos_sessions
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sess public.pos_sessions;
begin
  perform app.pos_guard('staff', action);
  select * into sess from public.pos_sessions s where s.id = p_session for update;
  if sess.id is null then
    raise exception 'No such till session' using errcode = 'P0002';
  end if;
  return sess;
end
$$;
revoke execute on function app.pos_lock_session(uuid, text) from public, anon, authenticated;
grant execute on function app.pos_lock_session(uuid, text) to service_role;
