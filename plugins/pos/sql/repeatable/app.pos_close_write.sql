-- app.pos_close_write: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The writes of a till session's close (ADR 059, 091), shared by the close and its dry run
-- (public.pos_close_preview): p_counted = {cash, mpesa, card} (cash required; a method left out counts 0)
-- checked and recorded per method with expected and difference, the note, closed_at / closed_by and the
-- Z number. The caller holds the session row's lock and has checked it is open.
create or replace function app.pos_close_write(
  p_session uuid, p_counted jsonb, p_note text, p_closed_at timestamptz, p_z_number text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  m jsonb;
  counted numeric;
  expected numeric;
begin
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
     set closed_at = p_closed_at, closed_by = auth.uid(), note = nullif(btrim(p_note), ''), z_number = p_z_number
   where id = p_session;
end
$$;
revoke execute on function app.pos_close_write(uuid, jsonb, text, timestamptz, text) from public, anon, authenticated;
grant execute on function app.pos_close_write(uuid, jsonb, text, timestamptz, text) to service_role;
