-- public.pos_cash_move: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Cash put into the till (change from the bank) or taken out (to the safe, a petty expense) during
-- an open session, with the reason (staff). Idempotent on the till's id. Taking out more cash than
-- the till should hold is refused.
create or replace function public.pos_cash_move(p_move uuid, p_session uuid, p_kind text, p_amount numeric, p_reason text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sess public.pos_sessions;
  expected numeric;
begin
  sess := app.pos_lock_session(p_session, 'move cash in or out of the till');
  if p_move is null then
    raise exception 'The till must give the cash move an id' using errcode = '22023';
  end if;
  if exists (select 1 from public.pos_session_cash_moves c where c.id = p_move) then
    return app.pos_session_figures(p_session) || jsonb_build_object('already', true);
  end if;
  if sess.closed_at is not null then
    raise exception 'This session is closed (Z report %): open a new one', sess.z_number using errcode = '55000';
  end if;
  if p_kind is null or p_kind not in ('in', 'out') then
    raise exception 'Say whether cash goes in or out' using errcode = '22023';
  end if;
  perform app.assert_money(p_amount, 'The amount');
  if p_amount is null or p_amount <= 0 or p_amount <> round(p_amount, 2) then
    raise exception 'The amount must be above 0 with at most 2 decimals' using errcode = '22023';
  end if;
  if length(btrim(coalesce(p_reason, ''))) = 0 or length(p_reason) > 500 then
    raise exception 'Say why the cash moves (at most 500 characters)' using errcode = '22023';
  end if;
  if p_kind = 'out' then
    expected := (app.pos_session_figures(p_session) ->> 'expected_cash')::numeric;
    if p_amount > expected then
      raise exception 'The till should hold only % in cash: you cannot take out %', expected::text, p_amount::text
        using errcode = '22023';
    end if;
  end if;
  insert into public.pos_session_cash_moves (id, session_id, kind, amount, reason)
  values (p_move, p_session, p_kind::public.pos_cash_move_kind, p_amount, btrim(p_reason));
  return app.pos_session_figures(p_session) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_cash_move(uuid, uuid, text, numeric, text) from public, anon;
grant execute on function public.pos_cash_move(uuid, uuid, text, numeric, text) to authenticated, service_role;
