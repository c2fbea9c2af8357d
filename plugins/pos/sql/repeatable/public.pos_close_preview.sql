-- public.pos_close_preview: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The Z report a close would write now (staff; ADR 091), for the pos-z-report function to print before it
-- closes: the close's own writes (app.pos_close_write) run in a block that is then rolled back, so nothing
-- but the session's reserved Z number is kept — reserved once per session, so previews leave no gaps and
-- the PDF prints the number the close gives. closed_at is now, to the second: public.pos_close_session
-- closes at that instant when it is handed this report. A closed session answers its Z report with
-- already = true (nothing to print again: its e-mail went at its close).
create or replace function public.pos_close_preview(p_session uuid, p_counted jsonb, p_note text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  sess public.pos_sessions;
  z text;
  stamp timestamptz := date_trunc('second', now());
  report jsonb;
begin
  sess := app.pos_lock_session(p_session, 'close a till session');
  if sess.closed_at is not null then
    return app.pos_session_figures(p_session) || jsonb_build_object('already', true);
  end if;
  z := coalesce(sess.z_number_reserved,
                'Z-' || extract(year from app.company_today())::int || '-'
                || lpad(nextval('app.pos_z_number_seq')::text, 6, '0'));
  update public.pos_sessions set z_number_reserved = z where id = p_session;
  begin
    perform app.pos_close_write(p_session, p_counted, p_note, stamp, z);
    report := app.pos_session_figures(p_session);
    -- Undo the dry run's writes (the variable keeps the report).
    raise exception using errcode = 'PZ091';
  exception when sqlstate 'PZ091' then
    null;
  end;
  return report || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_close_preview(uuid, jsonb, text) from public, anon;
grant execute on function public.pos_close_preview(uuid, jsonb, text) to authenticated, service_role;
