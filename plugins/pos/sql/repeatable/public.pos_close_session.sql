-- public.pos_close_session: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Closes a till session (staff) with the money counted per method, p_counted = {cash, mpesa, card}
-- (cash required; a method left out counts 0): records expected, counted and the difference per
-- method and gives the Z report its number (Z-<year>-<6 digits>). Locks the session row: sales in
-- progress finish first, later ones are refused; a second close (double click, two cashiers) waits
-- and answers the same Z report with already = true.
create or replace function public.pos_close_session(p_session uuid, p_counted jsonb, p_note text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sess public.pos_sessions;
  m jsonb;
  counted numeric;
  expected numeric;
begin
  perform app.pos_guard('staff', 'close a till session');
  select * into sess from public.pos_sessions s where s.id = p_session for update;
  if sess.id is null then
    raise exception 'No such till session' using errcode = 'P0002';
  end if;
  if sess.closed_at is not null then
    return app.pos_session_figures(p_session) || jsonb_build_object('already', true);
  end if;
  if p_counted is null or jsonb_typeof(p_counted) <> 'object' or nullif(p_counted ->> 'cash', '') is null then
    raise exception 'Count the cash in the till (0 if it is empty)' using errcode = '22023';
  end if;
  if length(coalesce(p_note, '')) > 500 then
    raise exception 'The note can be at most 500 characters' using errcode = '22023';
  end if;
  for m in select value from jsonb_array_elements(app.pos_session_figures(p_session) -> 'methods') loop
    begin
      counted := coalesce(nullif(p_counted ->> (m ->> 'method'), '')::numeric, 0);
    exception when invalid_text_representation then
      raise exception 'The counted amounts must be numbers' using errcode = '22023';
    end;
    perform app.assert_money(counted, 'A counted amount');
    if counted < 0 or counted <> round(counted, 2) then
      raise exception 'A counted amount must be 0 or more with at most 2 decimals' using errcode = '22023';
    end if;
    expected := (m ->> 'expected')::numeric;
    insert into public.pos_session_counts (session_id, method, expected, counted, difference)
    values (p_session, (m ->> 'method')::public.pos_payment_method, expected, counted, counted - expected);
  end loop;
  update public.pos_sessions
     set closed_at = now(), closed_by = auth.uid(), note = nullif(btrim(p_note), ''),
         z_number = 'Z-' || extract(year from app.company_today())::int || '-'
                    || lpad(nextval('app.pos_z_number_seq')::text, 6, '0')
   where id = p_session;
  return app.pos_session_figures(p_session) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_close_session(uuid, jsonb, text) from public, anon;
grant execute on function public.pos_close_session(uuid, jsonb, text) to authenticated, service_role;
